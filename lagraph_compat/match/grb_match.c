// grb-match: count or list the embeddings of a pattern graph in a data graph (grb_subgraph_count and
// grb_subgraph_list of lagraph_compat on the GraphBLAS C API). Run `grb-match --help`.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "grb_algorithms.h"

#ifdef _OPENMP
#include <omp.h>
#endif

static const char* usage_text =
    "usage: grb-match --pattern P --graph G [--induced] [--directed] [--count | --list N] [--distinct]\n"
    "                 [--edge-labels] [--pattern-labels FILE --graph-labels FILE] [--threads T]\n"
    "\n"
    "Counts (--count, the default) or lists (--list N: up to N matches) the embeddings of the pattern\n"
    "P (1 to 10 vertices) in the graph G: one-to-one maps of P's vertices to G's that send every\n"
    "edge of P to an edge of G.\n"
    "  --induced         also no edge of G between images of non-adjacent pattern vertices\n"
    "  --directed        arcs as given (default: both graphs undirected, every edge read both ways)\n"
    "  --distinct        each subgraph of G once (embeddings / automorphisms of P)\n"
    "  --edge-labels     the integer value of every edge of P must equal that of its image\n"
    "  --pattern-labels FILE, --graph-labels FILE\n"
    "                    vertex labels: one integer per line, line i = vertex i (0-based), '#' comments;\n"
    "                    a pattern vertex only maps to graph vertices with its label\n"
    "  --threads T       OpenMP threads of the enumeration (default: OMP_NUM_THREADS)\n"
    "  --no-symmetry-breaking  count by plain search (slower; for cross-checks)\n"
    "\n"
    "Graph files: Matrix Market (first line %%MatrixMarket; the values are the edge labels), METIS\n"
    "(name ending in .graph; 1-based adjacency lists, format 0 or 1 with edge weights as labels),\n"
    "or an edge list: one 'u v [label]' a line, 0-based vertex ids, '#' or '%' comments; the\n"
    "number of vertices is the largest id + 1. Self-loops are ignored.\n"
    "\n"
    "Output: lines starting with '#' describe the run; --count prints the number alone on the last\n"
    "line; --list prints one match a line, the graph vertices of pattern vertices 0..k-1 in order.\n";

typedef struct {
  GrB_Index *I, *J;
  int64_t* X;
  size_t n, cap;
} edge_buf;

static int push_edge(edge_buf* b, GrB_Index i, GrB_Index j, int64_t x) {
  if (b->n == b->cap) {
    size_t cap = b->cap ? 2 * b->cap : 1024;
    GrB_Index* I = realloc(b->I, cap * sizeof *I);
    if (I) b->I = I;
    GrB_Index* J = realloc(b->J, cap * sizeof *J);
    if (J) b->J = J;
    int64_t* X = realloc(b->X, cap * sizeof *X);
    if (X) b->X = X;
    if (!I || !J || !X) return -1;
    b->cap = cap;
  }
  b->I[b->n] = i;
  b->J[b->n] = j;
  b->X[b->n++] = x;
  return 0;
}

static int build(GrB_Matrix* A, edge_buf* b, GrB_Index n, const char* path) {
  GrB_Info info = GrB_Matrix_new(A, GrB_INT64, n, n);
  // a repeated edge keeps its smallest label
  if (info == GrB_SUCCESS) info = GrB_Matrix_build_INT64(*A, b->I, b->J, b->X, b->n, GrB_MIN_INT64);
  free(b->I);
  free(b->J);
  free(b->X);
  if (info != GrB_SUCCESS) {
    fprintf(stderr, "grb-match: %s: building the matrix failed: %s\n", path, grb_info_name(info));
    return -1;
  }
  return 0;
}

static int read_edge_list(GrB_Matrix* A, FILE* f, const char* path) {
  edge_buf b = {0};
  char line[4096];
  GrB_Index n = 0;
  long lineno = 0;
  while (fgets(line, sizeof line, f)) {
    lineno++;
    char* s = line + strspn(line, " \t\r\n");
    if (*s == '\0' || *s == '#' || *s == '%') continue;
    long long u, v, x = 1;
    const int got = sscanf(s, "%lld %lld %lld", &u, &v, &x);
    if (got < 2 || u < 0 || v < 0) {
      fprintf(stderr, "grb-match: %s:%ld: expected 'u v [label]' with 0-based vertex ids\n", path, lineno);
      free(b.I), free(b.J), free(b.X);
      return -1;
    }
    if ((GrB_Index)u + 1 > n) n = (GrB_Index)u + 1;
    if ((GrB_Index)v + 1 > n) n = (GrB_Index)v + 1;
    if (push_edge(&b, (GrB_Index)u, (GrB_Index)v, x) != 0) {
      fprintf(stderr, "grb-match: %s: out of memory\n", path);
      free(b.I), free(b.J), free(b.X);
      return -1;
    }
  }
  return build(A, &b, n, path);
}

// METIS graph: "n m [fmt]" then line i = the (1-based) neighbours of vertex i, with a weight after
// each when fmt is 1 (or 001)
static int read_metis(GrB_Matrix* A, FILE* f, const char* path) {
  size_t cap = 1 << 16;
  char* line = malloc(cap);
  edge_buf b = {0};
  long long n = -1, m = 0, fmt = 0;
  GrB_Index row = 0;
  while (line) {
    size_t len = 0;
    // whole lines, however long (copter2's adjacency lines are short, other METIS files are not)
    while (fgets(line + len, (int)(cap - len), f)) {
      len += strlen(line + len);
      if (len > 0 && line[len - 1] == '\n') break;
      char* bigger = realloc(line, 2 * cap);
      if (!bigger) goto done;
      line = bigger;
      cap *= 2;
    }
    if (len == 0) break;
    if (line[0] == '%') continue;
    if (n < 0) {
      if (sscanf(line, "%lld %lld %lld", &n, &m, &fmt) < 2 || n < 0 || (fmt != 0 && fmt != 1)) {
        fprintf(stderr, "grb-match: %s: bad METIS header (need 'n m [0|1]')\n", path);
        goto done;
      }
      continue;
    }
    if ((long long)row >= n) break;
    char* s = line;
    for (;;) {
      char* end;
      errno = 0;
      const long long v = strtoll(s, &end, 10);
      if (end == s) break;
      long long w = 1;
      s = end;
      if (fmt == 1) {
        w = strtoll(s, &end, 10);
        if (end == s) break;
        s = end;
      }
      if (v < 1 || v > n) {
        fprintf(stderr, "grb-match: %s: vertex %lld out of range 1..%lld\n", path, v, n);
        goto done;
      }
      if (push_edge(&b, row, (GrB_Index)(v - 1), w) != 0) goto done;
    }
    row++;
  }
  if (n < 0) {
    fprintf(stderr, "grb-match: %s: empty METIS file\n", path);
    goto done;
  }
  free(line);
  return build(A, &b, (GrB_Index)n, path);
done:
  free(line);
  free(b.I), free(b.J), free(b.X);
  return -1;
}

static int read_graph(GrB_Matrix* A, const char* path) {
  FILE* f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "grb-match: cannot open %s: %s\n", path, strerror(errno));
    return -1;
  }
  char head[16] = "";
  const size_t got = fread(head, 1, 14, f);
  head[got] = '\0';
  rewind(f);
  int rc;
  const size_t len = strlen(path);
  if (strncmp(head, "%%MatrixMarket", 14) == 0) {
    char msg[GRB_MSG_LEN] = "";
    GrB_Info info = grb_mmread(A, f, msg);
    rc = info == GrB_SUCCESS ? 0 : -1;
    if (rc) fprintf(stderr, "grb-match: %s: %s\n", path, msg[0] ? msg : grb_info_name(info));
  } else if (len > 6 && strcmp(path + len - 6, ".graph") == 0) {
    rc = read_metis(A, f, path);
  } else {
    rc = read_edge_list(A, f, path);
  }
  fclose(f);
  return rc;
}

// n integers, one a line ('#' comments)
static int64_t* read_labels(const char* path, GrB_Index n) {
  FILE* f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "grb-match: cannot open %s: %s\n", path, strerror(errno));
    return NULL;
  }
  int64_t* lab = malloc((n ? n : 1) * sizeof(int64_t));
  GrB_Index got = 0;
  char line[256];
  while (lab && fgets(line, sizeof line, f)) {
    char* s = line + strspn(line, " \t\r\n");
    if (*s == '\0' || *s == '#') continue;
    char* end;
    const long long x = strtoll(s, &end, 10);
    if (end == s || got >= n) {
      fprintf(stderr, "grb-match: %s: expected %llu integer labels, one a line\n", path, (unsigned long long)n);
      free(lab);
      lab = NULL;
      break;
    }
    lab[got++] = x;
  }
  fclose(f);
  if (lab && got != n) {
    fprintf(stderr, "grb-match: %s: %llu labels for %llu vertices\n", path, (unsigned long long)got,
            (unsigned long long)n);
    free(lab);
    lab = NULL;
  }
  return lab;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
// CPU time of the process, every thread (on a shared machine it shows the work apart from waiting)
static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

typedef struct {
  const char *pattern, *graph, *plabels, *glabels;
  grb_match_options opt;
  long long list;  // -1: count
  int threads;
} cli_args;

// 0: run, 1: help printed, -1: bad arguments
static int parse_args(cli_args* a, int argc, char** argv) {
  memset(a, 0, sizeof *a);
  a->list = -1;
  for (int i = 1; i < argc; i++) {
    const char* s = argv[i];
    const int more = i + 1 < argc;
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
      fputs(usage_text, stdout);
      return 1;
    } else if (!strcmp(s, "--pattern") && more) a->pattern = argv[++i];
    else if (!strcmp(s, "--graph") && more) a->graph = argv[++i];
    else if (!strcmp(s, "--pattern-labels") && more) a->plabels = argv[++i];
    else if (!strcmp(s, "--graph-labels") && more) a->glabels = argv[++i];
    else if (!strcmp(s, "--induced")) a->opt.induced = true;
    else if (!strcmp(s, "--directed")) a->opt.directed = true;
    else if (!strcmp(s, "--distinct")) a->opt.distinct = true;
    else if (!strcmp(s, "--edge-labels")) a->opt.edge_labels = true;
    else if (!strcmp(s, "--no-symmetry-breaking")) a->opt.no_symmetry_breaking = true;
    else if (!strcmp(s, "--count")) a->list = -1;
    else if (!strcmp(s, "--list") && more) {
      char* end;
      a->list = strtoll(argv[++i], &end, 10);
      if (*end || a->list < 0) {
        fprintf(stderr, "grb-match: --list needs a count >= 0\n");
        return -1;
      }
    } else if (!strcmp(s, "--threads") && more) {
      a->threads = atoi(argv[++i]);
      if (a->threads < 1) {
        fprintf(stderr, "grb-match: --threads needs a number >= 1\n");
        return -1;
      }
    } else {
      fprintf(stderr, "grb-match: unknown or incomplete argument '%s'\n\n%s", s, usage_text);
      return -1;
    }
  }
  if (!a->pattern || !a->graph) {
    fprintf(stderr, "grb-match: --pattern and --graph are required\n\n%s", usage_text);
    return -1;
  }
  if ((a->plabels == NULL) != (a->glabels == NULL)) {
    fprintf(stderr, "grb-match: give --pattern-labels and --graph-labels together\n");
    return -1;
  }
  return 0;
}

// the matches, one a line
static int run_list(const cli_args* a, GrB_Matrix P, GrB_Matrix G, GrB_Index k) {
  const uint64_t limit = (uint64_t)a->list;
  GrB_Index* rows = malloc((limit * k > 0 ? limit * k : 1) * sizeof(GrB_Index));
  if (!rows) {
    fprintf(stderr, "grb-match: out of memory for %llu matches\n", (unsigned long long)limit);
    return -1;
  }
  uint64_t found = 0;
  char msg[GRB_MSG_LEN] = "";
  const double t0 = now();
  GrB_Info info = grb_subgraph_list(rows, &found, limit, P, G, &a->opt, msg);
  if (info != GrB_SUCCESS) {
    fprintf(stderr, "grb-match: %s\n", msg[0] ? msg : grb_info_name(info));
    free(rows);
    return -1;
  }
  printf("# %llu match(es) listed in %.3f s\n", (unsigned long long)found, now() - t0);
  for (uint64_t r = 0; r < found; r++)
    for (GrB_Index u = 0; u < k; u++) printf("%llu%c", (unsigned long long)rows[r * k + u], u + 1 == k ? '\n' : ' ');
  free(rows);
  return 0;
}

static int run(const cli_args* a) {
  GrB_Matrix P = NULL, G = NULL;
  int64_t *plab = NULL, *glab = NULL;
  int rc = -1;
  const double t0 = now();
  if (read_graph(&P, a->pattern) != 0 || read_graph(&G, a->graph) != 0) goto out;
  GrB_Index k, n, pe, ge;
  GrB_Matrix_nrows(&k, P);
  GrB_Matrix_nrows(&n, G);
  GrB_Matrix_nvals(&pe, P);
  GrB_Matrix_nvals(&ge, G);
  cli_args args = *a;
  if (a->plabels) {
    if (!(plab = read_labels(a->plabels, k)) || !(glab = read_labels(a->glabels, n))) goto out;
    args.opt.pattern_labels = plab;
    args.opt.graph_labels = glab;
  }
  char msg[GRB_MSG_LEN] = "";
  uint64_t naut = 0;
  GrB_Info info = grb_pattern_automorphisms(&naut, P, &args.opt, msg);
  if (info != GrB_SUCCESS) {
    fprintf(stderr, "grb-match: %s: %s\n", a->pattern, msg[0] ? msg : grb_info_name(info));
    goto out;
  }
  printf("# pattern %s: %llu vertices, %llu entries, %llu automorphisms\n", a->pattern, (unsigned long long)k,
         (unsigned long long)pe, (unsigned long long)naut);
  printf("# graph %s: %llu vertices, %llu entries (read in %.3f s)\n", a->graph, (unsigned long long)n,
         (unsigned long long)ge, now() - t0);
  printf("# %s, %s, %s\n", args.opt.directed ? "directed" : "undirected",
         args.opt.induced ? "induced" : "non-induced", args.opt.distinct ? "distinct subgraphs" : "embeddings");
  if (a->list >= 0) {
    rc = run_list(&args, P, G, k);
    goto out;
  }
  uint64_t count = 0;
  const double t1 = now(), c1 = cpu_now();
  info = grb_subgraph_count(&count, P, G, &args.opt, msg);
  if (info != GrB_SUCCESS) {
    fprintf(stderr, "grb-match: %s\n", msg[0] ? msg : grb_info_name(info));
    goto out;
  }
  printf("# counted in %.3f s (cpu %.3f s)\n%llu\n", now() - t1, cpu_now() - c1, (unsigned long long)count);
  rc = 0;
out:
  GrB_Matrix_free(&P);
  GrB_Matrix_free(&G);
  free(plab);
  free(glab);
  return rc;
}

int main(int argc, char** argv) {
  cli_args a;
  const int p = parse_args(&a, argc, argv);
  if (p != 0) return p > 0 ? 0 : 2;
  if (GrB_init(GrB_NONBLOCKING) != GrB_SUCCESS) {
    fprintf(stderr, "grb-match: GrB_init failed\n");
    return 1;
  }
  if (a.threads > 0) {
#ifdef _OPENMP
    omp_set_num_threads(a.threads);
#endif
    GxB_Global_Option_set(GxB_NTHREADS, a.threads);
  }
  const int rc = run(&a);
  GrB_finalize();
  return rc == 0 ? 0 : 1;
}

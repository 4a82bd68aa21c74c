// One benchmark process: generate (or read) one graph, then run every workload in sequence on it
// with one GraphBLAS library and one thread count, printing one JSON line per workload.
//
// The same source is compiled twice (bench/CMakeLists.txt): against this project's GraphBLAS.h
// and libgraphblas.so.7 (grb_bench) and against Debian's SuiteSparse:GraphBLAS 7.4 header and
// library (grb_bench_ss). It uses only the public C API (spec + the GxB names of 7.4), and the
// LAGraph-style algorithms of lagraph_compat/src, compiled into each binary.
//
//   grb_bench --graph rmat:16|urand:16|mtx:FILE|metis:FILE [--threads T] [--reps R] [--warmup W]
//             [--budget SECONDS] [--min-time SECONDS] [--only w1,w2] [--skip w1,w2] [--list]
//
// Output (stdout, one JSON object a line, flushed at once so a crash loses nothing before it):
//   {"event":"library",...}  which library was loaded (path of the shared object), its version
//   {"event":"graph",...}    the graph: n, entries, generation time
//   {"event":"start","workload":W}   just before W runs (the harness attributes a crash to W)
//   {"event":"result","workload":W,"status":"ok"|"not_implemented"|"error",...}
// Timing: only the GraphBLAS work of a workload is timed (inputs are built before the timer and
// results freed after it); each timed region ends with GrB_wait on the outputs (or with a call that
// hands data to the user, such as nvals or a reduction to a C scalar), so deferred work is inside.
// Peak memory: VmHWM is reset (echo 5 > /proc/self/clear_refs) before a workload and read after its
// repetitions; the resident size before it (VmRSS: the graph and the library) is printed as well.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "grb_algorithms.h"

//--------------------------------------------------------------------------------------------------
// small utilities
//--------------------------------------------------------------------------------------------------
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long proc_status_kb(const char* key) {
  FILE* f = fopen("/proc/self/status", "r");
  if (!f) return -1;
  char line[256];
  long v = -1;
  const size_t klen = strlen(key);
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, key, klen) == 0 && line[klen] == ':') {
      v = strtol(line + klen + 1, NULL, 10);
      break;
    }
  }
  fclose(f);
  return v;
}

static void reset_peak_rss(void) {
  FILE* f = fopen("/proc/self/clear_refs", "w");
  if (!f) return;
  fputs("5", f);
  fclose(f);
}

static void json_string(FILE* out, const char* s) {
  fputc('"', out);
  for (; s && *s; s++) {
    const unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      fputc('\\', out);
      fputc(c, out);
    } else if (c < 0x20) {
      fprintf(out, "\\u%04x", c);
    } else {
      fputc(c, out);
    }
  }
  fputc('"', out);
}

// hash of an index pair: the weights and the directed relation derive from it, identically in
// every process and with every library
static uint64_t mix2(uint64_t a, uint64_t b) {
  uint64_t s = a * 0x9E3779B97F4A7C15ULL ^ (b + 0x632BE59BD9B4E019ULL);
  return grb_splitmix64(&s);
}

// TRY inside a workload: on failure record the call and the GrB_Info, free everything, return
static char g_msg[512];
#define TRY(call)                                                                                   \
  do {                                                                                              \
    GrB_Info try_info_ = (call);                                                                    \
    if (try_info_ != GrB_SUCCESS) {                                                                 \
      if (g_msg[0] == '\0') snprintf(g_msg, sizeof g_msg, "%s: %s", #call, grb_info_name(try_info_)); \
      FREE_ALL;                                                                                     \
      return try_info_;                                                                             \
    }                                                                                               \
  } while (0)
// an algorithm of lagraph_compat reports the failing call itself in its msg argument
#define TRY_ALG(call)                                                                           \
  do {                                                                                          \
    char alg_msg_[GRB_MSG_LEN] = "";                                                            \
    GrB_Info try_info_ = (call);                                                                \
    if (try_info_ != GrB_SUCCESS) {                                                             \
      if (g_msg[0] == '\0')                                                                     \
        snprintf(g_msg, sizeof g_msg, "%s: %s", alg_msg_[0] ? alg_msg_ : #call, grb_info_name(try_info_)); \
      FREE_ALL;                                                                                 \
      return try_info_;                                                                         \
    }                                                                                           \
  } while (0)
#define MSG alg_msg_

//--------------------------------------------------------------------------------------------------
// the graph and the inputs derived from it
//--------------------------------------------------------------------------------------------------
typedef struct {
  char name[256];
  GrB_Index n;
  GrB_Matrix G;   // BOOL, symmetric, no self-loops: the graph for the structural algorithms
  GrB_Matrix W;   // FP64, pattern of G, w(i,j) = w(j,i) = 1 + hash(min,max) % 64 (integer valued)
  GrB_Matrix W2;  // FP64, pattern of G, other integer values 1..16
  GrB_Matrix D;   // FP64, a directed relation: the entries (i,j) of W whose ordered-pair hash is odd
  GrB_Matrix S;   // FP64, |Q|-by-n: the rows Q of W (Q: n/256 pseudo-random vertices, at least 1)
  GrB_Matrix DQ;  // FP64, |Q|-by-n: the rows Q of D
  GrB_Matrix K;   // BOOL, n-by-n: the subgraph of G induced by P, a pseudo-random quarter of the
                  // vertices (the k-truss input: on all of an R-MAT graph it takes minutes)
  GrB_Index nq;
  GrB_Index nvals_k;  // entries of K
  GrB_Index nvals;  // entries of G (twice the undirected edges)
  GrB_Index src;    // BFS / SSSP source: a pseudo-random vertex with at least one edge
} graph_t;

static GrB_Info tuples_to_graph(graph_t* g, GrB_Index n, GrB_Index* I, GrB_Index* J, GrB_Index m);

// Read a METIS graph file (as shipped in Debian's libmetis-doc): "n m [fmt [ncon]]", then one
// line per vertex listing its 1-based neighbours (with optional vertex size/weights and edge
// weights per fmt). '%' lines are comments.
static GrB_Info read_metis(graph_t* g, const char* path) {
  FILE* f = fopen(path, "r");
  if (!f) {
    snprintf(g_msg, sizeof g_msg, "cannot open %s: %s", path, strerror(errno));
    return GrB_INVALID_VALUE;
  }
  size_t cap = 1 << 16, len = 0;
  char* line = malloc(cap);
  // read a whole line of any length
#define READ_LINE()                                            \
  ({                                                           \
    bool ok_ = false;                                          \
    len = 0;                                                   \
    int c_;                                                    \
    while ((c_ = fgetc(f)) != EOF) {                           \
      ok_ = true;                                              \
      if (c_ == '\n') break;                                   \
      if (len + 1 >= cap) line = realloc(line, cap *= 2);      \
      line[len++] = (char)c_;                                  \
    }                                                          \
    line[len] = '\0';                                          \
    ok_;                                                       \
  })
  bool ok;
  do {
    ok = READ_LINE();
  } while (ok && line[0] == '%');
  long long nv = 0, ne = 0;
  int fmt = 0, ncon = 0;
  char fmtstr[16] = "0";
  int got = ok ? sscanf(line, "%lld %lld %15s %d", &nv, &ne, fmtstr, &ncon) : 0;
  if (got < 2 || nv <= 0) {
    free(line);
    fclose(f);
    snprintf(g_msg, sizeof g_msg, "%s: bad METIS header", path);
    return GrB_INVALID_VALUE;
  }
  fmt = atoi(fmtstr);
  const bool has_vsize = (fmt / 100) % 10, has_vwgt = (fmt / 10) % 10, has_ewgt = fmt % 10;
  if (has_vwgt && ncon <= 0) ncon = 1;
  GrB_Index cap_e = (GrB_Index)(2 * ne + 16), m = 0;
  GrB_Index* I = malloc(cap_e * sizeof(GrB_Index));
  GrB_Index* J = malloc(cap_e * sizeof(GrB_Index));
  for (long long v = 0; v < nv; v++) {
    do {
      ok = READ_LINE();
    } while (ok && line[0] == '%');
    if (!ok) break;
    char* p = line;
    char* end;
    int skip = (has_vsize ? 1 : 0) + (has_vwgt ? ncon : 0);
    for (int k = 0; k < skip; k++) strtoll(p, &p, 10);
    for (;;) {
      long long u = strtoll(p, &end, 10);
      if (end == p) break;
      p = end;
      if (has_ewgt) strtoll(p, &p, 10);
      if (u < 1 || u > nv) continue;
      if (m + 2 > cap_e) {
        cap_e *= 2;
        I = realloc(I, cap_e * sizeof(GrB_Index));
        J = realloc(J, cap_e * sizeof(GrB_Index));
      }
      I[m] = (GrB_Index)v;
      J[m++] = (GrB_Index)(u - 1);
    }
  }
#undef READ_LINE
  free(line);
  fclose(f);
  GrB_Info info = tuples_to_graph(g, (GrB_Index)nv, I, J, m);
  free(I);
  free(J);
  return info;
}

static GrB_Info read_mtx(graph_t* g, const char* path) {
  FILE* f = fopen(path, "r");
  if (!f) {
    snprintf(g_msg, sizeof g_msg, "cannot open %s: %s", path, strerror(errno));
    return GrB_INVALID_VALUE;
  }
  GrB_Matrix M = NULL;
  char msg[GRB_MSG_LEN] = "";
  GrB_Info info = grb_mmread(&M, f, msg);
  fclose(f);
  if (info != GrB_SUCCESS) {
    snprintf(g_msg, sizeof g_msg, "%s: %s", path, msg);
    return info;
  }
  GrB_Index nr, nc, nv;
  GrB_Matrix_nrows(&nr, M);
  GrB_Matrix_ncols(&nc, M);
  GrB_Matrix_nvals(&nv, M);
  if (nr != nc) {
    GrB_Matrix_free(&M);
    snprintf(g_msg, sizeof g_msg, "%s: not square", path);
    return GrB_DIMENSION_MISMATCH;
  }
  GrB_Index* I = malloc((nv + 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((nv + 1) * sizeof(GrB_Index));
  // only the pattern is used: extract it through a BOOL copy (any value type, complex included)
  GrB_Matrix P = NULL;
  info = GrB_Matrix_new(&P, GrB_BOOL, nr, nc);
  if (info == GrB_SUCCESS) info = GrB_Matrix_assign_BOOL(P, M, NULL, true, GrB_ALL, nr, GrB_ALL, nc, GrB_DESC_S);
  if (info == GrB_SUCCESS) info = GrB_Matrix_extractTuples_BOOL(I, J, NULL, &nv, P);
  GrB_Matrix_free(&P);
  GrB_Matrix_free(&M);
  if (info == GrB_SUCCESS) info = tuples_to_graph(g, nr, I, J, nv);
  else snprintf(g_msg, sizeof g_msg, "%s: pattern extraction failed: %s", path, grb_info_name(info));
  free(I);
  free(J);
  return info;
}

// from a list of (possibly directed, duplicated, self-looped) edges: G = pattern(E + E') without
// the diagonal
static GrB_Info tuples_to_graph(graph_t* g, GrB_Index n, GrB_Index* I, GrB_Index* J, GrB_Index m) {
  GrB_Index* I2 = malloc((2 * m + 1) * sizeof(GrB_Index));
  GrB_Index* J2 = malloc((2 * m + 1) * sizeof(GrB_Index));
  bool* X = malloc((2 * m + 1) * sizeof(bool));
  GrB_Index k = 0;
  for (GrB_Index e = 0; e < m; e++) {
    if (I[e] == J[e]) continue;
    I2[k] = I[e];
    J2[k] = J[e];
    X[k++] = true;
    I2[k] = J[e];
    J2[k] = I[e];
    X[k++] = true;
  }
  GrB_Info info = GrB_Matrix_new(&g->G, GrB_BOOL, n, n);
  if (info == GrB_SUCCESS) info = GrB_Matrix_build_BOOL(g->G, I2, J2, X, k, GrB_LOR);
  free(I2);
  free(J2);
  free(X);
  if (info != GrB_SUCCESS) snprintf(g_msg, sizeof g_msg, "building the graph: %s", grb_info_name(info));
  return info;
}

static GrB_Info make_inputs(graph_t* g) {
  GrB_Info info;
  GrB_Index n, nv;
  GrB_Matrix_nrows(&n, g->G);
  GrB_Matrix_nvals(&nv, g->G);
  g->n = n;
  g->nvals = nv;
  GrB_Index* I = malloc((nv + 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((nv + 1) * sizeof(GrB_Index));
  double* X = malloc((nv + 1) * sizeof(double));
  double* X2 = malloc((nv + 1) * sizeof(double));
  GrB_Index* DI = malloc((nv + 1) * sizeof(GrB_Index));
  GrB_Index* DJ = malloc((nv + 1) * sizeof(GrB_Index));
  double* DX = malloc((nv + 1) * sizeof(double));
  GrB_Index got = nv;
  info = GrB_Matrix_extractTuples_BOOL(I, J, NULL, &got, g->G);
  if (info != GrB_SUCCESS) {
    snprintf(g_msg, sizeof g_msg, "extractTuples of the graph: %s", grb_info_name(info));
    goto done;
  }
  GrB_Index nd = 0;
  for (GrB_Index k = 0; k < got; k++) {
    const GrB_Index a = I[k] < J[k] ? I[k] : J[k], b = I[k] < J[k] ? J[k] : I[k];
    const uint64_t h = mix2(a, b);
    X[k] = (double)(1 + h % 64);
    X2[k] = (double)(1 + (h >> 20) % 16);
    if (mix2(I[k] + 0x51ED270B2F1A3C5DULL, J[k]) & 1) {
      DI[nd] = I[k];
      DJ[nd] = J[k];
      DX[nd++] = X[k];
    }
  }
  info = GrB_Matrix_new(&g->W, GrB_FP64, n, n);
  if (info == GrB_SUCCESS) info = GrB_Matrix_build_FP64(g->W, I, J, X, got, GrB_PLUS_FP64);
  if (info == GrB_SUCCESS) info = GrB_Matrix_new(&g->W2, GrB_FP64, n, n);
  if (info == GrB_SUCCESS) info = GrB_Matrix_build_FP64(g->W2, I, J, X2, got, GrB_PLUS_FP64);
  if (info == GrB_SUCCESS) info = GrB_Matrix_new(&g->D, GrB_FP64, n, n);
  if (info == GrB_SUCCESS) info = GrB_Matrix_build_FP64(g->D, DI, DJ, DX, nd, GrB_PLUS_FP64);
  if (info != GrB_SUCCESS) {
    snprintf(g_msg, sizeof g_msg, "building the weighted inputs: %s", grb_info_name(info));
    goto done;
  }
  // K = G(P,P) kept n-by-n: P = the vertices whose hash is 0 mod 4
  {
    GrB_Index* KI = malloc((got + 1) * sizeof(GrB_Index));
    GrB_Index* KJ = malloc((got + 1) * sizeof(GrB_Index));
    bool* KX = malloc((got + 1) * sizeof(bool));
    GrB_Index nk = 0;
    for (GrB_Index k = 0; k < got; k++) {
      if ((mix2(I[k], 0xA5A5) & 3) == 0 && (mix2(J[k], 0xA5A5) & 3) == 0) {
        KI[nk] = I[k];
        KJ[nk] = J[k];
        KX[nk++] = true;
      }
    }
    info = GrB_Matrix_new(&g->K, GrB_BOOL, n, n);
    if (info == GrB_SUCCESS) info = GrB_Matrix_build_BOOL(g->K, KI, KJ, KX, nk, GrB_LOR);
    g->nvals_k = nk;
    free(KI);
    free(KJ);
    free(KX);
    if (info != GrB_SUCCESS) {
      snprintf(g_msg, sizeof g_msg, "building the k-truss subgraph: %s", grb_info_name(info));
      goto done;
    }
  }
  // Q: n/256 distinct pseudo-random vertices (at least one), in increasing order
  {
    const GrB_Index nq = n / 256 > 0 ? n / 256 : 1;
    unsigned char* inq = calloc(n, 1);
    GrB_Index* qrow = malloc(n * sizeof(GrB_Index));  // vertex -> row of S, or n
    uint64_t state = 12345;
    GrB_Index picked = 0;
    while (picked < nq) {
      const GrB_Index v = grb_splitmix64(&state) % n;
      if (!inq[v]) {
        inq[v] = 1;
        picked++;
      }
    }
    GrB_Index r = 0;
    for (GrB_Index v = 0; v < n; v++) qrow[v] = inq[v] ? r++ : n;
    g->nq = nq;
    // S = W(Q,:) and DQ = D(Q,:), renumbered rows, built directly from the tuples
    GrB_Index ks = 0;
    for (GrB_Index k = 0; k < got; k++) {
      if (qrow[I[k]] == n) continue;
      I[ks] = qrow[I[k]];
      J[ks] = J[k];
      X[ks++] = X[k];
    }
    GrB_Index kd = 0;
    for (GrB_Index k = 0; k < nd; k++) {
      if (qrow[DI[k]] == n) continue;
      DI[kd] = qrow[DI[k]];
      DJ[kd] = DJ[k];
      DX[kd++] = DX[k];
    }
    free(inq);
    free(qrow);
    info = GrB_Matrix_new(&g->S, GrB_FP64, nq, n);
    if (info == GrB_SUCCESS) info = GrB_Matrix_build_FP64(g->S, I, J, X, ks, GrB_PLUS_FP64);
    if (info == GrB_SUCCESS) info = GrB_Matrix_new(&g->DQ, GrB_FP64, nq, n);
    if (info == GrB_SUCCESS) info = GrB_Matrix_build_FP64(g->DQ, DI, DJ, DX, kd, GrB_PLUS_FP64);
    if (info != GrB_SUCCESS) {
      snprintf(g_msg, sizeof g_msg, "building the row sample: %s", grb_info_name(info));
      goto done;
    }
  }
  // source vertex: the first pseudo-random vertex with an edge (vertex 0 if none has one)
  {
    GrB_Vector deg = NULL;
    char msg[GRB_MSG_LEN];
    g->src = 0;
    if (grb_out_degree(&deg, g->G, msg) == GrB_SUCCESS) {
      uint64_t state = 777;
      for (int t = 0; t < 1000; t++) {
        const GrB_Index v = grb_splitmix64(&state) % n;
        int64_t d = 0;
        if (GrB_Vector_extractElement_INT64(&d, deg, v) == GrB_SUCCESS && d > 0) {
          g->src = v;
          break;
        }
      }
      GrB_Vector_free(&deg);
    }
  }
  // everything materialized before any timer starts
  GrB_Matrix_wait(g->G, GrB_MATERIALIZE);
  GrB_Matrix_wait(g->W, GrB_MATERIALIZE);
  GrB_Matrix_wait(g->W2, GrB_MATERIALIZE);
  GrB_Matrix_wait(g->D, GrB_MATERIALIZE);
  GrB_Matrix_wait(g->S, GrB_MATERIALIZE);
  GrB_Matrix_wait(g->DQ, GrB_MATERIALIZE);
  GrB_Matrix_wait(g->K, GrB_MATERIALIZE);
done:
  free(I);
  free(J);
  free(X);
  free(X2);
  free(DI);
  free(DJ);
  free(DX);
  return info;
}

static GrB_Info load_graph(graph_t* g, const char* spec) {
  memset(g, 0, sizeof *g);
  snprintf(g->name, sizeof g->name, "%s", spec);
  GrB_Info info;
  if (strncmp(spec, "rmat:", 5) == 0) {
    const int scale = atoi(spec + 5);
    info = grb_rmat(&g->G, GrB_BOOL, scale, 16, 20240611);
    if (info != GrB_SUCCESS) snprintf(g_msg, sizeof g_msg, "grb_rmat: %s", grb_info_name(info));
  } else if (strncmp(spec, "urand:", 6) == 0) {
    const int scale = atoi(spec + 6);
    info = grb_uniform_graph(&g->G, GrB_BOOL, (GrB_Index)1 << scale, 32, 20240612);
    if (info != GrB_SUCCESS) snprintf(g_msg, sizeof g_msg, "grb_uniform_graph: %s", grb_info_name(info));
  } else if (strncmp(spec, "mtx:", 4) == 0) {
    info = read_mtx(g, spec + 4);
  } else if (strncmp(spec, "metis:", 6) == 0) {
    info = read_metis(g, spec + 6);
  } else {
    snprintf(g_msg, sizeof g_msg, "unknown graph spec '%s'", spec);
    return GrB_INVALID_VALUE;
  }
  if (info != GrB_SUCCESS) return info;
  return make_inputs(g);
}

//--------------------------------------------------------------------------------------------------
// workloads: each runs one repetition; *secs gets the time of its GraphBLAS work only, chk[] its
// checksums (deterministic: identical on every repetition and, within tol, on both libraries)
//--------------------------------------------------------------------------------------------------
#define MAXCHK 3
typedef struct {
  const char* name[MAXCHK];
  double value[MAXCHK];
  int count;
} checks_t;
static void chk(checks_t* c, const char* name, double v) {
  c->name[c->count] = name;
  c->value[c->count++] = v;
}

typedef GrB_Info (*workload_fn)(const graph_t* g, double* secs, checks_t* c);

static GrB_Info vector_sum(double* s, GrB_Vector v) {
  *s = 0;
  return GrB_Vector_reduce_FP64(s, NULL, GrB_PLUS_MONOID_FP64, v, NULL);
}
static GrB_Info matrix_sum(double* s, GrB_Matrix A) {
  *s = 0;
  return GrB_Matrix_reduce_FP64(s, NULL, GrB_PLUS_MONOID_FP64, A, NULL);
}

// x(i) = 1 + i % 8: integer valued, so every sum below is exact in both libraries
static GrB_Info dense_x(GrB_Vector* x, GrB_Index n) {
  GrB_Index* I = malloc((n + 1) * sizeof(GrB_Index));
  double* X = malloc((n + 1) * sizeof(double));
  for (GrB_Index i = 0; i < n; i++) {
    I[i] = i;
    X[i] = (double)(1 + i % 8);
  }
  GrB_Info info = GrB_Vector_new(x, GrB_FP64, n);
  if (info == GrB_SUCCESS) info = GrB_Vector_build_FP64(*x, I, X, n, GrB_PLUS_FP64);
  if (info == GrB_SUCCESS) info = GrB_Vector_wait(*x, GrB_MATERIALIZE);
  free(I);
  free(X);
  return info;
}

static GrB_Info wl_mxv(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector x = NULL, y = NULL;
#define FREE_ALL (GrB_Vector_free(&x), GrB_Vector_free(&y))
  TRY(dense_x(&x, g->n));
  TRY(GrB_Vector_new(&y, GrB_FP64, g->n));
  double t = now();
  TRY(GrB_mxv(y, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, g->W, x, NULL));
  TRY(GrB_Vector_wait(y, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Vector_nvals(&nv, y));
  TRY(vector_sum(&s, y));
  chk(c, "nvals", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

static GrB_Info wl_vxm(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector x = NULL, y = NULL;
#define FREE_ALL (GrB_Vector_free(&x), GrB_Vector_free(&y))
  TRY(dense_x(&x, g->n));
  TRY(GrB_Vector_new(&y, GrB_FP64, g->n));
  double t = now();
  TRY(GrB_vxm(y, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, x, g->W, NULL));
  TRY(GrB_Vector_wait(y, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Vector_nvals(&nv, y));
  TRY(vector_sum(&s, y));
  chk(c, "nvals", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// unmasked: C = W(Q,:) * W over PLUS_TIMES (two-hop weighted paths from a batch of n/256 vertices)
static GrB_Info wl_mxm(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix C = NULL;
#define FREE_ALL GrB_Matrix_free(&C)
  TRY(GrB_Matrix_new(&C, GrB_FP64, g->nq, g->n));
  double t = now();
  TRY(GrB_mxm(C, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, g->S, g->W, NULL));
  TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Matrix_nvals(&nv, C));
  TRY(matrix_sum(&s, C));
  chk(c, "nvals", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// masked: C<S,struct> = S * W' over PLUS_TIMES with S = W(Q,:): the weighted common neighbours of
// the end points of every edge out of the batch Q (W' through the descriptor: dot products of
// rows, or whatever the library picks)
static GrB_Info wl_mxm_masked(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix C = NULL;
#define FREE_ALL GrB_Matrix_free(&C)
  TRY(GrB_Matrix_new(&C, GrB_FP64, g->nq, g->n));
  double t = now();
  TRY(GrB_mxm(C, g->S, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, g->S, g->W, GrB_DESC_ST1));
  TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Matrix_nvals(&nv, C));
  TRY(matrix_sum(&s, C));
  chk(c, "nvals", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// element-wise chain: T = W .* W2; T = -T; C = T + W; s = sum(C)
static GrB_Info wl_ewise(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix T = NULL, C = NULL;
#define FREE_ALL (GrB_Matrix_free(&T), GrB_Matrix_free(&C))
  TRY(GrB_Matrix_new(&T, GrB_FP64, g->n, g->n));
  TRY(GrB_Matrix_new(&C, GrB_FP64, g->n, g->n));
  double s = 0;
  double t = now();
  TRY(GrB_Matrix_eWiseMult_BinaryOp(T, NULL, NULL, GrB_TIMES_FP64, g->W, g->W2, NULL));
  TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_AINV_FP64, T, NULL));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, T, g->W, NULL));
  TRY(matrix_sum(&s, C));
  *secs = now() - t;
  GrB_Index nv;
  TRY(GrB_Matrix_nvals(&nv, C));
  chk(c, "nvals", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

static GrB_Info wl_bfs(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector level = NULL, parent = NULL;
#define FREE_ALL (GrB_Vector_free(&level), GrB_Vector_free(&parent))
  double t = now();
  TRY_ALG(grb_bfs(&level, &parent, g->G, g->G, g->src, GRB_BFS_AUTO, MSG));
  TRY(GrB_Vector_wait(level, GrB_MATERIALIZE));
  TRY(GrB_Vector_wait(parent, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv, np;
  double s;
  TRY(GrB_Vector_nvals(&nv, level));
  TRY(GrB_Vector_nvals(&np, parent));
  TRY(vector_sum(&s, level));
  chk(c, "reached", (double)nv);
  chk(c, "sum_levels", s);
  chk(c, "parents", (double)np);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// BFS levels only (no parent vector): grb_bfs then updates the levels before counting them, so
// each step's next frontier and level update reach the library together (see bfs_jit). Same
// direction-optimizing loop as bfs.
static GrB_Info wl_bfs_level(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector level = NULL;
#define FREE_ALL GrB_Vector_free(&level)
  double t = now();
  TRY_ALG(grb_bfs(&level, NULL, g->G, g->G, g->src, GRB_BFS_AUTO, MSG));
  TRY(GrB_Vector_wait(level, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Vector_nvals(&nv, level));
  TRY(vector_sum(&s, level));
  chk(c, "reached", (double)nv);
  chk(c, "sum_levels", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

static GrB_Info wl_pagerank(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector r = NULL, r2 = NULL;
#define FREE_ALL (GrB_Vector_free(&r), GrB_Vector_free(&r2))
  double t = now();
  TRY_ALG(grb_pagerank_fixed(&r, g->G, g->G, 20, MSG));
  TRY(GrB_Vector_wait(r, GrB_MATERIALIZE));
  *secs = now() - t;
  double s = 0, s2 = 0;
  TRY(GrB_Vector_new(&r2, GrB_FP64, g->n));
  TRY(GrB_Vector_apply(r2, NULL, NULL, GrB_IDENTITY_FP64, r, NULL));
  TRY(vector_sum(&s, r2));
  TRY(GrB_Vector_eWiseMult_BinaryOp(r2, NULL, NULL, GrB_TIMES_FP64, r2, r2, NULL));
  TRY(vector_sum(&s2, r2));
  chk(c, "sum_ranks", s);
  chk(c, "n_times_l2sq", s2 * (double)g->n);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

static GrB_Info wl_tc(const graph_t* g, double* secs, checks_t* c) {
#define FREE_ALL ((void)0)
  uint64_t ntri = 0;
  double t = now();
  TRY_ALG(grb_triangle_count(&ntri, g->G, GRB_TC_SANDIA_LUT, GRB_TC_PRESORT_NONE, MSG));
  *secs = now() - t;
  chk(c, "triangles", (double)ntri);
  return GrB_SUCCESS;
#undef FREE_ALL
}

// tc with this library's JIT on for the workload (GrB_set(GrB_GLOBAL, GxB_JIT_ON, GxB_JIT_C_CONTROL),
// looked up at run time: SuiteSparse 7.4 has neither the JIT nor GrB_set, so there it is tc). The
// fused kernel C<L> = L*U' + reduce is compiled in the warm-up run (or loaded from the JIT cache,
// ~/.GraphBLAS/kokkos-jit by default); the timed runs are cache hits.
static int32_t set_jit_control(int32_t level) {  // returns the previous level
  typedef GrB_Info (*set_fn)(void*, int32_t, int);
  typedef GrB_Info (*get_fn)(void*, int32_t*, int);
  set_fn set = (set_fn)dlsym(RTLD_DEFAULT, "GrB_Global_set_INT32");
  get_fn get = (get_fn)dlsym(RTLD_DEFAULT, "GrB_Global_get_INT32");
  void** global = (void**)dlsym(RTLD_DEFAULT, "GrB_GLOBAL");
  int32_t prev = 0;
  if (!set || !get || !global) return prev;
  get(*global, &prev, 7029 /* GxB_JIT_C_CONTROL */);
  set(*global, level, 7029);
  return prev;
}

static GrB_Info wl_tc_jit(const graph_t* g, double* secs, checks_t* c) {
  const int32_t prev = set_jit_control(4 /* GxB_JIT_ON */);
  GrB_Info info = wl_tc(g, secs, c);
  set_jit_control(prev);
  return info;
}

// pagerank with this library's JIT on (as tc_jit): each iteration's w = prior ./ dscaled, r =
// teleport, r += A'*w runs as one fused kernel (the mxv_accum group; compiled or loaded in the
// warm-up run, cache hits in the timed runs); the results equal pagerank's bit for bit.
static GrB_Info wl_pagerank_jit(const graph_t* g, double* secs, checks_t* c) {
  const int32_t prev = set_jit_control(4 /* GxB_JIT_ON */);
  GrB_Info info = wl_pagerank(g, secs, c);
  set_jit_control(prev);
  return info;
}

// bfs_level with this library's JIT on: each step with its level update v<q,struct> = depth runs
// as one fused kernel (the vxm_assign group; compiled or loaded in the warm-up run): a pull step
// q<!v,struct,replace> = AT any.pair q as one pass over the vertices, a push step
// q<!v,struct,replace> = q any.pair A as one pass over the frontier's edges with atomic claims and
// v updated in place. Levels equal bfs_level's exactly.
static GrB_Info wl_bfs_jit(const graph_t* g, double* secs, checks_t* c) {
  const int32_t prev = set_jit_control(4 /* GxB_JIT_ON */);
  GrB_Info info = wl_bfs_level(g, secs, c);
  set_jit_control(prev);
  return info;
}

static GrB_Info wl_ktruss(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix C = NULL;
#define FREE_ALL GrB_Matrix_free(&C)
  double t = now();
  TRY_ALG(grb_ktruss(&C, g->K, 4, MSG));
  TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Matrix_nvals(&nv, C));
  TRY(matrix_sum(&s, C));
  chk(c, "truss_entries", (double)nv);
  chk(c, "sum_support", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

static GrB_Info wl_cc(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector comp = NULL;
  GrB_Index* I = NULL;
  int64_t* X = NULL;
#define FREE_ALL (GrB_Vector_free(&comp), free(I), free(X))
  double t = now();
  TRY_ALG(grb_connected_components(&comp, g->G, MSG));
  TRY(GrB_Vector_wait(comp, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv = g->n;
  I = malloc((g->n + 1) * sizeof(GrB_Index));
  X = malloc((g->n + 1) * sizeof(int64_t));
  TRY(GrB_Vector_extractTuples_INT64(I, X, &nv, comp));
  double ncomp = 0, sum = 0;
  for (GrB_Index k = 0; k < nv; k++) {
    ncomp += (X[k] == (int64_t)I[k]);
    sum += (double)X[k];
  }
  chk(c, "components", ncomp);
  chk(c, "sum_labels", sum);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

static GrB_Info wl_sssp(const graph_t* g, double* secs, checks_t* c) {
  GrB_Vector d = NULL;
#define FREE_ALL GrB_Vector_free(&d)
  double t = now();
  TRY_ALG(grb_sssp_bellman_ford(&d, g->W, g->src, MSG));
  TRY(GrB_Vector_wait(d, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Vector_nvals(&nv, d));
  TRY(vector_sum(&s, d));
  chk(c, "reached", (double)nv);
  chk(c, "sum_dist", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// SELECT a.src, b.dst, COUNT(*) FROM D a JOIN D b ON a.dst = b.src WHERE a.src IN Q
// GROUP BY a.src, b.dst   ==   C = D(Q,:) PLUS.PAIR D
static GrB_Info wl_join_2hop(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix C = NULL;
#define FREE_ALL GrB_Matrix_free(&C)
  TRY(GrB_Matrix_new(&C, GrB_INT64, g->nq, g->n));
  double t = now();
  TRY(GrB_mxm(C, NULL, NULL, GxB_PLUS_PAIR_INT64, g->DQ, g->D, NULL));
  TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Matrix_nvals(&nv, C));
  TRY(matrix_sum(&s, C));
  chk(c, "groups", (double)nv);
  chk(c, "sum_count", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// SELECT a.src, a.dst, a.w * b.w FROM D a JOIN D b ON a.src = b.dst AND a.dst = b.src
//   ==   C = D .* D'   (eWiseMult with the second input transposed by the descriptor)
static GrB_Info wl_join_keys(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix C = NULL;
#define FREE_ALL GrB_Matrix_free(&C)
  TRY(GrB_Matrix_new(&C, GrB_FP64, g->n, g->n));
  double t = now();
  TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_TIMES_FP64, g->D, g->D, GrB_DESC_T1));
  TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Matrix_nvals(&nv, C));
  TRY(matrix_sum(&s, C));
  chk(c, "rows", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// SELECT src, SUM(w) FROM W WHERE w > 16 AND w <= 48 AND src IN (all keys) GROUP BY src, then
// the total: F = (W > 16) by apply with a comparison operator (BOOL), S = select(W, w <= 48),
// C<F> = S(I,:) with an explicit row list I, r = row sums of C, s = sum(r)
static GrB_Info wl_filter(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix F = NULL, S = NULL, C = NULL;
  GrB_Vector r = NULL;
  GrB_Index* I = NULL;
#define FREE_ALL \
  (GrB_Matrix_free(&F), GrB_Matrix_free(&S), GrB_Matrix_free(&C), GrB_Vector_free(&r), free(I))
  const GrB_Index n = g->n;
  I = malloc((n + 1) * sizeof(GrB_Index));
  for (GrB_Index i = 0; i < n; i++) I[i] = i;
  TRY(GrB_Matrix_new(&F, GrB_BOOL, n, n));
  TRY(GrB_Matrix_new(&S, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&C, GrB_FP64, n, n));
  TRY(GrB_Vector_new(&r, GrB_FP64, n));
  double s = 0;
  double t = now();
  TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(F, NULL, NULL, GrB_GT_FP64, g->W, 16.0, NULL));
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUELE_FP64, g->W, 48.0, NULL));
  TRY(GrB_Matrix_extract(C, F, NULL, S, I, n, GrB_ALL, n, NULL));
  TRY(GrB_Matrix_reduce_Monoid(r, NULL, NULL, GrB_PLUS_MONOID_FP64, C, NULL));
  TRY(vector_sum(&s, r));
  *secs = now() - t;
  GrB_Index nv;
  TRY(GrB_Matrix_nvals(&nv, C));
  chk(c, "rows", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// k-truss with this library's JIT on (as tc_jit): from the second peel round on, each round's
// C<C,struct,replace> = C*C (PLUS_PAIR) and select(C >= k-2) run as one fused kernel whose output
// becomes C (the support matrix is never formed); SuiteSparse runs it as ktruss.
static GrB_Info wl_ktruss_jit(const graph_t* g, double* secs, checks_t* c) {
  const int32_t prev = set_jit_control(4 /* GxB_JIT_ON */);
  GrB_Info info = wl_ktruss(g, secs, c);
  set_jit_control(prev);
  return info;
}

// filter -> project -> aggregate, as SQL: SELECT SUM(-w) FROM W WHERE w > 16 AND w <= 48
//   S = select(W, w > 16); S = select(S, w <= 48); P = -S (apply AINV); s = sum(P)
// The weights are integers, so the sum is exact in any order (checksums agree bit for bit).
static GrB_Info wl_fpa(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix S = NULL;
#define FREE_ALL GrB_Matrix_free(&S)
  TRY(GrB_Matrix_new(&S, GrB_FP64, g->n, g->n));
  double s = 0;
  double t = now();
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUEGT_FP64, g->W, 16.0, NULL));
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUELE_FP64, S, 48.0, NULL));
  TRY(GrB_Matrix_apply(S, NULL, NULL, GrB_AINV_FP64, S, NULL));
  TRY(GrB_Matrix_reduce_FP64(&s, NULL, GrB_PLUS_MONOID_FP64, S, NULL));
  *secs = now() - t;
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// the same filter and projection kept as a table (a matrix result): SELECT src, dst, -w FROM W
// WHERE w > 16 AND w <= 48; timed up to the materialized result
static GrB_Info wl_fpm(const graph_t* g, double* secs, checks_t* c) {
  GrB_Matrix S = NULL;
#define FREE_ALL GrB_Matrix_free(&S)
  TRY(GrB_Matrix_new(&S, GrB_FP64, g->n, g->n));
  double t = now();
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUEGT_FP64, g->W, 16.0, NULL));
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUELE_FP64, S, 48.0, NULL));
  TRY(GrB_Matrix_apply(S, NULL, NULL, GrB_AINV_FP64, S, NULL));
  TRY(GrB_Matrix_wait(S, GrB_MATERIALIZE));
  *secs = now() - t;
  GrB_Index nv;
  double s;
  TRY(GrB_Matrix_nvals(&nv, S));
  TRY(matrix_sum(&s, S));
  chk(c, "rows", (double)nv);
  chk(c, "sum", s);
  FREE_ALL;
  return GrB_SUCCESS;
#undef FREE_ALL
}

// fpa and fpm with this library's JIT on (the kernel is compiled or loaded in the warm-up run)
static GrB_Info wl_fpa_jit(const graph_t* g, double* secs, checks_t* c) {
  const int32_t prev = set_jit_control(4 /* GxB_JIT_ON */);
  GrB_Info info = wl_fpa(g, secs, c);
  set_jit_control(prev);
  return info;
}
static GrB_Info wl_fpm_jit(const graph_t* g, double* secs, checks_t* c) {
  const int32_t prev = set_jit_control(4 /* GxB_JIT_ON */);
  GrB_Info info = wl_fpm(g, secs, c);
  set_jit_control(prev);
  return info;
}

typedef struct {
  const char* name;
  workload_fn fn;
  double tol;  // relative tolerance of the checksums between libraries (0: exact)
  // the first run compiles kernels (a cold JIT cache): its time says nothing about the workload,
  // so it is never taken as the only sample, however long it takes
  bool compiles_first;
} workload_t;

static const workload_t workloads[] = {
    {"mxv", wl_mxv, 0},
    {"vxm", wl_vxm, 0},
    {"mxm", wl_mxm, 0},
    {"mxm_masked", wl_mxm_masked, 0},
    {"ewise_chain", wl_ewise, 0},
    {"bfs", wl_bfs, 0},
    {"bfs_level", wl_bfs_level, 0},
    {"bfs_jit", wl_bfs_jit, 0, true},
    {"pagerank", wl_pagerank, 1e-4},
    {"pagerank_jit", wl_pagerank_jit, 1e-4, true},
    {"tc", wl_tc, 0},
    {"tc_jit", wl_tc_jit, 0, true},
    {"ktruss", wl_ktruss, 0},
    {"ktruss_jit", wl_ktruss_jit, 0, true},
    {"cc", wl_cc, 0},
    {"sssp", wl_sssp, 0},
    {"join_2hop", wl_join_2hop, 0},
    {"join_keys", wl_join_keys, 0},
    {"filter_select", wl_filter, 0},
    {"fpa", wl_fpa, 0},
    {"fpa_jit", wl_fpa_jit, 0, true},
    {"fpm", wl_fpm, 0},
    {"fpm_jit", wl_fpm_jit, 0, true},
};
#define NWORK ((int)(sizeof workloads / sizeof workloads[0]))

static bool in_list(const char* list, const char* name) {
  if (!list) return false;
  const size_t len = strlen(name);
  for (const char* p = list; *p;) {
    const char* q = strchr(p, ',');
    const size_t l = q ? (size_t)(q - p) : strlen(p);
    if (l == len && strncmp(p, name, l) == 0) return true;
    if (!q) break;
    p = q + 1;
  }
  return false;
}

static int cmp_double(const void* a, const void* b) {
  const double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : (x > y);
}

int main(int argc, char** argv) {
  const char* graph = "rmat:10";
  const char* only = NULL;
  const char* skip = NULL;
  int threads = 0, reps = 3, warmup = 1;
  double budget = 20.0;  // seconds of repetitions per workload beyond the first run
  // A workload faster than min_time / reps repeats past --reps (up to 8 x reps) until its timed
  // runs add up to min_time: a median of three runs of a 9 ms BFS on a noisy VM moved by 20%
  // between full runs; the same rule holds for both libraries.
  double min_time = 0.0;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--graph") && a + 1 < argc) graph = argv[++a];
    else if (!strcmp(argv[a], "--threads") && a + 1 < argc) threads = atoi(argv[++a]);
    else if (!strcmp(argv[a], "--reps") && a + 1 < argc) reps = atoi(argv[++a]);
    else if (!strcmp(argv[a], "--warmup") && a + 1 < argc) warmup = atoi(argv[++a]);
    else if (!strcmp(argv[a], "--budget") && a + 1 < argc) budget = atof(argv[++a]);
    else if (!strcmp(argv[a], "--min-time") && a + 1 < argc) min_time = atof(argv[++a]);
    else if (!strcmp(argv[a], "--only") && a + 1 < argc) only = argv[++a];
    else if (!strcmp(argv[a], "--skip") && a + 1 < argc) skip = argv[++a];
    else if (!strcmp(argv[a], "--list")) {
      for (int w = 0; w < NWORK; w++) printf("%s\n", workloads[w].name);
      return 0;
    } else {
      fprintf(stderr,
              "usage: %s --graph rmat:S|urand:S|mtx:FILE|metis:FILE [--threads T] [--reps R] [--warmup W]"
              " [--budget S] [--min-time S] [--only a,b] [--skip a,b] [--list]\n",
              argv[0]);
      return 2;
    }
  }
  if (reps < 1) reps = 1;
  const int max_reps = reps * 8 < 999 ? reps * 8 : 999;  // times[] holds 1000

  GrB_Info info = GrB_init(GrB_NONBLOCKING);
  if (info != GrB_SUCCESS) {
    printf("{\"event\":\"fatal\",\"message\":\"GrB_init: %s\"}\n", grb_info_name(info));
    return 1;
  }
  if (threads > 0) GxB_Global_Option_set(GxB_NTHREADS, threads);
  int nthreads_lib = 0;
  GxB_Global_Option_get(GxB_NTHREADS, &nthreads_lib);

  // which library is this, really: the shared object that defines GrB_init
  Dl_info dl;
  const char* lib_path = dladdr((void*)GrB_init, &dl) && dl.dli_fname ? dl.dli_fname : "?";
  char* lib_name = NULL;
  int lib_ver[3] = {0, 0, 0};
  GxB_Global_Option_get(GxB_LIBRARY_NAME, &lib_name);
  GxB_Global_Option_get(GxB_LIBRARY_VERSION, lib_ver);
  printf("{\"event\":\"library\",\"name\":");
  json_string(stdout, lib_name ? lib_name : "?");
  printf(",\"version\":\"%d.%d.%d\",\"path\":", lib_ver[0], lib_ver[1], lib_ver[2]);
  json_string(stdout, lib_path);
  printf(",\"threads\":%d}\n", nthreads_lib);
  fflush(stdout);

  graph_t g;
  g_msg[0] = '\0';
  const double t0 = now();
  info = load_graph(&g, graph);
  const double tgen = now() - t0;
  if (info != GrB_SUCCESS) {
    printf("{\"event\":\"fatal\",\"message\":");
    json_string(stdout, g_msg[0] ? g_msg : grb_info_name(info));
    printf("}\n");
    return 1;
  }
  GrB_Index nd;
  GrB_Matrix_nvals(&nd, g.D);
  printf("{\"event\":\"graph\",\"graph\":");
  json_string(stdout, graph);
  printf(",\"n\":%llu,\"entries\":%llu,\"directed_entries\":%llu,\"batch_rows\":%llu,\"src\":%llu,"
         "\"ktruss_entries\":%llu,\"setup_s\":%.3f}\n",
         (unsigned long long)g.n, (unsigned long long)g.nvals, (unsigned long long)nd,
         (unsigned long long)g.nq, (unsigned long long)g.src, (unsigned long long)g.nvals_k, tgen);
  fflush(stdout);

  for (int w = 0; w < NWORK; w++) {
    const workload_t* wl = &workloads[w];
    if (only && !in_list(only, wl->name)) continue;
    if (skip && in_list(skip, wl->name)) continue;
    printf("{\"event\":\"start\",\"workload\":\"%s\"}\n", wl->name);
    fflush(stdout);
    // harness self-test: die or hang inside the named workload
    const char* die = getenv("GRB_BENCH_TEST_CRASH");
    if (die && !strcmp(die, wl->name)) abort();
    const char* hang = getenv("GRB_BENCH_TEST_HANG");
    if (hang && !strcmp(hang, wl->name)) {
      for (;;) sleep(1);
    }
    const long base_kb = proc_status_kb("VmRSS");
    reset_peak_rss();
    double times[1000];
    int ntimes = 0;
    checks_t first = {{0}, {0}, 0}, cur;
    bool unstable = false;
    double first_s = -1, spent = 0;
    info = GrB_SUCCESS;
    g_msg[0] = '\0';
    // warm-up runs (their time is reported as first_s, not in the statistics), then timed
    // repetitions while the budget lasts; a first run longer than the budget is the only sample
    for (int r = 0; r < warmup + max_reps && info == GrB_SUCCESS; r++) {
      double s = 0;
      memset(&cur, 0, sizeof cur);
      info = wl->fn(&g, &s, &cur);
      if (info != GrB_SUCCESS) break;
      if (r == 0) {
        first = cur;
        first_s = s;
      } else {
        for (int k = 0; k < cur.count; k++)
          if (cur.value[k] != first.value[k] && !(isnan(cur.value[k]) && isnan(first.value[k]))) unstable = true;
      }
      if (r >= warmup) {
        times[ntimes++] = s;
        spent += s;
      }
      if (r == 0 && warmup > 0 && s > budget && !wl->compiles_first) {  // too slow to repeat: the only sample
        times[ntimes++] = s;
        break;
      }
      if (r >= warmup && spent > budget && ntimes >= 1) break;
      if (ntimes >= reps && spent >= min_time) break;
    }
    const long peak_kb = proc_status_kb("VmHWM");
    printf("{\"event\":\"result\",\"workload\":\"%s\",", wl->name);
    if (info != GrB_SUCCESS) {
      printf("\"status\":\"%s\",\"info\":\"%s\",\"message\":",
             info == GrB_NOT_IMPLEMENTED ? "not_implemented" : "error", grb_info_name(info));
      json_string(stdout, g_msg);
    } else {
      double sorted[1000];
      memcpy(sorted, times, ntimes * sizeof(double));
      qsort(sorted, ntimes, sizeof(double), cmp_double);
      const double median =
          ntimes % 2 ? sorted[ntimes / 2] : 0.5 * (sorted[ntimes / 2 - 1] + sorted[ntimes / 2]);
      printf("\"status\":\"ok\",\"median_s\":%.6g,\"min_s\":%.6g,\"max_s\":%.6g,\"first_s\":%.6g,\"times\":[",
             median, sorted[0], sorted[ntimes - 1], first_s);
      for (int k = 0; k < ntimes; k++) printf("%s%.6g", k ? "," : "", times[k]);
      printf("],\"checks\":{");
      for (int k = 0; k < first.count; k++) printf("%s\"%s\":%.17g", k ? "," : "", first.name[k], first.value[k]);
      printf("},\"tol\":%g,\"unstable\":%s", wl->tol, unstable ? "true" : "false");
    }
    printf(",\"base_rss_kb\":%ld,\"peak_rss_kb\":%ld}\n", base_kb, peak_kb);
    fflush(stdout);
  }
  GrB_Matrix_free(&g.G);
  GrB_Matrix_free(&g.W);
  GrB_Matrix_free(&g.W2);
  GrB_Matrix_free(&g.D);
  GrB_Matrix_free(&g.S);
  GrB_Matrix_free(&g.DQ);
  GrB_Matrix_free(&g.K);
  GrB_finalize();
  printf("{\"event\":\"done\"}\n");
  return 0;
}

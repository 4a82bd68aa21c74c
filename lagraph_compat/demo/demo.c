// The project's demo (the README's main job): load a real graph from a Matrix Market file, or
// generate a Graph500 R-MAT graph, then run breadth-first search, triangle counting and PageRank
// (the LAGraph-style algorithms of lagraph_compat/src) through this GraphBLAS and print what each
// found and how long it took.
//
//   grb_demo file.mtx            read a graph (any square matrix: its pattern is the graph)
//   grb_demo --rmat SCALE        generate an R-MAT graph with 2^SCALE vertices (edge factor 16)
//
// Timings are wall-clock and include the deferred work: each result is materialized (GrB_wait)
// before the clock stops. Exit status 0 on success, 1 on any error.
#define _POSIX_C_SOURCE 199309L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "grb_algorithms.h"

#define TRY(call)                                                                          \
  do {                                                                                     \
    GrB_Info info_ = (call);                                                               \
    if (info_ != GrB_SUCCESS) {                                                            \
      fprintf(stderr, "error: %s failed with GrB_Info %d\n  %s\n", #call, (int)info_, msg); \
      exit(1);                                                                             \
    }                                                                                      \
  } while (0)

static char msg[GRB_MSG_LEN] = "";

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

typedef struct {
  GrB_Index vertex;
  float rank;
} ranked;

static int by_rank(const void* a, const void* b) {
  const ranked *x = a, *y = b;
  if (x->rank != y->rank) return x->rank > y->rank ? -1 : 1;
  return x->vertex < y->vertex ? -1 : (x->vertex > y->vertex);
}

static const char* basename_of(const char* path) {
  const char* s = strrchr(path, '/');
  return s ? s + 1 : path;
}

int main(int argc, char** argv) {
  GrB_Matrix A = NULL;  // the graph as read or generated
  char label[512];
  if (argc == 3 && strcmp(argv[1], "--rmat") == 0) {
    const int scale = atoi(argv[2]);
    if (scale < 1 || scale > 26) {
      fprintf(stderr, "scale must be in 1..26\n");
      return 1;
    }
    TRY(GrB_init(GrB_NONBLOCKING));
    double t = now();
    TRY(grb_rmat(&A, GrB_BOOL, scale, 16, 42));
    TRY(GrB_Matrix_wait(A, GrB_MATERIALIZE));
    snprintf(label, sizeof label, "R-MAT scale %d (Graph500 generator, edge factor 16, seed 42), generated in %.3f s",
             scale, now() - t);
  } else if (argc == 2 && argv[1][0] != '-') {
    FILE* f = fopen(argv[1], "r");
    if (!f) {
      fprintf(stderr, "cannot open %s\n", argv[1]);
      return 1;
    }
    TRY(GrB_init(GrB_NONBLOCKING));
    double t = now();
    GrB_Info info = grb_mmread(&A, f, msg);
    fclose(f);
    if (info != GrB_SUCCESS) {
      fprintf(stderr, "%s: not a valid Matrix Market file: %s\n", argv[1], msg);
      return 1;
    }
    TRY(GrB_Matrix_wait(A, GrB_MATERIALIZE));
    snprintf(label, sizeof label, "%s, read in %.3f s", basename_of(argv[1]), now() - t);
  } else {
    fprintf(stderr, "usage: %s file.mtx | --rmat SCALE\n", argv[0]);
    return 1;
  }

  // ---- the graph: its pattern as a boolean adjacency matrix G, and G' ----------------------------
  GrB_Index n, ncols, nvals;
  TRY(GrB_Matrix_nrows(&n, A));
  TRY(GrB_Matrix_ncols(&ncols, A));
  TRY(GrB_Matrix_nvals(&nvals, A));
  char tname[GxB_MAX_NAME_LEN];
  TRY(GxB_Matrix_type_name(tname, A));
  printf("graph: %s\n", label);
  if (n != ncols) {
    fprintf(stderr, "a %" PRIu64 " x %" PRIu64 " matrix is not an adjacency matrix (it must be square)\n", n, ncols);
    return 1;
  }
  if (n == 0) {
    fprintf(stderr, "the graph has no vertices\n");
    return 1;
  }
  GrB_Matrix G = NULL, GT = NULL, S = NULL, both = NULL;
  double t = now();
  TRY(GrB_Matrix_new(&G, GrB_BOOL, n, n));
  TRY(GrB_Matrix_assign_BOOL(G, A, NULL, true, GrB_ALL, n, GrB_ALL, n, GrB_DESC_S));
  TRY(GrB_Matrix_new(&GT, GrB_BOOL, n, n));
  TRY(GrB_transpose(GT, NULL, NULL, G, NULL));
  // structurally symmetric when G and G' have the same entries
  GrB_Index nboth = 0, self_loops = 0;
  TRY(GrB_Matrix_new(&both, GrB_BOOL, n, n));
  TRY(GrB_Matrix_eWiseMult_BinaryOp(both, NULL, NULL, GrB_LAND, G, GT, NULL));
  TRY(GrB_Matrix_nvals(&nboth, both));
  const bool symmetric = (nboth == nvals);
  GrB_Matrix_free(&both);
  {
    GrB_Matrix D = NULL;
    TRY(GrB_Matrix_new(&D, GrB_BOOL, n, n));
    TRY(GrB_Matrix_select_INT64(D, NULL, NULL, GrB_DIAG, G, 0, NULL));
    TRY(GrB_Matrix_nvals(&self_loops, D));
    GrB_Matrix_free(&D);
  }
  // triangle counting needs an undirected graph: S = G | G' (G itself when symmetric)
  if (!symmetric) {
    TRY(GrB_Matrix_new(&S, GrB_BOOL, n, n));
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(S, NULL, NULL, GrB_LOR, G, GT, NULL));
    TRY(GrB_Matrix_wait(S, GrB_MATERIALIZE));
  }
  GrB_Vector degree = NULL;
  TRY(grb_out_degree(&degree, G, msg));
  int64_t max_degree = 0;
  GrB_Index with_edges = 0;
  TRY(GrB_Vector_reduce_INT64(&max_degree, NULL, GrB_MAX_MONOID_INT64, degree, NULL));
  TRY(GrB_Vector_nvals(&with_edges, degree));
  TRY(GrB_Matrix_wait(GT, GrB_MATERIALIZE));
  const double t_prep = now() - t;
  // the BFS source: the smallest vertex of largest out-degree (reaches the biggest component)
  GrB_Index src = 0;
  {
    GrB_Index* I = malloc(with_edges * sizeof(GrB_Index) + 1);
    int64_t* X = malloc(with_edges * sizeof(int64_t) + 1);
    if (!I || !X) return 1;
    GrB_Index got = with_edges;
    TRY(GrB_Vector_extractTuples_INT64(I, X, &got, degree));
    for (GrB_Index k = got; k-- > 0;)
      if (X[k] == max_degree) src = I[k];
    free(I);
    free(X);
  }
  printf("  %" PRIu64 " vertices, %" PRIu64 " edges (%s%s), stored as %s\n", n,
         symmetric ? (nvals - self_loops) / 2 + self_loops : nvals, symmetric ? "undirected" : "directed",
         self_loops ? ", with self-loops" : "", tname);
  printf("  max %sdegree %" PRId64 " (vertex %" PRIu64 "), %" PRIu64 " %s\n", symmetric ? "" : "out-", max_degree, src,
         n - with_edges, symmetric ? "isolated vertices" : "vertices without out-edges");
  printf("  pattern, transpose and symmetry check: %.3f s\n", t_prep);

  // ---- breadth-first search ------------------------------------------------------------------------
  GrB_Vector level = NULL, parent = NULL;
  t = now();
  TRY(grb_bfs(&level, &parent, G, GT, src, GRB_BFS_AUTO, msg));
  TRY(GrB_Vector_wait(level, GrB_MATERIALIZE));
  TRY(GrB_Vector_wait(parent, GrB_MATERIALIZE));
  const double t_bfs = now() - t;
  GrB_Index visited = 0;
  int64_t max_level = 0;
  TRY(GrB_Vector_nvals(&visited, level));
  TRY(GrB_Vector_reduce_INT64(&max_level, NULL, GrB_MAX_MONOID_INT64, level, NULL));
  printf("breadth-first search from vertex %" PRIu64 " (direction-optimizing, levels and parents): %.4f s\n", src,
         t_bfs);
  printf("  %" PRId64 " levels reached, %" PRIu64 " of %" PRIu64 " vertices visited (%.1f%%)\n", max_level + 1,
         visited, n, 100.0 * (double)visited / (double)n);
  GrB_Vector_free(&level);
  GrB_Vector_free(&parent);

  // ---- triangle counting -------------------------------------------------------------------------
  uint64_t ntri = 0;
  t = now();
  TRY(grb_triangle_count(&ntri, symmetric ? G : S, GRB_TC_SANDIA_LL, GRB_TC_PRESORT_AUTO, msg));
  const double t_tc = now() - t;
  printf("triangle counting (Sandia L*L masked by L, degree presort when skewed%s): %.4f s\n",
         symmetric ? "" : ", on G|G'", t_tc);
  printf("  %" PRIu64 " triangles\n", ntri);

  // ---- PageRank ----------------------------------------------------------------------------------
  GrB_Vector rank = NULL;
  int iters = 0;
  t = now();
  TRY(grb_pagerank_gap(&rank, &iters, G, GT, 0.85f, 1e-4f, 100, msg));
  TRY(GrB_Vector_wait(rank, GrB_MATERIALIZE));
  const double t_pr = now() - t;
  double rank_sum = 0;
  TRY(GrB_Vector_reduce_FP64(&rank_sum, NULL, GrB_PLUS_MONOID_FP64, rank, NULL));
  printf("PageRank (GAP rules: damping 0.85, tolerance 1e-4): %.4f s, %d iterations\n", t_pr, iters);
  {
    GrB_Index nr = n;
    GrB_Index* I = malloc(n * sizeof(GrB_Index));
    float* X = malloc(n * sizeof(float));
    ranked* R = malloc(n * sizeof(ranked));
    if (!I || !X || !R) return 1;
    TRY(GrB_Vector_extractTuples_FP32(I, X, &nr, rank));
    for (GrB_Index k = 0; k < nr; k++) R[k] = (ranked){I[k], X[k]};
    qsort(R, nr, sizeof(ranked), by_rank);
    printf("  top vertices:");
    for (GrB_Index k = 0; k < nr && k < 5; k++) printf(" %" PRIu64 " (%.4g)", R[k].vertex, (double)R[k].rank);
    printf("\n  rank sum %.6f%s\n", rank_sum,
           n - with_edges ? " (below 1: vertices without out-edges keep no rank, as in GAP)" : "");
    free(I);
    free(X);
    free(R);
  }

  GrB_Vector_free(&rank);
  GrB_Vector_free(&degree);
  GrB_Matrix_free(&S);
  GrB_Matrix_free(&GT);
  GrB_Matrix_free(&G);
  GrB_Matrix_free(&A);
  GrB_finalize();
  return 0;
}

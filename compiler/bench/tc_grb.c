/* Times GraphBLAS triangle counting on the benchmark's R-MAT graph, as grb_triangle_count
 * (GRB_TC_SANDIA_LUT, no presort) calls it: C<L> = L*U' (GxB_PLUS_PAIR_INT64, GrB_DESC_ST1), then
 * sum(C). Built twice by tc_bench.sh: against this library and against SuiteSparse 7.4 (both
 * export GrB_*, so separate processes). Usage: tc_grb SCALE REPS THREADS NAME */
#include <GraphBLAS.h>
#include <stdio.h>
#include <time.h>

#include "tc_graph.h"

#define TRY(x)                                                       \
  do {                                                               \
    GrB_Info info_ = (x);                                            \
    if (info_ != GrB_SUCCESS) {                                      \
      fprintf(stderr, "%s:%d: %s -> %d\n", __FILE__, __LINE__, #x, (int)info_); \
      return 1;                                                      \
    }                                                                \
  } while (0)

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int build(GrB_Matrix* A, int64_t n, int64_t nnz, const int64_t* p, const int64_t* j) {
  GrB_Index* I = malloc((size_t)(nnz ? nnz : 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((size_t)(nnz ? nnz : 1) * sizeof(GrB_Index));
  bool* X = malloc((size_t)(nnz ? nnz : 1) * sizeof(bool));
  for (int64_t i = 0; i < n; i++)
    for (int64_t k = p[i]; k < p[i + 1]; k++) {
      I[k] = (GrB_Index)i;
      J[k] = (GrB_Index)j[k];
      X[k] = true;
    }
  TRY(GrB_Matrix_new(A, GrB_BOOL, (GrB_Index)n, (GrB_Index)n));
  TRY(GrB_Matrix_build_BOOL(*A, I, J, X, (GrB_Index)nnz, GrB_LOR));
  TRY(GrB_Matrix_wait(*A, GrB_MATERIALIZE));
  free(I);
  free(J);
  free(X);
  return 0;
}

static int count(int64_t* ntri, GrB_Matrix L, GrB_Matrix U, int64_t n) {
  GrB_Matrix C = NULL;
  TRY(GrB_Matrix_new(&C, GrB_INT64, (GrB_Index)n, (GrB_Index)n));
  TRY(GrB_mxm(C, L, NULL, GxB_PLUS_PAIR_INT64, L, U, GrB_DESC_ST1));
  TRY(GrB_Matrix_reduce_INT64(ntri, NULL, GrB_PLUS_MONOID_INT64, C, NULL));
  TRY(GrB_Matrix_free(&C));
  return 0;
}

int main(int argc, char** argv) {
  const int scale = argc > 1 ? atoi(argv[1]) : 16, reps = argc > 2 ? atoi(argv[2]) : 5;
  const int threads = argc > 3 ? atoi(argv[3]) : 2;
  const char* name = argc > 4 ? argv[4] : "graphblas";
  tc_graph g;
  tc_rmat(&g, scale, 16, 20240611);
  TRY(GrB_init(GrB_NONBLOCKING));
  TRY(GxB_Global_Option_set(GxB_NTHREADS, threads));
  GrB_Matrix L = NULL, U = NULL;
  if (build(&L, g.n, g.nedges, g.Lp, g.Li) || build(&U, g.n, g.nedges, g.Up, g.Ui)) return 1;
  int64_t ntri = 0, got = 0;
  if (count(&ntri, L, U, g.n)) return 1; /* warm-up */
  double* t = malloc((size_t)reps * sizeof(double));
  double best = 1e300;
  for (int r = 0; r < reps; r++) {
    double t0 = now();
    if (count(&got, L, U, g.n)) return 1;
    t[r] = now() - t0;
    best = t[r] < best ? t[r] : best;
    if (got != ntri) {
      printf("FAIL: %lld vs %lld\n", (long long)got, (long long)ntri);
      return 1;
    }
  }
  printf("impl=%s scale=%d n=%lld edges=%lld triangles=%lld threads=%d reps=%d median_s=%.4f min_s=%.4f\n", name, scale,
         (long long)g.n, (long long)g.nedges, (long long)ntri, threads, reps, tc_median(t, reps), best);
  GrB_Matrix_free(&L);
  GrB_Matrix_free(&U);
  GrB_finalize();
  tc_free(&g);
  free(t);
  return 0;
}

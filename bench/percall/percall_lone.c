// Per-call timing of single GraphBLAS calls that the JIT may compile alone (issue 24), on the
// bench's R-MAT graph: tril/triu of the iso BOOL pattern G (the tc workload's selects), a value
// select and a tril of FP64 weights, offdiag, apply(AINV), and masked dot products. Each call
// writes a new C and waits for it; the median of 11 timed calls after 2 untimed ones. Run it with
// GRB_JIT=off (the kernel library's node) and GRB_JIT=on with a warm cache (the planner's choice:
// compiled alone or refused, GRB_JIT_LOG says which):
//   gcc -O2 -o percall_lone bench/percall/percall_lone.c -I include -I lagraph_compat/src
//       build/lagraph_compat/libgrb_algorithms.a -L build -Wl,-rpath,$PWD/build -lgraphblas -lm
//   GRB_JIT=on ./percall_lone 16 select > /dev/null; sleep 30     (compiles in the background)
//   for m in off on; do OMP_NUM_THREADS=2 GRB_JIT=$m ./percall_lone 16 select; done
// Second argument: all (default), select, offdiag, apply, mxm, umxm (a uniform random graph).
#include <GraphBLAS.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "grb_algorithms.h"
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
static int cmp(const void* a, const void* b) {
  double x = *(double*)a, y = *(double*)b;
  return x < y ? -1 : x > y;
}
#define REPS 11
static double median(double* t) {
  qsort(t, REPS, sizeof(double), cmp);
  return t[REPS / 2];
}
// Times CALL, which writes the matrix C made fresh by MAKE before each run (REPS timed runs after
// 2 untimed ones), and prints LABEL with C's entries and the median.
#define TIME_CALL(LABEL, MAKE, CALL)                                                \
  do {                                                                              \
    for (int r_ = 0; r_ < REPS + 2; r_++) {                                         \
      MAKE;                                                                         \
      GrB_Matrix_wait(C, GrB_MATERIALIZE);                                          \
      double t0_ = now();                                                           \
      CALL;                                                                         \
      GrB_Matrix_wait(C, GrB_MATERIALIZE);                                          \
      if (r_ >= 2) t[r_ - 2] = now() - t0_;                                         \
      GrB_Matrix_nvals(&cn, C);                                                     \
      GrB_Matrix_free(&C);                                                          \
    }                                                                               \
    printf("%s nvals=%lu median %.6f s\n", LABEL, (unsigned long)cn, median(t));    \
  } while (0)
int main(int argc, char** argv) {
  int scale = argc > 1 ? atoi(argv[1]) : 16;
  const char* which = argc > 2 ? argv[2] : "all";
  GrB_init(GrB_NONBLOCKING);
  GrB_Matrix G = NULL, W = NULL;
  grb_rmat(&G, GrB_BOOL, scale, 16, 20240611);
  GrB_Matrix_wait(G, GrB_MATERIALIZE);
  GrB_Index n, nv;
  GrB_Matrix_nrows(&n, G);
  GrB_Matrix_nvals(&nv, G);
  bool iso = false;
  GxB_Matrix_iso(&iso, G);
  // W: FP64 values on G's pattern, W(i,j) = i + 1 (ROWINDEX with offset 1)
  GrB_Matrix_new(&W, GrB_FP64, n, n);
  GrB_Matrix_apply_IndexOp_INT64(W, NULL, NULL, GrB_ROWINDEX_INT64, G, 1, NULL);
  GrB_Matrix_wait(W, GrB_MATERIALIZE);
  double t[REPS];
  GrB_Matrix C = NULL;
  GrB_Index cn = 0;
  char label[128];
  if (!strcmp(which, "all") || !strcmp(which, "select")) {
    for (int k = 0; k < 2; k++) {
      snprintf(label, sizeof label, "select %s iso=%d", k ? "triu" : "tril", (int)iso);
      TIME_CALL(label, GrB_Matrix_new(&C, GrB_BOOL, n, n),
                GrB_Matrix_select_INT64(C, NULL, NULL, k ? GrB_TRIU : GrB_TRIL, G, k ? 1 : -1, NULL));
    }
    TIME_CALL("select valuegt fp64", GrB_Matrix_new(&C, GrB_FP64, n, n),
              GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, W, (double)(n / 2), NULL));
    TIME_CALL("select tril fp64", GrB_Matrix_new(&C, GrB_FP64, n, n),
              GrB_Matrix_select_INT64(C, NULL, NULL, GrB_TRIL, W, 0, NULL));
  }
  if (!strcmp(which, "all") || !strcmp(which, "offdiag")) {
    for (int k = 0; k < 2; k++) {
      snprintf(label, sizeof label, "select offdiag %s", k ? "fp64" : "bool iso");
      TIME_CALL(label, GrB_Matrix_new(&C, k ? GrB_FP64 : GrB_BOOL, n, n),
                GrB_Matrix_select_INT64(C, NULL, NULL, GrB_OFFDIAG, k ? W : G, 0, NULL));
    }
  }
  if (!strcmp(which, "all") || !strcmp(which, "apply")) {
    TIME_CALL("apply ainv fp64 (new C)", GrB_Matrix_new(&C, GrB_FP64, n, n),
              GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, W, NULL));
    TIME_CALL("apply ainv fp64 (in place)", GrB_Matrix_dup(&C, W),
              GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, C, NULL));
  }
  if (!strcmp(which, "umxm")) {
    // uniform graph: C<A,struct> = A*A' plus_times fp64 (merge-friendly degrees)
    GrB_Matrix U = NULL, A = NULL;
    grb_uniform_graph(&U, GrB_BOOL, (GrB_Index)1 << scale, 16, 20240612);
    GrB_Matrix_wait(U, GrB_MATERIALIZE);
    GrB_Index un;
    GrB_Matrix_nrows(&un, U);
    GrB_Matrix_new(&A, GrB_FP64, un, un);
    GrB_Matrix_apply_IndexOp_INT64(A, NULL, NULL, GrB_ROWINDEX_INT64, U, 1, NULL);
    GrB_Matrix_wait(A, GrB_MATERIALIZE);
    TIME_CALL("uniform mxm C<A,struct>=A*A' plus_times", GrB_Matrix_new(&C, GrB_FP64, un, un),
              GrB_mxm(C, A, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, GrB_DESC_ST1));
    TIME_CALL("uniform mxm C<U,struct>=U*U' plus_pair", GrB_Matrix_new(&C, GrB_INT64, un, un),
              GrB_mxm(C, U, NULL, GxB_PLUS_PAIR_INT64, U, U, GrB_DESC_ST1));
    TIME_CALL("uniform mxm C<A,struct>=A*A plus_times", GrB_Matrix_new(&C, GrB_FP64, un, un),
              GrB_mxm(C, A, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, GrB_DESC_S));
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&U);
  }
  if (!strcmp(which, "all") || !strcmp(which, "mxm")) {
    // C<L,struct> = L*L' plus_times over W's tril (degree skew less than full G)
    GrB_Matrix L = NULL;
    GrB_Matrix_new(&L, GrB_FP64, n, n);
    GrB_Matrix_select_INT64(L, NULL, NULL, GrB_TRIL, W, -1, NULL);
    GrB_Matrix_wait(L, GrB_MATERIALIZE);
    TIME_CALL("mxm C<L,struct>=L*L' plus_times", GrB_Matrix_new(&C, GrB_FP64, n, n),
              GrB_mxm(C, L, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, L, L, GrB_DESC_ST1));
    GrB_Matrix_free(&L);
  }
  GrB_Matrix_free(&G);
  GrB_Matrix_free(&W);
  GrB_finalize();
  return 0;
}

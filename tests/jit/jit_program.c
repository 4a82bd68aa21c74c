// Programs the JIT tests run with the compiler on and off (tests/jit/jit_cache_test.sh): a triangle
// count (C<L> = L*U' PLUS_PAIR, structural mask, then GrB_reduce to a C scalar: fusion (a)) and
// filter-project-aggregate chains (select -> apply -> reduce over one matrix: fusion (b)). Prints
// every result; the test compares the output of runs exactly.
//   jit_program [n] [repeat]   repeat > 1: also time the fused triangle count per call
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "GraphBLAS.h"
#include "jit_test_common.h"


static uint64_t state = 12345;
static uint64_t next(void) { return splitmix64_next(&state); }

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static uint64_t triangles(GrB_Matrix A, GrB_Index n) {
  GrB_Matrix L, U, C;
  TRY(GrB_Matrix_new(&L, GrB_BOOL, n, n));
  TRY(GrB_Matrix_new(&U, GrB_BOOL, n, n));
  TRY(GrB_Matrix_new(&C, GrB_INT64, n, n));
  TRY(GrB_Matrix_select_INT64(L, NULL, NULL, GrB_TRIL, A, -1, NULL));
  TRY(GrB_Matrix_select_INT64(U, NULL, NULL, GrB_TRIU, A, 1, NULL));
  TRY(GrB_mxm(C, L, NULL, GxB_PLUS_PAIR_INT64, L, U, GrB_DESC_ST1));
  uint64_t ntri = 0;
  TRY(GrB_Matrix_reduce_UINT64(&ntri, NULL, GrB_PLUS_MONOID_UINT64, C, NULL));
  GrB_Matrix_free(&L);
  GrB_Matrix_free(&U);
  GrB_Matrix_free(&C);
  return ntri;
}

int main(int argc, char** argv) {
  const GrB_Index n = argc > 1 ? (GrB_Index)atoll(argv[1]) : 2000;
  const int repeat = argc > 2 ? atoi(argv[2]) : 1;
  TRY(GrB_init(GrB_NONBLOCKING));
  // the API instead of the environment: JIT_PROGRAM_CONTROL=<level> and JIT_PROGRAM_CACHE=<path>
  // set GxB_JIT_C_CONTROL (7029) and GxB_JIT_CACHE_PATH (7030) through GrB_set
  if (getenv("JIT_PROGRAM_CACHE")) TRY(GrB_Global_set_String(GrB_GLOBAL, getenv("JIT_PROGRAM_CACHE"), 7030));
  if (getenv("JIT_PROGRAM_CONTROL")) TRY(GrB_Global_set_INT32(GrB_GLOBAL, atoi(getenv("JIT_PROGRAM_CONTROL")), 7029));
  // JIT_PROGRAM_NTHREADS=<n>: GxB_NTHREADS for the whole run
  if (getenv("JIT_PROGRAM_NTHREADS")) TRY(GxB_Global_Option_set(GxB_NTHREADS, atoi(getenv("JIT_PROGRAM_NTHREADS"))));

  // a random symmetric graph (bool) and a random matrix of quarter-integers (sums are exact)
  GrB_Matrix A, X;
  TRY(GrB_Matrix_new(&A, GrB_BOOL, n, n));
  TRY(GrB_Matrix_new(&X, GrB_FP64, n, n));
  const GrB_Index ne = 8 * n;
  for (GrB_Index k = 0; k < ne; k++) {
    GrB_Index i = next() % n, j = next() % n;
    TRY(GrB_Matrix_setElement_BOOL(A, true, i, j));
    TRY(GrB_Matrix_setElement_BOOL(A, true, j, i));
    double v = (double)((int64_t)(next() % 801) - 400) / 4.0;
    TRY(GrB_Matrix_setElement_FP64(X, v, i, j));
  }
  TRY(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  TRY(GrB_Matrix_wait(X, GrB_MATERIALIZE));

  // (a) triangle count
  printf("triangles %llu\n", (unsigned long long)triangles(A, n));

  // (b) sum(abs(X(X > t))): select by value, apply, reduce (FP64)
  GrB_Matrix S, T;
  TRY(GrB_Matrix_new(&S, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&T, GrB_FP64, n, n));
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUEGT_FP64, X, -20.5, NULL));
  TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_ABS_FP64, S, NULL));
  double sum = 0;
  TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, T, NULL));
  printf("filter_project_aggregate %.17g\n", sum);
  // the intermediate is still readable (computed node by node)
  GrB_Index nv = 0;
  TRY(GrB_Matrix_nvals(&nv, S));
  printf("filter_nvals %llu\n", (unsigned long long)nv);

  // (b) sum(-tril(Xi, 3)) on an INT64 matrix: positional select, apply, reduce
  GrB_Matrix Xi, Ti, Ni;
  TRY(GrB_Matrix_new(&Xi, GrB_INT64, n, n));
  TRY(GrB_Matrix_new(&Ti, GrB_INT64, n, n));
  TRY(GrB_Matrix_new(&Ni, GrB_INT64, n, n));
  TRY(GrB_Matrix_apply(Xi, NULL, NULL, GrB_IDENTITY_INT64, X, NULL));  // typecast, materialized below
  TRY(GrB_Matrix_wait(Xi, GrB_MATERIALIZE));
  TRY(GrB_Matrix_select_INT64(Ti, NULL, NULL, GrB_TRIL, Xi, 3, NULL));
  TRY(GrB_Matrix_apply(Ni, NULL, NULL, GrB_AINV_INT64, Ti, NULL));
  int64_t isum = 0;
  TRY(GrB_Matrix_reduce_INT64(&isum, NULL, GrB_PLUS_MONOID_INT64, Ni, NULL));
  printf("negated_tril_sum %lld\n", (long long)isum);

  // (b) on a GrB_Vector (stored by column): sum(abs(v))
  GrB_Vector v, av;
  TRY(GrB_Vector_new(&v, GrB_FP64, n));
  TRY(GrB_Vector_new(&av, GrB_FP64, n));
  for (GrB_Index k = 0; k < n; k += 3) TRY(GrB_Vector_setElement_FP64(v, (double)((int64_t)(next() % 201) - 100) / 8.0, k));
  TRY(GrB_Vector_wait(v, GrB_MATERIALIZE));
  TRY(GrB_Vector_apply(av, NULL, NULL, GrB_ABS_FP64, v, NULL));
  double vsum = 0;
  TRY(GrB_Vector_reduce_FP64(&vsum, NULL, GrB_PLUS_MONOID_FP64, av, NULL));
  printf("vector_abs_sum %.17g\n", vsum);
  GrB_Vector_free(&v);
  GrB_Vector_free(&av);

  if (repeat > 1) {
    // per-call cost of the whole triangle count (select, select, mxm, reduce) and of the fused
    // reduction alone on a pending C (cache hit in memory when the JIT is on)
    double t0 = now();
    uint64_t chk = 0;
    for (int r = 0; r < repeat; r++) chk += triangles(A, n);
    double t1 = now();
    GrB_Matrix L, U, C;
    TRY(GrB_Matrix_new(&L, GrB_BOOL, n, n));
    TRY(GrB_Matrix_new(&U, GrB_BOOL, n, n));
    TRY(GrB_Matrix_new(&C, GrB_INT64, n, n));
    TRY(GrB_Matrix_select_INT64(L, NULL, NULL, GrB_TRIL, A, -1, NULL));
    TRY(GrB_Matrix_select_INT64(U, NULL, NULL, GrB_TRIU, A, 1, NULL));
    TRY(GrB_Matrix_wait(L, GrB_MATERIALIZE));
    TRY(GrB_Matrix_wait(U, GrB_MATERIALIZE));
    double t2 = now();
    for (int r = 0; r < repeat; r++) {
      // replace: C's previous (pending) value is not needed, so the mxm fuses with the reduction
      TRY(GrB_mxm(C, L, NULL, GxB_PLUS_PAIR_INT64, L, U, GrB_DESC_RST1));
      uint64_t x = 0;
      TRY(GrB_Matrix_reduce_UINT64(&x, NULL, GrB_PLUS_MONOID_UINT64, C, NULL));
      chk += x;
    }
    double t3 = now();
    printf("timing n=%llu repeat=%d: triangle count %.1f us/call, mxm+reduce %.1f us/call (check %llu)\n",
           (unsigned long long)n, repeat, 1e6 * (t1 - t0) / repeat, 1e6 * (t3 - t2) / repeat,
           (unsigned long long)chk);
    GrB_Matrix_free(&L);
    GrB_Matrix_free(&U);
    GrB_Matrix_free(&C);
  }

  GrB_Matrix_free(&A);
  GrB_Matrix_free(&X);
  GrB_Matrix_free(&S);
  GrB_Matrix_free(&T);
  GrB_Matrix_free(&Xi);
  GrB_Matrix_free(&Ti);
  GrB_Matrix_free(&Ni);
  TRY(GrB_finalize());
  return 0;
}

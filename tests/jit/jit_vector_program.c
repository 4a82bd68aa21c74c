// Groups whose result is a VECTOR (src/dag/planner_vector.cpp): the PageRank iteration
//   w = prior ./ dscaled ; r = teleport ; r += AT * w
// (lagraph_compat's grb_pagerank_fixed, 20 iterations, and grb_pagerank_gap with its convergence
// test) and a few direct programs around the same mxv group. Prints, per result, the number of
// entries and a hash of every entry's index and value bits, so that runs with the JIT on and off
// can be compared bit for bit (the fused kernel sums each row in the kernel library's order).
// Usage: grb_jit_vector_program <R-MAT scale>
#include <GraphBLAS.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grb_algorithms.h"
#include "jit_test_common.h"

static void print_vector(const char* what, GrB_Vector v) {
  GrB_Index n = 0, nvals = 0;
  TRY(GrB_Vector_size(&n, v));
  TRY(GrB_Vector_nvals(&nvals, v));
  GrB_Index* idx = malloc((nvals + 1) * sizeof(GrB_Index));
  float* x = malloc((nvals + 1) * sizeof(float));
  GrB_Index got = nvals;
  TRY(GrB_Vector_extractTuples_FP32(idx, x, &got, v));
  uint64_t h = 1469598103934665603ull;
  double sum = 0;
  for (GrB_Index k = 0; k < got; k++) {
    uint32_t bits;
    memcpy(&bits, &x[k], sizeof bits);
    h = (h ^ idx[k]) * 1099511628211ull;
    h = (h ^ bits) * 1099511628211ull;
    sum += x[k];
  }
  printf("%s: n %llu nvals %llu hash %016llx sum %.9g first %.9g\n", what, (unsigned long long)n,
         (unsigned long long)got, (unsigned long long)h, sum, got ? (double)x[0] : 0.0);
  free(idx);
  free(x);
}

int main(int argc, char** argv) {
  const int scale = argc > 1 ? atoi(argv[1]) : 12;
  TRY(GrB_init(GrB_NONBLOCKING));
  // the JIT control through the API (GxB_JIT_C_CONTROL, 7029) when JIT_PROGRAM_CONTROL is set
  if (getenv("JIT_PROGRAM_CONTROL")) TRY(GrB_Global_set_INT32(GrB_GLOBAL, atoi(getenv("JIT_PROGRAM_CONTROL")), 7029));
  GrB_Matrix A = NULL, AT = NULL;
  TRY(grb_rmat(&A, GrB_FP32, scale, 16, 20240611));
  GrB_Index n;
  TRY(GrB_Matrix_nrows(&n, A));
  TRY(GrB_Matrix_new(&AT, GrB_FP32, n, n));
  TRY(GrB_transpose(AT, NULL, NULL, A, NULL));
  char msg[256];

  // the fixed-iteration PageRank, twice (the second run hits the in-memory cache)
  for (int rep = 0; rep < 2; rep++) {
    GrB_Vector r = NULL;
    TRY(grb_pagerank_fixed(&r, A, AT, 20, msg));
    print_vector(rep ? "pagerank_fixed(20) again" : "pagerank_fixed(20)", r);
    GrB_Vector_free(&r);
  }
  // GAP: converges after some iterations; each test forces r (the mxv group runs fused), the
  // convergence sum runs node by node
  {
    GrB_Vector r = NULL;
    int iters = 0;
    TRY(grb_pagerank_gap(&r, &iters, A, AT, 0.85f, 1e-4f, 100, msg));
    printf("pagerank_gap iterations %d\n", iters);
    print_vector("pagerank_gap", r);
    GrB_Vector_free(&r);
  }

  // direct programs on a small operator: u = x ./ y (y sparse), c = s, c += AT*u; then the
  // intermediate u is read after the group ran (computed node by node)
  GrB_Vector x = NULL, y = NULL, u = NULL, c = NULL;
  TRY(GrB_Vector_new(&x, GrB_FP32, n));
  TRY(GrB_Vector_new(&y, GrB_FP32, n));
  TRY(GrB_Vector_new(&u, GrB_FP32, n));
  TRY(GrB_Vector_new(&c, GrB_FP32, n));
  // x full and not iso: x(i) = i + 1 (an assigned constant alone is one iso value: not fused)
  TRY(GrB_Vector_assign_FP32(x, NULL, NULL, 0.5f, GrB_ALL, n, NULL));
  TRY(GrB_Vector_apply_IndexOp_INT64(x, NULL, NULL, GrB_ROWINDEX_INT64, x, 1, NULL));
  for (GrB_Index k = 0; k < n; k += 2) TRY(GrB_Vector_setElement_FP32(y, (float)(k % 5) + 1.5f, k));
  TRY(GrB_Vector_eWiseMult_BinaryOp(u, NULL, NULL, GrB_DIV_FP32, x, y, NULL));
  TRY(GrB_Vector_assign_FP32(c, NULL, NULL, 0.125f, GrB_ALL, n, NULL));
  TRY(GrB_mxv(c, NULL, GrB_PLUS_FP32, GxB_PLUS_SECOND_FP32, AT, u, NULL));
  print_vector("c = 0.125 + AT*(x./y)", c);
  print_vector("u = x./y (read after the group)", u);
  // accumulate with MINUS into a full c (no assign), PLUS_TIMES reading the values of B (A's
  // pattern, B(i,j) = i - 3: not iso)
  GrB_Matrix B = NULL;
  TRY(GrB_Matrix_new(&B, GrB_FP32, n, n));
  TRY(GrB_Matrix_apply_IndexOp_INT64(B, NULL, NULL, GrB_ROWINDEX_INT64, A, -3, NULL));
  TRY(GrB_mxv(c, NULL, GrB_MINUS_FP32, GrB_PLUS_TIMES_SEMIRING_FP32, B, x, NULL));
  print_vector("c -= B*x", c);
  GrB_Matrix_free(&B);
  // an iso old value (an assigned constant, materialized: one stored value) is expanded for the
  // kernel: c2 = 2; c2 += AT*x
  GrB_Vector c2 = NULL;
  TRY(GrB_Vector_new(&c2, GrB_FP32, n));
  TRY(GrB_Vector_assign_FP32(c2, NULL, NULL, 2.0f, GrB_ALL, n, NULL));
  TRY(GrB_Vector_wait(c2, GrB_MATERIALIZE));
  TRY(GrB_mxv(c2, NULL, GrB_PLUS_FP32, GxB_PLUS_SECOND_FP32, AT, x, NULL));
  print_vector("c2 = 2 (iso); c2 += AT*x", c2);
  GrB_Vector_free(&c2);
  // not fusable: a mask (logged as node by node)
  TRY(GrB_mxv(c, y, GrB_PLUS_FP32, GxB_PLUS_SECOND_FP32, AT, x, NULL));
  print_vector("c<y> += AT*x", c);
  GrB_Vector_free(&x);
  GrB_Vector_free(&y);
  GrB_Vector_free(&u);
  GrB_Vector_free(&c);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&AT);
  TRY(GrB_finalize());
  return 0;
}

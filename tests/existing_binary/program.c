// An ordinary GraphBLAS program, compiled and linked against Debian's SuiteSparse:GraphBLAS 7.4.
// The test runs the same executable twice, once as built and once with this library first on the
// loader path, and compares everything it prints.
#include <GraphBLAS.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#define TRY(x)                                                      \
  do {                                                              \
    GrB_Info info_ = (x);                                           \
    if (info_ != GrB_SUCCESS) {                                     \
      printf("%s:%d: %s -> %d\n", __FILE__, __LINE__, #x, (int)info_); \
      return 1;                                                     \
    }                                                               \
  } while (0)

static uint64_t state = 12345;
static uint64_t rnd(void) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static int print_matrix(const char* name, GrB_Matrix A) {
  GrB_Index n, nr, nc;
  TRY(GrB_Matrix_nvals(&n, A));
  TRY(GrB_Matrix_nrows(&nr, A));
  TRY(GrB_Matrix_ncols(&nc, A));
  GrB_Index* I = malloc((n + 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((n + 1) * sizeof(GrB_Index));
  double* X = malloc((n + 1) * sizeof(double));
  TRY(GrB_Matrix_extractTuples_FP64(I, J, X, &n, A));
  // print in row-major order whatever the storage order
  printf("%s %" PRIu64 "x%" PRIu64 " nvals %" PRIu64 "\n", name, nr, nc, n);
  for (GrB_Index i = 0; i < nr; i++)
    for (GrB_Index k = 0; k < n; k++)
      if (I[k] == i) printf("  (%" PRIu64 ",%" PRIu64 ") %.17g\n", I[k], J[k], X[k]);
  free(I);
  free(J);
  free(X);
  return 0;
}

int main(void) {
  TRY(GrB_init(GrB_NONBLOCKING));
  const GrB_Index n = 40;
  GrB_Matrix A, B, C, D;
  TRY(GrB_Matrix_new(&A, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&B, GrB_INT32, n, n));
  for (int k = 0; k < 200; k++) {
    TRY(GrB_Matrix_setElement_FP64(A, (double)(rnd() % 10) / 4, rnd() % n, rnd() % n));
    TRY(GrB_Matrix_setElement_INT32(B, (int32_t)(rnd() % 7) - 3, rnd() % n, rnd() % n));
  }
  TRY(GrB_Matrix_new(&C, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&D, GrB_FP64, n, n));
  // arithmetic: C = A*B, masked and accumulated forms
  TRY(GrB_mxm(C, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, NULL));
  if (print_matrix("C=A*B", C)) return 1;
  TRY(GrB_mxm(C, A, GrB_PLUS_FP64, GrB_MIN_PLUS_SEMIRING_FP64, A, A, GrB_DESC_T1));
  if (print_matrix("C<A>+=min.plus(A,A')", C)) return 1;
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(D, NULL, NULL, GrB_MINUS_FP64, A, C, NULL));
  TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(D, NULL, NULL, GrB_TIMES_FP64, D, 0.5, NULL));
  TRY(GrB_Matrix_select_FP64(D, NULL, NULL, GrB_VALUEGT_FP64, D, 0.0, NULL));
  if (print_matrix("D=select(0.5*(A-C) > 0)", D)) return 1;
  // reductions and vectors
  GrB_Vector v, w;
  TRY(GrB_Vector_new(&v, GrB_FP64, n));
  TRY(GrB_Vector_new(&w, GrB_FP64, n));
  TRY(GrB_Matrix_reduce_Monoid(v, NULL, NULL, GrB_PLUS_MONOID_FP64, A, NULL));
  TRY(GrB_mxv(w, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, v, NULL));
  double s = 0;
  TRY(GrB_Vector_reduce_FP64(&s, NULL, GrB_PLUS_MONOID_FP64, w, NULL));
  printf("sum(A*rowsum(A)) = %.17g\n", s);
  // a BFS from vertex 0 on the pattern of A
  GrB_Vector level, q;
  TRY(GrB_Vector_new(&level, GrB_INT32, n));
  TRY(GrB_Vector_new(&q, GrB_BOOL, n));
  TRY(GrB_Vector_setElement_BOOL(q, true, 0));
  for (int32_t depth = 0; depth < (int32_t)n; depth++) {
    GrB_Index nq;
    TRY(GrB_Vector_nvals(&nq, q));
    if (nq == 0) break;
    TRY(GrB_Vector_assign_INT32(level, q, NULL, depth, GrB_ALL, n, NULL));
    TRY(GrB_vxm(q, level, NULL, GrB_LOR_LAND_SEMIRING_BOOL, q, (GrB_Matrix)A, GrB_DESC_RC));
  }
  GrB_Index nl;
  TRY(GrB_Vector_nvals(&nl, level));
  printf("bfs reached %" PRIu64 " vertices\n", nl);
  for (GrB_Index i = 0; i < n; i++) {
    int32_t x;
    if (GrB_Vector_extractElement_INT32(&x, level, i) == GrB_SUCCESS) printf("  level(%" PRIu64 ") = %d\n", i, x);
  }
  // transpose, extract and a kronecker product
  GrB_Matrix T, E, K;
  TRY(GrB_Matrix_new(&T, GrB_FP64, n, n));
  TRY(GrB_transpose(T, NULL, NULL, A, NULL));
  GrB_Index rows[3] = {1, 5, 9};
  TRY(GrB_Matrix_new(&E, GrB_FP64, 3, n));
  TRY(GrB_Matrix_extract(E, NULL, NULL, T, rows, 3, GrB_ALL, n, NULL));
  if (print_matrix("E=A'(rows,:)", E)) return 1;
  TRY(GrB_Matrix_new(&K, GrB_FP64, 9, n * n));
  TRY(GrB_Matrix_kronecker_BinaryOp(K, NULL, NULL, GrB_TIMES_FP64, E, E, NULL));
  GrB_Index nk;
  TRY(GrB_Matrix_nvals(&nk, K));
  printf("kron nvals %" PRIu64 "\n", nk);
  GrB_free(&A);
  GrB_free(&B);
  GrB_free(&C);
  GrB_free(&D);
  GrB_free(&v);
  GrB_free(&w);
  GrB_free(&level);
  GrB_free(&q);
  GrB_free(&T);
  GrB_free(&E);
  GrB_free(&K);
  TRY(GrB_finalize());
  return 0;
}

// Local clustering coefficient of an undirected graph (Watts & Strogatz 1998):
//   lcc(v) = t(v) / (d(v) (d(v)-1) / 2)
// with t(v) the triangles through v and d(v) its neighbours other than itself. With A' = A
// without self-loops, C<A'> = A'*A' (PLUS_PAIR, structural mask) holds in C(v,u) the common
// neighbours of v and u, so the row sums of C are 2 t(v) and lcc = rowsum(C) ./ (d .* (d-1)).
#include "grb_internal.h"

GrB_Info grb_local_clustering(GrB_Vector* lcc, GrB_Matrix A, char* msg) {
  GrB_Matrix Aoff = NULL, C = NULL;
  GrB_Vector degree = NULL, pairs = NULL, twice = NULL, result = NULL;
#define GRB_FREE_WORK            \
  do {                           \
    GrB_Matrix_free(&Aoff);      \
    GrB_Matrix_free(&C);         \
    GrB_Vector_free(&degree);    \
    GrB_Vector_free(&pairs);     \
    GrB_Vector_free(&twice);     \
  } while (0)
#define GRB_FREE_ALL            \
  do {                          \
    GRB_FREE_WORK;              \
    GrB_Vector_free(&result);   \
  } while (0)
  if (msg) msg[0] = '\0';
  if (lcc) *lcc = NULL;
  GRB_CHECK(lcc == NULL || A == NULL, GrB_NULL_POINTER, "grb_local_clustering: NULL argument");
  GrB_Index n, ncols;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_local_clustering: A must be square");

  GRB_TRY(grb_offdiag(&Aoff, A, msg));
  // twice(v) = 2 t(v)
  GRB_TRY(GrB_Matrix_new(&C, GrB_INT64, n, n));
  GRB_TRY(GrB_mxm(C, Aoff, NULL, GxB_PLUS_PAIR_INT64, Aoff, Aoff, GrB_DESC_S));
  GRB_TRY(GrB_Vector_new(&twice, GrB_FP64, n));
  GRB_TRY(GrB_Matrix_reduce_Monoid(twice, NULL, NULL, GrB_PLUS_MONOID_FP64, C, NULL));
  GrB_Matrix_free(&C);
  // pairs(v) = d(v) (d(v) - 1), only where t(v) > 0 (so d(v) >= 2)
  GRB_TRY(grb_out_degree(&degree, Aoff, msg));
  GrB_Matrix_free(&Aoff);
  GRB_TRY(GrB_Vector_new(&pairs, GrB_FP64, n));
  GRB_TRY(GrB_Vector_apply_BinaryOp2nd_FP64(pairs, twice, NULL, GrB_MINUS_FP64, degree, 1.0, GrB_DESC_S));
  GRB_TRY(GrB_Vector_eWiseMult_BinaryOp(pairs, NULL, NULL, GrB_TIMES_FP64, pairs, degree, NULL));
  // lcc = 0 everywhere, then lcc += twice ./ pairs
  GRB_TRY(grb_dense_vector(&result, GrB_FP64, n, 0.0, msg));
  GRB_TRY(GrB_Vector_eWiseMult_BinaryOp(result, NULL, GrB_PLUS_FP64, GrB_DIV_FP64, twice, pairs, NULL));
  GRB_FREE_WORK;
  *lcc = result;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}

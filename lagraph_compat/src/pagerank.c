// PageRank with the GAP benchmark's rules (Beamer, Asanovic, Patterson, "The GAP Benchmark
// Suite", 2015): scores start at 1/n; one iteration is
//   w     = d * r ./ outdeg          (GrB_eWiseMult: vertices without out-edges drop out)
//   r_new = (1-d)/n + A' * w         (GrB_mxv with AT over PLUS_SECOND, or GrB_vxm with A over PLUS_FIRST)
// with no redistribution of the dangling vertices' rank; the L1 change sum |r_new - r| is tested
// against tol after each iteration. Scores are single precision, as in GAP.
#include "grb_internal.h"

static GrB_Info pagerank(GrB_Vector* centrality, int* iters, GrB_Matrix A, GrB_Matrix AT, float damping,
                         float tol, bool test_convergence, int itermax, char* msg) {
  GrB_Vector r = NULL, prior = NULL, w = NULL, degree = NULL, dscaled = NULL;
#define GRB_FREE_WORK            \
  do {                           \
    GrB_Vector_free(&prior);     \
    GrB_Vector_free(&w);         \
    GrB_Vector_free(&degree);    \
    GrB_Vector_free(&dscaled);   \
  } while (0)
#define GRB_FREE_ALL       \
  do {                     \
    GRB_FREE_WORK;         \
    GrB_Vector_free(&r);   \
  } while (0)
  if (msg) msg[0] = '\0';
  if (centrality) *centrality = NULL;
  if (iters) *iters = 0;
  GRB_CHECK(centrality == NULL || A == NULL, GrB_NULL_POINTER, "grb_pagerank: NULL argument");
  GRB_CHECK(!(damping >= 0 && damping <= 1) || itermax < 0, GrB_INVALID_VALUE,
            "grb_pagerank: damping must be in [0,1] and itermax >= 0");
  GrB_Index n, ncols;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_pagerank: A must be square");
  if (n == 0) {
    GRB_TRY(GrB_Vector_new(&r, GrB_FP32, 0));
    *centrality = r;
    return GrB_SUCCESS;
  }
  const float teleport = (1 - damping) / (float)n;

  // dscaled = outdeg / damping, so that w = r ./ dscaled = damping * r / outdeg
  GRB_TRY(grb_out_degree(&degree, A, msg));
  GRB_TRY(GrB_Vector_new(&dscaled, GrB_FP32, n));
  GRB_TRY(GrB_Vector_apply_BinaryOp2nd_FP32(dscaled, NULL, NULL, GrB_DIV_FP32, degree, damping, NULL));
  GrB_Vector_free(&degree);

  GRB_TRY(grb_dense_vector(&r, GrB_FP32, n, 1.0 / (double)n, msg));
  GRB_TRY(GrB_Vector_new(&prior, GrB_FP32, n));
  GRB_TRY(GrB_Vector_new(&w, GrB_FP32, n));
  int k = 0;
  while (k < itermax) {
    GrB_Vector tmp = prior;
    prior = r;
    r = tmp;
    // w = damping * prior ./ outdeg
    GRB_TRY(GrB_Vector_eWiseMult_BinaryOp(w, NULL, NULL, GrB_DIV_FP32, prior, dscaled, NULL));
    // r = teleport + A' * w
    GRB_TRY(GrB_Vector_assign_FP32(r, NULL, NULL, teleport, GrB_ALL, n, NULL));
    if (AT) {
      GRB_TRY(GrB_mxv(r, NULL, GrB_PLUS_FP32, GxB_PLUS_SECOND_FP32, AT, w, NULL));
    } else {
      GRB_TRY(GrB_vxm(r, NULL, GrB_PLUS_FP32, GxB_PLUS_FIRST_FP32, w, A, NULL));
    }
    k++;
    if (test_convergence) {
      // rdiff = sum |prior - r|  (prior is free after this)
      float rdiff = 0;
      GRB_TRY(GrB_Vector_eWiseAdd_BinaryOp(prior, NULL, NULL, GrB_MINUS_FP32, prior, r, NULL));
      GRB_TRY(GrB_Vector_apply(prior, NULL, NULL, GrB_ABS_FP32, prior, NULL));
      GRB_TRY(GrB_Vector_reduce_FP32(&rdiff, NULL, GrB_PLUS_MONOID_FP32, prior, NULL));
      if (rdiff < tol) break;
    }
  }
  GRB_FREE_WORK;
  *centrality = r;
  if (iters) *iters = k;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}

GrB_Info grb_pagerank_gap(GrB_Vector* centrality, int* iters, GrB_Matrix A, GrB_Matrix AT, float damping,
                          float tol, int itermax, char* msg) {
  return pagerank(centrality, iters, A, AT, damping, tol, true, itermax, msg);
}

GrB_Info grb_pagerank_fixed(GrB_Vector* centrality, GrB_Matrix A, GrB_Matrix AT, int iterations, char* msg) {
  return pagerank(centrality, NULL, A, AT, 0.85f, 0, false, iterations, msg);
}

// Single-source shortest paths over the MIN_PLUS semiring, in the type of the graph's weights.
//
// Bellman-Ford, frontier form: only the vertices whose distance dropped in the last round relax
// their out-edges. One round:
//   t = f min.+ A                                  GrB_vxm
//   c = t < d, a missing entry read as +infinity   GxB_eWiseUnion with LT (alpha = beta = max)
//   f<c> = t (replace);  d<c> = t                  GrB_apply with a value mask
// Without a negative cycle no round after the (n-1)-th improves anything, so a frontier still
// non-empty after n rounds proves a negative-weight cycle reachable from the source.
//
// Delta-stepping (Meyer & Sanders, J. Algorithms 2003; the GraphBLAS formulation of Sridhar et al.,
// GrAPL 2019): buckets of width delta; the edges are split into light (w <= delta) and heavy (w >
// delta) with GrB_select (VALUELE / VALUEGT). The current bucket B = { v : i*delta <= d(v) <
// (i+1)*delta } (two GrB_select on d) is relaxed over the light edges until no vertex re-enters
// it; then the vertices it settled relax their heavy edges once. Empty buckets are skipped by
// jumping to the smallest unsettled distance (GrB_reduce with MIN).
#include <math.h>

#include "grb_internal.h"

// The weight matrix: A itself, or for BOOL an INT64 copy (each edge weighs 1).
static GrB_Info weights_of(GrB_Matrix* W, bool* owned, const grb_typed_ops** ops, GrB_Matrix A, char* msg) {
#define GRB_FREE_ALL ((void)0)
  GrB_Type type;
  GRB_TRY(GxB_Matrix_type(&type, A));
  *owned = false;
  *W = A;
  if (type == GrB_BOOL) {
    GrB_Index nrows, ncols;
    GRB_TRY(GrB_Matrix_nrows(&nrows, A));
    GRB_TRY(GrB_Matrix_ncols(&ncols, A));
    GRB_TRY(GrB_Matrix_new(W, GrB_INT64, nrows, ncols));
    *owned = true;
    GrB_Info info = GrB_Matrix_apply_BinaryOp2nd_INT64(*W, NULL, NULL, GrB_ONEB_INT64, A, 1, NULL);
    if (info != GrB_SUCCESS) {
      GrB_Matrix_free(W);
      *owned = false;
      GRB_TRY(info);
    }
    type = GrB_INT64;
  }
  *ops = grb_typed_ops_of(type);
  GRB_CHECK(*ops == NULL, GrB_DOMAIN_MISMATCH, "grb_sssp: weights must be of a built-in integer or real type");
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// Check the common arguments, set up the weights, d = {src: 0}.
static GrB_Info sssp_setup(GrB_Vector* d, GrB_Matrix* W, bool* owned, const grb_typed_ops** ops, GrB_Index* n,
                           GrB_Matrix A, GrB_Index src, char* msg) {
#define GRB_FREE_ALL                      \
  do {                                    \
    if (*owned) GrB_Matrix_free(W);       \
    *owned = false;                       \
    GrB_Vector_free(d);                   \
  } while (0)
  GrB_Index ncols;
  GRB_TRY(GrB_Matrix_nrows(n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(*n != ncols, GrB_DIMENSION_MISMATCH, "grb_sssp: A must be square");
  GRB_CHECK(src >= *n, GrB_INVALID_INDEX, "grb_sssp: source out of range");
  GRB_TRY(weights_of(W, owned, ops, A, msg));
  GRB_TRY(GrB_Vector_new(d, (*ops)->type, *n));
  GRB_TRY(GrB_Vector_setElement_INT32(*d, 0, src));
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// c = t < d, where a missing entry of either is +infinity; then d<c> = t and, if f is not NULL,
// f<c,replace> = t (the vertices that improved, with their new distances).
static GrB_Info relax(GrB_Vector d, GrB_Vector f, GrB_Vector c, GrB_Vector t, GrB_Scalar inf,
                      const grb_typed_ops* ops, char* msg) {
#define GRB_FREE_ALL ((void)0)
  GRB_TRY(GxB_Vector_eWiseUnion(c, NULL, NULL, ops->lt, t, inf, d, inf, NULL));
  if (f) GRB_TRY(GrB_Vector_apply(f, c, NULL, ops->identity, t, GrB_DESC_R));
  GRB_TRY(GrB_Vector_apply(d, c, NULL, ops->identity, t, NULL));
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_sssp_bellman_ford(GrB_Vector* distance, GrB_Matrix A, GrB_Index src, char* msg) {
  GrB_Matrix W = NULL;
  bool owned = false;
  GrB_Vector d = NULL, f = NULL, t = NULL, c = NULL;
  GrB_Scalar inf = NULL;
#define GRB_FREE_WORK                  \
  do {                                 \
    if (owned) GrB_Matrix_free(&W);    \
    owned = false;                     \
    GrB_Vector_free(&f);               \
    GrB_Vector_free(&t);               \
    GrB_Vector_free(&c);               \
    GrB_Scalar_free(&inf);             \
  } while (0)
#define GRB_FREE_ALL       \
  do {                     \
    GRB_FREE_WORK;         \
    GrB_Vector_free(&d);   \
  } while (0)
  if (msg) msg[0] = '\0';
  if (distance) *distance = NULL;
  GRB_CHECK(distance == NULL || A == NULL, GrB_NULL_POINTER, "grb_sssp_bellman_ford: NULL argument");
  const grb_typed_ops* ops;
  GrB_Index n;
  GRB_TRY(sssp_setup(&d, &W, &owned, &ops, &n, A, src, msg));
  GRB_TRY(GrB_Vector_dup(&f, d));
  GRB_TRY(GrB_Vector_new(&t, ops->type, n));
  GRB_TRY(GrB_Vector_new(&c, GrB_BOOL, n));
  GRB_TRY(GrB_Scalar_new(&inf, ops->type));
  GRB_TRY(grb_scalar_set_max(inf, ops));

  GrB_Index nf = 1;
  for (GrB_Index round = 0; round < n && nf > 0; round++) {
    GRB_TRY(GrB_vxm(t, NULL, NULL, ops->min_plus, f, W, NULL));
    GRB_TRY(relax(d, f, c, t, inf, ops, msg));
    GRB_TRY(GrB_Vector_nvals(&nf, f));
  }
  GRB_CHECK(nf > 0, GrB_NO_VALUE, "grb_sssp_bellman_ford: negative-weight cycle reachable from the source");
  GRB_FREE_WORK;
  *distance = d;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}

// s = x, clamped to the largest value of the type.
static GrB_Info set_bound(GrB_Scalar s, double x, const grb_typed_ops* ops) {
  if (x >= ops->maxval) return grb_scalar_set_max(s, ops);
  return GrB_Scalar_setElement_FP64(s, x);
}

GrB_Info grb_sssp_delta_stepping(GrB_Vector* distance, GrB_Matrix A, GrB_Index src, double delta, char* msg) {
  GrB_Matrix W = NULL, AL = NULL, AH = NULL;
  bool owned = false;
  GrB_Vector d = NULL, tge = NULL, tB = NULL, treq = NULL, tS = NULL, s = NULL, c = NULL;
  GrB_Scalar inf = NULL, lo = NULL, hi = NULL, sdelta = NULL, smin = NULL;
#define GRB_FREE_WORK                  \
  do {                                 \
    if (owned) GrB_Matrix_free(&W);    \
    owned = false;                     \
    GrB_Matrix_free(&AL);              \
    GrB_Matrix_free(&AH);              \
    GrB_Vector_free(&tge);             \
    GrB_Vector_free(&tB);              \
    GrB_Vector_free(&treq);            \
    GrB_Vector_free(&tS);              \
    GrB_Vector_free(&s);               \
    GrB_Vector_free(&c);               \
    GrB_Scalar_free(&inf);             \
    GrB_Scalar_free(&lo);              \
    GrB_Scalar_free(&hi);              \
    GrB_Scalar_free(&sdelta);          \
    GrB_Scalar_free(&smin);            \
  } while (0)
#define GRB_FREE_ALL       \
  do {                     \
    GRB_FREE_WORK;         \
    GrB_Vector_free(&d);   \
  } while (0)
  if (msg) msg[0] = '\0';
  if (distance) *distance = NULL;
  GRB_CHECK(distance == NULL || A == NULL, GrB_NULL_POINTER, "grb_sssp_delta_stepping: NULL argument");
  GRB_CHECK(!(delta > 0) || isinf(delta), GrB_INVALID_VALUE, "grb_sssp_delta_stepping: delta must be positive and finite");
  const grb_typed_ops* ops;
  GrB_Index n;
  GRB_TRY(sssp_setup(&d, &W, &owned, &ops, &n, A, src, msg));
  if (!ops->is_float) delta = delta < 1 ? 1 : delta > ops->maxval ? ops->maxval : ceil(delta);
  const GrB_Type T = ops->type;

  // weights must be non-negative
  GRB_TRY(GrB_Scalar_new(&smin, T));
  if (ops->is_signed) {
    double wmin = 0;
    GRB_TRY(GrB_Matrix_reduce_Monoid_Scalar(smin, NULL, ops->min_monoid, W, NULL));
    GrB_Info info = GrB_Scalar_extractElement_FP64(&wmin, smin);
    if (info != GrB_NO_VALUE) GRB_TRY(info);
    GRB_CHECK(info == GrB_SUCCESS && wmin < 0, GrB_INVALID_VALUE,
              "grb_sssp_delta_stepping: negative edge weight (use Bellman-Ford)");
  }

  // light and heavy edges
  GRB_TRY(GrB_Scalar_new(&sdelta, T));
  GRB_TRY(GrB_Scalar_setElement_FP64(sdelta, delta));
  GRB_TRY(GrB_Matrix_new(&AL, T, n, n));
  GRB_TRY(GrB_Matrix_new(&AH, T, n, n));
  GRB_TRY(GrB_Matrix_select_Scalar(AL, NULL, NULL, ops->valuele, W, sdelta, NULL));
  GRB_TRY(GrB_Matrix_select_Scalar(AH, NULL, NULL, ops->valuegt, W, sdelta, NULL));
  GrB_Index nheavy;
  GRB_TRY(GrB_Matrix_nvals(&nheavy, AH));

  GRB_TRY(GrB_Scalar_new(&inf, T));
  GRB_TRY(grb_scalar_set_max(inf, ops));
  GRB_TRY(GrB_Scalar_new(&lo, T));
  GRB_TRY(GrB_Scalar_new(&hi, T));
  GRB_TRY(GrB_Vector_new(&tge, T, n));
  GRB_TRY(GrB_Vector_new(&tB, T, n));
  GRB_TRY(GrB_Vector_new(&treq, T, n));
  GRB_TRY(GrB_Vector_new(&tS, T, n));
  GRB_TRY(GrB_Vector_new(&s, GrB_BOOL, n));
  GRB_TRY(GrB_Vector_new(&c, GrB_BOOL, n));

  double i = 0;  // bucket number (a double: distances may exceed 2^63 / delta)
  for (;;) {
    // every distance below the largest value of the type is settled: done (a distance equal to
    // it cannot improve anything)
    if (i * delta >= ops->maxval) break;
    // tge = unsettled reached vertices (d >= i*delta); tB = the current bucket
    GRB_TRY(set_bound(lo, i * delta, ops));
    GRB_TRY(set_bound(hi, (i + 1) * delta, ops));
    GRB_TRY(GrB_Vector_select_Scalar(tge, NULL, NULL, ops->valuege, d, lo, NULL));
    GrB_Index nge;
    GRB_TRY(GrB_Vector_nvals(&nge, tge));
    if (nge == 0) break;
    GRB_TRY(GrB_Vector_select_Scalar(tB, NULL, NULL, ops->valuelt, tge, hi, NULL));
    GrB_Index nb;
    GRB_TRY(GrB_Vector_nvals(&nb, tB));
    if (nb == 0) {
      // empty bucket: jump to the bucket of the smallest unsettled distance
      double m = 0;
      GRB_TRY(GrB_Vector_reduce_Monoid_Scalar(smin, NULL, ops->min_monoid, tge, NULL));
      GRB_TRY(GrB_Scalar_extractElement_FP64(&m, smin));
      double next = floor(m / delta);
      if (next * delta > m) next -= 1;
      i = next > i ? next : i + 1;
      continue;
    }
    // light edges, until the bucket stays empty
    GRB_TRY(GrB_Vector_clear(s));
    while (nb > 0) {
      GRB_TRY(GrB_Vector_assign_BOOL(s, tB, NULL, true, GrB_ALL, n, GrB_DESC_S));
      GRB_TRY(GrB_vxm(treq, NULL, NULL, ops->min_plus, tB, AL, NULL));
      // tB<c> = treq for the improved vertices, kept if they fall in this bucket
      GRB_TRY(relax(d, tB, c, treq, inf, ops, msg));
      GRB_TRY(GrB_Vector_select_Scalar(tB, NULL, NULL, ops->valuelt, tB, hi, NULL));
      GRB_TRY(GrB_Vector_nvals(&nb, tB));
    }
    // heavy edges, once from every vertex settled in this bucket
    if (nheavy > 0) {
      GRB_TRY(GrB_Vector_apply(tS, s, NULL, ops->identity, d, GrB_DESC_RS));
      GRB_TRY(GrB_vxm(treq, NULL, NULL, ops->min_plus, tS, AH, NULL));
      GRB_TRY(relax(d, NULL, c, treq, inf, ops, msg));
    }
    i += 1;
  }
  GRB_FREE_WORK;
  *distance = d;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}

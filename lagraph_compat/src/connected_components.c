// Connected components of an undirected graph: FastSV (Zhang, Azad, Hu, "FastSV: a
// distributed-memory connected component algorithm with fast convergence", SIAM PP 2020), a
// simplification of Shiloach-Vishkin for linear algebra. Every vertex keeps a parent f(u) (a
// vertex of its own component, initially itself) and its grandparent gp(u) = f(f(u)); one
// iteration is
//   mngp(u)    = min(mngp(u), min over neighbours v of gp(v))   GrB_mxv, MIN_SECOND, accum MIN
//   f(f(u))    = min(f(f(u)), mngp(u))    stochastic hooking: a GrB_Vector_build whose index list
//                                         is the parent vector and whose dup operator is MIN (the
//                                         well-defined form of an assign with repeated indices)
//   f(u)       = min(f(u), mngp(u), gp(u))   aggressive hooking and shortcutting (eWiseAdd MIN)
//   gp(u)      = f(f(u))                  GrB_extract with the parent vector as index list
// until gp no longer changes. Labels only decrease and are always vertices of the component, so
// every tree ends as a star rooted at the component's smallest vertex id.
#include "grb_internal.h"

GrB_Info grb_connected_components(GrB_Vector* component, GrB_Matrix A, char* msg) {
  GrB_Vector f = NULL, gp = NULL, gp_new = NULL, mngp = NULL, t = NULL, diff = NULL, comp = NULL;
  GrB_Index *I = NULL, *V = NULL;
  uint64_t* M = NULL;
#define GRB_FREE_WORK          \
  do {                         \
    GrB_Vector_free(&f);       \
    GrB_Vector_free(&gp);      \
    GrB_Vector_free(&gp_new);  \
    GrB_Vector_free(&mngp);    \
    GrB_Vector_free(&t);       \
    GrB_Vector_free(&diff);    \
    free(I);                   \
    free(V);                   \
    free(M);                   \
    I = V = NULL;              \
    M = NULL;                  \
  } while (0)
#define GRB_FREE_ALL         \
  do {                       \
    GRB_FREE_WORK;           \
    GrB_Vector_free(&comp);  \
  } while (0)
  if (msg) msg[0] = '\0';
  if (component) *component = NULL;
  GRB_CHECK(component == NULL || A == NULL, GrB_NULL_POINTER, "grb_connected_components: NULL argument");
  GrB_Index n, ncols;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_connected_components: A must be square");

  GRB_TRY(GrB_Vector_new(&comp, GrB_INT64, n));
  if (n == 0) {
    *component = comp;
    return GrB_SUCCESS;
  }
  GRB_MALLOC(I, n);
  GRB_MALLOC(V, n);
  GRB_MALLOC(M, n);
  for (GrB_Index k = 0; k < n; k++) I[k] = k;
  // f = gp = mngp = 0:n-1 (every vertex its own parent)
  GRB_TRY(GrB_Vector_new(&f, GrB_UINT64, n));
  GRB_TRY(GrB_Vector_build_UINT64(f, I, I, n, NULL));
  GRB_TRY(GrB_Vector_dup(&gp, f));
  GRB_TRY(GrB_Vector_dup(&mngp, f));
  GRB_TRY(GrB_Vector_new(&gp_new, GrB_UINT64, n));
  GRB_TRY(GrB_Vector_new(&t, GrB_UINT64, n));
  GRB_TRY(GrB_Vector_new(&diff, GrB_BOOL, n));

  for (;;) {
    // mngp(u) = min(mngp(u), min_{v in N(u)} gp(v))
    GRB_TRY(GrB_mxv(mngp, NULL, GrB_MIN_UINT64, GrB_MIN_SECOND_SEMIRING_UINT64, A, gp, NULL));
    // stochastic hooking: t(k) = min { mngp(u) : f(u) = k };  f = min(f, t)
    GrB_Index nv = n;
    GRB_TRY(GrB_Vector_extractTuples_UINT64(I, V, &nv, f));
    GRB_CHECK(nv != n, GrB_INVALID_OBJECT, "grb_connected_components: parent vector lost entries");
    nv = n;
    GRB_TRY(GrB_Vector_extractTuples_UINT64(I, M, &nv, mngp));
    GRB_CHECK(nv != n, GrB_INVALID_OBJECT, "grb_connected_components: mngp lost entries");
    GRB_TRY(GrB_Vector_clear(t));
    GRB_TRY(GrB_Vector_build_UINT64(t, V, M, n, GrB_MIN_UINT64));
    GRB_TRY(GrB_Vector_eWiseAdd_BinaryOp(f, NULL, NULL, GrB_MIN_UINT64, f, t, NULL));
    // aggressive hooking and shortcutting: f = min(f, mngp, gp)
    GRB_TRY(GrB_Vector_eWiseAdd_BinaryOp(f, NULL, GrB_MIN_UINT64, GrB_MIN_UINT64, mngp, gp, NULL));
    // gp_new = f(f)
    nv = n;
    GRB_TRY(GrB_Vector_extractTuples_UINT64(I, V, &nv, f));
    GRB_TRY(GrB_Vector_extract(gp_new, NULL, NULL, f, V, n, NULL));
    // converged when no grandparent changed
    bool changed = false;
    GRB_TRY(GrB_Vector_eWiseMult_BinaryOp(diff, NULL, NULL, GrB_NE_UINT64, gp_new, gp, NULL));
    GRB_TRY(GrB_Vector_reduce_BOOL(&changed, NULL, GrB_LOR_MONOID_BOOL, diff, NULL));
    GrB_Vector tmp = gp;
    gp = gp_new;
    gp_new = tmp;
    if (!changed) break;
  }
  GRB_TRY(GrB_Vector_apply(comp, NULL, NULL, GrB_IDENTITY_INT64, f, NULL));
  GRB_FREE_WORK;
  *component = comp;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}

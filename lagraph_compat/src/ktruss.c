// k-truss and all-k-truss (Cohen, "Trusses: cohesive subgraphs for social network analysis",
// 2008; the GraphBLAS form of Davis, HPEC 2018 / LAGraph). The support of an edge (i,j) is the
// number of triangles through it, counted for every edge at once by the masked product
//   C<C> = C*C      over PLUS_PAIR with a structural mask
// The k-truss keeps the edges of support >= k-2: select with GrB_VALUEGE, recount, repeat until no
// edge is removed. All-k-truss reuses each k-truss (with its exact support) as the start of k+1.
#include "grb_internal.h"

// Peel C (INT64 supports of its own edges, exact) down to the k-truss; *nedges = entries left.
static GrB_Info peel(GrB_Matrix C, uint32_t k, GrB_Index* nvals_out, char* msg) {
#define GRB_FREE_ALL ((void)0)
  GrB_Index last;
  GRB_TRY(GrB_Matrix_nvals(&last, C));
  for (;;) {
    GRB_TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_VALUEGE_INT64, C, (int64_t)k - 2, NULL));
    GrB_Index nvals;
    GRB_TRY(GrB_Matrix_nvals(&nvals, C));
    if (nvals == last) break;  // nothing removed: the supports are those of C itself
    last = nvals;
    GRB_TRY(GrB_mxm(C, C, NULL, GxB_PLUS_PAIR_INT64, C, C, GrB_DESC_RS));
  }
  *nvals_out = last;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// C<A'> = A'*A' with A' = A without self-loops: the support of every edge of the graph.
static GrB_Info initial_support(GrB_Matrix* C, GrB_Index* nvals, GrB_Matrix A, char* msg) {
  GrB_Matrix Aoff = NULL;
#define GRB_FREE_ALL           \
  do {                         \
    GrB_Matrix_free(&Aoff);    \
    GrB_Matrix_free(C);        \
  } while (0)
  GrB_Index n, ncols;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_ktruss: A must be square");
  GRB_TRY(grb_offdiag(&Aoff, A, msg));
  GRB_TRY(GrB_Matrix_nvals(nvals, Aoff));
  GRB_TRY(GrB_Matrix_new(C, GrB_INT64, n, n));
  GRB_TRY(GrB_mxm(*C, Aoff, NULL, GxB_PLUS_PAIR_INT64, Aoff, Aoff, GrB_DESC_S));
  GrB_Matrix_free(&Aoff);
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_ktruss(GrB_Matrix* C, GrB_Matrix A, uint32_t k, char* msg) {
  GrB_Matrix S = NULL;
#define GRB_FREE_ALL GrB_Matrix_free(&S)
  if (msg) msg[0] = '\0';
  if (C) *C = NULL;
  GRB_CHECK(C == NULL || A == NULL, GrB_NULL_POINTER, "grb_ktruss: NULL argument");
  GRB_CHECK(k < 3, GrB_INVALID_VALUE, "grb_ktruss: k must be at least 3");
  GrB_Index nvals;
  GRB_TRY(initial_support(&S, &nvals, A, msg));
  // an edge in no triangle has no entry in S: the edges C lost are already peeled
  GRB_TRY(peel(S, k, &nvals, msg));
  *C = S;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_allktruss(uint32_t* kmax, int64_t** nedges, GrB_Matrix A, char* msg) {
  GrB_Matrix S = NULL;
  int64_t* ne = NULL;
#define GRB_FREE_ALL         \
  do {                       \
    GrB_Matrix_free(&S);     \
    free(ne);                \
  } while (0)
  if (msg) msg[0] = '\0';
  if (kmax) *kmax = 0;
  if (nedges) *nedges = NULL;
  GRB_CHECK(kmax == NULL || nedges == NULL || A == NULL, GrB_NULL_POINTER, "grb_allktruss: NULL argument");
  GrB_Index nvals;
  GRB_TRY(initial_support(&S, &nvals, A, msg));
  size_t cap = 16;
  GRB_MALLOC(ne, cap);
  for (int k = 0; k < 3; k++) ne[k] = (int64_t)(nvals / 2);
  uint32_t k = 3;
  for (;; k++) {
    if (k >= cap) {
      int64_t* ne2 = realloc(ne, 2 * cap * sizeof(int64_t));
      GRB_CHECK(ne2 == NULL, GrB_OUT_OF_MEMORY, "out of memory");
      ne = ne2;
      cap *= 2;
    }
    GRB_TRY(peel(S, k, &nvals, msg));
    ne[k] = (int64_t)(nvals / 2);
    if (nvals == 0) break;
  }
  GrB_Matrix_free(&S);
  *kmax = k;
  *nedges = ne;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

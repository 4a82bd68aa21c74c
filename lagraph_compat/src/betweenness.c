// Betweenness centrality from a batch of sources (Brandes 2001, in the batched linear-algebra form
// of Buluc & Gilbert's Combinatorial BLAS and of the GraphBLAS BC papers): the BFS of every source
// advances at once, each source one row of an ns-by-n matrix.
//
// Forward sweep, with paths(i,v) = number of shortest paths from source i to v (sigma):
//   paths(i, s_i) = 1
//   frontier<!paths> = A(sources, :)                  (GrB_extract; values forced to 1)
//   repeat: S[d] = pattern(frontier); paths += frontier
//           frontier<!paths> = frontier * A          (PLUS_FIRST: sums the parents' path counts)
// Backward sweep, with bcu(i,v) = 1 + delta_i(v):
//   bcu = 1 (dense)
//   for d = depth-1 .. 1:   W<S[d]>   = bcu ./ paths
//                           W<S[d-1]> = W * A'        (PLUS_FIRST: sum over the successors)
//                           bcu      += W .* paths
//   centrality(v) = sum_i bcu(i,v) - ns
#include "grb_internal.h"

GrB_Info grb_betweenness(GrB_Vector* centrality, GrB_Matrix A, GrB_Matrix AT, const GrB_Index* sources,
                         int64_t ns, char* msg) {
  GrB_Matrix paths = NULL, frontier = NULL, bcu = NULL, W = NULL;
  GrB_Matrix* S = NULL;
  int64_t nS = 0, capS = 0;
  GrB_Index* rows = NULL;
  GrB_Vector c = NULL;
#define GRB_FREE_WORK                                          \
  do {                                                         \
    GrB_Matrix_free(&paths);                                   \
    GrB_Matrix_free(&frontier);                                \
    GrB_Matrix_free(&bcu);                                     \
    GrB_Matrix_free(&W);                                       \
    for (int64_t k_ = 0; k_ < nS; k_++) GrB_Matrix_free(&S[k_]); \
    free(S);                                                   \
    S = NULL;                                                  \
    nS = 0;                                                    \
    free(rows);                                                \
    rows = NULL;                                               \
  } while (0)
#define GRB_FREE_ALL      \
  do {                    \
    GRB_FREE_WORK;        \
    GrB_Vector_free(&c);  \
  } while (0)
  if (msg) msg[0] = '\0';
  if (centrality) *centrality = NULL;
  GRB_CHECK(centrality == NULL || A == NULL || (sources == NULL && ns > 0), GrB_NULL_POINTER,
            "grb_betweenness: NULL argument");
  GRB_CHECK(ns < 0, GrB_INVALID_VALUE, "grb_betweenness: ns < 0");
  GrB_Index n, ncols;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_betweenness: A must be square");
  for (int64_t i = 0; i < ns; i++)
    GRB_CHECK(sources[i] >= n, GrB_INVALID_INDEX, "grb_betweenness: source out of range");

  GRB_TRY(GrB_Vector_new(&c, GrB_FP64, n));
  if (ns == 0) {
    GRB_TRY(GrB_Vector_assign_FP64(c, NULL, NULL, 0, GrB_ALL, n, NULL));
    GRB_FREE_WORK;
    *centrality = c;
    return GrB_SUCCESS;
  }
  const GrB_Index nsrc = (GrB_Index)ns;

  // paths(i, s_i) = 1
  GRB_MALLOC(rows, nsrc);
  for (GrB_Index i = 0; i < nsrc; i++) rows[i] = i;
  GRB_TRY(GrB_Matrix_new(&paths, GrB_FP64, nsrc, n));
  {
    GrB_Scalar one = NULL;
    GrB_Info info = GrB_Scalar_new(&one, GrB_FP64);
    if (info == GrB_SUCCESS) info = GrB_Scalar_setElement_FP64(one, 1.0);
    if (info == GrB_SUCCESS) info = GxB_Matrix_build_Scalar(paths, rows, sources, one, nsrc);
    GrB_Scalar_free(&one);
    GRB_TRY(info);
  }
  free(rows);
  rows = NULL;

  // frontier<!paths> = A(sources, :), every value 1 (one shortest path to each neighbour)
  GRB_TRY(GrB_Matrix_new(&frontier, GrB_FP64, nsrc, n));
  GRB_TRY(GrB_Matrix_extract(frontier, paths, NULL, A, sources, nsrc, GrB_ALL, n, GrB_DESC_RSC));
  GRB_TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(frontier, NULL, NULL, GrB_ONEB_FP64, frontier, 1.0, NULL));

  // forward sweep: breadth-first search from every source, counting shortest paths
  for (;;) {
    GrB_Index nf;
    GRB_TRY(GrB_Matrix_nvals(&nf, frontier));
    if (nf == 0) break;
    if (nS == capS) {
      int64_t cap = capS ? 2 * capS : 16;
      GrB_Matrix* S2 = realloc(S, (size_t)cap * sizeof(GrB_Matrix));
      GRB_CHECK(S2 == NULL, GrB_OUT_OF_MEMORY, "out of memory");
      S = S2;
      capS = cap;
    }
    // S[d] = pattern of the frontier (iso true)
    S[nS] = NULL;
    GRB_TRY(GrB_Matrix_new(&S[nS], GrB_BOOL, nsrc, n));
    nS++;
    GRB_TRY(GrB_Matrix_apply_BinaryOp2nd_BOOL(S[nS - 1], NULL, NULL, GrB_ONEB_BOOL, frontier, true, NULL));
    // paths += frontier
    GRB_TRY(GrB_Matrix_eWiseAdd_BinaryOp(paths, NULL, NULL, GrB_PLUS_FP64, paths, frontier, NULL));
    // frontier<!paths> = frontier * A
    GRB_TRY(GrB_mxm(frontier, paths, NULL, GxB_PLUS_FIRST_FP64, frontier, A, GrB_DESC_RSC));
  }
  GrB_Matrix_free(&frontier);

  // backward sweep: bcu(i,v) = 1 + dependency of source i on v
  GRB_TRY(GrB_Matrix_new(&bcu, GrB_FP64, nsrc, n));
  GRB_TRY(GrB_Matrix_assign_FP64(bcu, NULL, NULL, 1.0, GrB_ALL, nsrc, GrB_ALL, n, NULL));
  GRB_TRY(GrB_Matrix_new(&W, GrB_FP64, nsrc, n));
  for (int64_t d = nS - 1; d >= 1; d--) {
    // W<S[d]> = bcu ./ paths
    GRB_TRY(GrB_Matrix_eWiseMult_BinaryOp(W, S[d], NULL, GrB_DIV_FP64, bcu, paths, GrB_DESC_RS));
    // W<S[d-1]> = W * A': each vertex of level d-1 sums W over its successors in level d
    if (AT) {
      GRB_TRY(GrB_mxm(W, S[d - 1], NULL, GxB_PLUS_FIRST_FP64, W, AT, GrB_DESC_RS));
    } else {
      GRB_TRY(GrB_mxm(W, S[d - 1], NULL, GxB_PLUS_FIRST_FP64, W, A, GrB_DESC_RST1));
    }
    // bcu += W .* paths
    GRB_TRY(GrB_Matrix_eWiseMult_BinaryOp(bcu, NULL, GrB_PLUS_FP64, GrB_TIMES_FP64, W, paths, NULL));
  }

  // centrality(v) = sum_i bcu(i,v) - ns
  GRB_TRY(GrB_Matrix_reduce_Monoid(c, NULL, NULL, GrB_PLUS_MONOID_FP64, bcu, GrB_DESC_T0));
  GRB_TRY(GrB_Vector_apply_BinaryOp2nd_FP64(c, NULL, NULL, GrB_MINUS_FP64, c, (double)ns, NULL));

  GRB_FREE_WORK;
  *centrality = c;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}

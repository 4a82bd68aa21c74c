// Subgraph matching, counting houses (a 4-cycle with a triangle on one edge) without enumerating
// them: the pattern splits at that edge {a, b} into the roof (a common neighbour of a and b) and
// the rest of the square (an a-b path of length 3), so the embeddings that keep each part
// one-to-one are sum over ordered edges e of t(e) * q(e), with t(e) the triangles and q(e) the
// 4-cycles on e. Those where the roof falls on a square vertex are the two ways a diamond embeds
// there (roof = either far vertex of the square), and a diamond's embeddings are sum t(e)(t(e)-1)
// over ordered edges (its middle edge): houses = sum t q - 2 sum t (t - 1). (The decomposition of
// a pattern at a vertex cut, with the merged patterns subtracted, as in ESCAPE, Pinar, Seshadhri
// and Vishal, WWW 2017.) q comes from one walk over the ordered wedges (plain C, the 4-cycle count
// of match_enum.c, per edge); t and both sums are GraphBLAS: the masked product T<Q> = Q*Q with
// PLUS_PAIR, eWiseMult and reduce.
#include "match_internal.h"

#ifdef _OPENMP
#include <omp.h>
#endif

// The 4-cycles whose smallest vertex is v are pairs of wedges v-x-w (x, w > v) with the same far
// end w; the wedge's two edges lie in cnt[w] - 1 of them. q[p] (p a CSR position) gathers the
// counts of the edge at p; an edge's count is the sum over its two positions.
static void four_cycles_at(const match_graph* g, uint32_t v, uint32_t* cnt, uint64_t* q) {
  const int64_t* ptr = g->out_ptr;
  const uint32_t* adj = g->out_adj;
  const int64_t nv = ptr[v + 1] - ptr[v];
  const int64_t first = match_lower_bound(adj + ptr[v], nv, v + 1);
  for (int pass = 0; pass < 2; pass++)
    for (int64_t s = first; s < nv; s++) {
      const uint32_t x = adj[ptr[v] + s];
      const int64_t nx = ptr[x + 1] - ptr[x];
      for (int64_t t = match_lower_bound(adj + ptr[x], nx, v + 1); t < nx; t++) {
        const uint32_t w = adj[ptr[x] + t];
        if (pass == 0) {
          cnt[w]++;
          continue;
        }
        const uint64_t c = cnt[w] - 1;
        if (c == 0) continue;
#pragma omp atomic
        q[ptr[v] + s] += c;
#pragma omp atomic
        q[ptr[x] + t] += c;
      }
    }
  // clear the counters the walk touched
  for (int64_t s = first; s < nv; s++) {
    const uint32_t x = adj[ptr[v] + s];
    const int64_t nx = ptr[x + 1] - ptr[x];
    for (int64_t t = match_lower_bound(adj + ptr[x], nx, v + 1); t < nx; t++) cnt[adj[ptr[x] + t]] = 0;
  }
}

static GrB_Info edge_four_cycles(uint64_t* q, const match_graph* g) {
  bool failed = false;
#pragma omp parallel
  {
    uint32_t* cnt = calloc((size_t)g->n + 1, sizeof(uint32_t));
    if (!cnt) {
#pragma omp atomic write
      failed = true;
    }
#pragma omp for schedule(dynamic, 16)
    for (int64_t v = 0; v < g->n; v++)
      if (cnt) four_cycles_at(g, (uint32_t)v, cnt, q);
    free(cnt);
  }
  return failed ? GrB_OUT_OF_MEMORY : GrB_SUCCESS;
}

// Q: the candidate graph with Q(a,b) = the 4-cycles on edge {a,b} (every edge present, 0 included)
static GrB_Info four_cycle_matrix(GrB_Matrix* Q, const match_graph* g, char* msg) {
  GrB_Index *Ap = NULL, *Aj = NULL;
  uint64_t* q = NULL;
  GrB_Matrix H = NULL;
#define GRB_FREE_ALL     \
  do {                   \
    free(Ap);            \
    free(Aj);            \
    free(q);             \
    GrB_Matrix_free(&H); \
  } while (0)
  const GrB_Index n = (GrB_Index)g->n, nnz = (GrB_Index)g->out_ptr[g->n];
  q = calloc(nnz ? nnz : 1, sizeof(uint64_t));
  GRB_CHECK(q == NULL, GrB_OUT_OF_MEMORY, "out of memory");
  GRB_TRY(edge_four_cycles(q, g));
  GRB_MALLOC(Ap, n + 1);
  GRB_MALLOC(Aj, nnz ? nnz : 1);
  for (GrB_Index i = 0; i <= n; i++) Ap[i] = (GrB_Index)g->out_ptr[i];
  for (GrB_Index p = 0; p < nnz; p++) Aj[p] = g->out_adj[p];
  GRB_TRY(GrB_Matrix_import_UINT64(&H, GrB_UINT64, n, n, Ap, Aj, q, n + 1, nnz, nnz, GrB_CSR_FORMAT));
  GRB_TRY(GrB_Matrix_new(Q, GrB_UINT64, n, n));
  GRB_TRY(GrB_Matrix_eWiseAdd_BinaryOp(*Q, NULL, NULL, GrB_PLUS_UINT64, H, H, GrB_DESC_T1));
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info match_count_houses(match_count128* emb, const match_graph* g, char* msg) {
  GrB_Matrix Q = NULL, T = NULL, T1 = NULL, X = NULL;
#define GRB_FREE_ALL      \
  do {                    \
    GrB_Matrix_free(&Q);  \
    GrB_Matrix_free(&T);  \
    GrB_Matrix_free(&T1); \
    GrB_Matrix_free(&X);  \
  } while (0)
  *emb = 0;
  const GrB_Index n = (GrB_Index)g->n;
  GRB_TRY(four_cycle_matrix(&Q, g, msg));
  // T(a,b) = the triangles on edge {a,b}: common neighbours, on the edges of the graph only
  GRB_TRY(GrB_Matrix_new(&T, GrB_UINT64, n, n));
  GRB_TRY(GrB_mxm(T, Q, NULL, GxB_PLUS_PAIR_UINT64, Q, Q, GrB_DESC_S));
  GRB_TRY(GrB_Matrix_new(&X, GrB_UINT64, n, n));
  uint64_t tq = 0, diamonds = 0;
  GRB_TRY(GrB_Matrix_eWiseMult_BinaryOp(X, NULL, NULL, GrB_TIMES_UINT64, T, Q, NULL));
  GRB_TRY(GrB_Matrix_reduce_UINT64(&tq, NULL, GrB_PLUS_MONOID_UINT64, X, NULL));
  // the sums above wrap at 2^64: the same sum in doubles (relative error far below 2^-30) tells
  // whether it got there; the houses are at most tq, so below it the count is exact
  double tq_approx = 0;
  GRB_TRY(GrB_Matrix_reduce_FP64(&tq_approx, NULL, GrB_PLUS_MONOID_FP64, X, NULL));
  GRB_CHECK(tq_approx >= 0x1p64 * (1 - 0x1p-30), GrB_INVALID_VALUE,
            "subgraph match: the number of house embeddings reaches 2^64");
  GRB_TRY(GrB_Matrix_new(&T1, GrB_UINT64, n, n));
  GRB_TRY(GrB_Matrix_apply_BinaryOp2nd_UINT64(T1, NULL, NULL, GrB_MINUS_UINT64, T, 1, NULL));
  GRB_TRY(GrB_Matrix_eWiseMult_BinaryOp(X, NULL, NULL, GrB_TIMES_UINT64, T, T1, NULL));
  GRB_TRY(GrB_Matrix_reduce_UINT64(&diamonds, NULL, GrB_PLUS_MONOID_UINT64, X, NULL));
  *emb = (match_count128)(tq - 2 * diamonds);
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

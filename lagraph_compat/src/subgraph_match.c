// Subgraph matching (count and list the embeddings of a pattern P in a graph G), the GraphBLAS
// side: G is prepared (self-loops dropped, symmetrised with eWiseAdd for undirected graphs), every
// pattern vertex gets a candidate set by GraphBLAS operations
//   degrees     dout = A * 1, din = A' * 1                 (mxv, PLUS_PAIR)
//   filter      c_u = { v : dout(v) >= outdeg(u), din(v) >= indeg(u), label(v) = label(u) }
//                                                            (select VALUEGE / VALUEEQ under masks)
//   refinement  y = A * c_w (ANY_PAIR mxv); c_u = c_u .* y for every pattern edge u->w (and A' for
//               w->u), repeated while it removes candidates (at most 3 rounds)
// then the subgraph of G induced by all candidates is extracted with its vertices relabelled by
// increasing degree (GrB_Matrix_extract with a permutation) and exported once (GrB_Matrix_export,
// CSR). The enumeration on that export is in match_enum.c, the pattern analysis in match_pattern.c.
#include <stdio.h>
#include <time.h>

#include "match_internal.h"

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// GRB_MATCH_TRACE=1: the time of the GraphBLAS part and of the enumeration, and the plan, on stderr
static void trace(const match_plan* pl, const match_graph* g, double t_setup, double t_enum) {
  const char* env = getenv("GRB_MATCH_TRACE");
  if (!env || !*env || *env == '0') return;
  fprintf(stderr, "grb-match trace: candidates %lld vertices, order", (long long)g->n);
  for (int i = 0; i < pl->k; i++) fprintf(stderr, " %d(%lld)", pl->order[i], (long long)g->ncand[pl->order[i]]);
  fprintf(stderr, ", |Aut| %llu; GraphBLAS part %.3f s, enumeration %.3f s\n", (unsigned long long)pl->naut,
          t_setup, t_enum);
}

static const grb_match_options default_options = {false, false, false, false, NULL, NULL, false};

// A = G without self-loops (BOOL, or INT64 with edge labels), symmetrised unless directed; AT its
// transpose (directed graphs only, else AT = A).
static GrB_Info prepare_graph(GrB_Matrix* A, GrB_Matrix* AT, GrB_Matrix G, const grb_match_options* opt,
                              char* msg) {
  GrB_Matrix A0 = NULL;
#define GRB_FREE_ALL        \
  do {                      \
    GrB_Matrix_free(&A0);   \
    GrB_Matrix_free(A);     \
    if (*AT != *A) GrB_Matrix_free(AT); \
    *AT = NULL;             \
  } while (0)
  *A = *AT = NULL;
  GrB_Index n, nc;
  GRB_TRY(GrB_Matrix_nrows(&n, G));
  GRB_TRY(GrB_Matrix_ncols(&nc, G));
  GRB_CHECK(n != nc, GrB_DIMENSION_MISMATCH, "subgraph match: the graph must be square");
  GRB_CHECK(n > UINT32_MAX, GrB_INVALID_VALUE, "subgraph match: the graph has more than 2^32 vertices");
  const GrB_Type type = opt->edge_labels ? GrB_INT64 : GrB_BOOL;
  GRB_TRY(GrB_Matrix_new(&A0, type, n, n));
  GRB_TRY(GrB_Matrix_select_INT64(A0, NULL, NULL, GrB_OFFDIAG, G, 0, NULL));
  if (opt->directed) {
    *A = A0;
    A0 = NULL;
    GRB_TRY(GrB_Matrix_new(AT, type, n, n));
    GRB_TRY(GrB_transpose(*AT, NULL, NULL, *A, NULL));
  } else {
    GRB_TRY(GrB_Matrix_new(A, type, n, n));
    // an edge given both ways with two labels keeps the smaller
    GRB_TRY(GrB_Matrix_eWiseAdd_BinaryOp(*A, NULL, NULL, opt->edge_labels ? GrB_MIN_INT64 : GrB_LOR, A0, A0,
                                         GrB_DESC_T1));
    GrB_Matrix_free(&A0);
    *AT = *A;
  }
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// The degree filter of one pattern vertex: c = { v : dout(v) >= od, din(v) >= id, label(v) = l }
static GrB_Info degree_label_filter(GrB_Vector c, GrB_Vector dout, GrB_Vector din, GrB_Vector glab, int od, int id,
                                    int64_t label, char* msg) {
  GrB_Vector t = NULL, s = NULL;
#define GRB_FREE_ALL   \
  do {                 \
    GrB_Vector_free(&t); \
    GrB_Vector_free(&s); \
  } while (0)
  GrB_Index n;
  GRB_TRY(GrB_Vector_size(&n, dout));
  GRB_TRY(GrB_Vector_new(&t, GrB_INT64, n));
  GRB_TRY(GrB_Vector_select_INT64(t, NULL, NULL, GrB_VALUEGE_INT64, dout, od, NULL));
  if (din) {
    GRB_TRY(GrB_Vector_new(&s, GrB_INT64, n));
    GRB_TRY(GrB_Vector_select_INT64(s, t, NULL, GrB_VALUEGE_INT64, din, id, GrB_DESC_S));
    GrB_Vector_free(&t);
    t = s;
    s = NULL;
  }
  if (glab) {
    GRB_TRY(GrB_Vector_new(&s, GrB_INT64, n));
    GRB_TRY(GrB_Vector_select_INT64(s, t, NULL, GrB_VALUEEQ_INT64, glab, label, GrB_DESC_S));
    GrB_Vector_free(&t);
    t = s;
    s = NULL;
  }
  GRB_TRY(GrB_Vector_clear(c));
  GRB_TRY(GrB_Vector_assign_BOOL(c, t, NULL, true, GrB_ALL, n, GrB_DESC_S));
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// The degree vectors (dense INT64), and the vertex labels of G as a vector (NULL without labels)
static GrB_Info degrees_and_labels(GrB_Vector* dout, GrB_Vector* din, GrB_Vector* glab, GrB_Matrix A,
                                   GrB_Matrix AT, const grb_match_options* opt, char* msg) {
  GrB_Vector ones = NULL;
  GrB_Index* I = NULL;
#define GRB_FREE_ALL        \
  do {                      \
    GrB_Vector_free(&ones); \
    free(I);                \
  } while (0)
  GrB_Index n;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(grb_dense_vector(&ones, GrB_BOOL, n, 1, msg));
  GRB_TRY(grb_dense_vector(dout, GrB_INT64, n, 0, msg));
  GRB_TRY(GrB_mxv(*dout, NULL, GrB_PLUS_INT64, GxB_PLUS_PAIR_INT64, A, ones, NULL));
  if (opt->directed) {
    GRB_TRY(grb_dense_vector(din, GrB_INT64, n, 0, msg));
    GRB_TRY(GrB_mxv(*din, NULL, GrB_PLUS_INT64, GxB_PLUS_PAIR_INT64, AT, ones, NULL));
  }
  if (opt->graph_labels) {
    GRB_MALLOC(I, n);
    for (GrB_Index v = 0; v < n; v++) I[v] = v;
    GRB_TRY(GrB_Vector_new(glab, GrB_INT64, n));
    GRB_TRY(GrB_Vector_build_INT64(*glab, I, opt->graph_labels, n, GrB_PLUS_INT64));
  }
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// One refinement round: c_u = c_u .* (A * c_w) for every arc u->w of P (A' * c_w for w->u). The
// products are shared between pattern vertices with the same candidate set (rep[w]).
static GrB_Info refine_round(GrB_Vector* c, const int* rep, const match_pattern* pat, GrB_Matrix A, GrB_Matrix AT,
                             char* msg) {
  GrB_Vector y[MK][2] = {{NULL}};
  GrB_Vector t = NULL;
#define GRB_FREE_ALL                  \
  do {                                \
    for (int a = 0; a < MK; a++)      \
      for (int b = 0; b < 2; b++) GrB_Vector_free(&y[a][b]); \
    GrB_Vector_free(&t);              \
  } while (0)
  GrB_Index n;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  const int ndir = pat->directed ? 2 : 1;
  for (int u = 0; u < pat->k; u++) {
    if (rep[u] != u) continue;  // shares the vector of its representative
    for (int w = 0; w < pat->k; w++)
      for (int d = 0; d < ndir; d++) {
        const bool linked = d == MATCH_OUT ? pat->arc[u][w] : pat->arc[w][u];
        if (!linked) continue;
        const int r = rep[w];
        if (y[r][d] == NULL) {
          // y(v) present when v has an out- (in-) neighbour among w's candidates
          GRB_TRY(GrB_Vector_new(&y[r][d], GrB_BOOL, n));
          GRB_TRY(GrB_mxv(y[r][d], NULL, NULL, GxB_ANY_PAIR_BOOL, d == MATCH_OUT ? A : AT, c[r], NULL));
        }
        GRB_TRY(GrB_Vector_new(&t, GrB_BOOL, n));
        GRB_TRY(GrB_Vector_eWiseMult_BinaryOp(t, NULL, NULL, GrB_FIRST_BOOL, c[u], y[r][d], NULL));
        GrB_Vector_free(&c[u]);
        c[u] = t;
        t = NULL;
      }
  }
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// c[u] for every orbit representative u (rep[u] == u): the degree and label filter, then
// refinement rounds while they remove candidates
static GrB_Info candidate_sets(GrB_Vector* c, const int* rep, const match_pattern* pat, GrB_Matrix A, GrB_Matrix AT,
                               GrB_Vector dout, GrB_Vector din, GrB_Vector glab, char* msg) {
#define GRB_FREE_ALL ((void)0)
  GrB_Index n;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  for (int u = 0; u < pat->k; u++) {
    if (rep[u] != u) continue;
    GRB_TRY(GrB_Vector_new(&c[u], GrB_BOOL, n));
    // undirected: outdeg is the degree and din is NULL
    GRB_TRY(degree_label_filter(c[u], dout, din, glab, pat->outdeg[u], pat->indeg[u], pat->vlabel[u], msg));
  }
  GrB_Index last = 0;
  for (int round = 0; round < 3; round++) {
    GRB_TRY(refine_round(c, rep, pat, A, AT, msg));
    GrB_Index total = 0;
    for (int u = 0; u < pat->k; u++) {
      GrB_Index nv = 0;
      if (rep[u] == u) GRB_TRY(GrB_Vector_nvals(&nv, c[u]));
      total += nv;
    }
    if (round > 0 && total == last) break;
    last = total;
  }
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// sort the row of a CSR (with its values) when the export did not give it sorted
typedef struct {
  uint32_t j;
  int64_t x;
} col_val;
static int cmp_col(const void* a, const void* b) {
  const uint32_t x = ((const col_val*)a)->j, y = ((const col_val*)b)->j;
  return x < y ? -1 : (x > y);
}
static bool sort_row(uint32_t* adj, int64_t* val, int64_t len) {
  bool sorted = true;
  for (int64_t t = 1; t < len && sorted; t++) sorted = adj[t - 1] < adj[t];
  if (sorted) return true;
  col_val* tmp = malloc((size_t)len * sizeof(col_val));
  if (!tmp) return false;
  for (int64_t t = 0; t < len; t++) tmp[t] = (col_val){adj[t], val ? val[t] : 0};
  qsort(tmp, (size_t)len, sizeof(col_val), cmp_col);
  for (int64_t t = 0; t < len; t++) {
    adj[t] = tmp[t].j;
    if (val) val[t] = tmp[t].x;
  }
  free(tmp);
  return true;
}

// F (m-by-m, BOOL or INT64) as CSR with 32-bit column ids, rows sorted
static GrB_Info export_csr(int64_t** ptr, uint32_t** adj, int64_t** val, int64_t* maxdeg, GrB_Matrix F,
                           bool valued, char* msg) {
  GrB_Index *Ap = NULL, *Aj = NULL;
  void* Ax = NULL;
#define GRB_FREE_ALL \
  do {               \
    free(Ap);        \
    free(Aj);        \
    free(Ax);        \
  } while (0)
  GrB_Index np, ni, nx, m, nvals;
  GRB_TRY(GrB_Matrix_nrows(&m, F));
  GRB_TRY(GrB_Matrix_nvals(&nvals, F));
  GRB_TRY(GrB_Matrix_exportSize(&np, &ni, &nx, GrB_CSR_FORMAT, F));
  if (nx < nvals) nx = nvals;
  GRB_MALLOC(Ap, np > m + 1 ? np : m + 1);
  GRB_MALLOC(Aj, ni);
  Ax = malloc((nx ? nx : 1) * (valued ? sizeof(int64_t) : sizeof(bool)));
  GRB_CHECK(Ax == NULL, GrB_OUT_OF_MEMORY, "out of memory");
  if (valued) {
    GRB_TRY(GrB_Matrix_export_INT64(Ap, Aj, Ax, &np, &ni, &nx, GrB_CSR_FORMAT, F));
  } else {
    GRB_TRY(GrB_Matrix_export_BOOL(Ap, Aj, Ax, &np, &ni, &nx, GrB_CSR_FORMAT, F));
  }
  GRB_MALLOC(*ptr, m + 1);
  GRB_MALLOC(*adj, nvals);
  for (GrB_Index i = 0; i <= m; i++) (*ptr)[i] = (int64_t)Ap[i];
  for (GrB_Index e = 0; e < nvals; e++) (*adj)[e] = (uint32_t)Aj[e];
  if (valued) {
    *val = Ax;
    Ax = NULL;
  }
  for (GrB_Index i = 0; i < m; i++) {
    const int64_t len = (*ptr)[i + 1] - (*ptr)[i];
    if (len > *maxdeg) *maxdeg = len;
    GRB_CHECK(!sort_row(*adj + (*ptr)[i], valued ? *val + (*ptr)[i] : NULL, len), GrB_OUT_OF_MEMORY,
              "out of memory");
  }
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

typedef struct {
  int64_t degree;
  GrB_Index vertex;
} deg_vertex;
static int cmp_degree(const void* a, const void* b) {
  const deg_vertex *x = a, *y = b;
  if (x->degree != y->degree) return x->degree < y->degree ? -1 : 1;
  return x->vertex < y->vertex ? -1 : (x->vertex > y->vertex);
}

// perm: the vertices that are a candidate of some pattern vertex, by increasing degree
static GrB_Info candidate_order(GrB_Index** perm, GrB_Index* m, const GrB_Vector* c, const int* rep, int k,
                                GrB_Vector dout, GrB_Vector din, char* msg) {
  GrB_Vector U = NULL;
  GrB_Index* I = NULL;
  int64_t *dx = NULL, *dy = NULL;
  deg_vertex* dv = NULL;
#define GRB_FREE_ALL     \
  do {                   \
    GrB_Vector_free(&U); \
    free(I);             \
    free(dx);            \
    free(dy);            \
    free(dv);            \
  } while (0)
  GrB_Index n;
  GRB_TRY(GrB_Vector_size(&n, dout));
  GRB_TRY(GrB_Vector_new(&U, GrB_BOOL, n));
  for (int u = 0; u < k; u++)
    if (rep[u] == u) GRB_TRY(GrB_Vector_assign_BOOL(U, c[u], NULL, true, GrB_ALL, n, GrB_DESC_S));
  GRB_TRY(GrB_Vector_nvals(m, U));
  GRB_MALLOC(I, n);
  GRB_MALLOC(dx, n);
  GRB_MALLOC(*perm, *m);
  GrB_Index nd = n;
  // dout and din are dense: position = vertex
  GRB_TRY(GrB_Vector_extractTuples_INT64(I, dx, &nd, dout));
  if (din) {
    GRB_MALLOC(dy, n);
    GRB_TRY(GrB_Vector_extractTuples_INT64(I, dy, &nd, din));
  }
  GrB_Index nu = *m;
  GRB_TRY(GrB_Vector_extractTuples_BOOL(*perm, NULL, &nu, U));
  GRB_MALLOC(dv, nu);
  for (GrB_Index t = 0; t < nu; t++) {
    const GrB_Index v = (*perm)[t];
    dv[t] = (deg_vertex){dx[v] + (dy ? dy[v] : 0), v};
  }
  qsort(dv, nu, sizeof(deg_vertex), cmp_degree);
  for (GrB_Index t = 0; t < nu; t++) (*perm)[t] = dv[t].vertex;
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

void match_graph_free(match_graph* g) {
  if (g->in_ptr != g->out_ptr) free(g->in_ptr);
  if (g->in_adj != g->out_adj) free(g->in_adj);
  if (g->in_val != g->out_val) free(g->in_val);
  free(g->out_ptr);
  free(g->out_adj);
  free(g->out_val);
  free(g->perm);
  for (int u = 0; u < MK; u++) {
    free(g->cand[u]);
    free(g->cand_list[u]);
  }
  memset(g, 0, sizeof *g);
}

// The candidate bitmap and sorted list of every pattern vertex, in the new vertex ids
static GrB_Info candidate_bitmaps(match_graph* g, const GrB_Vector* c, const int* rep, int k, GrB_Index n,
                                  char* msg) {
  GrB_Index* I = NULL;
  int64_t* inv = NULL;
#define GRB_FREE_ALL \
  do {               \
    free(I);         \
    free(inv);       \
  } while (0)
  const int64_t m = g->n;
  GRB_MALLOC(inv, n);
  for (GrB_Index v = 0; v < n; v++) inv[v] = -1;
  for (int64_t t = 0; t < m; t++) inv[g->perm[t]] = t;
  const size_t words = (size_t)(m + 63) / 64;
  for (int u = 0; u < k; u++) {
    GrB_Index nc;
    GRB_TRY(GrB_Vector_nvals(&nc, c[rep[u]]));
    GRB_MALLOC(I, nc);
    GRB_TRY(GrB_Vector_extractTuples_BOOL(I, NULL, &nc, c[rep[u]]));
    g->cand[u] = calloc(words ? words : 1, sizeof(uint64_t));
    GRB_CHECK(g->cand[u] == NULL, GrB_OUT_OF_MEMORY, "out of memory");
    for (GrB_Index t = 0; t < nc; t++) {
      const int64_t v = inv[I[t]];
      g->cand[u][v >> 6] |= (uint64_t)1 << (v & 63);
    }
    free(I);
    I = NULL;
    GRB_MALLOC(g->cand_list[u], nc);
    g->ncand[u] = 0;
    for (int64_t v = 0; v < m; v++)
      if ((g->cand[u][v >> 6] >> (v & 63)) & 1) g->cand_list[u][g->ncand[u]++] = (uint32_t)v;
  }
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// The candidate graph: A restricted to the candidates, relabelled by degree, exported as CSR
static GrB_Info candidate_graph(match_graph* g, GrB_Matrix A, const GrB_Vector* c, const int* rep,
                                const match_pattern* pat, GrB_Vector dout, GrB_Vector din, bool valued, char* msg) {
  GrB_Matrix F = NULL, FT = NULL;
#define GRB_FREE_ALL      \
  do {                    \
    GrB_Matrix_free(&F);  \
    GrB_Matrix_free(&FT); \
  } while (0)
  GrB_Index n, m;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(candidate_order(&g->perm, &m, c, rep, pat->k, dout, din, msg));
  g->n = (int64_t)m;
  const GrB_Type type = valued ? GrB_INT64 : GrB_BOOL;
  GRB_TRY(GrB_Matrix_new(&F, type, m, m));
  if (m > 0) GRB_TRY(GrB_Matrix_extract(F, NULL, NULL, A, g->perm, m, g->perm, m, NULL));
  GRB_TRY(export_csr(&g->out_ptr, &g->out_adj, &g->out_val, &g->maxdeg, F, valued, msg));
  if (pat->directed) {
    GRB_TRY(GrB_Matrix_new(&FT, type, m, m));
    GRB_TRY(GrB_transpose(FT, NULL, NULL, F, NULL));
    GRB_TRY(export_csr(&g->in_ptr, &g->in_adj, &g->in_val, &g->maxdeg, FT, valued, msg));
  } else {
    g->in_ptr = g->out_ptr;
    g->in_adj = g->out_adj;
    g->in_val = g->out_val;
  }
  GRB_TRY(candidate_bitmaps(g, c, rep, pat->k, n, msg));
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

typedef struct {
  match_pattern pat;
  match_plan plan;
  match_graph g;
} match_problem;

// Everything up to the enumeration: pattern, candidates, candidate graph, order and plan
static GrB_Info match_setup(match_problem* mp, GrB_Matrix P, GrB_Matrix G, const grb_match_options* opt,
                            bool breaking, bool count_only, char* msg) {
  GrB_Matrix A = NULL, AT = NULL;
  GrB_Vector dout = NULL, din = NULL, glab = NULL;
  GrB_Vector c[MK] = {NULL};
#define GRB_FREE_ALL                                    \
  do {                                                  \
    if (AT != A) GrB_Matrix_free(&AT);                  \
    GrB_Matrix_free(&A);                                \
    GrB_Vector_free(&dout);                             \
    GrB_Vector_free(&din);                              \
    GrB_Vector_free(&glab);                             \
    for (int u_ = 0; u_ < MK; u_++) GrB_Vector_free(&c[u_]); \
  } while (0)
  GRB_CHECK(P == NULL || G == NULL, GrB_NULL_POINTER, "subgraph match: NULL argument");
  GRB_CHECK((opt->pattern_labels == NULL) != (opt->graph_labels == NULL), GrB_INVALID_VALUE,
            "subgraph match: vertex labels must be given for both the pattern and the graph, or neither");
  GRB_TRY(match_pattern_read(&mp->pat, P, opt, msg));
  GRB_TRY(prepare_graph(&A, &AT, G, opt, msg));
  GRB_TRY(degrees_and_labels(&dout, &din, &glab, A, AT, opt, msg));
  int rep[MK];
  match_orbits(&mp->pat, rep);
  GRB_TRY(candidate_sets(c, rep, &mp->pat, A, AT, dout, din, glab, msg));
  GRB_TRY(candidate_graph(&mp->g, A, c, rep, &mp->pat, dout, din, opt->edge_labels, msg));
  int order[MK];
  bool less[MK][MK];
  // counting without labels or induced tests may end with a pair counted together
  const bool pair_last = count_only && !opt->induced && !opt->pattern_labels && !opt->edge_labels;
  match_stats st;
  const bool costed = !getenv("GRB_MATCH_HEURISTIC_ORDER") && match_graph_stats(&st, &mp->g);
  match_order(&mp->pat, mp->g.ncand, costed ? &st : NULL, pair_last, order);
  const uint64_t naut = match_symmetry(&mp->pat, order, breaking, less);
  match_plan_build(&mp->plan, &mp->pat, order, less, opt, count_only);
  mp->plan.naut = naut;
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// An undirected complete pattern without labels: its embeddings are the k-cliques of G times k!
// (induced or not), counted by pivoting instead of enumeration
static bool counts_as_cliques(const match_pattern* pat, const grb_match_options* opt) {
  if (pat->k < 3 || pat->directed || opt->pattern_labels || opt->edge_labels) return false;
  for (int u = 0; u < pat->k; u++)
    if (pat->outdeg[u] != pat->k - 1) return false;
  return true;
}

// The k-cycle, undirected, not induced, without labels: k vertices of degree 2, which is one cycle
// for k = 5 and, for k = 6, unless it is two triangles (then every vertex's neighbours are adjacent)
static bool counts_as_cycle(const match_pattern* pat, const grb_match_options* opt, int k) {
  if (pat->k != k || pat->directed || opt->induced || opt->pattern_labels || opt->edge_labels) return false;
  int nb[2], n0 = 0;
  for (int u = 0; u < k; u++)
    if (pat->outdeg[u] != 2) return false;
  for (int u = 1; u < k; u++)
    if (pat->arc[0][u]) nb[n0++] = u;
  return !pat->arc[nb[0]][nb[1]];
}

// The house (a 4-cycle with a triangle on one edge), undirected, not induced, without labels: 5
// vertices and 6 edges, two adjacent vertices of degree 3 with one common neighbour, the other
// three of degree 2 (K_{2,3} has the same degrees with the two apart)
static bool counts_as_house(const match_pattern* pat, const grb_match_options* opt) {
  if (pat->k != 5 || pat->directed || opt->induced || opt->pattern_labels || opt->edge_labels) return false;
  int deg3[2], n3 = 0, edges = 0;
  for (int u = 0; u < 5; u++) {
    edges += pat->outdeg[u];
    if (pat->outdeg[u] == 3 && n3 < 2) deg3[n3++] = u;
    else if (pat->outdeg[u] != 2) return false;
  }
  if (edges != 12 || n3 != 2 || !pat->arc[deg3[0]][deg3[1]]) return false;
  int common = 0;
  for (int u = 0; u < 5; u++) common += pat->arc[u][deg3[0]] && pat->arc[u][deg3[1]];
  return common == 1;
}

static bool connected_pattern(const match_pattern* pat) {
  int seen = 1, grew = 1;
  while (grew) {
    grew = 0;
    for (int a = 0; a < pat->k; a++)
      for (int b = 0; b < pat->k; b++)
        if (((seen >> a) & 1) && !((seen >> b) & 1) && pat->arc[a][b]) seen |= 1 << b, grew = 1;
  }
  return seen == (1 << pat->k) - 1;
}

// Counting by the homomorphisms of P's quotients (match_spasm.c, match_hom.c) applies to
// connected undirected patterns of 3 to 8 vertices without labels, not induced. It is taken for
// the k-cycles of 7 or more vertices (GRB_MATCH_HOMS=1: for every such pattern, =0: never).
static bool counts_by_homs(const match_pattern* pat, const grb_match_options* opt) {
  if (pat->k < 3 || pat->k > 8 || pat->directed || opt->induced || opt->pattern_labels || opt->edge_labels ||
      !connected_pattern(pat))
    return false;
  const char* env = getenv("GRB_MATCH_HOMS");
  if (env && *env) return *env != '0';
  // every vertex of degree 2 in a connected graph: the k-cycle
  for (int u = 0; u < pat->k; u++)
    if (pat->outdeg[u] != 2) return false;
  return pat->k >= 7;
}

GrB_Info match_distinct_count(uint64_t* found, match_count128 emb, uint64_t naut, char* msg) {
#define GRB_FREE_ALL ((void)0)
  GRB_CHECK(naut == 0, GrB_INVALID_VALUE, "subgraph match: a pattern without automorphisms");
  const match_count128 distinct = emb / naut;
  GRB_CHECK(distinct > UINT64_MAX, GrB_INVALID_VALUE, "subgraph match: the count exceeds 2^64");
  *found = (uint64_t)distinct;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// The distinct subgraphs of P from its homomorphism counts; an error when they exceed 2^64
static GrB_Info count_by_homs(uint64_t* found, const match_problem* mp, char* msg) {
  match_spasm* s = malloc(sizeof *s);
#define GRB_FREE_ALL free(s)
  GRB_CHECK(s == NULL, GrB_OUT_OF_MEMORY, "subgraph match: out of memory");
  GRB_CHECK(!match_spasm_build(s, &mp->pat), GrB_INVALID_VALUE, "subgraph match: the pattern has too many quotients");
  match_count128 emb = 0;
  GRB_TRY(match_count_by_homs(&emb, s, &mp->g));
  GRB_TRY(match_distinct_count(found, emb, mp->plan.naut, msg));
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_subgraph_count(uint64_t* count, GrB_Matrix P, GrB_Matrix G, const grb_match_options* opt,
                            char* msg) {
  match_problem mp;
  memset(&mp, 0, sizeof mp);
#define GRB_FREE_ALL match_graph_free(&mp.g)
  if (msg) msg[0] = '\0';
  GRB_CHECK(count == NULL, GrB_NULL_POINTER, "grb_subgraph_count: NULL argument");
  *count = 0;
  if (opt == NULL) opt = &default_options;
  const bool breaking = !opt->no_symmetry_breaking;
  const double t0 = seconds();
  GRB_TRY(match_setup(&mp, P, G, opt, breaking, true, msg));
  const double t1 = seconds();
  uint64_t found = 0;
  if (breaking && counts_by_homs(&mp.pat, opt)) {
    GRB_TRY(count_by_homs(&found, &mp, msg));
  } else if (breaking && counts_as_cliques(&mp.pat, opt)) {
    GRB_TRY(match_count_cliques(&found, mp.pat.k, &mp.g));
  } else if (breaking && (counts_as_cycle(&mp.pat, opt, 5) || counts_as_cycle(&mp.pat, opt, 6) ||
                          counts_as_house(&mp.pat, opt))) {
    match_count128 emb = 0;  // embeddings, then one per class
    if (counts_as_cycle(&mp.pat, opt, 5)) GRB_TRY(match_count_cycles5(&emb, &mp.g));
    else if (counts_as_cycle(&mp.pat, opt, 6)) GRB_TRY(match_count_cycles6(&emb, &mp.g));
    else GRB_TRY(match_count_houses(&emb, &mp.g, msg));
    GRB_TRY(match_distinct_count(&found, emb, mp.plan.naut, msg));
  } else {
    GRB_TRY(match_count(&found, &mp.plan, &mp.g));
  }
  trace(&mp.plan, &mp.g, t1 - t0, seconds() - t1);
  // with symmetry breaking every class of embeddings under Aut(P) is found once
  GRB_CHECK(breaking && !opt->distinct && found > UINT64_MAX / mp.plan.naut, GrB_INVALID_VALUE,
            "subgraph match: the number of embeddings exceeds 2^64 (--distinct counts each subgraph once)");
  if (breaking) *count = opt->distinct ? found : found * mp.plan.naut;
  else *count = opt->distinct ? found / mp.plan.naut : found;
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_subgraph_list(GrB_Index* matches, uint64_t* nmatches, uint64_t limit, GrB_Matrix P, GrB_Matrix G,
                           const grb_match_options* opt, char* msg) {
  match_problem mp;
  memset(&mp, 0, sizeof mp);
#define GRB_FREE_ALL match_graph_free(&mp.g)
  if (msg) msg[0] = '\0';
  GRB_CHECK(nmatches == NULL || (matches == NULL && limit > 0), GrB_NULL_POINTER,
            "grb_subgraph_list: NULL argument");
  *nmatches = 0;
  if (opt == NULL) opt = &default_options;
  GRB_TRY(match_setup(&mp, P, G, opt, opt->distinct, false, msg));
  GRB_TRY(match_list(matches, nmatches, limit, &mp.plan, &mp.g));
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_pattern_automorphisms(uint64_t* naut, GrB_Matrix P, const grb_match_options* opt, char* msg) {
#define GRB_FREE_ALL ((void)0)
  if (msg) msg[0] = '\0';
  GRB_CHECK(naut == NULL || P == NULL, GrB_NULL_POINTER, "grb_pattern_automorphisms: NULL argument");
  if (opt == NULL) opt = &default_options;
  match_pattern pat;
  GRB_TRY(match_pattern_read(&pat, P, opt, msg));
  int order[MK];
  bool less[MK][MK];
  for (int u = 0; u < pat.k; u++) order[u] = u;
  *naut = match_symmetry(&pat, order, false, less);
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

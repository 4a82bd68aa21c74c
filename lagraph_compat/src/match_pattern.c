// Subgraph matching, the pattern side (plain C, the pattern has at most 10 vertices): reading P,
// its automorphisms, the symmetry-breaking constraints, the matching order and the search plan.
#include "match_internal.h"

GrB_Info match_pattern_read(match_pattern* pat, GrB_Matrix P, const grb_match_options* opt, char* msg) {
  GrB_Index *I = NULL, *J = NULL;
  int64_t* X = NULL;
#define GRB_FREE_ALL \
  do {               \
    free(I);         \
    free(J);         \
    free(X);         \
  } while (0)
  memset(pat, 0, sizeof *pat);
  GrB_Index k, kc, nv;
  GRB_TRY(GrB_Matrix_nrows(&k, P));
  GRB_TRY(GrB_Matrix_ncols(&kc, P));
  GRB_CHECK(k != kc, GrB_DIMENSION_MISMATCH, "subgraph match: the pattern must be square");
  GRB_CHECK(k < 1 || k > MK, GrB_INVALID_VALUE, "subgraph match: the pattern must have 1 to 10 vertices");
  GRB_TRY(GrB_Matrix_nvals(&nv, P));
  GRB_MALLOC(I, nv);
  GRB_MALLOC(J, nv);
  GRB_MALLOC(X, nv);
  GrB_Type type;
  GRB_TRY(GxB_Matrix_type(&type, P));
  const bool valued = opt->edge_labels && type != GrB_BOOL;
  if (valued) {
    GRB_TRY(GrB_Matrix_extractTuples_INT64(I, J, X, &nv, P));
  } else {
    GRB_TRY(GrB_Matrix_extractTuples_BOOL(I, J, NULL, &nv, P));
  }
  pat->k = (int)k;
  pat->directed = opt->directed;
  for (GrB_Index e = 0; e < nv; e++) {
    const GrB_Index u = I[e], w = J[e];
    if (u == w) continue;  // self-loops are ignored
    const int64_t lab = valued ? X[e] : (opt->edge_labels ? 1 : 0);
    if (pat->directed) {
      pat->arc[u][w] = true;
      pat->elabel[u][w] = lab;
    } else {
      // an edge given both ways with two labels keeps the smaller, as in the data graph
      const int64_t old = pat->arc[u][w] ? pat->elabel[u][w] : lab;
      const int64_t l = old < lab ? old : lab;
      pat->arc[u][w] = pat->arc[w][u] = true;
      pat->elabel[u][w] = pat->elabel[w][u] = l;
    }
  }
  for (int u = 0; u < pat->k; u++) {
    pat->vlabel[u] = opt->pattern_labels ? opt->pattern_labels[u] : 0;
    for (int w = 0; w < pat->k; w++) {
      pat->outdeg[u] += pat->arc[u][w];
      pat->indeg[u] += pat->arc[w][u];
    }
  }
  GRB_FREE_ALL;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

// ---- automorphisms -------------------------------------------------------------------------------

static bool same_vertex_kind(const match_pattern* p, int a, int b) {
  return p->vlabel[a] == p->vlabel[b] && p->outdeg[a] == p->outdeg[b] && p->indeg[a] == p->indeg[b];
}

// map[0..d) is assigned; does map[d] = y agree with it (arcs both ways, edge labels)?
static bool consistent(const match_pattern* p, const int* map, int d, int y) {
  for (int j = 0; j < d; j++) {
    const int x = map[j];
    if (p->arc[j][d] != p->arc[x][y] || p->arc[d][j] != p->arc[y][x]) return false;
    if (p->arc[j][d] && p->elabel[j][d] != p->elabel[x][y]) return false;
    if (p->arc[d][j] && p->elabel[d][j] != p->elabel[y][x]) return false;
  }
  return true;
}

// Is there an automorphism extending the partial map `preset` (-1: free) from vertex d on?
static bool aut_extend(const match_pattern* p, int* map, bool* used, const int* preset, int d) {
  if (d == p->k) return true;
  if (preset[d] >= 0) {
    const int y = preset[d];
    if (!same_vertex_kind(p, d, y) || !consistent(p, map, d, y)) return false;
    map[d] = y;
    return aut_extend(p, map, used, preset, d + 1);
  }
  for (int y = 0; y < p->k; y++) {
    if (used[y] || !same_vertex_kind(p, d, y) || !consistent(p, map, d, y)) continue;
    used[y] = true;
    map[d] = y;
    const bool found = aut_extend(p, map, used, preset, d + 1);
    used[y] = false;
    if (found) return true;
  }
  return false;
}

// Does an automorphism fix every vertex of `fixed` and send x to y?
static bool aut_exists(const match_pattern* p, const bool* fixed, int x, int y) {
  int preset[MK], map[MK];
  bool used[MK] = {false};
  for (int v = 0; v < MK; v++) preset[v] = v < p->k && fixed[v] ? v : -1;
  if (preset[x] >= 0 && preset[x] != y) return false;
  if (preset[x] < 0) {
    for (int v = 0; v < p->k; v++)
      if (preset[v] == y) return false;  // y is fixed by another vertex
    preset[x] = y;
  }
  for (int v = 0; v < p->k; v++)
    if (preset[v] >= 0) used[preset[v]] = true;
  return aut_extend(p, map, used, preset, 0);
}

void match_orbits(const match_pattern* pat, int* rep) {
  const bool fixed[MK] = {false};
  for (int u = 0; u < pat->k; u++) {
    rep[u] = u;
    for (int w = 0; w < u; w++)
      if (rep[w] == w && aut_exists(pat, fixed, w, u)) {
        rep[u] = w;
        break;
      }
  }
}

uint64_t match_symmetry(const match_pattern* pat, const int* order, bool breaking, bool less[MK][MK]) {
  bool fixed[MK] = {false};
  memset(less, 0, sizeof(bool) * MK * MK);
  uint64_t naut = 1;
  // the stabilizer chain: |Aut| = product of the orbit sizes of the vertices fixed one by one
  // (orbit-stabilizer); fixing the first vertex (in matching order) of a nontrivial orbit and
  // asking f(v) < f(w) for the rest of that orbit keeps one embedding per class (Grochow-Kellis)
  for (int t = 0; t < pat->k; t++) {
    const int v = order[t];
    int orbit[MK], norbit = 0;
    for (int w = 0; w < pat->k; w++)
      if (w == v || (!fixed[w] && aut_exists(pat, fixed, v, w))) orbit[norbit++] = w;
    naut *= (uint64_t)norbit;
    if (breaking)
      for (int o = 0; o < norbit; o++)
        if (orbit[o] != v) less[v][orbit[o]] = true;
    fixed[v] = true;
  }
  return naut;
}

// ---- matching order and plan ---------------------------------------------------------------------

static int links(const match_pattern* p, int u, int w) { return p->arc[u][w] || p->arc[w][u]; }

// Is P without the vertices in `drop` connected (and not empty)?
static bool connected_without(const match_pattern* p, const bool* drop) {
  int seen[MK], nseen = 0, start = -1;
  bool in[MK] = {false};
  for (int u = 0; u < p->k && start < 0; u++)
    if (!drop[u]) start = u;
  if (start < 0) return false;
  seen[nseen++] = start;
  in[start] = true;
  for (int h = 0; h < nseen; h++)
    for (int w = 0; w < p->k; w++)
      if (!drop[w] && !in[w] && links(p, seen[h], w)) {
        in[w] = true;
        seen[nseen++] = w;
      }
  int left = 0;
  for (int u = 0; u < p->k; u++) left += !drop[u];
  return nseen == left;
}

// The pair to count by inclusion-exclusion at the end: two non-adjacent vertices of degree at most
// 2 whose removal leaves P connected, with the most edges (smallest candidate sets); false when
// there is none. Vertices of higher degree prune better placed early (a prism without two of its
// vertices is a path).
static bool last_pair(const match_pattern* p, int* x, int* y) {
  int best = -1;
  for (int a = 0; a < p->k; a++)
    for (int b = a + 1; b < p->k; b++) {
      if (links(p, a, b)) continue;
      bool drop[MK] = {false};
      drop[a] = drop[b] = true;
      int da = 0, db = 0;
      for (int w = 0; w < p->k; w++) da += links(p, a, w), db += links(p, b, w);
      if (da == 0 || db == 0 || da > 2 || db > 2 || !connected_without(p, drop)) continue;
      const int score = 100 * (da + db) + (da < db ? da : db);
      if (score > best) {
        best = score;
        *x = a;
        *y = b;
      }
    }
  return best >= 0;
}

void match_order(const match_pattern* pat, const int64_t* ncand, const match_stats* st, bool pair_last, int* order) {
  bool placed[MK] = {false};
  int depth_of[MK], nplace = pat->k, x = -1, y = -1;
  if (pair_last && pat->k >= 3 && last_pair(pat, &x, &y)) {
    placed[x] = placed[y] = true;
    nplace -= 2;
  }
  for (int i = 0; i < nplace; i++) {
    int best = -1, best_conn = -1, best_deg = -1, best_first = MK;
    for (int u = 0; u < pat->k; u++) {
      if (placed[u]) continue;
      int conn = 0, deg = 0, first = MK;  // first: the earliest depth u is linked to
      for (int w = 0; w < pat->k; w++) {
        deg += links(pat, u, w);
        if (placed[w] && w != x && w != y && links(pat, u, w)) {
          conn++;
          if (depth_of[w] < first) first = depth_of[w];
        }
      }
      // most links to the vertices placed, then the link to the earliest one (whose images are
      // the most constrained), then the highest degree, then the fewest candidates
      const bool better = best < 0 || conn > best_conn || (conn == best_conn && first < best_first) ||
                          (conn == best_conn && first == best_first && deg > best_deg) ||
                          (conn == best_conn && first == best_first && deg == best_deg && ncand[u] < ncand[best]);
      if (better) {
        best = u;
        best_conn = conn;
        best_deg = deg;
        best_first = first;
      }
    }
    placed[best] = true;
    depth_of[best] = i;
    order[i] = best;
  }
  if (nplace < pat->k) {
    order[pat->k - 2] = x;
    order[pat->k - 1] = y;
  }
  if (st) match_order_by_cost(pat, ncand, st, x, y, order);
}

static bool link_in(const match_link* set, int n, const match_link* x) {
  for (int t = 0; t < n; t++)
    if (set[t].depth == x->depth && set[t].dir == x->dir) return true;
  return false;
}
static bool depth_in(const int* set, int n, int d) {
  for (int t = 0; t < n; t++)
    if (set[t] == d) return true;
  return false;
}

// The earlier depth r whose intersection S_r contains every vertex depth i may take: r's edges are
// a subset of i's and r's bounds are implied by i's; the one with most edges (at least 2).
static int choose_reuse(const match_plan* pl, int i) {
  int best = -1;
  for (int r = 1; r < i; r++) {
    if (pl->nback[r] < 2 || (best >= 0 && pl->nback[r] <= pl->nback[best])) continue;
    bool ok = true;
    for (int t = 0; ok && t < pl->nback[r]; t++) ok = link_in(pl->back[i], pl->nback[i], &pl->back[r][t]);
    for (int t = 0; ok && t < pl->nlo[r]; t++) ok = depth_in(pl->lo[i], pl->nlo[i], pl->lo[r][t]);
    for (int t = 0; ok && t < pl->nhi[r]; t++) ok = depth_in(pl->hi[i], pl->nhi[i], pl->hi[r][t]);
    if (ok) best = r;
  }
  return best;
}

void match_plan_build(match_plan* pl, const match_pattern* pat, const int* order, bool less[MK][MK],
                      const grb_match_options* opt, bool counting) {
  memset(pl, 0, sizeof *pl);
  const int k = pl->k = pat->k;
  memcpy(pl->order, order, sizeof(int) * (size_t)k);
  // transitive closure of the constraints: a bound implied through later vertices prunes early
  bool lt[MK][MK];
  memcpy(lt, less, sizeof lt);
  for (int m = 0; m < k; m++)
    for (int a = 0; a < k; a++)
      for (int b = 0; b < k; b++)
        if (lt[a][m] && lt[m][b]) lt[a][b] = true;
  const bool vlabels = opt->pattern_labels != NULL;
  for (int i = 0; i < k; i++) {
    const int u = order[i];
    for (int j = 0; j < i; j++) {
      const int w = order[j];
      if (pat->arc[w][u]) pl->back[i][pl->nback[i]++] = (match_link){j, MATCH_OUT, pat->elabel[w][u]};
      else if (opt->induced) pl->anti[i][pl->nanti[i]++] = (match_link){j, MATCH_OUT, 0};
      if (pat->directed) {
        if (pat->arc[u][w]) pl->back[i][pl->nback[i]++] = (match_link){j, MATCH_IN, pat->elabel[u][w]};
        else if (opt->induced) pl->anti[i][pl->nanti[i]++] = (match_link){j, MATCH_IN, 0};
      }
      if (lt[w][u]) pl->lo[i][pl->nlo[i]++] = j;
      if (lt[u][w]) pl->hi[i][pl->nhi[i]++] = j;
    }
    pl->reuse[i] = choose_reuse(pl, i);
    // the last vertex has all its edges checked by the intersection, so its degree and
    // neighbourhood filters hold already; only its label needs the bitmap
    pl->check_cand[i] = (i < k - 1) || vlabels;
  }
  pl->check_elabel = opt->edge_labels;
  pl->fast_last = !pl->check_cand[k - 1] && pl->nanti[k - 1] == 0 && !opt->edge_labels;
  // the last two vertices counted together: not adjacent, every edge of either to earlier depths
  // (mono, no labels), so their counts only depend on the depths before them
  const int x = k - 2, y = k - 1;
  pl->pair_last = counting && k >= 3 && pl->fast_last && !opt->induced && !vlabels && pl->nback[x] > 0 && pl->nback[y] > 0;
  for (int t = 0; pl->pair_last && t < pl->nback[y]; t++) pl->pair_last = pl->back[y][t].depth != x;
  if (pl->pair_last) {
    pl->pair_rel = 0;
    for (int t = 0; t < pl->nlo[y]; t++)
      if (pl->lo[y][t] == x) {
        pl->pair_rel = 1;  // f(x) < f(y)
        pl->lo[y][t--] = pl->lo[y][--pl->nlo[y]];
      }
    for (int t = 0; t < pl->nhi[y]; t++)
      if (pl->hi[y][t] == x) {
        pl->pair_rel = -1;  // f(y) < f(x)
        pl->hi[y][t--] = pl->hi[y][--pl->nhi[y]];
      }
    pl->reuse[y] = choose_reuse(pl, y);
  }
  pl->cycle4 = counting && k == 4 && !pat->directed && !opt->induced && !vlabels && !opt->edge_labels &&
               !opt->no_symmetry_breaking;
  for (int u = 0; u < k && pl->cycle4; u++) pl->cycle4 = pat->outdeg[u] == 2;  // 2-regular on 4: C4
  for (int i = 0; i < k; i++) {
    pl->dep[i] = -1;
    for (int t = 0; t < pl->nback[i]; t++) pl->dep[i] = pl->back[i][t].depth > pl->dep[i] ? pl->back[i][t].depth : pl->dep[i];
    for (int t = 0; t < pl->nlo[i]; t++) pl->dep[i] = pl->lo[i][t] > pl->dep[i] ? pl->lo[i][t] : pl->dep[i];
    for (int t = 0; t < pl->nhi[i]; t++) pl->dep[i] = pl->hi[i][t] > pl->dep[i] ? pl->hi[i][t] : pl->dep[i];
  }
}

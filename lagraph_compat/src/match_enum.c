// Subgraph matching, the enumeration: a backtracking over the matching order in which the
// candidates of depth i are the intersection of the sorted adjacency lists of the images of u_i's
// earlier neighbours (a worst-case-optimal join, one pattern vertex at a time), cut to the id
// range that the symmetry-breaking constraints leave. It reads the candidate graph that
// subgraph_match.c built and exported with GraphBLAS; OpenMP splits the first depth's candidates.
#include "match_internal.h"

#ifdef _OPENMP
#include <omp.h>
#endif

typedef struct {
  const match_plan* plan;
  const match_graph* g;
  uint32_t f[MK];           // f[i]: the image of the pattern vertex at depth i
  uint32_t* buf[MK];        // intersection buffers, g->maxdeg each
  const uint32_t* set[MK];  // S_i and its length
  int64_t len[MK];
  // S_i depends on the images of depths <= dep[i] only: it is kept while f[dep[i]] keeps the
  // assignment stamp it was computed for (every assignment gets a new stamp)
  uint64_t stamp[MK], set_key[MK], next_stamp;
  uint64_t count;
  GrB_Index* out;           // listing: where matches go (NULL when counting)
  uint64_t limit;
} match_ctx;

// (a, na) becomes the shorter of the two sorted lists
static void shorter_first(const uint32_t** a, int64_t* na, const uint32_t** b, int64_t* nb) {
  if (*na <= *nb) return;
  const uint32_t* t = *a;
  *a = *b;
  *b = t;
  const int64_t tn = *na;
  *na = *nb;
  *nb = tn;
}

// out = a & b (sorted lists); galloping from the shorter one when the lengths differ a lot
static int64_t intersect(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb, uint32_t* out) {
  shorter_first(&a, &na, &b, &nb);
  int64_t n = 0;
  if (na * 16 < nb) {
    int64_t pos = 0;
    for (int64_t x = 0; x < na && pos < nb; x++) {
      int64_t step = 1, hi = pos;
      while (hi < nb && b[hi] < a[x]) {
        pos = hi;
        hi += step;
        step *= 2;
      }
      if (hi > nb) hi = nb;
      pos += match_lower_bound(b + pos, hi - pos, a[x]);
      if (pos < nb && b[pos] == a[x]) out[n++] = a[x];
    }
    return n;
  }
  int64_t x = 0, y = 0;
  while (x < na && y < nb) {
    const uint32_t va = a[x], vb = b[y];
    if (va == vb) out[n++] = va;
    x += va <= vb;
    y += vb <= va;
  }
  return n;
}

// The adjacency list of G vertex v in direction dir, and its edge labels
static const uint32_t* adj_list(const match_graph* g, uint32_t v, int dir, int64_t* len, const int64_t** val) {
  const int64_t* ptr = dir == MATCH_OUT ? g->out_ptr : g->in_ptr;
  const int64_t* vals = dir == MATCH_OUT ? g->out_val : g->in_val;
  *len = ptr[v + 1] - ptr[v];
  if (val) *val = vals ? vals + ptr[v] : NULL;
  return (dir == MATCH_OUT ? g->out_adj : g->in_adj) + ptr[v];
}

// cut a sorted list to [lo, hi)
static const uint32_t* cut(const uint32_t* a, int64_t* n, uint32_t lo, uint64_t hi) {
  const int64_t s = match_lower_bound(a, *n, lo);
  const int64_t e = hi > UINT32_MAX ? *n : match_lower_bound(a, *n, (uint32_t)hi);
  *n = e > s ? e - s : 0;
  return a + s;
}

// S_i: the vertices adjacent (in the right directions) to the images of u_i's earlier neighbours,
// within the bounds of the constraints
static void compute_set(match_ctx* c, int i) {
  const match_plan* pl = c->plan;
  const int dep = pl->dep[i];
  if (dep >= 0 && dep < i - 1) {
    if (c->set_key[i] == c->stamp[dep]) return;
    c->set_key[i] = c->stamp[dep];
  }
  uint32_t lo = 0;
  uint64_t hi = (uint64_t)UINT32_MAX + 1;
  for (int t = 0; t < pl->nlo[i]; t++)
    if (c->f[pl->lo[i][t]] + 1 > lo) lo = c->f[pl->lo[i][t]] + 1;
  for (int t = 0; t < pl->nhi[i]; t++)
    if (c->f[pl->hi[i][t]] < hi) hi = c->f[pl->hi[i][t]];
  const int r = pl->reuse[i];
  const uint32_t* base;
  int64_t nbase;
  int skip = -1;  // the link the base list came from
  if (r >= 0) {
    nbase = c->len[r];
    base = cut(c->set[r], &nbase, lo, hi);
  } else if (pl->nback[i] == 0) {
    const int u = pl->order[i];
    nbase = c->g->ncand[u];
    base = cut(c->g->cand_list[u], &nbase, lo, hi);
  } else {
    // the shortest list is the base
    base = NULL;
    nbase = 0;
    for (int t = 0; t < pl->nback[i]; t++) {
      int64_t n;
      const uint32_t* a = adj_list(c->g, c->f[pl->back[i][t].depth], pl->back[i][t].dir, &n, NULL);
      a = cut(a, &n, lo, hi);
      if (base == NULL || n < nbase) {
        base = a;
        nbase = n;
        skip = t;
      }
    }
  }
  const match_plan* p = pl;
  for (int t = 0; t < p->nback[i] && nbase > 0; t++) {
    if (t == skip) continue;
    const match_link* l = &p->back[i][t];
    if (r >= 0) {
      bool covered = false;
      for (int q = 0; q < p->nback[r]; q++)
        covered |= p->back[r][q].depth == l->depth && p->back[r][q].dir == l->dir;
      if (covered) continue;
    }
    int64_t n;
    const uint32_t* a = adj_list(c->g, c->f[l->depth], l->dir, &n, NULL);
    a = cut(a, &n, lo, hi);
    nbase = intersect(base, nbase, a, n, c->buf[i]);
    base = c->buf[i];
  }
  c->set[i] = base;
  c->len[i] = nbase;
}

static bool has_link(const match_graph* g, uint32_t from, int dir, uint32_t v, int64_t* label) {
  int64_t n;
  const int64_t* val;
  const uint32_t* a = adj_list(g, from, dir, &n, &val);
  const int64_t pos = match_lower_bound(a, n, v);
  if (pos == n || a[pos] != v) return false;
  if (label) *label = val ? val[pos] : 0;
  return true;
}

// the tests S_i's members need beyond the intersection
static bool accept(const match_ctx* c, int i, uint32_t v) {
  const match_plan* pl = c->plan;
  for (int j = 0; j < i; j++)
    if (c->f[j] == v) return false;
  const int u = pl->order[i];
  if (pl->check_cand[i] && !((c->g->cand[u][v >> 6] >> (v & 63)) & 1)) return false;
  for (int t = 0; t < pl->nanti[i]; t++)
    if (has_link(c->g, c->f[pl->anti[i][t].depth], pl->anti[i][t].dir, v, NULL)) return false;
  if (pl->check_elabel)
    for (int t = 0; t < pl->nback[i]; t++) {
      int64_t lab = 0;
      has_link(c->g, c->f[pl->back[i][t].depth], pl->back[i][t].dir, v, &lab);
      if (lab != pl->back[i][t].elabel) return false;
    }
  return true;
}

// how many earlier images lie in the sorted set
static int64_t used_in(const match_ctx* c, int i, const uint32_t* set, int64_t n) {
  int64_t m = 0;
  for (int j = 0; j < i; j++) {
    const int64_t pos = match_lower_bound(set, n, c->f[j]);
    m += pos < n && set[pos] == c->f[j];
  }
  return m;
}

// |a & b|, galloping from the shorter list when the lengths differ a lot
static int64_t intersect_size(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb) {
  shorter_first(&a, &na, &b, &nb);
  int64_t n = 0;
  if (na * 16 < nb) {
    for (int64_t x = 0; x < na; x++) {
      const int64_t pos = match_lower_bound(b, nb, a[x]);
      n += pos < nb && b[pos] == a[x];
    }
    return n;
  }
  int64_t x = 0, y = 0;
  while (x < na && y < nb) {
    const uint32_t va = a[x], vb = b[y];
    n += va == vb;
    x += va <= vb;
    y += vb <= va;
  }
  return n;
}

// pairs (p, q), p in a, q in b, p < q
static uint64_t pairs_below(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb) {
  uint64_t n = 0;
  if (na < nb) {
    for (int64_t x = 0; x < na; x++) n += (uint64_t)(nb - match_lower_bound(b, nb, a[x] + 1));
  } else {
    for (int64_t y = 0; y < nb; y++) n += (uint64_t)match_lower_bound(a, na, b[y]);
  }
  return n;
}

static bool in_set(const uint32_t* s, int64_t n, uint32_t v) {
  const int64_t pos = match_lower_bound(s, n, v);
  return pos < n && s[pos] == v;
}

// The last two depths x = k-2, y = k-1 counted together: pairs (f(x), f(y)) from S_x and S_y, not
// equal, not among the images of the earlier depths U, ordered as pair_rel says
static uint64_t count_last_pair(match_ctx* c) {
  const int k = c->plan->k, x = k - 2, y = k - 1;
  compute_set(c, x);
  if (c->len[x] == 0) return 0;
  compute_set(c, y);
  const uint32_t *sx = c->set[x], *sy = c->set[y];
  const int64_t nx = c->len[x], ny = c->len[y];
  if (ny == 0) return 0;
  const int rel = c->plan->pair_rel;
  bool ux[MK], uy[MK];  // which earlier images lie in S_x, S_y
  for (int j = 0; j < x; j++) {
    ux[j] = in_set(sx, nx, c->f[j]);
    uy[j] = in_set(sy, ny, c->f[j]);
  }
  if (rel == 0) {
    // |S_x'| |S_y'| - |S_x' & S_y'| with S' = S minus U
    int64_t ax = nx, ay = ny, both = intersect_size(sx, nx, sy, ny);
    for (int j = 0; j < x; j++) {
      ax -= ux[j];
      ay -= uy[j];
      both -= ux[j] && uy[j];
    }
    return (uint64_t)(ax * ay - both);
  }
  // ordered pairs p < q (p from the lower side), minus those that use an image of U
  const uint32_t *lo = rel > 0 ? sx : sy, *hi = rel > 0 ? sy : sx;
  const int64_t nlo = rel > 0 ? nx : ny, nhi = rel > 0 ? ny : nx;
  const bool *ulo = rel > 0 ? ux : uy, *uhi = rel > 0 ? uy : ux;
  uint64_t n = pairs_below(lo, nlo, hi, nhi);
  for (int j = 0; j < x; j++) {
    const uint32_t v = c->f[j];
    if (ulo[j]) n -= (uint64_t)(nhi - match_lower_bound(hi, nhi, v + 1));  // (v, q)
    if (uhi[j]) n -= (uint64_t)match_lower_bound(lo, nlo, v);               // (p, v)
    for (int t = 0; t < x; t++)                                        // both counted twice
      if (ulo[j] && uhi[t] && v < c->f[t]) n++;
  }
  return n;
}

static void emit(match_ctx* c) {
  if (c->out) {
    GrB_Index* row = c->out + c->count * (uint64_t)c->plan->k;
    for (int i = 0; i < c->plan->k; i++) row[c->plan->order[i]] = c->g->perm[c->f[i]];
  }
  c->count++;
}

static void expand(match_ctx* c, int i) {
  const int k = c->plan->k;
  if (i == k - 2 && c->plan->pair_last && !c->out) {
    c->count += count_last_pair(c);
    return;
  }
  compute_set(c, i);
  const uint32_t* s = c->set[i];
  const int64_t n = c->len[i];
  if (i == k - 1 && c->plan->fast_last && !c->out) {
    c->count += (uint64_t)(n - used_in(c, i, s, n));
    return;
  }
  for (int64_t x = 0; x < n; x++) {
    if (c->out && c->count >= c->limit) return;
    const uint32_t v = s[x];
    if (!accept(c, i, v)) continue;
    c->f[i] = v;
    c->stamp[i] = ++c->next_stamp;
    if (i == k - 1) emit(c);
    else expand(c, i + 1);
  }
}

static bool ctx_init(match_ctx* c, const match_plan* plan, const match_graph* g) {
  memset(c, 0, sizeof *c);
  c->plan = plan;
  c->g = g;
  bool ok = true;
  for (int i = 0; i < plan->k; i++) {
    c->buf[i] = malloc(((size_t)g->maxdeg + 1) * sizeof(uint32_t));
    ok &= c->buf[i] != NULL;
  }
  return ok;
}
static void ctx_free(match_ctx* c) {
  for (int i = 0; i < MK; i++) free(c->buf[i]);
}

// one candidate of the first pattern vertex: everything below it
static void from_root(match_ctx* c, uint32_t v) {
  const match_plan* pl = c->plan;
  if (pl->check_cand[0] && !((c->g->cand[pl->order[0]][v >> 6] >> (v & 63)) & 1)) return;
  c->f[0] = v;
  c->stamp[0] = ++c->next_stamp;
  if (pl->k == 1) emit(c);
  else expand(c, 1);
}

// The 4-cycles whose smallest vertex is v: for every w > v opposite to v, the common neighbours of
// v and w above v, counted by walking v -> x -> w (x, w > v), give C(c, 2) cycles v-x-w-y
static uint64_t cycle4_from(const match_graph* g, uint32_t v, uint32_t* cnt, uint32_t* touched) {
  int64_t nv = g->out_ptr[v + 1] - g->out_ptr[v], nt = 0;
  const uint32_t* a = g->out_adj + g->out_ptr[v];
  uint64_t total = 0;
  for (int64_t s = match_lower_bound(a, nv, v + 1); s < nv; s++) {
    const uint32_t x = a[s];
    const int64_t nx = g->out_ptr[x + 1] - g->out_ptr[x];
    const uint32_t* b = g->out_adj + g->out_ptr[x];
    for (int64_t t = match_lower_bound(b, nx, v + 1); t < nx; t++)
      if (cnt[b[t]]++ == 0) touched[nt++] = b[t];
  }
  for (int64_t t = 0; t < nt; t++) {
    const uint64_t c = cnt[touched[t]];
    total += c * (c - 1) / 2;
    cnt[touched[t]] = 0;
  }
  return total;
}

static GrB_Info count_cycle4(uint64_t* count, const match_graph* g) {
  uint64_t total = 0;
  bool failed = false;
#pragma omp parallel reduction(+ : total)
  {
    uint32_t* cnt = calloc((size_t)g->n + 1, sizeof(uint32_t));
    uint32_t* touched = malloc(((size_t)g->n + 1) * sizeof(uint32_t));
    if (!cnt || !touched) {
#pragma omp atomic write
      failed = true;
    }
#pragma omp for schedule(dynamic, 16)
    for (int64_t v = 0; v < g->n; v++)
      if (cnt && touched) total += cycle4_from(g, (uint32_t)v, cnt, touched);
    free(cnt);
    free(touched);
  }
  *count = total;
  return failed ? GrB_OUT_OF_MEMORY : GrB_SUCCESS;
}

GrB_Info match_count(uint64_t* count, const match_plan* plan, const match_graph* g) {
  if (plan->cycle4) return count_cycle4(count, g);
  const int u0 = plan->order[0];
  const uint32_t* roots = g->cand_list[u0];
  const int64_t nroots = g->ncand[u0];
  uint64_t total = 0;
  bool failed = false;
#pragma omp parallel reduction(+ : total)
  {
    match_ctx c;
    const bool ok = ctx_init(&c, plan, g);
    if (!ok) {
#pragma omp atomic write
      failed = true;
    }
    // the last vertices have the highest degree: start with them so the big pieces go first
#pragma omp for schedule(dynamic, 1)
    for (int64_t t = 0; t < nroots; t++) {
      if (ok) from_root(&c, roots[nroots - 1 - t]);
    }
    total += c.count;
    ctx_free(&c);
  }
  *count = total;
  return failed ? GrB_OUT_OF_MEMORY : GrB_SUCCESS;
}

GrB_Info match_list(GrB_Index* matches, uint64_t* nmatches, uint64_t limit, const match_plan* plan,
                    const match_graph* g) {
  match_ctx c;
  *nmatches = 0;
  if (!ctx_init(&c, plan, g)) {
    ctx_free(&c);
    return GrB_OUT_OF_MEMORY;
  }
  c.out = matches;
  c.limit = limit;
  const int u0 = plan->order[0];
  for (int64_t t = 0; t < g->ncand[u0] && c.count < limit; t++) from_root(&c, g->cand_list[u0][t]);
  *nmatches = c.count;
  ctx_free(&c);
  return GrB_SUCCESS;
}

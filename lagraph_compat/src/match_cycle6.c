// Subgraph matching, counting 6-cycles without enumerating them. Every 6-cycle is counted from its
// highest vertex v (ids increase with degree) and the vertex c opposite v, in both directions:
// the cycle v-x1-x2-c-y2-y1-v is a pair of paths v-x1-x2-c and v-y1-y2-c through vertices below
// v. With N = the neighbours of v below v, W[y] = |N & N_{<v}(y)| (wedges v-x-y) and
// P[c] = sum_{y in N_{<v}(c)} W[y] - [c in N] deg_{<v}(c) (the 3-paths v-x-y-c, x != c),
//   T(v) = sum_c P[c]^2
// counts the pairs of paths that are one-to-one each; a pair whose paths share vertices is an
// embedding of a merged pattern (a quotient of the cycle), each counted directly and subtracted
// (as ESCAPE does for 5 vertices, Pinar, Seshadhri and Vishal, WWW 2017):
//   x1 = y1, x2 = y2: the path itself, sum_c P[c]
//   x2 = y2: a 4-cycle v-x1-x2-y1 with a pendant at x2: A2 = sum_y W(W-1)(deg_{<v}(y) - 2)
//   x1 = y1: a pendant v on a 4-cycle x1-x2-c-y2 below v: A1, added up from each 4-cycle's top u
//            (when v = u): 2 per vertex x of the cycle and neighbour of x above u
//   x1 = y2 or x2 = y1: a bowtie, the triangle v-x1-y1 and a triangle x1-x2-c below v avoiding
//            y1: B = sum_{x in N} W[x] 2 tri_{<v}(x) - 2K, where K counts the second triangle's
//            vertex landing on y1
//   x1 = y2, x2 = y1: a diamond, the triangles v-x1-x2 and x1-x2-c: K
// K = sum over ordered edges (x, y) of the pairs of common neighbours c < v with x, y < v; per
// edge, from how many of the common neighbours lie below and above the edge's higher end.
// So Z(v) = T - sum P - A1 - A2 - 4 sum_x W[x] tri_{<v}(x) + 3K, and the 6-cycle embeddings
// number 12 * sum_v Z(v) / 2. The sums wrap modulo 2^128 (the corrections may exceed the count on
// the way); the result is exact whenever the count is below 2^128, and the caller reports one that
// does not fit 64 bits.
#include "match_internal.h"

#ifdef _OPENMP
#include <omp.h>
#endif

typedef struct {
  uint64_t *W, *P;
  uint32_t *touched, *reached;
} cycle6_scratch;

static int64_t below(const match_graph* g, uint32_t x, uint32_t v) {
  return match_lower_bound(g->out_adj + g->out_ptr[x], g->out_ptr[x + 1] - g->out_ptr[x], v);
}

// the neighbours of x above v
static uint64_t above(const match_graph* g, uint32_t x, uint32_t v) {
  return (uint64_t)(g->out_ptr[x + 1] - g->out_ptr[x] - below(g, x, v + 1));
}

// W over the wedges v-x-y below v; returns how many y were touched
static int64_t wedges_below(const match_graph* g, uint32_t v, int64_t low, cycle6_scratch* s) {
  const uint32_t* N = g->out_adj + g->out_ptr[v];
  int64_t nt = 0;
  for (int64_t i = 0; i < low; i++) {
    const uint32_t* xl = g->out_adj + g->out_ptr[N[i]];
    const int64_t nx = below(g, N[i], v);
    for (int64_t t = 0; t < nx; t++)
      if (s->W[xl[t]]++ == 0) s->touched[nt++] = xl[t];
  }
  return nt;
}

// sum_c P[c]^2 - sum_c P[c] - A2 for the 3-paths from v
static match_count128 path_pairs(const match_graph* g, uint32_t v, int64_t low, int64_t nt, cycle6_scratch* s) {
  const uint32_t* N = g->out_adj + g->out_ptr[v];
  match_count128 a2 = 0;
  int64_t nr = 0;
  for (int64_t t = 0; t < nt; t++) {
    const uint32_t y = s->touched[t];
    const uint64_t w = s->W[y];
    const uint32_t* yl = g->out_adj + g->out_ptr[y];
    const int64_t ny = below(g, y, v);
    if (w >= 2) a2 += (match_count128)(w * (w - 1)) * (uint64_t)(ny - 2);  // x1, y1 are two of y's lower neighbours
    for (int64_t q = 0; q < ny; q++) {
      if (s->P[yl[q]] == 0) s->reached[nr++] = yl[q];
      s->P[yl[q]] += w;
    }
  }
  // c = x: the walks v-c-y-c (each y in N_{<v}(c) has W[y] >= 1 through x = c)
  for (int64_t i = 0; i < low; i++) s->P[N[i]] -= (uint64_t)below(g, N[i], v);
  match_count128 t2 = 0;
  for (int64_t r = 0; r < nr; r++) {
    const uint64_t p = s->P[s->reached[r]];
    t2 += (match_count128)p * p - p;
    s->P[s->reached[r]] = 0;
  }
  return t2 - a2;
}

// A1's share from the 4-cycles topped by v (v opposite c, middles a in N) plus 4 sum_x W tri_{<v}
static match_count128 cycle_and_bowtie_terms(const match_graph* g, uint32_t v, int64_t low, int64_t nt,
                                             const uint64_t* edge_tri, cycle6_scratch* s) {
  const uint32_t* N = g->out_adj + g->out_ptr[v];
  const uint64_t hv = (uint64_t)(g->out_ptr[v + 1] - g->out_ptr[v] - low);
  match_count128 a1 = 0, bt = 0;
  for (int64_t t = 0; t < nt; t++) {
    const uint32_t c = s->touched[t];
    const uint64_t w = s->W[c];
    if (w >= 2) a1 += (match_count128)(w * (w - 1)) * (hv + above(g, c, v));
  }
  for (int64_t i = 0; i < low; i++) {
    const uint32_t a = N[i];
    const uint32_t* al = g->out_adj + g->out_ptr[a];
    const int64_t na = below(g, a, v);
    uint64_t others = 0;  // sum over the cycles' opposite vertices c of W[c] - 1
    for (int64_t t = 0; t < na; t++) others += s->W[al[t]] - 1;
    // v is a's neighbour: the ones above v number deg - na - 1
    a1 += 2 * (match_count128)others * (uint64_t)(g->out_ptr[a + 1] - g->out_ptr[a] - na - 1);
    bt += (match_count128)s->W[a] * edge_tri[g->out_ptr[v] + i];
  }
  return a1 + 4 * bt;
}

static match_count128 cycles6_at(const match_graph* g, uint32_t v, const uint64_t* edge_tri, cycle6_scratch* s) {
  const int64_t low = below(g, v, v);
  const int64_t nt = wedges_below(g, v, low, s);
  const match_count128 z = path_pairs(g, v, low, nt, s) - cycle_and_bowtie_terms(g, v, low, nt, edge_tri, s);
  for (int64_t t = 0; t < nt; t++) s->W[s->touched[t]] = 0;
  return z;
}

// K: for each edge x > y, the common neighbours t of x and y above x, each with the number of
// common neighbours below it (its diamond's other tip), both orders of the edge
static match_count128 diamonds_topped_above(const match_graph* g) {
  match_count128 k = 0;
#pragma omp parallel
  {
    match_count128 part = 0;
#pragma omp for schedule(dynamic, 64)
    for (int64_t x = 0; x < g->n; x++) {
      const uint32_t* xl = g->out_adj + g->out_ptr[x];
      const int64_t dx = g->out_ptr[x + 1] - g->out_ptr[x], lx = below(g, (uint32_t)x, (uint32_t)x);
      for (int64_t i = 0; i < lx; i++) {
        const uint32_t y = xl[i];
        const uint32_t* yl = g->out_adj + g->out_ptr[y];
        const int64_t dy = g->out_ptr[y + 1] - g->out_ptr[y], ly = below(g, y, (uint32_t)x);
        const uint64_t lo = (uint64_t)match_common_count(xl, lx, yl, ly);
        const uint64_t hi = (uint64_t)match_common_count(xl + lx, dx - lx, yl + ly, dy - ly);
        part += 2 * ((match_count128)hi * lo + (match_count128)hi * (hi - (hi > 0)) / 2);
      }
    }
#pragma omp critical(match_cycles6_diamonds)
    k += part;
  }
  return k;
}

GrB_Info match_count_cycles6(match_count128* emb, const match_graph* g) {
  *emb = 0;
  uint64_t* edge_tri = malloc(((size_t)g->out_ptr[g->n] + 1) * sizeof(uint64_t));
  if (!edge_tri) return GrB_OUT_OF_MEMORY;
  GrB_Info info = match_triangles_below(NULL, edge_tri, g);
  if (info != GrB_SUCCESS) {
    free(edge_tri);
    return info;
  }
  match_count128 total = 0;
  bool failed = false;
#pragma omp parallel
  {
    match_count128 part = 0;
    cycle6_scratch s = {calloc((size_t)g->n + 1, sizeof(uint64_t)), calloc((size_t)g->n + 1, sizeof(uint64_t)),
                        malloc(((size_t)g->n + 1) * sizeof(uint32_t)), malloc(((size_t)g->n + 1) * sizeof(uint32_t))};
    const bool ok = s.W && s.P && s.touched && s.reached;
    if (!ok) {
#pragma omp atomic write
      failed = true;
    }
#pragma omp for schedule(dynamic, 16)
    for (int64_t t = 0; t < g->n; t++) {
      const uint32_t v = (uint32_t)(g->n - 1 - t);  // the hubs (most work) first
      if (ok) part += cycles6_at(g, v, edge_tri, &s);
    }
    free(s.W);
    free(s.P);
    free(s.touched);
    free(s.reached);
#pragma omp critical(match_cycles6_total)
    total += part;
  }
  free(edge_tri);
  if (failed) return GrB_OUT_OF_MEMORY;
  total += 3 * diamonds_topped_above(g);
  // sum Z counts every 6-cycle twice; a 6-cycle is 12 embeddings
  *emb = total * 6;
  return GrB_SUCCESS;
}

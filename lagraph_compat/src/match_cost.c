// Subgraph matching, the cost model of the matching order: the number of partial matches at each
// depth is estimated from the candidate graph's degrees and clustering, as GraphPi's model does
// (T. Shi et al., SC 2020), and the order of least estimated work is found by branch and bound.
//   a vertex with one earlier neighbour has about d2 = sum d^2 / sum d candidates (the degree of a
//   vertex reached through an edge), times the fraction of G that are its candidates;
//   every further earlier neighbour keeps a fraction of them: `closure` (the transitivity of G,
//   estimated from sampled wedges) when it closes a triangle with an earlier one, d2 / n if not;
//   computing a depth's set costs the lengths of the lists it intersects (d2 each).
#include "match_internal.h"

// wedges sampled for the transitivity (deterministic: a fixed linear congruential sequence)
#define WEDGE_SAMPLES 20000

static uint64_t next_random(uint64_t* s) {
  *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
  return *s >> 33;
}

static int64_t degree(const match_graph* g, int64_t v) {
  int64_t d = g->out_ptr[v + 1] - g->out_ptr[v];
  if (g->in_ptr != g->out_ptr) d += g->in_ptr[v + 1] - g->in_ptr[v];
  return d;
}

static bool adjacent(const match_graph* g, uint32_t a, uint32_t b) {
  const uint32_t* adj = g->out_adj + g->out_ptr[a];
  int64_t lo = 0, hi = g->out_ptr[a + 1] - g->out_ptr[a];
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (adj[mid] < b) lo = mid + 1;
    else hi = mid;
  }
  return lo < g->out_ptr[a + 1] - g->out_ptr[a] && adj[lo] == b;
}

// Wedges a-v-b (out-neighbours a != b of v) sampled with v drawn in proportion to its wedges
static double sampled_transitivity(const match_graph* g, double* cum) {
  double total = 0;
  for (int64_t v = 0; v < g->n; v++) {
    const double d = (double)(g->out_ptr[v + 1] - g->out_ptr[v]);
    total += d * (d - 1);
    cum[v] = total;
  }
  if (total <= 0) return 0;
  uint64_t seed = 28;
  int64_t closed = 0;
  for (int s = 0; s < WEDGE_SAMPLES; s++) {
    const double r = total * (double)next_random(&seed) / (double)(1ULL << 31);
    int64_t lo = 0, hi = g->n - 1;  // the first v with cum[v] > r
    while (lo < hi) {
      const int64_t mid = lo + (hi - lo) / 2;
      if (cum[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    const int64_t d = g->out_ptr[lo + 1] - g->out_ptr[lo];
    if (d < 2) continue;
    const int64_t x = (int64_t)(next_random(&seed) % (uint64_t)d);
    int64_t y = (int64_t)(next_random(&seed) % (uint64_t)(d - 1));
    y += y >= x;
    const uint32_t* adj = g->out_adj + g->out_ptr[lo];
    closed += adjacent(g, adj[x], adj[y]);
  }
  return (double)closed / WEDGE_SAMPLES;
}

bool match_graph_stats(match_stats* st, const match_graph* g) {
  memset(st, 0, sizeof *st);
  st->n = (double)g->n;
  double sum = 0, sum2 = 0;
  for (int64_t v = 0; v < g->n; v++) {
    const double d = (double)degree(g, v);
    sum += d;
    sum2 += d * d;
  }
  st->d2 = sum > 0 ? sum2 / sum : 0;
  if (g->n == 0) return true;
  double* cum = malloc((size_t)g->n * sizeof(double));
  if (!cum) return false;
  st->closure = sampled_transitivity(g, cum);
  // a closure of 0 would make every denser order look free
  if (st->closure < 1.0 / WEDGE_SAMPLES) st->closure = 1.0 / WEDGE_SAMPLES;
  free(cum);
  return true;
}

static int links(const match_pattern* p, int u, int w) { return p->arc[u][w] || p->arc[w][u]; }

typedef struct {
  const match_pattern* pat;
  const int64_t* ncand;
  const match_stats* st;
  bool avail[MK];     // the vertices the search may place (not the last pair)
  int nplace;
  int order[MK], best_order[MK];
  bool placed[MK];
  double best;
  double tail_links;  // links of the last pair to the prefix (their sets are computed once per prefix)
  int x, y;           // the last pair, -1 without
} order_search;

// the expected size of u's set when placed after the vertices in `placed`, and its cost
static void place_estimate(const order_search* s, int u, double* size, double* work) {
  const match_stats* st = s->st;
  int b = 0, nb[MK];
  for (int w = 0; w < s->pat->k; w++)
    if (s->placed[w] && links(s->pat, u, w)) nb[b++] = w;
  const double frac = st->n > 0 ? (double)s->ncand[u] / st->n : 0;
  if (b == 0) {
    *size = (double)s->ncand[u];
    *work = *size;
    return;
  }
  // a further earlier neighbour adjacent to one before it closes a triangle (transitivity);
  // otherwise its list is about as likely to hold a vertex as a random one (d2 / n)
  *size = st->d2 * frac;
  for (int t = 1; t < b; t++) {
    bool triangle = false;
    for (int q = 0; q < t; q++) triangle |= links(s->pat, nb[q], nb[t]);
    *size *= triangle ? st->closure : (st->n > 0 ? st->d2 / st->n : 0);
  }
  *work = b * st->d2;
}

static void search(order_search* s, int depth, double partial, double cost) {
  if (cost >= s->best) return;
  if (depth == s->nplace) {
    // the last pair: both sets per prefix match
    double total = cost;
    if (s->x >= 0) {
      double size, wx, wy;
      place_estimate(s, s->x, &size, &wx);
      place_estimate(s, s->y, &size, &wy);
      total += partial * (wx + wy);
    }
    if (total < s->best) {
      s->best = total;
      memcpy(s->best_order, s->order, sizeof s->order);
    }
    return;
  }
  for (int u = 0; u < s->pat->k; u++) {
    if (!s->avail[u] || s->placed[u]) continue;
    double size, work;
    place_estimate(s, u, &size, &work);
    s->placed[u] = true;
    s->order[depth] = u;
    const double next = depth == 0 ? (double)s->ncand[u] : partial * size;
    // the last level of a plain order is counted from its set size: no enumeration below it
    search(s, depth + 1, next, cost + (depth == 0 ? 0 : partial * work));
    s->placed[u] = false;
  }
}

// the estimate of a given order (its first nplace vertices, then the pair)
static double order_cost(order_search* s, const int* order) {
  double partial = 0, cost = 0;
  for (int d = 0; d < s->nplace; d++) {
    double size, work;
    place_estimate(s, order[d], &size, &work);
    if (d > 0) cost += partial * work;
    partial = d == 0 ? (double)s->ncand[order[d]] : partial * size;
    s->placed[order[d]] = true;
  }
  if (s->x >= 0) {
    double size, wx, wy;
    place_estimate(s, s->x, &size, &wx);
    place_estimate(s, s->y, &size, &wy);
    cost += partial * (wx + wy);
  }
  memset(s->placed, 0, sizeof s->placed);
  return cost;
}

double match_order_by_cost(const match_pattern* pat, const int64_t* ncand, const match_stats* st, int x, int y,
                           int* order) {
  order_search s;
  memset(&s, 0, sizeof s);
  s.pat = pat;
  s.ncand = ncand;
  s.st = st;
  s.x = x;
  s.y = y;
  for (int u = 0; u < pat->k; u++) s.avail[u] = u != x && u != y;
  s.nplace = pat->k - (x >= 0 ? 2 : 0);
  // `order` comes in as the heuristic order, which places the symmetry-breaking bounds well (the
  // model does not see them): it is kept unless another order is estimated at 10% less work
  memcpy(s.best_order, order, sizeof(int) * (size_t)pat->k);
  s.best = 0.9 * order_cost(&s, order);
  search(&s, 0, 0, 0);
  if (s.nplace > 0) memcpy(order, s.best_order, sizeof(int) * (size_t)s.nplace);
  if (x >= 0) {
    order[pat->k - 2] = x;
    order[pat->k - 1] = y;
  }
  return s.best;
}

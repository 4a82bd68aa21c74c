// Subgraph matching, counting k-cliques without enumerating them: the pivoting recursion of
// Pivoter (S. Jain, C. Seshadhri, "The Power of Pivoting for Exact Clique Counting", WSDM 2020).
// Every clique of G lies in exactly one leaf of the Bron-Kerbosch recursion with pivoting, as a
// set of `hold` vertices it must contain plus any subset of `pivot` vertices it may contain, so a
// leaf holds C(pivot, k - hold) k-cliques. Each clique is counted from its lowest vertex v (ids
// increase with degree, so v's higher neighbours number at most about sqrt(2m)); the recursion
// runs on bitsets over those neighbours. Exact; the sum is kept modulo 2^64 like the enumeration.
#include "match_internal.h"

#ifdef _OPENMP
#include <omp.h>
#endif

typedef struct {
  const match_graph* g;
  int k;
  int64_t cap;          // most local vertices (higher neighbours of one vertex)
  int64_t words;        // 64-bit words of a local bitset
  uint64_t* adj;        // cap rows of `words`: the local graph
  uint64_t* stack;      // one candidate bitset per recursion level
  int64_t levels;
  uint32_t* local;      // the higher neighbours of the root, sorted
  uint32_t* common;     // intersection buffer
  const uint64_t* binom;  // binom[p * (k + 1) + r] = C(p, r) mod 2^64
  uint64_t count;
} clique_ctx;

// positions in a (sorted, length na) of the members of b (sorted, length nb), written to out
static int64_t common_positions(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb, uint32_t* out) {
  int64_t n = 0;
  if (na * 16 < nb) {
    int64_t pos = 0;
    for (int64_t x = 0; x < na; x++) {
      pos += match_lower_bound(b + pos, nb - pos, a[x]);
      if (pos == nb) break;
      if (b[pos] == a[x]) out[n++] = (uint32_t)x;
    }
    return n;
  }
  int64_t x = 0, y = 0;
  while (x < na && y < nb) {
    if (a[x] == b[y]) out[n++] = (uint32_t)x;
    const uint32_t va = a[x], vb = b[y];
    x += va <= vb;
    y += vb <= va;
  }
  return n;
}

static int64_t popcount_and(const uint64_t* a, const uint64_t* b, int64_t words) {
  int64_t n = 0;
  for (int64_t w = 0; w < words; w++) n += __builtin_popcountll(a[w] & b[w]);
  return n;
}

// One node of the recursion: P (at level `lev` of the stack) is the set of local vertices adjacent
// to every held and pivot vertex so far.
static void pivot_node(clique_ctx* c, int64_t lev, int hold, int64_t pivots) {
  const int64_t W = c->words;
  uint64_t* P = c->stack + lev * W;
  int64_t size = 0;
  for (int64_t w = 0; w < W; w++) size += __builtin_popcountll(P[w]);
  if (hold + pivots + size < c->k) return;  // no k-clique left below
  // the k-cliques below are the held vertices, j pivots and a (k - hold - j)-clique of P: with at
  // most two vertices still to choose they are counted at once
  const int r = c->k - hold;
  const uint64_t* binom = c->binom + pivots * (c->k + 1);
  if (size == 0 || r <= 1) {
    if (r == 0) c->count += 1;
    else if (r == 1) c->count += (uint64_t)(pivots + size);
    else c->count += binom[r];  // zero when r > pivots
    return;
  }
  if (r == 2) {
    int64_t twice_edges = 0;
    for (int64_t w = 0; w < W; w++)
      for (uint64_t bits = P[w]; bits; bits &= bits - 1)
        twice_edges += popcount_and(c->adj + (w * 64 + __builtin_ctzll(bits)) * W, P, W);
    c->count += binom[2] + (uint64_t)(pivots * size) + (uint64_t)(twice_edges / 2);
    return;
  }
  // the pivot: the member of P with most neighbours in P
  int64_t best = -1, best_n = -1;
  for (int64_t w = 0; w < W; w++)
    for (uint64_t bits = P[w]; bits; bits &= bits - 1) {
      const int64_t u = w * 64 + __builtin_ctzll(bits);
      const int64_t n = popcount_and(c->adj + u * W, P, W);
      if (n > best_n) {
        best_n = n;
        best = u;
      }
    }
  // branch on P minus the pivot's neighbours (the pivot included); each branch vertex leaves P
  const uint64_t* pa = c->adj + best * W;
  uint64_t* next = P + W;
  for (int64_t w = 0; w < W; w++) {
    uint64_t bits = P[w] & ~pa[w];
    while (bits) {
      const int64_t v = w * 64 + __builtin_ctzll(bits);
      bits &= bits - 1;
      const uint64_t* va = c->adj + v * W;
      for (int64_t t = 0; t < W; t++) next[t] = P[t] & va[t];
      if (v == best) pivot_node(c, lev + 1, hold, pivots + 1);
      else if (hold + 1 <= c->k) pivot_node(c, lev + 1, hold + 1, pivots);
      P[v >> 6] &= ~((uint64_t)1 << (v & 63));
    }
  }
}

// the k-cliques whose lowest vertex is v
static void cliques_from(clique_ctx* c, uint32_t v) {
  const match_graph* g = c->g;
  const int64_t deg = g->out_ptr[v + 1] - g->out_ptr[v];
  const uint32_t* a = g->out_adj + g->out_ptr[v];
  const int64_t s = match_lower_bound(a, deg, v + 1);
  const int64_t d = deg - s;
  if (d + 1 < c->k) return;
  memcpy(c->local, a + s, (size_t)d * sizeof(uint32_t));
  const int64_t W = (d + 63) / 64;
  c->words = W;
  memset(c->adj, 0, (size_t)(d * W) * sizeof(uint64_t));
  // the local graph: for each local x, its local neighbours above it, mirrored
  for (int64_t x = 0; x < d; x++) {
    const uint32_t gx = c->local[x];
    const int64_t nx = g->out_ptr[gx + 1] - g->out_ptr[gx];
    const uint32_t* b = g->out_adj + g->out_ptr[gx];
    const int64_t sb = match_lower_bound(b, nx, gx + 1);
    const int64_t n = common_positions(c->local + x + 1, d - x - 1, b + sb, nx - sb, c->common);
    for (int64_t t = 0; t < n; t++) {
      const int64_t y = x + 1 + c->common[t];
      c->adj[x * W + (y >> 6)] |= (uint64_t)1 << (y & 63);
      c->adj[y * W + (x >> 6)] |= (uint64_t)1 << (x & 63);
    }
  }
  uint64_t* P = c->stack;
  memset(P, 0, (size_t)W * sizeof(uint64_t));
  for (int64_t x = 0; x < d; x++) P[x >> 6] |= (uint64_t)1 << (x & 63);
  pivot_node(c, 0, 1, 0);
}

// the higher neighbours of any vertex: the most local vertices a root can have
static int64_t max_higher_degree(const match_graph* g) {
  int64_t most = 0;
  for (int64_t v = 0; v < g->n; v++) {
    const int64_t deg = g->out_ptr[v + 1] - g->out_ptr[v];
    const int64_t d = deg - match_lower_bound(g->out_adj + g->out_ptr[v], deg, (uint32_t)v + 1);
    if (d > most) most = d;
  }
  return most;
}

GrB_Info match_count_cliques(uint64_t* count, int k, const match_graph* g) {
  *count = 0;
  const int64_t cap = max_higher_degree(g);
  // Pascal's triangle modulo 2^64: C(p, r) for p <= cap, r <= k
  uint64_t* binom = calloc((size_t)(cap + 1) * (size_t)(k + 1), sizeof(uint64_t));
  if (!binom) return GrB_OUT_OF_MEMORY;
  for (int64_t p = 0; p <= cap; p++) {
    binom[p * (k + 1)] = 1;
    for (int r = 1; r <= k && p > 0; r++)
      binom[p * (k + 1) + r] = binom[(p - 1) * (k + 1) + r - 1] + binom[(p - 1) * (k + 1) + r];
  }
  uint64_t total = 0;
  bool failed = false;
  const int64_t wcap = (cap + 63) / 64;
#pragma omp parallel reduction(+ : total)
  {
    clique_ctx c = {g, k, cap, 0, NULL, NULL, cap + 2, NULL, NULL, binom, 0};
    c.adj = malloc((size_t)(cap * wcap + 1) * sizeof(uint64_t));
    c.stack = malloc((size_t)((cap + 2) * wcap + 1) * sizeof(uint64_t));
    c.local = malloc((size_t)(cap + 1) * sizeof(uint32_t));
    c.common = malloc((size_t)(cap + 1) * sizeof(uint32_t));
    const bool ok = c.adj && c.stack && c.local && c.common;
    if (!ok) {
#pragma omp atomic write
      failed = true;
    }
#pragma omp for schedule(dynamic, 4)
    for (int64_t t = 0; t < g->n; t++)
      if (ok) cliques_from(&c, (uint32_t)t);
    total += c.count;
    free(c.adj);
    free(c.stack);
    free(c.local);
    free(c.common);
  }
  free(binom);
  *count = total;
  return failed ? GrB_OUT_OF_MEMORY : GrB_SUCCESS;
}

// Subgraph matching, counting 5-cycles without enumerating them. Every 5-cycle is counted from
// its highest vertex v (ids increase with degree), in both directions, as the closed walks
// v-x1-c-x3-x4-v through distinct vertices below v. With N = the neighbours of v below v and
// W[c] = |N & N(c)| (wedges v-x-c through lower vertices), the pattern is cut at {v, c} into the
// wedge v-x1-c and the path c-x3-x4-v:
//   T(v)  = sum_c W[c] * R[c],  R[c] = sum_{x3 in N(c), x3 < v} W[x3] - [c in N] deg_{<v}(c)
// counts the pairs of the two parts that are one-to-one each (R's second term drops x4 = c); the
// pairs where they meet are the merged patterns, counted directly (as in ESCAPE, Pinar, Seshadhri
// and Vishal, WWW 2017):
//   x1 = x4: a triangle {x1, c, x3} below v hanging from x1 in N: 2 * sum_{x1 in N} tri_{<v}(x1)
//   x1 = x3: sum_{x1 in N} (deg_{<v}(x1) - 1) * W[x1]
// and the 5-cycles number sum_v Z(v) / 2, Z = T - both. tri_{<v}(x) (the triangles at x whose
// other two vertices lie below v) comes from one sweep over v in increasing order. Plain C on the
// candidate graph that GraphBLAS filtered and exported.
#include "match_internal.h"

#ifdef _OPENMP
#include <omp.h>
#endif

int64_t match_common_count(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb) {
  if (na > nb) {
    const uint32_t* t = a;
    a = b;
    b = t;
    const int64_t tn = na;
    na = nb;
    nb = tn;
  }
  int64_t n = 0;
  if (na * 16 < nb) {
    int64_t pos = 0;
    for (int64_t x = 0; x < na && pos < nb; x++) {
      pos += match_lower_bound(b + pos, nb - pos, a[x]);
      n += pos < nb && b[pos] == a[x];
    }
    return n;
  }
  int64_t x = 0, y = 0;
  while (x < na && y < nb) {
    n += a[x] == b[y];
    const uint32_t va = a[x], vb = b[y];
    x += va <= vb;
    y += vb <= va;
  }
  return n;
}

// A triangle a < b < u counts for a and b once v > u and for u once v > b: the sweep adds those
// counts to tri[] right after v = u (triangles topped by v) and v = b (triangles with v in the
// middle), and reads tri[] of v's lower neighbours before.
GrB_Info match_triangles_below(uint64_t* below, uint64_t* edge_tri, const match_graph* g) {
  uint64_t* tri = calloc((size_t)g->n + 1, sizeof(uint64_t));
  if (!tri) return GrB_OUT_OF_MEMORY;
  const int64_t* ptr = g->out_ptr;
  const uint32_t* adj = g->out_adj;
  for (int64_t v = 0; v < g->n; v++) {
    const uint32_t* a = adj + ptr[v];
    const int64_t deg = ptr[v + 1] - ptr[v], low = match_lower_bound(a, deg, (uint32_t)v);
    uint64_t sum = 0;
    for (int64_t s = 0; s < low; s++) {
      sum += tri[a[s]];
      if (edge_tri) edge_tri[ptr[v] + s] = tri[a[s]];
    }
    if (below) below[v] = sum;
    // triangles a < b < v: both a and b gain one
    for (int64_t s = 0; s < low; s++) {
      const uint32_t b = a[s];
      const uint32_t* bl = adj + ptr[b];
      const int64_t nb = match_lower_bound(bl, ptr[b + 1] - ptr[b], b);
      int64_t x = 0, y = 0;
      while (x < s && y < nb) {  // a in N(v) & N(b), a < b
        if (a[x] == bl[y]) {
          tri[a[x]]++;
          tri[b]++;
        }
        const uint32_t va = a[x], vb = bl[y];
        x += va <= vb;
        y += vb <= va;
      }
    }
    // triangles a < v < u: u gains |N(v) below v & N(u)|
    for (int64_t s = low; s < deg; s++) {
      const uint32_t u = a[s];
      tri[u] += (uint64_t)match_common_count(a, low, adj + ptr[u], ptr[u + 1] - ptr[u]);
    }
  }
  free(tri);
  return GrB_SUCCESS;
}

// Z(v) without the x1 = x4 term: W by a walk over the wedges below v, then T and the x1 = x3 term
// (in 128 bits: W[c] * R[c] may pass 2^63 around a hub)
static __int128 closed_walks_at(const match_graph* g, uint32_t v, int64_t* W, uint32_t* touched) {
  const int64_t* ptr = g->out_ptr;
  const uint32_t* adj = g->out_adj;
  const uint32_t* N = adj + ptr[v];
  const int64_t low = match_lower_bound(N, ptr[v + 1] - ptr[v], v);
  int64_t nt = 0;
  for (int64_t s = 0; s < low; s++) {
    const uint32_t x = N[s];
    const uint32_t* xl = adj + ptr[x];
    const int64_t nx = match_lower_bound(xl, ptr[x + 1] - ptr[x], v);
    for (int64_t t = 0; t < nx; t++)
      if (W[xl[t]]++ == 0) touched[nt++] = xl[t];
  }
  __int128 z = 0;
  for (int64_t t = 0; t < nt; t++) {
    const uint32_t c = touched[t];
    const uint32_t* cl = adj + ptr[c];
    const int64_t nc = match_lower_bound(cl, ptr[c + 1] - ptr[c], v);
    int64_t r = 0;  // at most n * deg(c): 64 bits hold it
    for (int64_t q = 0; q < nc; q++) r += W[cl[q]];
    z += (__int128)W[c] * r;
  }
  // c in N: R's correction; x1 = x3: (deg_{<v}(x1) - 1) W[x1]
  for (int64_t s = 0; s < low; s++) {
    const uint32_t x = N[s];
    const int64_t nx = match_lower_bound(adj + ptr[x], ptr[x + 1] - ptr[x], v);
    z -= (__int128)W[x] * nx + (__int128)(nx - 1) * W[x];
  }
  for (int64_t t = 0; t < nt; t++) W[touched[t]] = 0;
  return z;
}

GrB_Info match_count_cycles5(match_count128* emb, const match_graph* g) {
  *emb = 0;
  uint64_t* below = malloc(((size_t)g->n + 1) * sizeof(uint64_t));
  if (!below) return GrB_OUT_OF_MEMORY;
  GrB_Info info = match_triangles_below(below, NULL, g);
  if (info != GrB_SUCCESS) {
    free(below);
    return info;
  }
  __int128 total = 0;
  bool failed = false;
#pragma omp parallel
  {
    __int128 part = 0;
    int64_t* W = calloc((size_t)g->n + 1, sizeof(int64_t));
    uint32_t* touched = malloc(((size_t)g->n + 1) * sizeof(uint32_t));
    if (!W || !touched) {
#pragma omp atomic write
      failed = true;
    }
#pragma omp for schedule(dynamic, 16)
    for (int64_t t = 0; t < g->n; t++) {
      const uint32_t v = (uint32_t)(g->n - 1 - t);  // the hubs (most work) first
      if (W && touched) part += closed_walks_at(g, v, W, touched) - 2 * (__int128)below[v];
    }
    free(W);
    free(touched);
#pragma omp critical(match_cycles5_total)
    total += part;
  }
  free(below);
  // sum Z counts every 5-cycle twice; a 5-cycle is 10 embeddings
  *emb = (match_count128)total * 5;
  return failed ? GrB_OUT_OF_MEMORY : GrB_SUCCESS;
}

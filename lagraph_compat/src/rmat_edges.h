/* The random part of the Graph500 R-MAT generator: splitmix64, the edge draws and the vertex
 * scramble. Plain C99 without GraphBLAS, shared by lagraph_compat's grb_rmat and the standalone
 * triangle-count benchmark (compiler/bench/tc_graph.h), which must both see the same graph. */
#ifndef GRB_RMAT_EDGES_H
#define GRB_RMAT_EDGES_H
#include <stdint.h>

static inline uint64_t rmat_splitmix64(uint64_t* state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static inline double rmat_uniform01(uint64_t* state) {
  return (double)(rmat_splitmix64(state) >> 11) * (1.0 / 9007199254740992.0);
}

/* m directed edges (src[e], dst[e]) among 2^scale vertices, quadrant probabilities A=.57 B=C=.19
 * D=.05, then vertex ids scrambled by a Fisher-Yates permutation drawn from the same state (so
 * degree is not correlated with the id: Graph500 practice). perm: 2^scale words of scratch. */
static inline void rmat_edges(int scale, uint64_t m, uint64_t* state, uint64_t* src, uint64_t* dst,
                              uint64_t* perm) {
  const uint64_t n = (uint64_t)1 << scale;
  const double a = 0.57, b = 0.19, c = 0.19;
  for (uint64_t e = 0; e < m; e++) {
    uint64_t i = 0, j = 0;
    for (int bit = 0; bit < scale; bit++) {
      const double r = rmat_uniform01(state);
      /* quadrant: a (0,0), b (0,1), c (1,0), d (1,1) */
      const int ib = r >= a + b;
      const int jb = (r >= a && r < a + b) || r >= a + b + c;
      i = (i << 1) | (uint64_t)ib;
      j = (j << 1) | (uint64_t)jb;
    }
    src[e] = i;
    dst[e] = j;
  }
  for (uint64_t v = 0; v < n; v++) perm[v] = v;
  for (uint64_t v = n - 1; v > 0; v--) {
    const uint64_t w = rmat_splitmix64(state) % (v + 1);
    const uint64_t t = perm[v];
    perm[v] = perm[w];
    perm[w] = t;
  }
  for (uint64_t e = 0; e < m; e++) {
    src[e] = perm[src[e]];
    dst[e] = perm[dst[e]];
  }
}

#endif

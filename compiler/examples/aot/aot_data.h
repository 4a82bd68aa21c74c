/* The example's matrix, made the same way by the GraphBLAS program (program.c) and by the user's
 * own program that calls the exported kernel (user/main.cpp): an n x n CSR matrix with about
 * n*n/7 entries, rows sorted, values quarter-integers in [-50, 50] (sums are exact in any order),
 * and the vectors of the PageRank-style part. */
#ifndef GRB_AOT_EXAMPLE_DATA_H
#define GRB_AOT_EXAMPLE_DATA_H
#include <stdint.h>

static inline uint64_t aot_hash(uint64_t i, uint64_t j) { /* splitmix64 of the position */
  uint64_t z = i * 0x9e3779b97f4a7c15ull + j + 0x632be59bd9b4e019ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static inline int aot_present(uint64_t i, uint64_t j) { return aot_hash(i, j) % 7 == 0; }
static inline double aot_value(uint64_t i, uint64_t j) {
  return (double)((int64_t)((aot_hash(j, i) >> 8) % 401) - 200) / 4.0;
}
/* The thunk of the select: keep the entries greater than it. */
static const double aot_threshold = -20.5;

/* The PageRank-style vector part (a vector-result group): AOT_ITERATIONS times
 *   w = prior ./ d ; r = aot_teleport ; r += X plus.second w ; prior = r
 * from prior(i) = i + 1, with d(i) a power of two: every value is a multiple of 2^-8 below 2^24,
 * so every sum is exact (the same in any order, with or without fused multiply-adds). */
#define AOT_ITERATIONS 3
static inline double aot_prior0(uint64_t i) { return (double)(i + 1); }
static inline double aot_scale(uint64_t i) { return (double)(1u << (i % 3)); }
static const double aot_teleport = 0.25;
#endif

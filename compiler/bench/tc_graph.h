/* R-MAT graph for the triangle-count benchmark, as L = tril(A,-1) and U = triu(A,1) in CSR.
 * The same graph as lagraph_compat's grb_rmat (bench/grb_bench.c --graph rmat:S): 16 * 2^scale
 * edge draws, A=.57 B=C=.19, splitmix64 from the given seed, vertex ids scrambled by a
 * Fisher-Yates permutation, symmetric, self loops dropped, duplicates collapsed. Plain C99 so
 * both the Kokkos driver and the GraphBLAS drivers (ours and SuiteSparse 7.4, separate
 * processes) read the same arrays. */
#ifndef GRB_TC_GRAPH_H
#define GRB_TC_GRAPH_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../lagraph_compat/src/rmat_edges.h"

typedef struct {
  int64_t n, nedges;          /* vertices; undirected edges (= nnz(L) = nnz(U)) */
  int64_t *Lp, *Li, *Up, *Ui; /* CSR of L and U, columns sorted within a row */
} tc_graph;

/* LSD radix sort of 64-bit keys, 16 bits a pass */
static void tc_sort_keys(uint64_t* a, int64_t m) {
  uint64_t* b = (uint64_t*)malloc((size_t)(m ? m : 1) * sizeof(uint64_t));
  int64_t* count = (int64_t*)malloc(65536 * sizeof(int64_t));
  for (int shift = 0; shift < 64; shift += 16) {
    memset(count, 0, 65536 * sizeof(int64_t));
    for (int64_t e = 0; e < m; e++) count[(a[e] >> shift) & 0xFFFF]++;
    int64_t sum = 0;
    for (int d = 0; d < 65536; d++) { int64_t c = count[d]; count[d] = sum; sum += c; }
    for (int64_t e = 0; e < m; e++) b[count[(a[e] >> shift) & 0xFFFF]++] = a[e];
    uint64_t* t = a; a = b; b = t;
  }
  /* 4 passes: the sorted keys are back in the caller's array */
  free(b);
  free(count);
}

static void tc_rmat(tc_graph* g, int scale, int edge_factor, uint64_t seed) {
  const int64_t n = (int64_t)1 << scale, m = (int64_t)edge_factor * n;
  uint64_t* src = (uint64_t*)malloc((size_t)m * sizeof(uint64_t));
  uint64_t* dst = (uint64_t*)malloc((size_t)m * sizeof(uint64_t));
  uint64_t* perm = (uint64_t*)malloc((size_t)n * sizeof(uint64_t));
  uint64_t state = seed;
  rmat_edges(scale, (uint64_t)m, &state, src, dst, perm);
  /* one key (hi << 32 | lo) per undirected edge, hi > lo */
  uint64_t* key = (uint64_t*)malloc((size_t)(m ? m : 1) * sizeof(uint64_t));
  int64_t k = 0;
  for (int64_t e = 0; e < m; e++) {
    int64_t s = (int64_t)src[e], d = (int64_t)dst[e];
    if (s == d) continue;
    int64_t hi = s > d ? s : d, lo = s > d ? d : s;
    key[k++] = ((uint64_t)hi << 32) | (uint64_t)lo;
  }
  free(src);
  free(dst);
  free(perm);
  tc_sort_keys(key, k);
  int64_t u = 0;
  for (int64_t e = 0; e < k; e++)
    if (u == 0 || key[e] != key[u - 1]) key[u++] = key[e];
  g->n = n;
  g->nedges = u;
  g->Lp = (int64_t*)calloc((size_t)n + 1, sizeof(int64_t));
  g->Up = (int64_t*)calloc((size_t)n + 1, sizeof(int64_t));
  g->Li = (int64_t*)malloc((size_t)(u ? u : 1) * sizeof(int64_t));
  g->Ui = (int64_t*)malloc((size_t)(u ? u : 1) * sizeof(int64_t));
  for (int64_t e = 0; e < u; e++) {
    g->Lp[(key[e] >> 32) + 1]++;
    g->Up[(key[e] & 0xFFFFFFFFu) + 1]++;
  }
  for (int64_t v = 0; v < n; v++) {
    g->Lp[v + 1] += g->Lp[v];
    g->Up[v + 1] += g->Up[v];
  }
  int64_t* next = (int64_t*)malloc((size_t)n * sizeof(int64_t));
  memcpy(next, g->Up, (size_t)n * sizeof(int64_t));
  /* keys sorted by (hi, lo): L's rows come out sorted, and so do U's (hi increasing for a lo) */
  for (int64_t e = 0; e < u; e++) {
    int64_t hi = (int64_t)(key[e] >> 32), lo = (int64_t)(key[e] & 0xFFFFFFFFu);
    g->Li[e] = lo;
    g->Ui[next[lo]++] = hi;
  }
  free(next);
  free(key);
}

static void tc_free(tc_graph* g) {
  free(g->Lp);
  free(g->Li);
  free(g->Up);
  free(g->Ui);
}

static int tc_cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}
static double tc_median(double* t, int r) {
  qsort(t, (size_t)r, sizeof(double), tc_cmp_double);
  return r % 2 ? t[r / 2] : 0.5 * (t[r / 2 - 1] + t[r / 2]);
}
#endif

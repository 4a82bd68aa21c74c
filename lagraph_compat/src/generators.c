// Graph generators: Graph500 R-MAT (Kronecker) graphs and uniform random graphs, seeded with
// splitmix64 so every run produces the same graph.
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "grb_algorithms.h"
#include "rmat_edges.h"

uint64_t grb_splitmix64(uint64_t* state) { return rmat_splitmix64(state); }

// Build a symmetric matrix without self-loops from a list of directed edges.
static GrB_Info build_undirected(GrB_Matrix* A, GrB_Type type, GrB_Index n, GrB_Index* src, GrB_Index* dst,
                                 GrB_Index m) {
  GrB_Index* I = malloc(2 * m * sizeof(GrB_Index));
  GrB_Index* J = malloc(2 * m * sizeof(GrB_Index));
  if (!I || !J) {
    free(I);
    free(J);
    return GrB_OUT_OF_MEMORY;
  }
  GrB_Index k = 0;
  for (GrB_Index e = 0; e < m; e++) {
    if (src[e] == dst[e]) continue;
    I[k] = src[e];
    J[k++] = dst[e];
    I[k] = dst[e];
    J[k++] = src[e];
  }
  GrB_Info info = GrB_Matrix_new(A, type, n, n);
  if (info == GrB_SUCCESS) {
    // duplicates collapse to one edge of weight 1 (all values are 1: an iso matrix)
    GrB_Scalar one = NULL;
    info = GrB_Scalar_new(&one, type);
    if (info == GrB_SUCCESS) info = GrB_Scalar_setElement_INT32(one, 1);
    if (info == GrB_SUCCESS) info = GxB_Matrix_build_Scalar(*A, I, J, one, k);
    GrB_Scalar_free(&one);
    if (info != GrB_SUCCESS) GrB_Matrix_free(A);
  }
  free(I);
  free(J);
  return info;
}

GrB_Info grb_rmat(GrB_Matrix* A, GrB_Type type, int scale, int edge_factor, uint64_t seed) {
  const GrB_Index n = (GrB_Index)1 << scale;
  const GrB_Index m = (GrB_Index)edge_factor * n;
  GrB_Index* src = malloc(m * sizeof(GrB_Index));
  GrB_Index* dst = malloc(m * sizeof(GrB_Index));
  GrB_Index* perm = malloc(n * sizeof(GrB_Index));
  if (!src || !dst || !perm) {
    free(src);
    free(dst);
    free(perm);
    return GrB_OUT_OF_MEMORY;
  }
  uint64_t state = seed;
  rmat_edges(scale, m, &state, src, dst, perm);
  free(perm);
  GrB_Info info = build_undirected(A, type, n, src, dst, m);
  free(src);
  free(dst);
  return info;
}

GrB_Info grb_uniform_graph(GrB_Matrix* A, GrB_Type type, GrB_Index n, GrB_Index avg_degree, uint64_t seed) {
  const GrB_Index m = n * avg_degree / 2;
  GrB_Index* src = malloc((m ? m : 1) * sizeof(GrB_Index));
  GrB_Index* dst = malloc((m ? m : 1) * sizeof(GrB_Index));
  if (!src || !dst) {
    free(src);
    free(dst);
    return GrB_OUT_OF_MEMORY;
  }
  uint64_t state = seed;
  for (GrB_Index e = 0; e < m; e++) {
    src[e] = grb_splitmix64(&state) % n;
    dst[e] = grb_splitmix64(&state) % n;
  }
  GrB_Info info = build_undirected(A, type, n, src, dst, m);
  free(src);
  free(dst);
  return info;
}

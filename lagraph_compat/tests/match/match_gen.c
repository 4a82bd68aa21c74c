// match_gen: write a generated undirected graph of lagraph_compat (grb_rmat, grb_uniform_graph) as
// an edge list, each edge once (u < v), for grb-match and match_oracle to read the same instance.
//   match_gen rmat SCALE EDGE_FACTOR SEED FILE     Graph500 R-MAT, 2^SCALE vertices
//   match_gen urand N AVG_DEGREE SEED FILE         uniform random graph
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grb_algorithms.h"

int main(int argc, char** argv) {
  if (argc != 6 || (strcmp(argv[1], "rmat") && strcmp(argv[1], "urand"))) {
    fprintf(stderr, "usage: match_gen rmat SCALE EDGE_FACTOR SEED FILE | urand N AVG_DEGREE SEED FILE\n");
    return 2;
  }
  const long long a = atoll(argv[2]), b = atoll(argv[3]), seed = atoll(argv[4]);
  if (a < 1 || b < 1 || (argv[1][0] == 'r' && a > 30)) {
    fprintf(stderr, "match_gen: bad size\n");
    return 2;
  }
  GrB_init(GrB_NONBLOCKING);
  GrB_Matrix A = NULL;
  GrB_Info info = argv[1][0] == 'r' ? grb_rmat(&A, GrB_BOOL, (int)a, (int)b, (uint64_t)seed)
                                    : grb_uniform_graph(&A, GrB_BOOL, (GrB_Index)a, (GrB_Index)b, (uint64_t)seed);
  GrB_Index n = 0, nv = 0;
  if (info == GrB_SUCCESS) info = GrB_Matrix_nrows(&n, A);
  if (info == GrB_SUCCESS) info = GrB_Matrix_nvals(&nv, A);
  GrB_Index* I = malloc((nv ? nv : 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((nv ? nv : 1) * sizeof(GrB_Index));
  if (info == GrB_SUCCESS && I && J) info = GrB_Matrix_extractTuples_BOOL(I, J, NULL, &nv, A);
  FILE* f = fopen(argv[5], "w");
  if (info != GrB_SUCCESS || !I || !J || !f) {
    fprintf(stderr, "match_gen: failed (%s)\n", info != GrB_SUCCESS ? grb_info_name(info) : "memory or file");
    return 1;
  }
  fprintf(f, "# %s %s %s seed %s: %llu vertices, %llu edges\n", argv[1], argv[2], argv[3], argv[4],
          (unsigned long long)n, (unsigned long long)nv / 2);
  for (GrB_Index e = 0; e < nv; e++)
    if (I[e] < J[e]) fprintf(f, "%llu %llu\n", (unsigned long long)I[e], (unsigned long long)J[e]);
  // the vertex count is the largest id + 1: a self-loop on the last vertex (ignored) fixes it
  if (n > 0) fprintf(f, "%llu %llu\n", (unsigned long long)(n - 1), (unsigned long long)(n - 1));
  fclose(f);
  free(I);
  free(J);
  GrB_Matrix_free(&A);
  GrB_finalize();
  return 0;
}

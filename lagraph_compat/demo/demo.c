// The project's demo (the README's main job): load a real graph from a Matrix Market file, or
// generate a Graph500 R-MAT graph, run GraphBLAS calls on it through this library, print what
// it found.
//
//   grb_demo [file.mtx]          read a graph
//   grb_demo --rmat SCALE        generate an R-MAT graph with 2^SCALE vertices (edge factor 16)
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "grb_algorithms.h"

#define TRY(call)                                                                      \
  do {                                                                                 \
    GrB_Info info_ = (call);                                                           \
    if (info_ != GrB_SUCCESS) {                                                        \
      fprintf(stderr, "%s:%d: %s failed with GrB_Info %d\n", __FILE__, __LINE__, #call, \
              (int)info_);                                                             \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char** argv) {
  TRY(GrB_init(GrB_NONBLOCKING));
  const char* name = NULL;
  GrB_Matrix A = NULL;
  double t0 = now();
  if (argc >= 3 && strcmp(argv[1], "--rmat") == 0) {
    int scale = atoi(argv[2]);
    if (scale < 1 || scale > 30) {
      fprintf(stderr, "scale must be in 1..30\n");
      return 1;
    }
    TRY(grb_rmat(&A, GrB_BOOL, scale, 16, 42));
    static char label[64];
    snprintf(label, sizeof label, "R-MAT scale %d (edge factor 16, seed 42)", scale);
    name = label;
  } else if (argc >= 2) {
    name = argv[1];
    FILE* f = fopen(name, "r");
    if (!f) {
      fprintf(stderr, "cannot open %s\n", name);
      return 1;
    }
    char msg[GRB_MSG_LEN];
    GrB_Info info = grb_mmread(&A, f, msg);
    fclose(f);
    if (info != GrB_SUCCESS) {
      fprintf(stderr, "%s: not a valid Matrix Market file: %s\n", name, msg);
      return 1;
    }
  } else {
    fprintf(stderr, "usage: %s file.mtx | --rmat SCALE\n", argv[0]);
    return 1;
  }
  const double t_load = now() - t0;

  GrB_Index n, ncols, nvals;
  TRY(GrB_Matrix_nrows(&n, A));
  TRY(GrB_Matrix_ncols(&ncols, A));
  TRY(GrB_Matrix_nvals(&nvals, A));
  char tname[GxB_MAX_NAME_LEN];
  TRY(GxB_Matrix_type_name(tname, A));
  size_t bytes = 0;
  TRY(GxB_Matrix_memoryUsage(&bytes, A));
  printf("graph: %s\n", name);
  printf("  %" PRIu64 " x %" PRIu64 ", %" PRIu64 " entries of type %s, %.1f MB, loaded in %.3f s\n", n, ncols,
         nvals, tname, bytes / 1e6, t_load);

  // degrees from the tuples (the operations issue replaces this with GrB_reduce)
  GrB_Index* I = malloc((nvals ? nvals : 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((nvals ? nvals : 1) * sizeof(GrB_Index));
  GrB_Index* deg = calloc(n ? n : 1, sizeof(GrB_Index));
  if (!I || !J || !deg) return 1;
  GrB_Index got = nvals;
  TRY(GrB_Matrix_extractTuples_BOOL(I, J, NULL, &got, A));
  GrB_Index self_loops = 0, max_deg = 0, argmax = 0;
  for (GrB_Index k = 0; k < got; k++) {
    deg[I[k]]++;
    if (I[k] == J[k]) self_loops++;
  }
  GrB_Index isolated = 0;
  for (GrB_Index v = 0; v < n; v++) {
    if (deg[v] > max_deg) {
      max_deg = deg[v];
      argmax = v;
    }
    if (deg[v] == 0) isolated++;
  }
  // structural symmetry: every (i,j) has (j,i)
  GrB_Index asym = 0;
  if (n == ncols) {
    for (GrB_Index k = 0; k < got; k++) {
      bool x;
      if (GrB_Matrix_extractElement_BOOL(&x, A, J[k], I[k]) == GrB_NO_VALUE) asym++;
    }
  }
  printf("  max out-degree %" PRIu64 " (vertex %" PRIu64 "), %" PRIu64 " isolated vertices, %" PRIu64
         " self-loops, %s\n",
         max_deg, argmax, isolated, self_loops, asym ? "not symmetric" : "structurally symmetric");

  // copy-on-write versions and pending element updates in non-blocking mode
  GrB_Matrix B = NULL;
  TRY(GrB_Matrix_dup(&B, A));
  if (n >= 2) {
    TRY(GrB_Matrix_removeElement(B, I[0], J[0]));
    TRY(GrB_Matrix_setElement_BOOL(B, true, n - 1, ncols - 1));
  }
  GrB_Index nvals_a, nvals_b;
  TRY(GrB_Matrix_nvals(&nvals_a, A));
  TRY(GrB_Matrix_nvals(&nvals_b, B));
  printf("  dup + removeElement + setElement: original keeps %" PRIu64 " entries, copy has %" PRIu64 "\n", nvals_a,
         nvals_b);

  free(I);
  free(J);
  free(deg);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&A);
  GrB_finalize();
  return 0;
}

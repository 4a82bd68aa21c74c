// Timings of the lagraph_compat algorithms on a Graph500 R-MAT graph (edge factor 16, seed 42):
//   lagraph_timing [SCALE]        (default 14)
// Every algorithm runs once and prints its time and a summary of its result; one that the
// GraphBLAS under test cannot run (GrB_NOT_IMPLEMENTED) is reported and skipped. Exit status 1
// only for a real error.
#define _POSIX_C_SOURCE 199309L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "grb_algorithms.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int failures = 0;

// Report one algorithm run; returns 1 if it succeeded.
static int report(const char* name, GrB_Info info, double seconds, const char* msg) {
  if (info == GrB_SUCCESS) {
    printf("  %-34s %9.4f s", name, seconds);
    return 1;
  }
  if (info == GrB_NOT_IMPLEMENTED) {
    printf("  %-34s   not implemented in this GraphBLAS (%s)\n", name, msg);
  } else {
    printf("  %-34s   FAILED: GrB_Info %d (%s)\n", name, (int)info, msg);
    failures++;
  }
  return 0;
}

static double vector_sum(GrB_Vector v) {
  double s = 0;
  if (GrB_Vector_reduce_FP64(&s, NULL, GrB_PLUS_MONOID_FP64, v, NULL) != GrB_SUCCESS) return -1;
  return s;
}

static GrB_Index vector_nvals(GrB_Vector v) {
  GrB_Index n = 0;
  GrB_Vector_nvals(&n, v);
  return n;
}

int main(int argc, char** argv) {
  const int scale = argc > 1 ? atoi(argv[1]) : 14;
  if (scale < 1 || scale > 26) {
    fprintf(stderr, "usage: %s [SCALE 1..26]\n", argv[0]);
    return 2;
  }
  if (GrB_init(GrB_NONBLOCKING) != GrB_SUCCESS) return 2;
  char msg[GRB_MSG_LEN] = "";
  GrB_Matrix A = NULL, W = NULL;
  double t = now();
  if (grb_rmat(&A, GrB_BOOL, scale, 16, 42) != GrB_SUCCESS) {
    fprintf(stderr, "R-MAT generation failed\n");
    return 1;
  }
  const double t_gen = now() - t;
  GrB_Index n, nvals;
  GrB_Matrix_nrows(&n, A);
  GrB_Matrix_nvals(&nvals, A);
  printf("R-MAT scale %d: %" PRIu64 " vertices, %" PRIu64 " entries (symmetric), generated in %.3f s\n", scale, n,
         nvals, t_gen);

  // the source: the vertex of largest degree (from the tuples: no GraphBLAS operation needed)
  GrB_Index* I = malloc(nvals * sizeof(GrB_Index));
  GrB_Index* J = malloc(nvals * sizeof(GrB_Index));
  GrB_Index* deg = calloc(n, sizeof(GrB_Index));
  int32_t* wv = malloc(nvals * sizeof(int32_t));
  if (!I || !J || !deg || !wv) return 1;
  GrB_Index got = nvals;
  GrB_Matrix_extractTuples_BOOL(I, J, NULL, &got, A);
  for (GrB_Index k = 0; k < got; k++) deg[I[k]]++;
  GrB_Index src = 0;
  for (GrB_Index v = 0; v < n; v++)
    if (deg[v] > deg[src]) src = v;
  // symmetric integer weights 1..255 for shortest paths
  for (GrB_Index k = 0; k < got; k++) {
    uint64_t s = (I[k] < J[k] ? I[k] * 0x9E3779B97F4A7C15ULL + J[k] : J[k] * 0x9E3779B97F4A7C15ULL + I[k]);
    wv[k] = (int32_t)(grb_splitmix64(&s) % 255) + 1;
  }
  GrB_Matrix_new(&W, GrB_INT32, n, n);
  GrB_Matrix_build_INT32(W, I, J, wv, got, NULL);
  free(I);
  free(J);
  free(wv);
  printf("source vertex %" PRIu64 " (degree %" PRIu64 ")\n", src, deg[src]);
  free(deg);

  GrB_Info info;
  // ---- BFS
  const char* bfs_names[] = {"bfs push (levels+parents)", "bfs pull (levels+parents)", "bfs auto (levels+parents)"};
  for (int d = 0; d < 3; d++) {
    GrB_Vector level = NULL, parent = NULL;
    t = now();
    info = grb_bfs(&level, &parent, A, A, src, (grb_bfs_direction)d, msg);
    if (report(bfs_names[d], info, now() - t, msg)) printf("   reached %" PRIu64 "\n", vector_nvals(level));
    GrB_Vector_free(&level);
    GrB_Vector_free(&parent);
  }
  {
    GrB_Vector level = NULL;
    t = now();
    info = grb_bfs(&level, NULL, A, A, src, GRB_BFS_AUTO, msg);
    if (report("bfs auto (levels only)", info, now() - t, msg)) printf("   reached %" PRIu64 "\n", vector_nvals(level));
    GrB_Vector_free(&level);
  }
  // ---- betweenness centrality, batch of 4 sources
  {
    GrB_Index sources[4] = {src, n / 3, n / 2, n - 1};
    GrB_Vector c = NULL;
    t = now();
    info = grb_betweenness(&c, A, NULL, sources, 4, msg);
    if (report("betweenness (4 sources)", info, now() - t, msg)) printf("   sum %.6g\n", vector_sum(c));
    GrB_Vector_free(&c);
  }
  // ---- triangle counting
  const char* tc_names[] = {"tc Burkhardt", "tc Cohen", "tc Sandia LL", "tc Sandia UU", "tc Sandia LUT", "tc Sandia ULT"};
  for (int m = 0; m < 6; m++)
    for (int sort = 0; sort <= 3; sort += 3) {
      char name[64];
      snprintf(name, sizeof name, "%s%s", tc_names[m], sort ? " (presort auto)" : "");
      uint64_t ntri = 0;
      t = now();
      info = grb_triangle_count(&ntri, A, (grb_tc_method)m, (grb_tc_presort)sort, msg);
      if (report(name, info, now() - t, msg)) printf("   %" PRIu64 " triangles\n", ntri);
    }
  // ---- connected components
  {
    GrB_Vector comp = NULL;
    t = now();
    info = grb_connected_components(&comp, A, msg);
    if (report("connected components (FastSV)", info, now() - t, msg)) {
      // number of components = vertices that are their own label
      int64_t* X = malloc(n * sizeof(int64_t));
      GrB_Index* K = malloc(n * sizeof(GrB_Index));
      GrB_Index nc = n, ncomp = 0;
      if (X && K && GrB_Vector_extractTuples_INT64(K, X, &nc, comp) == GrB_SUCCESS)
        for (GrB_Index k = 0; k < nc; k++) ncomp += ((GrB_Index)X[k] == K[k]);
      printf("   %" PRIu64 " components\n", ncomp);
      free(X);
      free(K);
    }
    GrB_Vector_free(&comp);
  }
  // ---- PageRank
  {
    GrB_Vector r = NULL;
    int iters = 0;
    t = now();
    info = grb_pagerank_gap(&r, &iters, A, A, 0.85f, 1e-4f, 100, msg);
    if (report("pagerank GAP (tol 1e-4)", info, now() - t, msg)) printf("   %d iterations, sum %.6f\n", iters, vector_sum(r));
    GrB_Vector_free(&r);
    t = now();
    info = grb_pagerank_fixed(&r, A, A, 20, msg);
    if (report("pagerank (20 iterations)", info, now() - t, msg)) printf("   sum %.6f\n", vector_sum(r));
    GrB_Vector_free(&r);
  }
  // ---- shortest paths (INT32 weights 1..255)
  {
    GrB_Vector d = NULL;
    t = now();
    info = grb_sssp_bellman_ford(&d, W, src, msg);
    if (report("sssp Bellman-Ford (int32)", info, now() - t, msg))
      printf("   reached %" PRIu64 ", sum %.0f\n", vector_nvals(d), vector_sum(d));
    GrB_Vector_free(&d);
    const double deltas[] = {32, 128};
    for (int k = 0; k < 2; k++) {
      char name[64];
      snprintf(name, sizeof name, "sssp delta-stepping (delta %g)", deltas[k]);
      t = now();
      info = grb_sssp_delta_stepping(&d, W, src, deltas[k], msg);
      if (report(name, info, now() - t, msg))
        printf("   reached %" PRIu64 ", sum %.0f\n", vector_nvals(d), vector_sum(d));
      GrB_Vector_free(&d);
    }
  }
  // ---- k-truss
  {
    GrB_Matrix C = NULL;
    t = now();
    info = grb_ktruss(&C, A, 5, msg);
    if (report("k-truss (k = 5)", info, now() - t, msg)) {
      GrB_Index ne = 0;
      GrB_Matrix_nvals(&ne, C);
      printf("   %" PRIu64 " edges\n", ne / 2);
    }
    GrB_Matrix_free(&C);
    uint32_t kmax = 0;
    int64_t* nedges = NULL;
    t = now();
    info = grb_allktruss(&kmax, &nedges, A, msg);
    if (report("all-k-truss", info, now() - t, msg)) printf("   kmax %u\n", kmax);
    free(nedges);
  }
  // ---- local clustering coefficient
  {
    GrB_Vector lcc = NULL;
    t = now();
    info = grb_local_clustering(&lcc, A, msg);
    if (report("local clustering coefficient", info, now() - t, msg)) printf("   mean %.6f\n", vector_sum(lcc) / (double)n);
    GrB_Vector_free(&lcc);
  }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&W);
  GrB_finalize();
  return failures ? 1 : 0;
}

// One BFS level step as a fused group (src/dag/planner_vxm_assign.cpp, the compiler's vxm_assign):
// breadth-first searches whose level vector is computed with the JIT off (kernel library) and on
// (the pull steps q<!v,struct,replace> = AT any.pair q ; v<q,struct> = depth as one kernel) must
// print the same levels. Graphs: R-MAT (lagraph_compat's grb_rmat), a directed random graph with
// several components and isolated vertices, a source without edges, a 300x300 grid (thin
// frontiers on a graph of more than 2^16 vertices: its push steps run node by node, the levels
// must still agree), a one-vertex graph. Runs:
// grb_bfs levels only, pull, push and direction-optimizing (the push steps
// q<!v,struct,replace> = q any.pair A (GrB_vxm) fused too, v updated in place); a hand-written
// pull loop with a sparse frontier (no sparsity hint); hand-written push loops (GrB_vxm, and
// GrB_mxv with A transposed) printing each step's frontier (nvals and a hash of its pattern), one
// of them, and a pull loop, keeping a dup of v before every other step (v cannot be updated in
// place: the dups must keep their old levels), one with the frontier kept bitmap (converted to
// sparse for the push kernel); the parent BFS (any.secondi: not lowered); and a loop that reads the
// frontier between the two calls (cannot fuse). Prints, per run, the number of vertices at each
// level and a hash of every (vertex, level).
// Usage: grb_jit_bfs_program <R-MAT scale>
#include <GraphBLAS.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grb_algorithms.h"
#include "jit_test_common.h"

static void print_levels(const char* what, GrB_Vector v) {
  GrB_Index n = 0, nvals = 0;
  TRY(GrB_Vector_size(&n, v));
  TRY(GrB_Vector_nvals(&nvals, v));
  GrB_Index* idx = malloc((nvals + 1) * sizeof(GrB_Index));
  int64_t* x = malloc((nvals + 1) * sizeof(int64_t));
  GrB_Index got = nvals;
  TRY(GrB_Vector_extractTuples_INT64(idx, x, &got, v));
  uint64_t h = 1469598103934665603ull;
  int64_t depth = 0;
  for (GrB_Index k = 0; k < got; k++) {
    h = (h ^ idx[k]) * 1099511628211ull;
    h = (h ^ (uint64_t)x[k]) * 1099511628211ull;
    if (x[k] > depth) depth = x[k];
  }
  printf("%s: n %llu reached %llu hash %016llx levels", what, (unsigned long long)n, (unsigned long long)got,
         (unsigned long long)h);
  for (int64_t d = 0; d <= depth && got > 0; d++) {
    GrB_Index count = 0;
    for (GrB_Index k = 0; k < got; k++) count += x[k] == d;
    printf(" %llu", (unsigned long long)count);
  }
  printf("\n");
  free(idx);
  free(x);
}

// A directed random graph: vertices [0, isolated) have no edge; the others are split into
// `parts` groups with edges only inside a group (several components), ~deg out-edges each.
static GrB_Matrix random_graph(GrB_Index n, GrB_Index isolated, GrB_Index parts, int deg, uint64_t seed) {
  GrB_Matrix A = NULL;
  TRY(GrB_Matrix_new(&A, GrB_BOOL, n, n));
  const GrB_Index m = n > isolated ? (n - isolated) * (GrB_Index)deg : 0;
  GrB_Index* I = malloc((m + 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((m + 1) * sizeof(GrB_Index));
  bool* X = malloc((m + 1) * sizeof(bool));
  GrB_Index k = 0;
  const GrB_Index span = n > isolated ? (n - isolated) / parts : 0;
  for (GrB_Index i = isolated; span > 0 && i < isolated + span * parts; i++) {
    const GrB_Index base = isolated + (i - isolated) / span * span;
    for (int e = 0; e < deg; e++) {
      I[k] = i;
      J[k] = base + splitmix64_next(&seed) % span;
      X[k++] = true;
    }
  }
  TRY(GrB_Matrix_build_BOOL(A, I, J, X, k, GrB_LOR));
  free(I);
  free(J);
  free(X);
  return A;
}

// levels by a hand-written pull loop in the fused order, the frontier left in automatic sparsity
static GrB_Vector pull_loop(GrB_Matrix AT, GrB_Index src) {
  GrB_Index n;
  TRY(GrB_Matrix_nrows(&n, AT));
  GrB_Vector q = NULL, v = NULL;
  TRY(GrB_Vector_new(&q, GrB_BOOL, n));
  TRY(GrB_Vector_new(&v, GrB_INT64, n));
  TRY(GrB_Vector_setElement_BOOL(q, true, src));
  TRY(GrB_Vector_setElement_INT64(v, 0, src));
  GrB_Index visited = 1;
  for (int64_t depth = 1;; depth++) {
    TRY(GrB_mxv(q, v, NULL, GxB_ANY_PAIR_BOOL, AT, q, GrB_DESC_RSC));
    TRY(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
    GrB_Index nv;
    TRY(GrB_Vector_nvals(&nv, v));
    if (nv == visited) break;
    visited = nv;
  }
  GrB_Vector_free(&q);
  return v;
}

static uint64_t pattern_hash(GrB_Vector q, uint64_t h) {
  GrB_Index nq = 0;
  TRY(GrB_Vector_nvals(&nq, q));
  GrB_Index* idx = malloc((nq + 1) * sizeof(GrB_Index));
  GrB_Index got = nq;
  TRY(GrB_Vector_extractTuples_BOOL(idx, NULL, &got, q));
  h = (h ^ got) * 1099511628211ull;
  for (GrB_Index k = 0; k < got; k++) h = (h ^ idx[k]) * 1099511628211ull;
  free(idx);
  return h;
}

// levels by a hand-written push loop (sparse frontier): GrB_vxm(q, v, q, A) or, with `as_mxv`,
// GrB_mxv(q, v, A', q) (A transposed by the descriptor), or with `pull_AT` the pull
// GrB_mxv(q, v, AT, q); after each step the frontier's nvals and pattern go into *frontier_hash.
// With `keep_dups`, a dup of v is taken before every other step and checked afterwards against the
// levels it had (v's arrays are then shared: no in-place update).
static GrB_Vector push_loop(GrB_Matrix A, GrB_Index src, bool as_mxv, bool keep_dups, uint64_t* frontier_hash,
                            GrB_Matrix pull_AT, bool bitmap_frontier) {
  GrB_Index n;
  TRY(GrB_Matrix_nrows(&n, A));
  GrB_Vector q = NULL, v = NULL;
  TRY(GrB_Vector_new(&q, GrB_BOOL, n));
  TRY(GrB_Vector_new(&v, GrB_INT64, n));
  (void)GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_BITMAP);
  (void)GxB_Vector_Option_set_INT32(q, GxB_SPARSITY_CONTROL, bitmap_frontier ? GxB_BITMAP : GxB_SPARSE);
  TRY(GrB_Vector_setElement_BOOL(q, true, src));
  TRY(GrB_Vector_setElement_INT64(v, 0, src));
  GrB_Index visited = 1;
  uint64_t h = 1469598103934665603ull;
  for (int64_t depth = 1;; depth++) {
    GrB_Vector keep = NULL;
    GrB_Index kept = 0;
    if (keep_dups && depth % 2 == 0) {
      TRY(GrB_Vector_dup(&keep, v));
      TRY(GrB_Vector_nvals(&kept, keep));
    }
    if (pull_AT)
      TRY(GrB_mxv(q, v, NULL, GxB_ANY_PAIR_BOOL, pull_AT, q, GrB_DESC_RSC));
    else if (as_mxv)
      TRY(GrB_mxv(q, v, NULL, GxB_ANY_PAIR_BOOL, A, q, GrB_DESC_RSCT0));
    else
      TRY(GrB_vxm(q, v, NULL, GxB_ANY_PAIR_BOOL, q, A, GrB_DESC_RSC));
    TRY(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
    GrB_Index nv;
    TRY(GrB_Vector_nvals(&nv, v));
    h = pattern_hash(q, h);
    if (keep) {
      // the dup holds the levels before this step: every entry below depth, none at it
      GrB_Index nk = 0;
      TRY(GrB_Vector_nvals(&nk, keep));
      int64_t deepest = -1;
      TRY(GrB_Vector_reduce_INT64(&deepest, NULL, GrB_MAX_MONOID_INT64, keep, NULL));
      if (nk != kept || deepest >= depth) {
        fprintf(stderr, "a dup of v changed with the step (nvals %llu -> %llu, max level %lld at depth %lld)\n",
                (unsigned long long)kept, (unsigned long long)nk, (long long)deepest, (long long)depth);
        exit(1);
      }
      GrB_Vector_free(&keep);
    }
    if (nv == visited) break;
    visited = nv;
  }
  GrB_Vector_free(&q);
  *frontier_hash = h;
  return v;
}

// the frontier counted between the two calls: q is computed before the assign is recorded
static GrB_Vector early_read_loop(GrB_Matrix AT, GrB_Index src) {
  GrB_Index n;
  TRY(GrB_Matrix_nrows(&n, AT));
  GrB_Vector q = NULL, v = NULL;
  TRY(GrB_Vector_new(&q, GrB_BOOL, n));
  TRY(GrB_Vector_new(&v, GrB_INT64, n));
  TRY(GrB_Vector_setElement_BOOL(q, true, src));
  TRY(GrB_Vector_setElement_INT64(v, 0, src));
  for (int64_t depth = 1;; depth++) {
    TRY(GrB_mxv(q, v, NULL, GxB_ANY_PAIR_BOOL, AT, q, GrB_DESC_RSC));
    GrB_Index nq;
    TRY(GrB_Vector_nvals(&nq, q));
    if (nq == 0) break;
    TRY(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
  }
  GrB_Vector_free(&q);
  return v;
}

static void run_all(const char* name, GrB_Matrix A, GrB_Index src) {
  char msg[256], what[200];
  GrB_Index n;
  TRY(GrB_Matrix_nrows(&n, A));
  GrB_Matrix AT = NULL;
  TRY(GrB_Matrix_new(&AT, GrB_BOOL, n, n));
  TRY(GrB_transpose(AT, NULL, NULL, A, NULL));
  GrB_Vector level = NULL, parent = NULL;
  const grb_bfs_direction dirs[3] = {GRB_BFS_PULL, GRB_BFS_AUTO, GRB_BFS_PUSH};
  const char* dir_names[3] = {"pull", "auto", "push"};
  for (int d = 0; d < 3; d++) {
    TRY(grb_bfs(&level, NULL, A, AT, src, dirs[d], msg));
    snprintf(what, sizeof what, "%s src %llu grb_bfs levels %s", name, (unsigned long long)src, dir_names[d]);
    print_levels(what, level);
    GrB_Vector_free(&level);
  }
  for (int form = 0; form < 5; form++) {
    uint64_t fh = 0;
    level = push_loop(A, src, form == 1, form == 2 || form == 3, &fh, form == 3 ? AT : NULL, form == 4);
    snprintf(what, sizeof what, "%s src %llu %s loop (%s), frontiers %016llx", name, (unsigned long long)src,
             form == 3 ? "pull" : "push",
             form == 0   ? "vxm"
             : form == 1 ? "mxv with A'"
             : form == 2 ? "vxm, v dup'ed"
             : form == 3 ? "mxv, v dup'ed"
                         : "vxm, bitmap frontier",
             (unsigned long long)fh);
    print_levels(what, level);
    GrB_Vector_free(&level);
  }
  level = pull_loop(AT, src);
  snprintf(what, sizeof what, "%s src %llu pull loop, sparse frontier", name, (unsigned long long)src);
  print_levels(what, level);
  GrB_Vector_free(&level);
  level = early_read_loop(AT, src);
  snprintf(what, sizeof what, "%s src %llu frontier read early", name, (unsigned long long)src);
  print_levels(what, level);
  GrB_Vector_free(&level);
  TRY(grb_bfs(&level, &parent, A, AT, src, GRB_BFS_PULL, msg));
  snprintf(what, sizeof what, "%s src %llu grb_bfs levels with parents", name, (unsigned long long)src);
  print_levels(what, level);
  GrB_Vector_free(&level);
  GrB_Vector_free(&parent);
  GrB_Matrix_free(&AT);
}

// An undirected side x side grid (4 neighbours): hundreds of levels, each frontier a thin
// diagonal of at most `side` vertices (a mesh's BFS).
static GrB_Matrix grid_graph(GrB_Index side) {
  const GrB_Index n = side * side;
  GrB_Index* I = malloc(4 * n * sizeof(GrB_Index));
  GrB_Index* J = malloc(4 * n * sizeof(GrB_Index));
  bool* X = malloc(4 * n * sizeof(bool));
  if (!I || !J || !X) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  GrB_Index e = 0;
  for (GrB_Index r = 0; r < side; r++)
    for (GrB_Index c = 0; c < side; c++) {
      const GrB_Index v = r * side + c;
      if (c + 1 < side) {
        I[e] = v, J[e] = v + 1, X[e++] = true;
        I[e] = v + 1, J[e] = v, X[e++] = true;
      }
      if (r + 1 < side) {
        I[e] = v, J[e] = v + side, X[e++] = true;
        I[e] = v + side, J[e] = v, X[e++] = true;
      }
    }
  GrB_Matrix A = NULL;
  TRY(GrB_Matrix_new(&A, GrB_BOOL, n, n));
  TRY(GrB_Matrix_build_BOOL(A, I, J, X, e, GrB_LOR));
  free(I);
  free(J);
  free(X);
  return A;
}

int main(int argc, char** argv) {
  const int scale = argc > 1 ? atoi(argv[1]) : 12;
  TRY(GrB_init(GrB_NONBLOCKING));
  GrB_Matrix A = NULL;
  TRY(grb_rmat(&A, GrB_BOOL, scale, 16, 20240611));
  run_all("rmat", A, 0);
  run_all("rmat", A, 7);
  GrB_Matrix_free(&A);
  A = random_graph(5000, 100, 4, 3, 99);
  run_all("random 4 components", A, 150);  // reaches one component
  run_all("random 4 components", A, 3);    // an isolated source: level 0 only
  GrB_Matrix_free(&A);
  A = random_graph(20000, 0, 1, 1, 7);  // out-degree 1: long paths, many levels
  run_all("random out-degree 1", A, 11);
  GrB_Matrix_free(&A);
  A = grid_graph(300);  // n = 90000 > 2^16: its thin push steps run node by node (planner_vxm_assign.cpp)
  run_all("grid 300x300", A, 0);
  GrB_Matrix_free(&A);
  A = random_graph(1, 1, 1, 0, 1);
  run_all("one vertex", A, 0);
  GrB_Matrix_free(&A);
  TRY(GrB_finalize());
  return 0;
}

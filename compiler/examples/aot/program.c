/* Ahead-of-time export, the GraphBLAS side: a filter-project-aggregate chain
 *   S = select(X > t); T = abs(S); sum = reduce(PLUS, T)
 * which the JIT (GRB_JIT=on) runs as one fused kernel with a scalar result, and AOT_ITERATIONS
 * PageRank-style updates (aot_data.h)
 *   w = prior ./ d; r = teleport; r += X plus.second w; prior = r
 * each one fused kernel with a vector result (the mxv_accum group: the eWiseMult, the assign and
 * the mxv; w and the assigned r are never formed); a select -> apply chain into a matrix
 *   M = ainv(select(X > t))
 * (a fused kernel with a matrix result); the k-truss support filter
 *   C<X, struct> = X plus.pair X; K = select(C >= 2)
 * (mxm then select, a matrix result); and breadth-first searches from vertex 0 whose level
 * steps run as fused BFS-step kernels (the pull form, GrB_mxv, and the push form, GrB_vxm). Then
 * GxB_Global_export_kernels(dir) writes every kernel as standalone Kokkos C++ for user/ to build
 * (see README.md).
 *   program <n> <export dir>      export with the GxB call
 *   program <n> -                 no call: grb-aot exports at GrB_finalize (GRB_JIT_EXPORT)
 * Prints the sum, r, M, K and both searches' levels (every entry). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "GraphBLAS.h"
#include "aot_data.h"

#define TRY(x)                                                                       \
  do {                                                                               \
    GrB_Info info_ = (x);                                                            \
    if (info_ != GrB_SUCCESS) {                                                      \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #x, (int)info_); \
      exit(1);                                                                       \
    }                                                                                \
  } while (0)

/* Every entry of an INT64 matrix, row by row: "<what> i j value". */
static void print_matrix_int64(const char* what, GrB_Matrix A) {
  GrB_Index nvals = 0;
  TRY(GrB_Matrix_nvals(&nvals, A));
  GrB_Index *I = malloc((nvals + 1) * sizeof(GrB_Index)), *J = malloc((nvals + 1) * sizeof(GrB_Index));
  int64_t* V = malloc((nvals + 1) * sizeof(int64_t));
  if (!I || !J || !V) fprintf(stderr, "out of memory\n"), exit(1);
  TRY(GrB_Matrix_extractTuples_INT64(I, J, V, &nvals, A));
  printf("%s nvals %llu\n", what, (unsigned long long)nvals);
  for (GrB_Index k = 0; k < nvals; k++)
    printf("%s %llu %llu %lld\n", what, (unsigned long long)I[k], (unsigned long long)J[k], (long long)V[k]);
  free(I);
  free(J);
  free(V);
}

/* BFS levels from vertex 0, one fused level step per iteration (the vxm_assign group):
 *   q<!v, struct, replace> = X any.pair q  (GrB_mxv: the pull, scanning X's rows), or
 *   q<!v, struct, replace> = q any.pair X  (GrB_vxm: the push over X's rows from the frontier);
 *   v<q, struct> = depth
 * reading nvals(v) after each step (which runs the pending step). Prints every vertex's level. */
static void bfs_levels(GrB_Matrix X, GrB_Index n, int push) {
  GrB_Vector q, v;
  TRY(GrB_Vector_new(&q, GrB_BOOL, n));
  TRY(GrB_Vector_new(&v, GrB_INT64, n));
  TRY(GrB_Vector_setElement_BOOL(q, true, 0));
  TRY(GrB_Vector_setElement_INT64(v, 0, 0));
  GrB_Index visited = 1;
  for (int64_t depth = 1;; depth++) {
    if (push) TRY(GrB_vxm(q, v, NULL, GxB_ANY_PAIR_BOOL, q, X, GrB_DESC_RSC));
    else TRY(GrB_mxv(q, v, NULL, GxB_ANY_PAIR_BOOL, X, q, GrB_DESC_RSC));
    TRY(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
    GrB_Index nv = 0;
    TRY(GrB_Vector_nvals(&nv, v));
    if (nv == visited) break;
    visited = nv;
  }
  for (GrB_Index i = 0; i < n; i++) {
    int64_t level = -1;
    GrB_Info info = GrB_Vector_extractElement_INT64(&level, v, i);
    if (info != GrB_SUCCESS && info != GrB_NO_VALUE) TRY(info);
    printf("%s %llu %lld\n", push ? "push" : "pull", (unsigned long long)i, (long long)(info == GrB_SUCCESS ? level : -1));
  }
  GrB_Vector_free(&q);
  GrB_Vector_free(&v);
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s <n> <export dir | ->\n", argv[0]);
    return 2;
  }
  const GrB_Index n = (GrB_Index)atoll(argv[1]);
  const char* dir = strcmp(argv[2], "-") == 0 ? NULL : argv[2];
  TRY(GrB_init(GrB_NONBLOCKING));
  if (dir) {
    /* nothing planned yet: nothing to export; bad arguments */
    if (GxB_Global_export_kernels(dir) != GrB_NO_VALUE) return fprintf(stderr, "export before any plan\n"), 1;
    if (GxB_Global_export_kernels(NULL) != GrB_NULL_POINTER) return fprintf(stderr, "NULL dir\n"), 1;
    if (GxB_Global_export_kernels("") != GrB_INVALID_VALUE) return fprintf(stderr, "empty dir\n"), 1;
  }
  GrB_Matrix X, S, T;
  TRY(GrB_Matrix_new(&X, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&S, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&T, GrB_FP64, n, n));
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (aot_present(i, j)) TRY(GrB_Matrix_setElement_FP64(X, aot_value(i, j), i, j));
  TRY(GrB_Matrix_wait(X, GrB_MATERIALIZE));
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUEGT_FP64, X, aot_threshold, NULL));
  TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_ABS_FP64, S, NULL));
  double sum = 0;
  TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, T, NULL));
  printf("sum %.17g\n", sum);

  /* prior(i) = i + 1: full and not iso (an assigned constant alone would be one iso value) */
  GrB_Vector prior, d, w, r;
  TRY(GrB_Vector_new(&prior, GrB_FP64, n));
  TRY(GrB_Vector_new(&d, GrB_FP64, n));
  TRY(GrB_Vector_assign_FP64(prior, NULL, NULL, 0.0, GrB_ALL, n, NULL));
  TRY(GrB_Vector_apply_IndexOp_INT64(prior, NULL, NULL, GrB_ROWINDEX_INT64, prior, 1, NULL));
  for (GrB_Index i = 0; i < n; i++) TRY(GrB_Vector_setElement_FP64(d, aot_scale(i), i));
  TRY(GrB_Vector_wait(d, GrB_MATERIALIZE));
  for (int it = 0; it < AOT_ITERATIONS; it++) {
    /* the update stays pending until the next iteration's eWiseMult (or the read below) needs r */
    TRY(GrB_Vector_new(&w, GrB_FP64, n));
    TRY(GrB_Vector_new(&r, GrB_FP64, n));
    TRY(GrB_Vector_eWiseMult_BinaryOp(w, NULL, NULL, GrB_DIV_FP64, prior, d, NULL));
    TRY(GrB_Vector_assign_FP64(r, NULL, NULL, aot_teleport, GrB_ALL, n, NULL));
    TRY(GrB_mxv(r, NULL, GrB_PLUS_FP64, GxB_PLUS_SECOND_FP64, X, w, NULL));
    GrB_Vector_free(&w);
    GrB_Vector_free(&prior);
    prior = r;
  }
  for (GrB_Index i = 0; i < n; i++) {
    double ri = 0;
    TRY(GrB_Vector_extractElement_FP64(&ri, prior, i));
    printf("r %llu %.17g\n", (unsigned long long)i, ri);
  }
  GrB_Vector_free(&prior);
  GrB_Vector_free(&d);

  /* a select -> apply chain into a matrix: M = ainv(select(X > t)), one fused kernel with a
   * matrix result (CSR arrays the kernel allocates with the caller's allocator) */
  GrB_Matrix S2, M;
  TRY(GrB_Matrix_new(&S2, GrB_FP64, n, n));
  TRY(GrB_Matrix_new(&M, GrB_FP64, n, n));
  TRY(GrB_Matrix_select_FP64(S2, NULL, NULL, GrB_VALUEGT_FP64, X, aot_threshold, NULL));
  TRY(GrB_Matrix_apply(M, NULL, NULL, GrB_AINV_FP64, S2, NULL));
  GrB_Matrix_free(&S2);
  GrB_Index mnvals = 0;
  TRY(GrB_Matrix_nvals(&mnvals, M));
  GrB_Index *mi = malloc((mnvals + 1) * sizeof(GrB_Index)), *mj = malloc((mnvals + 1) * sizeof(GrB_Index));
  double* mx = malloc((mnvals + 1) * sizeof(double));
  if (!mi || !mj || !mx) return fprintf(stderr, "out of memory\n"), 1;
  TRY(GrB_Matrix_extractTuples_FP64(mi, mj, mx, &mnvals, M));
  printf("M nvals %llu\n", (unsigned long long)mnvals);
  for (GrB_Index k = 0; k < mnvals; k++)
    printf("M %llu %llu %.17g\n", (unsigned long long)mi[k], (unsigned long long)mj[k], mx[k]);
  free(mi);
  free(mj);
  free(mx);
  GrB_Matrix_free(&M);

  /* the k-truss support filter: C<X, struct> = X plus.pair X (common neighbours along X's
   * entries), K = select(C >= 2); one fused kernel (mxm then select) with a matrix result. X
   * plays the mask and A (one argument); B = X is multiplied as X' by row (its CSC arrays). */
  GrB_Matrix C, K;
  TRY(GrB_Matrix_new(&C, GrB_INT64, n, n));
  TRY(GrB_Matrix_new(&K, GrB_INT64, n, n));
  TRY(GrB_mxm(C, X, NULL, GxB_PLUS_PAIR_INT64, X, X, GrB_DESC_S));
  TRY(GrB_Matrix_select_INT64(K, NULL, NULL, GrB_VALUEGE_INT64, C, 2, NULL));
  GrB_Matrix_free(&C);
  print_matrix_int64("K", K);
  GrB_Matrix_free(&K);

  /* breadth-first search from vertex 0 over X's pattern, both forms of the fused level step */
  bfs_levels(X, n, 0);
  bfs_levels(X, n, 1);
  if (dir) {
    GrB_Info info = GxB_Global_export_kernels(dir);
    if (info != GrB_SUCCESS) {
      fprintf(stderr, "GxB_Global_export_kernels(%s): %d (is GRB_JIT at load or on?)\n", dir, (int)info);
      return 1;
    }
  }
  GrB_Matrix_free(&X);
  GrB_Matrix_free(&S);
  GrB_Matrix_free(&T);
  TRY(GrB_finalize());
  return 0;
}

/* Ahead-of-time export, the GraphBLAS side: a filter-project-aggregate chain
 *   S = select(X > t); T = abs(S); sum = reduce(PLUS, T)
 * which the JIT (GRB_JIT=on) runs as one fused kernel, then GxB_Global_export_kernels(dir)
 * writes that kernel as standalone Kokkos C++ for user/ to build (see README.md).
 *   program <n> <export dir>      export with the GxB call
 *   program <n> -                 no call: grb-aot exports at GrB_finalize (GRB_JIT_EXPORT)
 * Prints the sum. */
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

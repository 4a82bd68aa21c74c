// The stand-in's test: GraphBLAS initialises, identifies itself, and the library's iterator loop
// counts the entries of a small matrix; prints the file the GraphBLAS functions come from.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

#include "fake_lagraph.h"

int main(void) {
  if (GrB_init(GrB_NONBLOCKING) != GrB_SUCCESS) return 1;
  Dl_info where;
  if (dladdr((void*)GrB_init, &where) && where.dli_fname) printf("GraphBLAS from %s\n", where.dli_fname);
  char* name = NULL;
  int version[3] = {0, 0, 0};
  if (GxB_Global_Option_get(GxB_LIBRARY_NAME, &name) != GrB_SUCCESS || name == NULL) return 2;
  if (GxB_Global_Option_get(GxB_LIBRARY_VERSION, version) != GrB_SUCCESS) return 3;
  printf("%s %d.%d.%d\n", name, version[0], version[1], version[2]);
  GrB_Matrix A = NULL;
  if (GrB_Matrix_new(&A, GrB_FP64, 5, 5) != GrB_SUCCESS) return 4;
  const GrB_Index I[] = {0, 0, 2, 4, 4, 4}, J[] = {1, 3, 2, 0, 1, 4};
  const double X[] = {1, 2, 3, 4, 5, 6};
  if (GrB_Matrix_build_FP64(A, I, J, X, 6, GrB_PLUS_FP64) != GrB_SUCCESS) return 5;
  const int64_t count = fake_lagraph_count_entries(A);
  printf("iterator counted %lld entries\n", (long long)count);
  GrB_Matrix_free(&A);
  GrB_finalize();
  return count == 6 ? 0 : 6;
}

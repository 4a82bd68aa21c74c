// The C side of the compatibility tests: LAGraph is C and reaches the library through the
// polymorphic _Generic macros of GraphBLAS.h (GrB_get, GxB_get), which C++ cannot compile. These
// helpers make those exact calls; the GoogleTest files check what they return.
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <GraphBLAS.h>

// Library and API versions four ways: GrB_get on GrB_GLOBAL (C API 2.1, LAGraph 1.1), and GxB_get
// with GxB_LIBRARY_VERSION / GxB_API_VERSION (SuiteSparse 7.x); the library name by GxB_get.
// Returns the first failing GrB_Info, or 0.
int compat_c_global_versions(int32_t lib[3], int32_t api[3], int32_t gxb_lib[3], int32_t gxb_api[3], char* name,
                             size_t name_len) {
  GrB_Info info;
  if ((info = GrB_get(GrB_GLOBAL, &lib[0], GrB_LIBRARY_VER_MAJOR)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(GrB_GLOBAL, &lib[1], GrB_LIBRARY_VER_MINOR)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(GrB_GLOBAL, &lib[2], GrB_LIBRARY_VER_PATCH)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(GrB_GLOBAL, &api[0], GrB_API_VER_MAJOR)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(GrB_GLOBAL, &api[1], GrB_API_VER_MINOR)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(GrB_GLOBAL, &api[2], GrB_API_VER_PATCH)) != GrB_SUCCESS) return info;
  int v[3] = {-1, -1, -1};
  if ((info = GxB_get(GxB_LIBRARY_VERSION, v)) != GrB_SUCCESS) return info;
  for (int k = 0; k < 3; k++) gxb_lib[k] = v[k];
  if ((info = GxB_get(GxB_API_VERSION, v)) != GrB_SUCCESS) return info;
  for (int k = 0; k < 3; k++) gxb_api[k] = v[k];
  const char* s = NULL;
  if ((info = GxB_get(GxB_LIBRARY_NAME, &s)) != GrB_SUCCESS) return info;
  if (s == NULL) return GrB_NULL_POINTER;
  strncpy(name, s, name_len - 1);
  name[name_len - 1] = '\0';
  return 0;
}

// A matrix's storage, as LAGraph's utilities query it (GxB_get through _Generic, GrB_get for the
// orientation hint).
int compat_c_matrix_format(GrB_Matrix A, int32_t* sparsity_status, int32_t* sparsity_control, int32_t* format,
                           double* hyper_switch, int32_t* orientation_hint) {
  GrB_Info info;
  int s = -1, c = -1;
  GxB_Format_Value f = GxB_NO_FORMAT;
  if ((info = GxB_get(A, GxB_SPARSITY_STATUS, &s)) != GrB_SUCCESS) return info;
  if ((info = GxB_get(A, GxB_SPARSITY_CONTROL, &c)) != GrB_SUCCESS) return info;
  if ((info = GxB_get(A, GxB_FORMAT, &f)) != GrB_SUCCESS) return info;
  if ((info = GxB_get(A, GxB_HYPER_SWITCH, hyper_switch)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(A, orientation_hint, GrB_STORAGE_ORIENTATION_HINT)) != GrB_SUCCESS) return info;
  *sparsity_status = s;
  *sparsity_control = c;
  *format = (int32_t)f;
  return 0;
}

// Type names (GxB_MAX_NAME_LEN each) as LAGraph's LAGraph_Matrix_TypeName & co. get them: the
// GxB_*_type_name functions, and GrB_get with GrB_EL_TYPE_STRING (into d, for A).
int compat_c_type_names(GrB_Matrix A, GrB_Vector v, GrB_Scalar s, char* a, char* b, char* c, char* d) {
  GrB_Info info;
  if ((info = GxB_Matrix_type_name(a, A)) != GrB_SUCCESS) return info;
  if ((info = GxB_Vector_type_name(b, v)) != GrB_SUCCESS) return info;
  if ((info = GxB_Scalar_type_name(c, s)) != GrB_SUCCESS) return info;
  if ((info = GrB_get(A, d, GrB_EL_TYPE_STRING)) != GrB_SUCCESS) return info;
  return 0;
}

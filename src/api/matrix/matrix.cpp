// GrB_Matrix: construction, queries, element access, build and tuples.
#include "api/matrix/container_api.hpp"

using gb::ObjectKind;
using gb::TypeCode;

extern "C" {

GrB_Info GrB_Matrix_new(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols) {
  return gb::c_new(A, ObjectKind::Matrix, type, nrows, ncols);
}
GrB_Info GrB_Matrix_dup(GrB_Matrix* C, const GrB_Matrix A) { return gb::c_dup(C, A); }
GrB_Info GrB_Matrix_clear(GrB_Matrix A) { return gb::c_clear(A); }
GrB_Info GrB_Matrix_free(GrB_Matrix* A) { return gb::c_free(A); }
GrB_Info GrB_Matrix_nvals(GrB_Index* nvals, const GrB_Matrix A) { return gb::c_nvals(nvals, A); }
GrB_Info GrB_Matrix_nrows(GrB_Index* nrows, const GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(nrows);
  GB_TRY(gb::check_container(A));
  *nrows = A->nrows;
  return GrB_SUCCESS;
}
GrB_Info GrB_Matrix_ncols(GrB_Index* ncols, const GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(ncols);
  GB_TRY(gb::check_container(A));
  *ncols = A->ncols;
  return GrB_SUCCESS;
}
GrB_Info GrB_Matrix_wait(GrB_Matrix A, GrB_WaitMode mode) { return gb::c_wait(A, mode); }
GrB_Info GrB_Matrix_error(const char** error, const GrB_Matrix A) { return gb::c_error(error, A); }
GrB_Info GrB_Matrix_resize(GrB_Matrix C, GrB_Index nrows, GrB_Index ncols) { return gb::c_resize(C, nrows, ncols); }
GrB_Info GxB_Matrix_resize(GrB_Matrix C, GrB_Index nrows, GrB_Index ncols) { return gb::c_resize(C, nrows, ncols); }
GrB_Info GxB_Matrix_type(GrB_Type* type, const GrB_Matrix A) { return gb::c_type(type, A); }
GrB_Info GxB_Matrix_type_name(char* name, const GrB_Matrix A) { return gb::c_type_name(name, A); }
GrB_Info GxB_Matrix_memoryUsage(size_t* size, const GrB_Matrix A) { return gb::c_memory_usage(size, A); }
GrB_Info GxB_Matrix_iso(bool* iso, const GrB_Matrix A) { return gb::c_iso(iso, A); }
GrB_Info GrB_Matrix_removeElement(GrB_Matrix C, GrB_Index i, GrB_Index j) { return gb::c_remove_element(C, i, j); }
GrB_Info GxB_Matrix_isStoredElement(const GrB_Matrix A, GrB_Index i, GrB_Index j) {
  return gb::c_is_stored(A, i, j);
}

#define GB_MATRIX_TYPED(S, C, K, PFX)                                                                 \
  GrB_Info PFX##_Matrix_setElement_##S(GrB_Matrix A, C x, GrB_Index i, GrB_Index j) {               \
    return gb::c_set_element(A, &x, TypeCode::K, i, j);                                             \
  }                                                                                                 \
  GrB_Info PFX##_Matrix_extractElement_##S(C* x, const GrB_Matrix A, GrB_Index i, GrB_Index j) {    \
    return gb::c_extract_element(x, TypeCode::K, A, i, j);                                          \
  }                                                                                                 \
  GrB_Info PFX##_Matrix_build_##S(GrB_Matrix A, const GrB_Index* I, const GrB_Index* J, const C* X, \
                                  GrB_Index nvals, const GrB_BinaryOp dup) {                        \
    return gb::c_build(A, I, J, X, TypeCode::K, nvals, dup);                                        \
  }                                                                                                 \
  GrB_Info PFX##_Matrix_extractTuples_##S(GrB_Index* I, GrB_Index* J, C* X, GrB_Index* nvals,       \
                                          const GrB_Matrix A) {                                     \
    return gb::c_extract_tuples(I, J, X, TypeCode::K, nvals, A);                                    \
  }
GB_TYPES_REAL(GB_MATRIX_TYPED, GrB)
GB_TYPES_COMPLEX(GB_MATRIX_TYPED, GxB)
#undef GB_MATRIX_TYPED

GrB_Info GrB_Matrix_setElement_UDT(GrB_Matrix A, void* x, GrB_Index i, GrB_Index j) {
  return gb::c_set_element(A, x, TypeCode::UDT, i, j);
}
GrB_Info GrB_Matrix_extractElement_UDT(void* x, const GrB_Matrix A, GrB_Index i, GrB_Index j) {
  return gb::c_extract_element(x, TypeCode::UDT, A, i, j);
}
GrB_Info GrB_Matrix_build_UDT(GrB_Matrix A, const GrB_Index* I, const GrB_Index* J, const void* X,
                              GrB_Index nvals, const GrB_BinaryOp dup) {
  return gb::c_build(A, I, J, X, TypeCode::UDT, nvals, dup);
}
GrB_Info GrB_Matrix_extractTuples_UDT(GrB_Index* I, GrB_Index* J, void* X, GrB_Index* nvals, const GrB_Matrix A) {
  return gb::c_extract_tuples(I, J, X, TypeCode::UDT, nvals, A);
}
GrB_Info GrB_Matrix_setElement_Scalar(GrB_Matrix A, GrB_Scalar x, GrB_Index i, GrB_Index j) {
  return gb::c_set_element_scalar(A, x, i, j);
}
GrB_Info GrB_Matrix_extractElement_Scalar(GrB_Scalar x, const GrB_Matrix A, GrB_Index i, GrB_Index j) {
  return gb::c_extract_element_scalar(x, A, i, j);
}
GrB_Info GxB_Matrix_build_Scalar(GrB_Matrix A, const GrB_Index* I, const GrB_Index* J, GrB_Scalar scalar,
                                 GrB_Index nvals) {
  return gb::c_build_scalar(A, I, J, scalar, nvals);
}

}  // extern "C"

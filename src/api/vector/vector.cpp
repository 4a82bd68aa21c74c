// GrB_Vector: an n-by-1 matrix stored by column.
#include "api/matrix/container_api.hpp"

using gb::ObjectKind;
using gb::TypeCode;

extern "C" {

GrB_Info GrB_Vector_new(GrB_Vector* v, GrB_Type type, GrB_Index n) {
  GB_RETURN_IF_NULL(v);
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = gb::c_new(&A, ObjectKind::Vector, type, n, 1);
  *v = static_cast<GrB_Vector>(A);
  return info;
}
GrB_Info GrB_Vector_dup(GrB_Vector* w, const GrB_Vector u) {
  GB_RETURN_IF_NULL(w);
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = gb::c_dup(&A, u);
  if (info == GrB_SUCCESS) *w = static_cast<GrB_Vector>(A);
  return info;
}
GrB_Info GrB_Vector_clear(GrB_Vector v) { return gb::c_clear(v); }
GrB_Info GrB_Vector_free(GrB_Vector* v) {
  if (v == nullptr) return GrB_SUCCESS;
  GB_Matrix_opaque* A = *v;
  GrB_Info info = gb::c_free(&A);
  *v = static_cast<GrB_Vector>(A);
  return info;
}
GrB_Info GrB_Vector_nvals(GrB_Index* nvals, const GrB_Vector v) { return gb::c_nvals(nvals, v); }
GrB_Info GrB_Vector_size(GrB_Index* n, const GrB_Vector v) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(n);
  GB_TRY(gb::check_container(v));
  *n = v->nrows;
  return GrB_SUCCESS;
}
GrB_Info GrB_Vector_wait(GrB_Vector v, GrB_WaitMode mode) { return gb::c_wait(v, mode); }
GrB_Info GrB_Vector_error(const char** error, const GrB_Vector v) { return gb::c_error(error, v); }
GrB_Info GrB_Vector_resize(GrB_Vector w, GrB_Index n) { return gb::c_resize(w, n, 1); }
GrB_Info GxB_Vector_resize(GrB_Vector w, GrB_Index n) { return gb::c_resize(w, n, 1); }
GrB_Info GxB_Vector_type(GrB_Type* type, const GrB_Vector v) { return gb::c_type(type, v); }
GrB_Info GxB_Vector_type_name(char* name, const GrB_Vector v) { return gb::c_type_name(name, v); }
GrB_Info GxB_Vector_memoryUsage(size_t* size, const GrB_Vector v) { return gb::c_memory_usage(size, v); }
GrB_Info GxB_Vector_iso(bool* iso, const GrB_Vector v) { return gb::c_iso(iso, v); }
GrB_Info GrB_Vector_removeElement(GrB_Vector v, GrB_Index i) { return gb::c_remove_element(v, i, 0); }
GrB_Info GxB_Vector_isStoredElement(const GrB_Vector v, GrB_Index i) { return gb::c_is_stored(v, i, 0); }

#define GB_VECTOR_TYPED(S, C, K, PFX)                                                              \
  GrB_Info PFX##_Vector_setElement_##S(GrB_Vector w, C x, GrB_Index i) {                           \
    return gb::c_set_element(w, &x, TypeCode::K, i, 0);                                            \
  }                                                                                                \
  GrB_Info PFX##_Vector_extractElement_##S(C* x, const GrB_Vector v, GrB_Index i) {                \
    return gb::c_extract_element(x, TypeCode::K, v, i, 0);                                         \
  }                                                                                                \
  GrB_Info PFX##_Vector_build_##S(GrB_Vector w, const GrB_Index* I, const C* X, GrB_Index nvals,   \
                                  const GrB_BinaryOp dup) {                                        \
    return gb::c_build(w, I, nullptr, X, TypeCode::K, nvals, dup);                                 \
  }                                                                                                \
  GrB_Info PFX##_Vector_extractTuples_##S(GrB_Index* I, C* X, GrB_Index* nvals, const GrB_Vector v) { \
    return gb::c_extract_tuples(I, nullptr, X, TypeCode::K, nvals, v);                             \
  }
GB_TYPES_REAL(GB_VECTOR_TYPED, GrB)
GB_TYPES_COMPLEX(GB_VECTOR_TYPED, GxB)
#undef GB_VECTOR_TYPED

GrB_Info GrB_Vector_setElement_UDT(GrB_Vector w, void* x, GrB_Index i) {
  return gb::c_set_element(w, x, TypeCode::UDT, i, 0);
}
GrB_Info GrB_Vector_extractElement_UDT(void* x, const GrB_Vector v, GrB_Index i) {
  return gb::c_extract_element(x, TypeCode::UDT, v, i, 0);
}
GrB_Info GrB_Vector_build_UDT(GrB_Vector w, const GrB_Index* I, const void* X, GrB_Index nvals,
                              const GrB_BinaryOp dup) {
  return gb::c_build(w, I, nullptr, X, TypeCode::UDT, nvals, dup);
}
GrB_Info GrB_Vector_extractTuples_UDT(GrB_Index* I, void* X, GrB_Index* nvals, const GrB_Vector v) {
  return gb::c_extract_tuples(I, nullptr, X, TypeCode::UDT, nvals, v);
}
GrB_Info GrB_Vector_setElement_Scalar(GrB_Vector w, GrB_Scalar x, GrB_Index i) {
  return gb::c_set_element_scalar(w, x, i, 0);
}
GrB_Info GrB_Vector_extractElement_Scalar(GrB_Scalar x, const GrB_Vector v, GrB_Index i) {
  return gb::c_extract_element_scalar(x, v, i, 0);
}
GrB_Info GxB_Vector_build_Scalar(GrB_Vector w, const GrB_Index* I, GrB_Scalar scalar, GrB_Index nvals) {
  return gb::c_build_scalar(w, I, nullptr, scalar, nvals);
}

}  // extern "C"

// GrB_Scalar (and the historical GxB_Scalar names): a 1-by-1 matrix holding zero or one value.
#include "api/matrix/container_api.hpp"

using gb::ObjectKind;
using gb::TypeCode;

namespace {
GrB_Info scalar_new(GrB_Scalar* s, GrB_Type type) {
  GB_RETURN_IF_NULL(s);
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = gb::c_new(&A, ObjectKind::Scalar, type, 1, 1);
  *s = static_cast<GrB_Scalar>(A);
  return info;
}
GrB_Info scalar_dup(GrB_Scalar* s, GrB_Scalar t) {
  GB_RETURN_IF_NULL(s);
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = gb::c_dup(&A, t);
  if (info == GrB_SUCCESS) *s = static_cast<GrB_Scalar>(A);
  return info;
}
GrB_Info scalar_free(GrB_Scalar* s) {
  if (s == nullptr) return GrB_SUCCESS;
  GB_Matrix_opaque* A = *s;
  GrB_Info info = gb::c_free(&A);
  *s = static_cast<GrB_Scalar>(A);
  return info;
}
}  // namespace

extern "C" {

GrB_Info GrB_Scalar_new(GrB_Scalar* s, GrB_Type type) { return scalar_new(s, type); }
GrB_Info GxB_Scalar_new(GrB_Scalar* s, GrB_Type type) { return scalar_new(s, type); }
GrB_Info GrB_Scalar_dup(GrB_Scalar* s, const GrB_Scalar t) { return scalar_dup(s, t); }
GrB_Info GxB_Scalar_dup(GrB_Scalar* s, const GrB_Scalar t) { return scalar_dup(s, t); }
GrB_Info GrB_Scalar_clear(GrB_Scalar s) { return gb::c_clear(s); }
GrB_Info GxB_Scalar_clear(GrB_Scalar s) { return gb::c_clear(s); }
GrB_Info GrB_Scalar_nvals(GrB_Index* nvals, const GrB_Scalar s) { return gb::c_nvals(nvals, s); }
GrB_Info GxB_Scalar_nvals(GrB_Index* nvals, const GrB_Scalar s) { return gb::c_nvals(nvals, s); }
GrB_Info GrB_Scalar_free(GrB_Scalar* s) { return scalar_free(s); }
GrB_Info GxB_Scalar_free(GrB_Scalar* s) { return scalar_free(s); }
GrB_Info GrB_Scalar_wait(GrB_Scalar s, GrB_WaitMode mode) { return gb::c_wait(s, mode); }
GrB_Info GxB_Scalar_wait(GrB_Scalar* s) {
  GB_RETURN_IF_NULL(s);
  return gb::c_wait(*s, GrB_MATERIALIZE);
}
GrB_Info GrB_Scalar_error(const char** error, const GrB_Scalar s) { return gb::c_error(error, s); }
GrB_Info GxB_Scalar_error(const char** error, const GrB_Scalar s) { return gb::c_error(error, s); }
GrB_Info GxB_Scalar_type(GrB_Type* type, const GrB_Scalar s) { return gb::c_type(type, s); }
GrB_Info GxB_Scalar_type_name(char* name, const GrB_Scalar s) { return gb::c_type_name(name, s); }
GrB_Info GxB_Scalar_memoryUsage(size_t* size, const GrB_Scalar s) { return gb::c_memory_usage(size, s); }

// GrB_ names for the 11 real types and UDT; GxB_ names for all 13 and UDT (historical)
#define GB_SCALAR_TYPED(S, C, K, PFX)                                              \
  GrB_Info PFX##_Scalar_setElement_##S(GrB_Scalar s, C x) {                        \
    return gb::c_set_element(s, &x, TypeCode::K, 0, 0);                            \
  }                                                                                \
  GrB_Info PFX##_Scalar_extractElement_##S(C* x, const GrB_Scalar s) {             \
    return gb::c_extract_element(x, TypeCode::K, s, 0, 0);                         \
  }
GB_TYPES_REAL(GB_SCALAR_TYPED, GrB)
GB_TYPES_ALL(GB_SCALAR_TYPED, GxB)
#undef GB_SCALAR_TYPED

GrB_Info GrB_Scalar_setElement_UDT(GrB_Scalar s, void* x) { return gb::c_set_element(s, x, TypeCode::UDT, 0, 0); }
GrB_Info GxB_Scalar_setElement_UDT(GrB_Scalar s, void* x) { return gb::c_set_element(s, x, TypeCode::UDT, 0, 0); }
GrB_Info GrB_Scalar_extractElement_UDT(void* x, const GrB_Scalar s) {
  return gb::c_extract_element(x, TypeCode::UDT, s, 0, 0);
}
GrB_Info GxB_Scalar_extractElement_UDT(void* x, const GrB_Scalar s) {
  return gb::c_extract_element(x, TypeCode::UDT, s, 0, 0);
}

}  // extern "C"

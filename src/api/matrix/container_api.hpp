// The container methods shared by GrB_Matrix, GrB_Vector and GrB_Scalar (a vector is an n-by-1
// matrix, a scalar a 1-by-1 one): each public typed entry point is a thin wrapper over these.
#pragma once
#include "api/object_common.hpp"

namespace gb {

GrB_Info c_new(GB_Matrix_opaque** out, ObjectKind kind, GrB_Type type, GrB_Index nrows, GrB_Index ncols);
GrB_Info c_dup(GB_Matrix_opaque** out, GB_Matrix_opaque* A);
GrB_Info c_clear(GB_Matrix_opaque* A);
GrB_Info c_free(GB_Matrix_opaque** A);
GrB_Info c_nvals(GrB_Index* nvals, GB_Matrix_opaque* A);
GrB_Info c_wait(GB_Matrix_opaque* A, GrB_WaitMode mode);
GrB_Info c_resize(GB_Matrix_opaque* A, GrB_Index nrows, GrB_Index ncols);
// X of type xcode (UDT: the container's own type); dup may be null
GrB_Info c_build(GB_Matrix_opaque* A, const GrB_Index* I, const GrB_Index* J, const void* X, TypeCode xcode,
                 GrB_Index n, GrB_BinaryOp dup);
GrB_Info c_build_scalar(GB_Matrix_opaque* A, const GrB_Index* I, const GrB_Index* J, GB_Matrix_opaque* s,
                        GrB_Index n);
GrB_Info c_set_element(GB_Matrix_opaque* A, const void* x, TypeCode xcode, GrB_Index i, GrB_Index j);
GrB_Info c_set_element_scalar(GB_Matrix_opaque* A, GB_Matrix_opaque* s, GrB_Index i, GrB_Index j);
GrB_Info c_extract_element(void* x, TypeCode xcode, GB_Matrix_opaque* A, GrB_Index i, GrB_Index j);
GrB_Info c_extract_element_scalar(GB_Matrix_opaque* s, GB_Matrix_opaque* A, GrB_Index i, GrB_Index j);
GrB_Info c_remove_element(GB_Matrix_opaque* A, GrB_Index i, GrB_Index j);
GrB_Info c_is_stored(GB_Matrix_opaque* A, GrB_Index i, GrB_Index j);
GrB_Info c_extract_tuples(GrB_Index* I, GrB_Index* J, void* X, TypeCode xcode, GrB_Index* n,
                          GB_Matrix_opaque* A);
GrB_Info c_memory_usage(size_t* size, GB_Matrix_opaque* A);
GrB_Info c_iso(bool* iso, GB_Matrix_opaque* A);
GrB_Info c_type(GrB_Type* type, GB_Matrix_opaque* A);
GrB_Info c_type_name(char* name, GB_Matrix_opaque* A);
GrB_Info c_error(const char** error, GB_Matrix_opaque* A);

// The value type of a typed entry point may be used with this container (built-in: any built-in
// type; UDT entry points: the container's own user type).
GrB_Info check_value_domain(GB_Matrix_opaque* A, TypeCode xcode);

}  // namespace gb

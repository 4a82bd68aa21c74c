// Shared pieces of the C API 2.1 GrB_get / GrB_set methods (src/api/getset/*.cpp).
//
// Which field numbers GrB_get / GrB_set accept
// --------------------------------------------
// 1. The GrB_Field values of the header (the C API 2.1 numbers: 0-3, 10-17, 100, 102-110).
// 2. SuiteSparse:GraphBLAS 9's numbers for its GxB fields (7000 and up, listed below), which never
//    coincide with a GrB_Field value.
// The 7.4 GxB_Option_Field numbers of this header (GxB_HYPER_SWITCH = 0, GxB_FORMAT = 1, ...) are
// NOT accepted by GrB_get / GrB_set: several of them coincide with GrB_Field values
// (0 = GrB_OUTP_FIELD, 1 = GrB_MASK_FIELD, 10 = GrB_NAME, ...). They remain the fields of
// GxB_get / GxB_set (GxB_*_Option_*, GxB_Desc_*). This rule is the same for every object kind.
//
// Names (GrB_NAME)
// ----------------
// Built-in objects report their C API name ("GrB_INT32", "GrB_PLUS_INT32", "GrB_PLUS_MONOID_INT32",
// "GrB_DESC_T1", ...) and cannot be renamed (GrB_INVALID_VALUE, as SuiteSparse 9). User-defined
// types, operators, monoids and semirings have an empty name until GrB_set gives one; it can be set
// once (then GrB_ALREADY_SET). Matrices, vectors, scalars and user descriptors can be renamed any
// number of times; their name is at most GxB_MAX_NAME_LEN-1 characters (longer: GrB_INVALID_VALUE).
// The name given to GxB_Type_new / GxB_*Op_new is the C name (GxB_JIT_C_NAME), as in SuiteSparse 9.
#pragma once
#include <cstring>

#include "api/object_common.hpp"

namespace gb {

// SuiteSparse 9's numbers of its GrB_get / GrB_set extensions.
enum GxBField : int {
  kF_HYPER_SWITCH = 7000,
  kF_BITMAP_SWITCH = 7001,
  kF_FORMAT = 7002,
  kF_MODE = 7003,
  kF_LIBRARY_NAME = 7004,
  kF_LIBRARY_VERSION = 7005,
  kF_LIBRARY_DATE = 7006,
  kF_LIBRARY_ABOUT = 7007,
  kF_LIBRARY_URL = 7008,
  kF_LIBRARY_LICENSE = 7009,
  kF_LIBRARY_COMPILE_DATE = 7010,
  kF_LIBRARY_COMPILE_TIME = 7011,
  kF_API_VERSION = 7012,
  kF_API_DATE = 7013,
  kF_API_ABOUT = 7014,
  kF_API_URL = 7015,
  kF_COMPILER_VERSION = 7016,
  kF_COMPILER_NAME = 7017,
  kF_LIBRARY_OPENMP = 7018,
  kF_BURBLE = 7019,
  kF_PRINTF = 7020,
  kF_FLUSH = 7021,
  kF_MEMORY_POOL = 7022,
  kF_PRINT_1BASED = 7023,
  kF_JIT_C_CONTROL = 7029,
  kF_JIT_CACHE_PATH = 7030,
  kF_SPARSITY_STATUS = 7034,
  kF_IS_HYPER = 7035,
  kF_SPARSITY_CONTROL = 7036,
  kF_MALLOC_FUNCTION = 7037,
  kF_CALLOC_FUNCTION = 7038,
  kF_REALLOC_FUNCTION = 7039,
  kF_FREE_FUNCTION = 7040,
  kF_JIT_C_NAME = 7041,
  kF_JIT_C_DEFINITION = 7042,
  kF_MONOID_IDENTITY = 7043,
  kF_MONOID_TERMINAL = 7044,
  kF_MONOID_OPERATOR = 7045,
  kF_SEMIRING_MONOID = 7046,
  kF_SEMIRING_MULTIPLY = 7047,
  kF_ISO = 7079,
  kF_NTHREADS = 7086,
  kF_CHUNK = 7087,
  kF_AxB_METHOD = 7090,
  kF_SORT = 7091,
  kF_COMPRESSION = 7092,
  kF_IMPORT = 7093,
  // this library's own (GraphBLAS.h: GxB_COMPENSATED_SUM), clear of SuiteSparse's 7000-7200
  kF_COMPENSATED_SUM = 7500,
};

// GrB_Type_Code of a type (0 for user-defined, 7070/7071 for the complex types).
int type_code_value(GrB_Type type);
// GrB_NAME of a type: "GrB_INT32", ... for built-ins; the GrB_set name (or "") for user types.
const char* type_grb_name(GrB_Type type);
// GrB_NAME of operators, monoids, semirings and descriptors (never null).
const char* grb_name(const GB_UnaryOp_opaque* op);
const char* grb_name(const GB_BinaryOp_opaque* op);
const char* grb_name(const GB_IndexUnaryOp_opaque* op);
const char* grb_name(const GB_Monoid_opaque* monoid);
const char* grb_name(const GB_Semiring_opaque* semiring);
// The user name of a type, operator, monoid or semiring, set once by GrB_set.
GrB_Info set_user_name_once(char** user_name, bool builtin, const char* value);

// Copy a string result; the caller checked value != null.
inline GrB_Info copy_out(char* value, const char* s) {
  std::strcpy(value, s ? s : "");
  return GrB_SUCCESS;
}
inline size_t string_size(const char* s) { return (s ? std::strlen(s) : 0) + 1; }

// Read an int32 / double from a GrB_Scalar for GrB_*_set_Scalar: GrB_EMPTY_OBJECT when empty,
// GrB_DOMAIN_MISMATCH for a user-defined type.
GrB_Info scalar_to_int32(GrB_Scalar s, int32_t* value);
GrB_Info scalar_to_double(GrB_Scalar s, double* value);
// Write an int32 / double / int64 into a GrB_Scalar for GrB_*_get_Scalar (typecast to its type).
GrB_Info int32_to_scalar(GrB_Scalar s, int32_t value);
GrB_Info double_to_scalar(GrB_Scalar s, double value);

}  // namespace gb

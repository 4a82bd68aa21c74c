// The one table of built-in GraphBLAS types. Everything that is "per type" (the type objects,
// cast tables, typed API entry points, operator instantiations) expands one of these lists.
//
//   X(SUFFIX, CTYPE, CODE)
//     SUFFIX  the name suffix used by the C API (GrB_INT8, GrB_Matrix_setElement_INT8, ...)
//     CTYPE   the C++ type of a value
//     CODE    the gb::TypeCode enumerator (same numbering as SuiteSparse's type codes)
#pragma once

#define GB_TYPES_BOOL(X, ...) X(BOOL, bool, Bool, ##__VA_ARGS__)

#define GB_TYPES_INTEGER(X, ...)                                   \
  X(INT8, int8_t, Int8, ##__VA_ARGS__)                             \
  X(INT16, int16_t, Int16, ##__VA_ARGS__)                          \
  X(INT32, int32_t, Int32, ##__VA_ARGS__)                          \
  X(INT64, int64_t, Int64, ##__VA_ARGS__)                          \
  X(UINT8, uint8_t, UInt8, ##__VA_ARGS__)                          \
  X(UINT16, uint16_t, UInt16, ##__VA_ARGS__)                       \
  X(UINT32, uint32_t, UInt32, ##__VA_ARGS__)                       \
  X(UINT64, uint64_t, UInt64, ##__VA_ARGS__)

#define GB_TYPES_UNSIGNED(X, ...)                                  \
  X(UINT8, uint8_t, UInt8, ##__VA_ARGS__)                          \
  X(UINT16, uint16_t, UInt16, ##__VA_ARGS__)                       \
  X(UINT32, uint32_t, UInt32, ##__VA_ARGS__)                       \
  X(UINT64, uint64_t, UInt64, ##__VA_ARGS__)

#define GB_TYPES_FLOAT(X, ...)                                     \
  X(FP32, float, FP32, ##__VA_ARGS__)                              \
  X(FP64, double, FP64, ##__VA_ARGS__)

#define GB_TYPES_COMPLEX(X, ...)                                   \
  X(FC32, GxB_FC32_t, FC32, ##__VA_ARGS__)                         \
  X(FC64, GxB_FC64_t, FC64, ##__VA_ARGS__)

#define GB_TYPES_POSITIONAL(X, ...)                                \
  X(INT32, int32_t, Int32, ##__VA_ARGS__)                          \
  X(INT64, int64_t, Int64, ##__VA_ARGS__)

// the 10 real non-boolean types
#define GB_TYPES_NUMERIC(X, ...) GB_TYPES_INTEGER(X, ##__VA_ARGS__) GB_TYPES_FLOAT(X, ##__VA_ARGS__)
// the 11 real types (bool included): the GrB_ typed operators
#define GB_TYPES_REAL(X, ...) GB_TYPES_BOOL(X, ##__VA_ARGS__) GB_TYPES_NUMERIC(X, ##__VA_ARGS__)
// float and complex: the math functions
#define GB_TYPES_FLOATING(X, ...) GB_TYPES_FLOAT(X, ##__VA_ARGS__) GB_TYPES_COMPLEX(X, ##__VA_ARGS__)
// the 12 types with arithmetic (no bool)
#define GB_TYPES_ARITH(X, ...) GB_TYPES_NUMERIC(X, ##__VA_ARGS__) GB_TYPES_COMPLEX(X, ##__VA_ARGS__)
// all 13 built-in types
#define GB_TYPES_ALL(X, ...) GB_TYPES_REAL(X, ##__VA_ARGS__) GB_TYPES_COMPLEX(X, ##__VA_ARGS__)

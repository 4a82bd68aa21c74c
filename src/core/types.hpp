// Built-in and user-defined types, and the casting rules between built-in types.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <complex>
#include <limits>
#include <cmath>
#include <type_traits>

#include "GraphBLAS.h"
#include "core/type_list.hpp"

// Device-clean inline functions (host and CUDA device when compiled by nvcc).
#if defined(__CUDACC__)
#define GB_HD __host__ __device__ inline
#else
#define GB_HD inline
#endif

namespace gb {

// Same numbering as SuiteSparse's internal type codes (and spec 2.1's GrB_Type_Code for the
// 11 real types); 0 is "no type", 14 is user-defined.
enum class TypeCode : int {
  None = 0, Bool = 1, Int8 = 2, UInt8 = 3, Int16 = 4, UInt16 = 5, Int32 = 6, UInt32 = 7,
  Int64 = 8, UInt64 = 9, FP32 = 10, FP64 = 11, FC32 = 12, FC64 = 13, UDT = 14
};
constexpr int kNumTypeCodes = 15;

template <class T> struct TypeOf;
#define GB_TYPEOF(S, C, K) \
  template <> struct TypeOf<C> { static constexpr TypeCode code = TypeCode::K; };
GB_TYPES_ALL(GB_TYPEOF)
#undef GB_TYPEOF

inline bool is_builtin(TypeCode c) { return c >= TypeCode::Bool && c <= TypeCode::FC64; }
inline bool is_complex(TypeCode c) { return c == TypeCode::FC32 || c == TypeCode::FC64; }
inline bool is_float(TypeCode c) { return c == TypeCode::FP32 || c == TypeCode::FP64; }
inline bool is_signed_int(TypeCode c) {
  return c == TypeCode::Int8 || c == TypeCode::Int16 || c == TypeCode::Int32 || c == TypeCode::Int64;
}
inline bool is_unsigned_int(TypeCode c) {
  return c == TypeCode::UInt8 || c == TypeCode::UInt16 || c == TypeCode::UInt32 || c == TypeCode::UInt64;
}
inline bool is_integer(TypeCode c) { return is_signed_int(c) || is_unsigned_int(c); }
size_t type_size(TypeCode c);
// "bool", "int8_t", ... (SuiteSparse's C names of the built-in types)
constexpr const char* type_name(TypeCode c) {
  switch (c) {
    case TypeCode::Bool: return "bool";
    case TypeCode::Int8: return "int8_t";
    case TypeCode::Int16: return "int16_t";
    case TypeCode::Int32: return "int32_t";
    case TypeCode::Int64: return "int64_t";
    case TypeCode::UInt8: return "uint8_t";
    case TypeCode::UInt16: return "uint16_t";
    case TypeCode::UInt32: return "uint32_t";
    case TypeCode::UInt64: return "uint64_t";
    case TypeCode::FP32: return "float";
    case TypeCode::FP64: return "double";
    case TypeCode::FC32: return "float complex";
    case TypeCode::FC64: return "double complex";
    default: return "";
  }
}

//------------------------------------------------------------------------------------------------
// Casting. Matches SuiteSparse: float -> integer saturates and maps NaN to 0; anything -> bool is
// "!= 0"; complex -> real takes the real part; real -> complex has a zero imaginary part.
//------------------------------------------------------------------------------------------------
template <class Z, class X> struct Caster {
  static GB_HD Z cast(const X& x) { return static_cast<Z>(x); }
};

template <class X> struct Caster<bool, X> {
  static GB_HD bool cast(const X& x) { return x != X(0); }
};
template <> struct Caster<bool, bool> {
  static GB_HD bool cast(const bool& x) { return x; }
};

template <class Z, class F> GB_HD Z saturate_float(F x) {
  if (std::isnan(x)) return Z(0);
  if (x <= F(std::numeric_limits<Z>::min())) return std::numeric_limits<Z>::min();
  if (x >= F(std::numeric_limits<Z>::max())) return std::numeric_limits<Z>::max();
  return static_cast<Z>(x);
}

#define GB_SATURATING_CAST(S, C, K)                                                     \
  template <> struct Caster<C, float> {                                                 \
    static GB_HD C cast(const float& x) { return saturate_float<C, float>(x); }         \
  };                                                                                    \
  template <> struct Caster<C, double> {                                                \
    static GB_HD C cast(const double& x) { return saturate_float<C, double>(x); }       \
  };                                                                                    \
  template <> struct Caster<C, GxB_FC32_t> {                                            \
    static GB_HD C cast(const GxB_FC32_t& x) { return saturate_float<C, float>(x.real()); } \
  };                                                                                    \
  template <> struct Caster<C, GxB_FC64_t> {                                            \
    static GB_HD C cast(const GxB_FC64_t& x) { return saturate_float<C, double>(x.real()); } \
  };
GB_TYPES_INTEGER(GB_SATURATING_CAST)
#undef GB_SATURATING_CAST

template <class X> struct Caster<float, std::complex<X>> {
  static GB_HD float cast(const std::complex<X>& x) { return static_cast<float>(x.real()); }
};
template <class X> struct Caster<double, std::complex<X>> {
  static GB_HD double cast(const std::complex<X>& x) { return static_cast<double>(x.real()); }
};
template <class X> struct Caster<bool, std::complex<X>> {
  static GB_HD bool cast(const std::complex<X>& x) { return x.real() != X(0) || x.imag() != X(0); }
};
template <class Z, class X> struct Caster<std::complex<Z>, X> {
  static GB_HD std::complex<Z> cast(const X& x) { return std::complex<Z>(static_cast<Z>(x), Z(0)); }
};
template <class Z, class X> struct Caster<std::complex<Z>, std::complex<X>> {
  static GB_HD std::complex<Z> cast(const std::complex<X>& x) {
    return std::complex<Z>(static_cast<Z>(x.real()), static_cast<Z>(x.imag()));
  }
};

template <class Z, class X> GB_HD Z cast(const X& x) { return Caster<Z, X>::cast(x); }

// Type-erased cast of n values (strides are the element sizes). Both codes must be built-in,
// or both UDT of the same size (a plain copy).
using CastFn = void (*)(void* z, const void* x, size_t n);
CastFn cast_fn(TypeCode z, TypeCode x);
// Cast one value; for UDT -> UDT copies `udt_size` bytes.
void cast_value(TypeCode zc, void* z, TypeCode xc, const void* x, size_t udt_size = 0);

// Built-in casting is allowed between any two built-in types; a UDT only to itself.
inline bool castable(TypeCode to, TypeCode from) {
  if (to == TypeCode::UDT || from == TypeCode::UDT) return to == from;
  return true;
}

}  // namespace gb

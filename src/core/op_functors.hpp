// Semantics of every built-in unary, binary and index-unary operator, as functors templated on the
// operator's type. These are the single definition used by the built-in operator objects (their
// type-erased function pointers), by the kernel library's typed fast paths, and by the compiler's
// emitted C++ (which includes this header). Integer division, saturating casts and the boolean
// reinterpretations follow SuiteSparse:GraphBLAS so results agree bit for bit.
#pragma once
#include "core/types.hpp"

namespace gb {

enum class UnaryOpcode : int {
  IDENTITY, AINV, MINV, LNOT, ONE, ABS, BNOT,
  SQRT, LOG, EXP, LOG2, LOG10, LOG1P, EXPM1, EXP2,
  SIN, COS, TAN, ASIN, ACOS, ATAN, SINH, COSH, TANH, ASINH, ACOSH, ATANH,
  SIGNUM, CEIL, FLOOR, ROUND, TRUNC, LGAMMA, TGAMMA, ERF, ERFC, CBRT, FREXPX, FREXPE,
  CONJ, CREAL, CIMAG, CARG, ISINF, ISNAN, ISFINITE,
  POSITIONI, POSITIONI1, POSITIONJ, POSITIONJ1,
  USER
};

enum class BinaryOpcode : int {
  FIRST, SECOND, ANY, PAIR, MIN, MAX, PLUS, MINUS, RMINUS, TIMES, DIV, RDIV,
  ISEQ, ISNE, ISGT, ISLT, ISGE, ISLE, EQ, NE, GT, LT, GE, LE,
  LOR, LAND, LXOR, LXNOR, BOR, BAND, BXOR, BXNOR, BGET, BSET, BCLR, BSHIFT,
  POW, ATAN2, HYPOT, FMOD, REMAINDER, COPYSIGN, LDEXP, CMPLX,
  FIRSTI, FIRSTI1, FIRSTJ, FIRSTJ1, SECONDI, SECONDI1, SECONDJ, SECONDJ1,
  IGNORE_DUP,
  USER
};

enum class IndexUnaryOpcode : int {
  ROWINDEX, COLINDEX, DIAGINDEX, FLIPDIAGINDEX,
  TRIL, TRIU, DIAG, OFFDIAG, COLLE, COLGT, ROWLE, ROWGT,
  VALUEEQ, VALUENE, VALUELT, VALUELE, VALUEGT, VALUEGE,
  // legacy GxB_SelectOp-only semantics, expressed as index-unary operators
  NONZERO, EQ_ZERO, GT_ZERO, GE_ZERO, LT_ZERO, LE_ZERO,
  USER
};

inline bool is_positional(BinaryOpcode op) {
  return op >= BinaryOpcode::FIRSTI && op <= BinaryOpcode::SECONDJ1;
}
inline bool is_positional(UnaryOpcode op) {
  return op >= UnaryOpcode::POSITIONI && op <= UnaryOpcode::POSITIONJ1;
}

template <class T> struct is_complex_t : std::false_type {};
template <class T> struct is_complex_t<std::complex<T>> : std::true_type {};
template <class T> constexpr bool is_complex_v = is_complex_t<T>::value;
template <class T> constexpr bool is_int_v = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// real part type: float for FC32, double for FC64, T otherwise
template <class T> struct real_of { using type = T; };
template <class T> struct real_of<std::complex<T>> { using type = T; };
template <class T> using real_t = typename real_of<T>::type;

//------------------------------------------------------------------------------------------------
// integer helpers
//------------------------------------------------------------------------------------------------
// negation with two's complement wrap-around (no undefined behaviour for the minimum value)
template <class T> GB_HD T wrap_neg(T x) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(U(0) - static_cast<U>(x));
}
template <class T> GB_HD T wrap_add(T x, T y) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(x) + static_cast<U>(y));
}
template <class T> GB_HD T wrap_sub(T x, T y) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(x) - static_cast<U>(y));
}
template <class T> GB_HD T wrap_mul(T x, T y) {
  using U = std::make_unsigned_t<T>;
  // unsigned short * unsigned short promotes to int and can overflow: widen explicitly
  using W = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, U>;
  return static_cast<T>(static_cast<W>(static_cast<U>(x)) * static_cast<W>(static_cast<U>(y)));
}

// x / y with GraphBLAS's rules for integer division by zero (x/0 is 0, max or min) and
// for minimum / -1 (wraps).
template <class T> GB_HD T idiv(T x, T y) {
  if constexpr (std::is_signed_v<T>) {
    if (y == T(-1)) return wrap_neg(x);
    if (y == 0) return (x == 0) ? T(0) : ((x < 0) ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max());
    return static_cast<T>(x / y);
  } else {
    if (y == 0) return (x == 0) ? T(0) : std::numeric_limits<T>::max();
    return static_cast<T>(x / y);
  }
}

// the arithmetic of a type: bool maps onto logic (PLUS=LOR, TIMES=LAND, ...) the SuiteSparse way
template <class T> GB_HD T add(T x, T y) {
  if constexpr (std::is_same_v<T, bool>) return x || y;
  else if constexpr (is_int_v<T>) return wrap_add(x, y);
  else return x + y;
}
template <class T> GB_HD T sub(T x, T y) {
  if constexpr (std::is_same_v<T, bool>) return x != y;
  else if constexpr (is_int_v<T>) return wrap_sub(x, y);
  else return x - y;
}
template <class T> GB_HD T mul(T x, T y) {
  if constexpr (std::is_same_v<T, bool>) return x && y;
  else if constexpr (is_int_v<T>) return wrap_mul(x, y);
  else if constexpr (is_complex_v<T>) {
    // the textbook product, as SuiteSparse computes it: the same bits as std::complex's operator*
    // for every finite result, but no C99 Annex G recovery of infinities from a NaN result
    // ((-inf, NaN) * (6, 9.75) is (NaN, NaN) in both libraries)
    const auto a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
    return T(a * c - b * d, a * d + b * c);
  } else return x * y;
}
// Complex division by Smith's method, with the special cases of a zero real or imaginary part of
// the divisor done exactly; single precision is computed in double precision and rounded once.
// (SuiteSparse does the same, so results agree to the bit.)
inline std::complex<double> cx_div(double xr, double xi, double yr, double yi) {
  using C = std::complex<double>;
  if (yi == 0) {
    if (xi == 0) return C(xr / yr, 0);
    if (xr == 0) return C(0, xi / yr);
    return C(xr / yr, xi / yr);
  }
  if (yr == 0) {
    if (xr == 0) return C(xi / yi, 0);
    if (xi == 0) return C(0, -xr / yi);
    return C(xi / yi, -xr / yi);
  }
  if (std::isinf(yr) && std::isinf(yi)) {
    const double r = (std::signbit(yr) == std::signbit(yi)) ? 1 : -1;
    const double d = yr + r * yi;
    return C((xr + xi * r) / d, (xi - xr * r) / d);
  }
  if (std::fabs(yr) >= std::fabs(yi)) {
    const double r = yi / yr, d = yr + r * yi;
    return C((xr + xi * r) / d, (xi - xr * r) / d);
  }
  const double r = yr / yi, d = r * yr + yi;
  return C((xr * r + xi) / d, (xi * r - xr) / d);
}
template <class C> GB_HD C cx_divide(const C& x, const C& y) {
  const std::complex<double> z = cx_div(x.real(), x.imag(), y.real(), y.imag());
  return C(real_t<C>(z.real()), real_t<C>(z.imag()));
}

template <class T> GB_HD T divide(T x, T y) {
  if constexpr (std::is_same_v<T, bool>) return x;  // DIV_BOOL is FIRST
  else if constexpr (is_int_v<T>) return idiv(x, y);
  else if constexpr (is_complex_v<T>) return cx_divide(x, y);
  else return x / y;
}

template <class T> GB_HD bool nonzero(const T& x) {
  if constexpr (is_complex_v<T>) return x.real() != 0 || x.imag() != 0;
  else return x != T(0);
}

template <class T> GB_HD T fp_pow(T x, T y) {
  // NaN in, NaN out; x^0 = 1 even for NaN x is what C's pow does, but GraphBLAS says NaN wins.
  if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<T>::quiet_NaN();
  if (y == T(0)) return T(1);
  return std::pow(x, y);
}

// Complex power: two real operands give the real power (with its NaN rule) when it is defined;
// otherwise the complex one, x^0 being 1.
template <class C> GB_HD C cx_pow(C x, C y) {
  using R = real_t<C>;
  const R xr = x.real(), xi = x.imag(), yr = y.real(), yi = y.imag();
  if (xi == 0 && yi == 0 && (xr >= 0 || std::isnan(xr) || std::isnan(yr) || std::trunc(yr) == yr))
    return C(fp_pow(xr, yr), R(0));
  if (std::isnan(xr) || std::isnan(xi) || std::isnan(yr) || std::isnan(yi))
    return C(std::numeric_limits<R>::quiet_NaN(), std::numeric_limits<R>::quiet_NaN());
  if (yr == 0 && yi == 0) return C(1, 0);
  return std::pow(x, y);
}

template <class T> GB_HD T pow_op(T x, T y) {
  if constexpr (std::is_same_v<T, bool>) return x || !y;
  else if constexpr (is_int_v<T>) return cast<T>(fp_pow<double>(double(x), double(y)));
  else if constexpr (is_complex_v<T>) return cx_pow(x, y);
  else return fp_pow(x, y);
}

// Floating-point MIN/MAX ignore a NaN operand; on ties (-0 vs +0) they return y.
template <class T> GB_HD T fmin_op(T x, T y) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(x)) return y;
    if (std::isnan(y)) return x;
    return (x < y) ? x : y;
  }
  else if constexpr (std::is_same_v<T, bool>) return x && y;
  else return (x < y) ? x : y;
}
template <class T> GB_HD T fmax_op(T x, T y) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(x)) return y;
    if (std::isnan(y)) return x;
    return (x > y) ? x : y;
  }
  else if constexpr (std::is_same_v<T, bool>) return x || y;
  else return (x > y) ? x : y;
}

template <class T> GB_HD T bget(T x, T y) {
  constexpr int bits = int(sizeof(T) * 8);
  return (y >= T(1) && y <= T(bits)) ? T((x >> (y - 1)) & T(1)) : T(0);
}
template <class T> GB_HD T bset(T x, T y) {
  constexpr int bits = int(sizeof(T) * 8);
  using U = std::make_unsigned_t<T>;
  return (y >= T(1) && y <= T(bits)) ? T(U(x) | (U(1) << (y - 1))) : x;
}
template <class T> GB_HD T bclr(T x, T y) {
  constexpr int bits = int(sizeof(T) * 8);
  using U = std::make_unsigned_t<T>;
  return (y >= T(1) && y <= T(bits)) ? T(U(x) & ~(U(1) << (y - 1))) : x;
}
template <class T> GB_HD T bshift(T x, int8_t k) {
  constexpr int bits = int(sizeof(T) * 8);
  using U = std::make_unsigned_t<T>;
  if (k == 0) return x;
  if (k >= bits || k <= -bits) return (std::is_signed_v<T> && k < 0 && x < 0) ? T(-1) : T(0);
  if (k > 0) return T(U(x) << k);
  // right shift: arithmetic for signed types
  if constexpr (std::is_signed_v<T>) {
    return (x >= 0) ? T(x >> (-k)) : T(~(U(~x) >> (-k)));
  } else {
    return T(x >> (-k));
  }
}

template <class T> GB_HD T signum(T x) {
  if constexpr (is_complex_v<T>) {
    using R = real_t<T>;
    if (x.real() == 0 && x.imag() == 0) return T(0, 0);
    R a = std::abs(x);
    return T(x.real() / a, x.imag() / a);
  } else {
    if (std::isnan(x)) return x;
    return (x < 0) ? T(-1) : ((x > 0) ? T(1) : T(0));
  }
}

//------------------------------------------------------------------------------------------------
// Unary operators: Unary<OP, T>::Z and ::f(x). T is the type in the operator's name.
//------------------------------------------------------------------------------------------------
template <UnaryOpcode OP, class T> struct Unary;

#define GB_UNARY(OPC, ZTYPE, EXPR)                                   \
  template <class T> struct Unary<UnaryOpcode::OPC, T> {             \
    using X = T;                                                     \
    using Z = ZTYPE;                                                 \
    static GB_HD Z f(const T& x) { EXPR; }                           \
  };
#define GB_MATH1(OPC, FN)                                            \
  GB_UNARY(OPC, T, if constexpr (is_complex_v<T>) return std::FN(x); \
                   else return std::FN(x))

GB_UNARY(IDENTITY, T, return x)
GB_UNARY(AINV, T,
         if constexpr (std::is_same_v<T, bool>) return x;
         else if constexpr (is_int_v<T>) return wrap_neg(x);
         else return -x)
GB_UNARY(MINV, T,
         if constexpr (std::is_same_v<T, bool>) return true;  // 1/false = inf, which is true
         else if constexpr (is_int_v<T>) return idiv(T(1), x);
         else if constexpr (is_complex_v<T>) return cx_divide(T(1), x);
         else return T(1) / x)
GB_UNARY(LNOT, T,
         if constexpr (is_complex_v<T>) return T(!nonzero(x));
         else return T(!nonzero(x)))
GB_UNARY(ONE, T, return T(1))
GB_UNARY(ABS, real_t<T>,
         if constexpr (std::is_same_v<T, bool> || std::is_unsigned_v<T>) return x;
         else if constexpr (is_int_v<T>) return (x < 0) ? wrap_neg(x) : x;
         else return std::abs(x))
GB_UNARY(BNOT, T, return T(~x))
GB_MATH1(SQRT, sqrt)
GB_MATH1(LOG, log)
GB_MATH1(EXP, exp)
GB_MATH1(SIN, sin)
GB_MATH1(COS, cos)
GB_MATH1(TAN, tan)
GB_MATH1(ASIN, asin)
GB_MATH1(ACOS, acos)
GB_MATH1(ATAN, atan)
GB_MATH1(SINH, sinh)
GB_MATH1(COSH, cosh)
GB_MATH1(TANH, tanh)
GB_MATH1(ASINH, asinh)
GB_MATH1(ACOSH, acosh)
GB_MATH1(ATANH, atanh)
GB_UNARY(LOG10, T,
         if constexpr (is_complex_v<T>) return std::log(x) / real_t<T>(2.302585092994045684017991454684364208L);
         else return std::log10(x))
GB_UNARY(LOG2, T,
         if constexpr (is_complex_v<T>) return std::log(x) / real_t<T>(0.693147180559945309417232121458176568L);
         else return std::log2(x))
// complex log1p and expm1 are computed in double precision (rounded once for single precision)
GB_UNARY(LOG1P, T,
         if constexpr (is_complex_v<T>) {
           const std::complex<double> z = std::log(1.0 + std::complex<double>(x.real(), x.imag()));
           return T(real_t<T>(z.real()), real_t<T>(z.imag()));
         } else return std::log1p(x))
GB_UNARY(EXPM1, T,
         if constexpr (is_complex_v<T>) {
           const std::complex<double> z = std::exp(std::complex<double>(x.real(), x.imag())) - 1.0;
           return T(real_t<T>(z.real()), real_t<T>(z.imag()));
         } else return std::expm1(x))
// 2^x; a complex argument with no imaginary part gives a real result
GB_UNARY(EXP2, T,
         if constexpr (is_complex_v<T>) {
           if (x.imag() == 0) return T(std::exp2(x.real()), 0);
           return std::pow(T(2), x);
         } else return std::exp2(x))
GB_UNARY(SIGNUM, T, return signum(x))
GB_UNARY(CEIL, T,
         if constexpr (is_complex_v<T>) return T(std::ceil(x.real()), std::ceil(x.imag()));
         else return std::ceil(x))
GB_UNARY(FLOOR, T,
         if constexpr (is_complex_v<T>) return T(std::floor(x.real()), std::floor(x.imag()));
         else return std::floor(x))
GB_UNARY(ROUND, T,
         if constexpr (is_complex_v<T>) return T(std::round(x.real()), std::round(x.imag()));
         else return std::round(x))
GB_UNARY(TRUNC, T,
         if constexpr (is_complex_v<T>) return T(std::trunc(x.real()), std::trunc(x.imag()));
         else return std::trunc(x))
GB_UNARY(LGAMMA, T, return std::lgamma(x))
GB_UNARY(TGAMMA, T, return std::tgamma(x))
GB_UNARY(ERF, T, return std::erf(x))
GB_UNARY(ERFC, T, return std::erfc(x))
GB_UNARY(CBRT, T, return std::cbrt(x))
GB_UNARY(FREXPX, T, int e; return std::frexp(x, &e))
GB_UNARY(FREXPE, T, int e; (void)std::frexp(x, &e); return T(e))
GB_UNARY(CONJ, T, return std::conj(x))
GB_UNARY(CREAL, real_t<T>, return x.real())
GB_UNARY(CIMAG, real_t<T>, return x.imag())
GB_UNARY(CARG, real_t<T>, return std::arg(x))
GB_UNARY(ISINF, bool,
         if constexpr (is_complex_v<T>) return std::isinf(x.real()) || std::isinf(x.imag());
         else return std::isinf(x))
GB_UNARY(ISNAN, bool,
         if constexpr (is_complex_v<T>) return std::isnan(x.real()) || std::isnan(x.imag());
         else return std::isnan(x))
GB_UNARY(ISFINITE, bool,
         if constexpr (is_complex_v<T>) return std::isfinite(x.real()) && std::isfinite(x.imag());
         else return std::isfinite(x))
#undef GB_MATH1
#undef GB_UNARY

//------------------------------------------------------------------------------------------------
// Binary operators: Binary<OP, T>::X, ::Y, ::Z and ::f(x, y).
//------------------------------------------------------------------------------------------------
template <BinaryOpcode OP, class T> struct Binary;

#define GB_BINARY_XYZ(OPC, XT, YT, ZT, EXPR)                                \
  template <class T> struct Binary<BinaryOpcode::OPC, T> {                  \
    using X = XT;                                                           \
    using Y = YT;                                                           \
    using Z = ZT;                                                           \
    static GB_HD Z f(const X& x, const Y& y) { (void)x; (void)y; EXPR; }    \
  };
#define GB_BINARY(OPC, EXPR) GB_BINARY_XYZ(OPC, T, T, T, EXPR)
#define GB_COMPARE(OPC, EXPR) GB_BINARY_XYZ(OPC, T, T, bool, EXPR)

GB_BINARY(FIRST, return x)
GB_BINARY(SECOND, return y)
GB_BINARY(ANY, return y)
GB_BINARY(PAIR, return T(1))
GB_BINARY(MIN, return fmin_op(x, y))
GB_BINARY(MAX, return fmax_op(x, y))
GB_BINARY(PLUS, return add(x, y))
GB_BINARY(MINUS, return sub(x, y))
GB_BINARY(RMINUS, return sub(y, x))
GB_BINARY(TIMES, return mul(x, y))
GB_BINARY(DIV, return divide(x, y))
GB_BINARY(RDIV, return divide(y, x))
GB_BINARY(ISEQ, return T(x == y))
GB_BINARY(ISNE, return T(x != y))
GB_BINARY(ISGT, return T(x > y))
GB_BINARY(ISLT, return T(x < y))
GB_BINARY(ISGE, return T(x >= y))
GB_BINARY(ISLE, return T(x <= y))
GB_COMPARE(EQ, return x == y)
GB_COMPARE(NE, return x != y)
GB_COMPARE(GT, return x > y)
GB_COMPARE(LT, return x < y)
GB_COMPARE(GE, return x >= y)
GB_COMPARE(LE, return x <= y)
GB_BINARY(LOR, return T(nonzero(x) || nonzero(y)))
GB_BINARY(LAND, return T(nonzero(x) && nonzero(y)))
GB_BINARY(LXOR, return T(nonzero(x) != nonzero(y)))
GB_BINARY(LXNOR, return T(nonzero(x) == nonzero(y)))
GB_BINARY(BOR, return T(x | y))
GB_BINARY(BAND, return T(x & y))
GB_BINARY(BXOR, return T(x ^ y))
GB_BINARY(BXNOR, return T(~(x ^ y)))
GB_BINARY(BGET, return bget(x, y))
GB_BINARY(BSET, return bset(x, y))
GB_BINARY(BCLR, return bclr(x, y))
GB_BINARY_XYZ(BSHIFT, T, int8_t, T, return bshift(x, y))
GB_BINARY(POW, return pow_op(x, y))
GB_BINARY(ATAN2, return std::atan2(x, y))
GB_BINARY(HYPOT, return std::hypot(x, y))
GB_BINARY(FMOD, return std::fmod(x, y))
GB_BINARY(REMAINDER, return std::remainder(x, y))
GB_BINARY(COPYSIGN, return std::copysign(x, y))
GB_BINARY(LDEXP, return std::ldexp(x, int(y)))
GB_BINARY_XYZ(CMPLX, T, T, std::complex<T>, return std::complex<T>(x, y))
#undef GB_COMPARE
#undef GB_BINARY
#undef GB_BINARY_XYZ

//------------------------------------------------------------------------------------------------
// Index-unary operators: f(x, i, j, y). For the positional/index ones T is the result type and x
// is ignored; for the VALUE* ones T is the value type. Index arithmetic with a thunk wraps in
// two's complement (a thunk of INT64_MIN is legal input; signed overflow is undefined in C++).
//------------------------------------------------------------------------------------------------
template <IndexUnaryOpcode OP, class T> struct IndexUnary;

#define GB_IDXUNOP(OPC, XT, YT, ZT, EXPR)                                              \
  template <class T> struct IndexUnary<IndexUnaryOpcode::OPC, T> {                     \
    using X = XT;                                                                      \
    using Y = YT;                                                                      \
    using Z = ZT;                                                                      \
    static GB_HD Z f(const X& x, int64_t i, int64_t j, const Y& y) {                   \
      (void)x; (void)i; (void)j; (void)y; EXPR;                                         \
    }                                                                                  \
  };
GB_IDXUNOP(ROWINDEX, T, T, T, return T(wrap_add(i, int64_t(y))))
GB_IDXUNOP(COLINDEX, T, T, T, return T(wrap_add(j, int64_t(y))))
GB_IDXUNOP(DIAGINDEX, T, T, T, return T(wrap_sub(j, wrap_add(i, int64_t(y)))))
GB_IDXUNOP(FLIPDIAGINDEX, T, T, T, return T(wrap_sub(i, wrap_add(j, int64_t(y)))))
GB_IDXUNOP(TRIL, T, int64_t, bool, return j <= wrap_add(i, y))
GB_IDXUNOP(TRIU, T, int64_t, bool, return j >= wrap_add(i, y))
GB_IDXUNOP(DIAG, T, int64_t, bool, return j == wrap_add(i, y))
GB_IDXUNOP(OFFDIAG, T, int64_t, bool, return j != wrap_add(i, y))
GB_IDXUNOP(COLLE, T, int64_t, bool, return j <= y)
GB_IDXUNOP(COLGT, T, int64_t, bool, return j > y)
GB_IDXUNOP(ROWLE, T, int64_t, bool, return i <= y)
GB_IDXUNOP(ROWGT, T, int64_t, bool, return i > y)
GB_IDXUNOP(VALUEEQ, T, T, bool, return x == y)
GB_IDXUNOP(VALUENE, T, T, bool, return x != y)
GB_IDXUNOP(VALUELT, T, T, bool, return x < y)
GB_IDXUNOP(VALUELE, T, T, bool, return x <= y)
GB_IDXUNOP(VALUEGT, T, T, bool, return x > y)
GB_IDXUNOP(VALUEGE, T, T, bool, return x >= y)
GB_IDXUNOP(NONZERO, T, T, bool, return nonzero(x))
GB_IDXUNOP(EQ_ZERO, T, T, bool, return !nonzero(x))
GB_IDXUNOP(GT_ZERO, T, T, bool, return x > T(0))
GB_IDXUNOP(GE_ZERO, T, T, bool, return x >= T(0))
GB_IDXUNOP(LT_ZERO, T, T, bool, return x < T(0))
GB_IDXUNOP(LE_ZERO, T, T, bool, return x <= T(0))
#undef GB_IDXUNOP

}  // namespace gb

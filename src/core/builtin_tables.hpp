// The tables of built-in operators, monoids and semirings. Each list macro calls X once per
// object; the type lists come from core/type_list.hpp. These tables are the only place that says
// which built-in objects exist, under which prefix (GrB_ or GxB_), and for which types.
#pragma once
#include "core/type_list.hpp"

//------------------------------------------------------------------------------------------------
// Unary operators. X(S, C, K, PFX, OP): one canonical object per (OP, type) named PFX_OP_S.
// XP is used for the positional ones (no function pointer).
//------------------------------------------------------------------------------------------------
#define GB_UNOPS_REAL_COMPLEX(X, OP) GB_TYPES_REAL(X, GrB, OP) GB_TYPES_COMPLEX(X, GxB, OP)
#define GB_UNOPS_FLOATING(X, OP) GB_TYPES_FLOATING(X, GxB, OP)
#define GB_BUILTIN_UNOPS(X, XP)                                                               \
  GB_UNOPS_REAL_COMPLEX(X, IDENTITY) GB_UNOPS_REAL_COMPLEX(X, AINV)                           \
  GB_UNOPS_REAL_COMPLEX(X, MINV) GB_UNOPS_REAL_COMPLEX(X, ABS)                                \
  GB_TYPES_INTEGER(X, GrB, BNOT)                                                              \
  GB_TYPES_NUMERIC(X, GxB, LNOT)                                                              \
  GB_TYPES_ALL(X, GxB, ONE)                                                                   \
  GB_UNOPS_FLOATING(X, SQRT) GB_UNOPS_FLOATING(X, LOG) GB_UNOPS_FLOATING(X, EXP)              \
  GB_UNOPS_FLOATING(X, LOG2) GB_UNOPS_FLOATING(X, LOG10) GB_UNOPS_FLOATING(X, LOG1P)          \
  GB_UNOPS_FLOATING(X, EXPM1) GB_UNOPS_FLOATING(X, EXP2)                                      \
  GB_UNOPS_FLOATING(X, SIN) GB_UNOPS_FLOATING(X, COS) GB_UNOPS_FLOATING(X, TAN)               \
  GB_UNOPS_FLOATING(X, ASIN) GB_UNOPS_FLOATING(X, ACOS) GB_UNOPS_FLOATING(X, ATAN)            \
  GB_UNOPS_FLOATING(X, SINH) GB_UNOPS_FLOATING(X, COSH) GB_UNOPS_FLOATING(X, TANH)            \
  GB_UNOPS_FLOATING(X, ASINH) GB_UNOPS_FLOATING(X, ACOSH) GB_UNOPS_FLOATING(X, ATANH)         \
  GB_UNOPS_FLOATING(X, SIGNUM) GB_UNOPS_FLOATING(X, CEIL) GB_UNOPS_FLOATING(X, FLOOR)         \
  GB_UNOPS_FLOATING(X, ROUND) GB_UNOPS_FLOATING(X, TRUNC)                                     \
  GB_UNOPS_FLOATING(X, ISINF) GB_UNOPS_FLOATING(X, ISNAN) GB_UNOPS_FLOATING(X, ISFINITE)      \
  GB_TYPES_FLOAT(X, GxB, LGAMMA) GB_TYPES_FLOAT(X, GxB, TGAMMA) GB_TYPES_FLOAT(X, GxB, ERF)   \
  GB_TYPES_FLOAT(X, GxB, ERFC) GB_TYPES_FLOAT(X, GxB, CBRT) GB_TYPES_FLOAT(X, GxB, FREXPX)    \
  GB_TYPES_FLOAT(X, GxB, FREXPE)                                                              \
  GB_TYPES_COMPLEX(X, GxB, CONJ) GB_TYPES_COMPLEX(X, GxB, CREAL)                              \
  GB_TYPES_COMPLEX(X, GxB, CIMAG) GB_TYPES_COMPLEX(X, GxB, CARG)                              \
  GB_TYPES_POSITIONAL(XP, GxB, POSITIONI) GB_TYPES_POSITIONAL(XP, GxB, POSITIONI1)            \
  GB_TYPES_POSITIONAL(XP, GxB, POSITIONJ) GB_TYPES_POSITIONAL(XP, GxB, POSITIONJ1)
// (GrB_LNOT is the boolean one, defined by hand beside the table.)
// Second names for canonical objects: X(S, C, K, PFX, OP) means PFX_OP_S points at OP_S.
#define GB_BUILTIN_UNOP_ALIASES(X) GB_TYPES_REAL(X, GxB, ABS) GB_TYPES_BOOL(X, GxB, LNOT)

//------------------------------------------------------------------------------------------------
// Binary operators (ONEB/PAIR and the four untyped boolean ones are defined beside the table).
//------------------------------------------------------------------------------------------------
#define GB_BINOPS_REAL_COMPLEX(X, OP) GB_TYPES_REAL(X, GrB, OP) GB_TYPES_COMPLEX(X, GxB, OP)
#define GB_BUILTIN_BINOPS(X, XP)                                                              \
  GB_BINOPS_REAL_COMPLEX(X, FIRST) GB_BINOPS_REAL_COMPLEX(X, SECOND)                          \
  GB_BINOPS_REAL_COMPLEX(X, PLUS) GB_BINOPS_REAL_COMPLEX(X, MINUS)                            \
  GB_BINOPS_REAL_COMPLEX(X, TIMES) GB_BINOPS_REAL_COMPLEX(X, DIV)                             \
  GB_BINOPS_REAL_COMPLEX(X, EQ) GB_BINOPS_REAL_COMPLEX(X, NE)                                 \
  GB_TYPES_REAL(X, GrB, MIN) GB_TYPES_REAL(X, GrB, MAX)                                       \
  GB_TYPES_REAL(X, GrB, GT) GB_TYPES_REAL(X, GrB, LT)                                         \
  GB_TYPES_REAL(X, GrB, GE) GB_TYPES_REAL(X, GrB, LE)                                         \
  GB_TYPES_NUMERIC(X, GxB, LOR) GB_TYPES_NUMERIC(X, GxB, LAND) GB_TYPES_NUMERIC(X, GxB, LXOR) \
  GB_TYPES_INTEGER(X, GrB, BOR) GB_TYPES_INTEGER(X, GrB, BAND)                                \
  GB_TYPES_INTEGER(X, GrB, BXOR) GB_TYPES_INTEGER(X, GrB, BXNOR)                              \
  GB_TYPES_INTEGER(X, GxB, BGET) GB_TYPES_INTEGER(X, GxB, BSET)                               \
  GB_TYPES_INTEGER(X, GxB, BCLR) GB_TYPES_INTEGER(X, GxB, BSHIFT)                             \
  GB_TYPES_ALL(X, GxB, ANY) GB_TYPES_ALL(X, GxB, ISEQ) GB_TYPES_ALL(X, GxB, ISNE)             \
  GB_TYPES_REAL(X, GxB, ISGT) GB_TYPES_REAL(X, GxB, ISLT)                                     \
  GB_TYPES_REAL(X, GxB, ISGE) GB_TYPES_REAL(X, GxB, ISLE)                                     \
  GB_TYPES_ALL(X, GxB, POW) GB_TYPES_ALL(X, GxB, RDIV) GB_TYPES_ALL(X, GxB, RMINUS)           \
  GB_TYPES_FLOAT(X, GxB, ATAN2) GB_TYPES_FLOAT(X, GxB, HYPOT) GB_TYPES_FLOAT(X, GxB, FMOD)     \
  GB_TYPES_FLOAT(X, GxB, REMAINDER) GB_TYPES_FLOAT(X, GxB, COPYSIGN)                          \
  GB_TYPES_FLOAT(X, GxB, LDEXP) GB_TYPES_FLOAT(X, GxB, CMPLX)                                 \
  GB_TYPES_POSITIONAL(XP, GxB, FIRSTI) GB_TYPES_POSITIONAL(XP, GxB, FIRSTI1)                  \
  GB_TYPES_POSITIONAL(XP, GxB, FIRSTJ) GB_TYPES_POSITIONAL(XP, GxB, FIRSTJ1)                  \
  GB_TYPES_POSITIONAL(XP, GxB, SECONDI) GB_TYPES_POSITIONAL(XP, GxB, SECONDI1)                \
  GB_TYPES_POSITIONAL(XP, GxB, SECONDJ) GB_TYPES_POSITIONAL(XP, GxB, SECONDJ1)
#define GB_BUILTIN_BINOP_ALIASES(X) \
  GB_TYPES_BOOL(X, GxB, LOR) GB_TYPES_BOOL(X, GxB, LAND) GB_TYPES_BOOL(X, GxB, LXOR)

//------------------------------------------------------------------------------------------------
// Monoids: X(S, C, K, ADD), one per (ADD, type), named GxB_ADD_S_MONOID; the GrB_ADD_MONOID_S
// names of the spec point at the same objects.
//------------------------------------------------------------------------------------------------
#define GB_BUILTIN_MONOIDS(X)                                                          \
  GB_TYPES_ARITH(X, PLUS) GB_TYPES_ARITH(X, TIMES)                                     \
  GB_TYPES_NUMERIC(X, MIN) GB_TYPES_NUMERIC(X, MAX)                                    \
  GB_TYPES_ALL(X, ANY)                                                                 \
  GB_TYPES_BOOL(X, LOR) GB_TYPES_BOOL(X, LAND) GB_TYPES_BOOL(X, LXOR)                  \
  GB_TYPES_BOOL(X, LXNOR) GB_TYPES_BOOL(X, EQ)                                         \
  GB_TYPES_UNSIGNED(X, BOR) GB_TYPES_UNSIGNED(X, BAND)                                 \
  GB_TYPES_UNSIGNED(X, BXOR) GB_TYPES_UNSIGNED(X, BXNOR)
#define GB_BUILTIN_GRB_MONOIDS(X)                                                      \
  GB_TYPES_NUMERIC(X, PLUS) GB_TYPES_NUMERIC(X, TIMES)                                 \
  GB_TYPES_NUMERIC(X, MIN) GB_TYPES_NUMERIC(X, MAX)                                    \
  GB_TYPES_BOOL(X, LOR) GB_TYPES_BOOL(X, LAND) GB_TYPES_BOOL(X, LXOR) GB_TYPES_BOOL(X, LXNOR)

//------------------------------------------------------------------------------------------------
// Semirings: X(S, C, K, ADD, MULT, MS) for GxB_ADD_MULT_S, whose monoid is ADD on type MS (the
// multiply operator's output type: S, or BOOL for the comparisons).
//------------------------------------------------------------------------------------------------
#define GB_SR_ON_SAME(S, C, K, ADD, MULT, X) X(S, C, K, ADD, MULT, S)
#define GB_SR_ON_BOOL(S, C, K, ADD, MULT, X) X(S, C, K, ADD, MULT, BOOL)

// (a) arithmetic monoids x 20 multiply operators x 10 numeric types
#define GB_SR_ADDS_A(M, ...) M(MIN, __VA_ARGS__) M(MAX, __VA_ARGS__) M(PLUS, __VA_ARGS__) \
  M(TIMES, __VA_ARGS__) M(ANY, __VA_ARGS__)
#define GB_SR_MULTS_A(M, ...)                                                                    \
  M(FIRST, __VA_ARGS__) M(SECOND, __VA_ARGS__) M(PAIR, __VA_ARGS__) M(MIN, __VA_ARGS__)          \
  M(MAX, __VA_ARGS__) M(PLUS, __VA_ARGS__) M(MINUS, __VA_ARGS__) M(RMINUS, __VA_ARGS__)          \
  M(TIMES, __VA_ARGS__) M(DIV, __VA_ARGS__) M(RDIV, __VA_ARGS__) M(ISEQ, __VA_ARGS__)            \
  M(ISNE, __VA_ARGS__) M(ISGT, __VA_ARGS__) M(ISLT, __VA_ARGS__) M(ISGE, __VA_ARGS__)            \
  M(ISLE, __VA_ARGS__) M(LOR, __VA_ARGS__) M(LAND, __VA_ARGS__) M(LXOR, __VA_ARGS__)
#define GB_SR_A_MULT(MULT, ADD, X) GB_TYPES_NUMERIC(GB_SR_ON_SAME, ADD, MULT, X)
#define GB_SR_A_ADD(ADD, X) GB_SR_MULTS_A(GB_SR_A_MULT, ADD, X)

// (b) boolean monoids x comparisons x 10 numeric types
#define GB_SR_ADDS_B(M, ...) M(LOR, __VA_ARGS__) M(LAND, __VA_ARGS__) M(LXOR, __VA_ARGS__) \
  M(EQ, __VA_ARGS__) M(ANY, __VA_ARGS__)
#define GB_SR_MULTS_B(M, ...) M(EQ, __VA_ARGS__) M(NE, __VA_ARGS__) M(GT, __VA_ARGS__) \
  M(LT, __VA_ARGS__) M(GE, __VA_ARGS__) M(LE, __VA_ARGS__)
#define GB_SR_B_MULT(MULT, ADD, X) GB_TYPES_NUMERIC(GB_SR_ON_BOOL, ADD, MULT, X)
#define GB_SR_B_ADD(ADD, X) GB_SR_MULTS_B(GB_SR_B_MULT, ADD, X)

// (c) boolean monoids x boolean operators on bool
#define GB_SR_MULTS_C(M, ...)                                                                  \
  M(FIRST, __VA_ARGS__) M(SECOND, __VA_ARGS__) M(PAIR, __VA_ARGS__) M(LOR, __VA_ARGS__)        \
  M(LAND, __VA_ARGS__) M(LXOR, __VA_ARGS__) M(EQ, __VA_ARGS__) M(GT, __VA_ARGS__)              \
  M(LT, __VA_ARGS__) M(GE, __VA_ARGS__) M(LE, __VA_ARGS__)
#define GB_SR_C_MULT(MULT, ADD, X) GB_TYPES_BOOL(GB_SR_ON_SAME, ADD, MULT, X)
#define GB_SR_C_ADD(ADD, X) GB_SR_MULTS_C(GB_SR_C_MULT, ADD, X)

// (d) complex
#define GB_SR_ADDS_D(M, ...) M(PLUS, __VA_ARGS__) M(TIMES, __VA_ARGS__) M(ANY, __VA_ARGS__)
#define GB_SR_MULTS_D(M, ...)                                                                  \
  M(FIRST, __VA_ARGS__) M(SECOND, __VA_ARGS__) M(PAIR, __VA_ARGS__) M(PLUS, __VA_ARGS__)       \
  M(MINUS, __VA_ARGS__) M(RMINUS, __VA_ARGS__) M(TIMES, __VA_ARGS__) M(DIV, __VA_ARGS__)       \
  M(RDIV, __VA_ARGS__)
#define GB_SR_D_MULT(MULT, ADD, X) GB_TYPES_COMPLEX(GB_SR_ON_SAME, ADD, MULT, X)
#define GB_SR_D_ADD(ADD, X) GB_SR_MULTS_D(GB_SR_D_MULT, ADD, X)

// (e) positional multiply operators
#define GB_SR_MULTS_E(M, ...)                                                                  \
  M(FIRSTI, __VA_ARGS__) M(FIRSTI1, __VA_ARGS__) M(FIRSTJ, __VA_ARGS__) M(FIRSTJ1, __VA_ARGS__) \
  M(SECONDI, __VA_ARGS__) M(SECONDI1, __VA_ARGS__) M(SECONDJ, __VA_ARGS__) M(SECONDJ1, __VA_ARGS__)
#define GB_SR_E_MULT(MULT, ADD, X) GB_TYPES_POSITIONAL(GB_SR_ON_SAME, ADD, MULT, X)
#define GB_SR_E_ADD(ADD, X) GB_SR_MULTS_E(GB_SR_E_MULT, ADD, X)

// (f) bitwise
#define GB_SR_BITWISE(M, ...) M(BOR, __VA_ARGS__) M(BAND, __VA_ARGS__) M(BXOR, __VA_ARGS__) \
  M(BXNOR, __VA_ARGS__)
#define GB_SR_MULTS_F(M, ...) M(BOR, __VA_ARGS__) M(BAND, __VA_ARGS__) M(BXOR, __VA_ARGS__) \
  M(BXNOR, __VA_ARGS__)
#define GB_SR_F_MULT(MULT, ADD, X) GB_TYPES_UNSIGNED(GB_SR_ON_SAME, ADD, MULT, X)
#define GB_SR_F_ADD(ADD, X) GB_SR_MULTS_F(GB_SR_F_MULT, ADD, X)

#define GB_BUILTIN_SEMIRINGS(X)                                                      \
  GB_SR_ADDS_A(GB_SR_A_ADD, X) GB_SR_ADDS_B(GB_SR_B_ADD, X) GB_SR_ADDS_B(GB_SR_C_ADD, X) \
  GB_SR_ADDS_D(GB_SR_D_ADD, X) GB_SR_ADDS_A(GB_SR_E_ADD, X) GB_SR_BITWISE(GB_SR_F_ADD, X)

// The spec's GrB_NAME_SEMIRING_S: X(S, C, K, ADD, MULT, NAME)
#define GB_BUILTIN_GRB_SEMIRINGS(X)                                                                \
  GB_TYPES_NUMERIC(X, PLUS, TIMES, PLUS_TIMES) GB_TYPES_NUMERIC(X, PLUS, MIN, PLUS_MIN)            \
  GB_TYPES_NUMERIC(X, MIN, PLUS, MIN_PLUS) GB_TYPES_NUMERIC(X, MIN, TIMES, MIN_TIMES)              \
  GB_TYPES_NUMERIC(X, MIN, FIRST, MIN_FIRST) GB_TYPES_NUMERIC(X, MIN, SECOND, MIN_SECOND)          \
  GB_TYPES_NUMERIC(X, MIN, MAX, MIN_MAX) GB_TYPES_NUMERIC(X, MAX, PLUS, MAX_PLUS)                  \
  GB_TYPES_NUMERIC(X, MAX, TIMES, MAX_TIMES) GB_TYPES_NUMERIC(X, MAX, FIRST, MAX_FIRST)            \
  GB_TYPES_NUMERIC(X, MAX, SECOND, MAX_SECOND) GB_TYPES_NUMERIC(X, MAX, MIN, MAX_MIN)              \
  GB_TYPES_BOOL(X, LOR, LAND, LOR_LAND) GB_TYPES_BOOL(X, LAND, LOR, LAND_LOR)                      \
  GB_TYPES_BOOL(X, LXOR, LAND, LXOR_LAND) GB_TYPES_BOOL(X, EQ, LOR, LXNOR_LOR)

//------------------------------------------------------------------------------------------------
// Index-unary operators: X(S, C, K, PFX, OP) typed ones; the untyped ones are listed by
// GB_BUILTIN_IDXUNOPS_UNTYPED(X) as X(OP) and named GrB_OP.
//------------------------------------------------------------------------------------------------
#define GB_BUILTIN_IDXUNOPS_INDEX(X)                                                          \
  GB_TYPES_POSITIONAL(X, GrB, ROWINDEX) GB_TYPES_POSITIONAL(X, GrB, COLINDEX)                 \
  GB_TYPES_POSITIONAL(X, GrB, DIAGINDEX) GB_TYPES_POSITIONAL(X, GxB, FLIPDIAGINDEX)
#define GB_BUILTIN_IDXUNOPS_VALUE(X)                                                          \
  GB_TYPES_REAL(X, GrB, VALUEEQ) GB_TYPES_COMPLEX(X, GxB, VALUEEQ)                            \
  GB_TYPES_REAL(X, GrB, VALUENE) GB_TYPES_COMPLEX(X, GxB, VALUENE)                            \
  GB_TYPES_REAL(X, GrB, VALUELT) GB_TYPES_REAL(X, GrB, VALUELE)                               \
  GB_TYPES_REAL(X, GrB, VALUEGT) GB_TYPES_REAL(X, GrB, VALUEGE)
#define GB_BUILTIN_IDXUNOPS_UNTYPED(X) \
  X(TRIL) X(TRIU) X(DIAG) X(OFFDIAG) X(COLLE) X(COLGT) X(ROWLE) X(ROWGT)

// Legacy select operators: X(NAME, OPCODE, USES_THUNK), named GxB_NAME.
#define GB_BUILTIN_SELECTOPS(X)                                                                \
  X(TRIL, TRIL, true) X(TRIU, TRIU, true) X(DIAG, DIAG, true) X(OFFDIAG, OFFDIAG, true)       \
  X(NONZERO, NONZERO, false) X(EQ_ZERO, EQ_ZERO, false) X(GT_ZERO, GT_ZERO, false)             \
  X(GE_ZERO, GE_ZERO, false) X(LT_ZERO, LT_ZERO, false) X(LE_ZERO, LE_ZERO, false)             \
  X(NE_THUNK, VALUENE, true) X(EQ_THUNK, VALUEEQ, true) X(GT_THUNK, VALUEGT, true)             \
  X(GE_THUNK, VALUEGE, true) X(LT_THUNK, VALUELT, true) X(LE_THUNK, VALUELE, true)

// The built-in binary operators, monoids and semirings: one canonical object per
// (operator, type) (or (monoid, multiply, type)), generated from the tables below; the public
// GrB_/GxB_ names are pointers to them (several names may share one object, as in SuiteSparse).
#include "core/builtin_tables.hpp"
#include "core/objects.hpp"

namespace gb {

template <BinaryOpcode OP, class T> void binary_fn(void* z, const void* x, const void* y) {
  using F = Binary<OP, T>;
  *static_cast<typename F::Z*>(z) =
      F::f(*static_cast<const typename F::X*>(x), *static_cast<const typename F::Y*>(y));
}


//------------------------------------------------------------------------------------------------
// binary operators: binop_<OP>_<TYPE>
//------------------------------------------------------------------------------------------------
#define GB_BINOP_OBJ(S, C, K, PFX, OPC)                                                         \
  GB_BinaryOp_opaque binop_##OPC##_##S(                                                        \
      BinaryOpcode::OPC, type_object_of<Binary<BinaryOpcode::OPC, C>::Z>(),                          \
      type_object_of<Binary<BinaryOpcode::OPC, C>::X>(), type_object_of<Binary<BinaryOpcode::OPC, C>::Y>(), \
      &binary_fn<BinaryOpcode::OPC, C>, #PFX "_" #OPC "_" #S);
// positional operators have no function: kernels compute them from the entry's indices
#define GB_BINOP_POSITIONAL_OBJ(S, C, K, PFX, OPC)                                              \
  GB_BinaryOp_opaque binop_##OPC##_##S(BinaryOpcode::OPC, type_object_of<C>(), type_object_of<C>(),         \
                                       type_object_of<C>(), nullptr, #PFX "_" #OPC "_" #S);
GB_BUILTIN_BINOPS(GB_BINOP_OBJ, GB_BINOP_POSITIONAL_OBJ)
#undef GB_BINOP_OBJ
#undef GB_BINOP_POSITIONAL_OBJ

// ONEB (spec) and PAIR (SuiteSparse) are one operator, x and y ignored
#define GB_ONEB_OBJ(S, C, K, PFX)                                                          \
  GB_BinaryOp_opaque binop_PAIR_##S(BinaryOpcode::PAIR, type_object_of<C>(), type_object_of<C>(),      \
                                    type_object_of<C>(), &binary_fn<BinaryOpcode::PAIR, C>,     \
                                    #PFX "_ONEB_" #S);
GB_TYPES_REAL(GB_ONEB_OBJ, GrB)
GB_TYPES_COMPLEX(GB_ONEB_OBJ, GxB)
#undef GB_ONEB_OBJ

// The boolean logical operators of the spec are named without a type suffix.
GB_BinaryOp_opaque binop_LOR_BOOL(BinaryOpcode::LOR, &type_object_BOOL, &type_object_BOOL,
                                  &type_object_BOOL, &binary_fn<BinaryOpcode::LOR, bool>, "GrB_LOR");
GB_BinaryOp_opaque binop_LAND_BOOL(BinaryOpcode::LAND, &type_object_BOOL, &type_object_BOOL,
                                   &type_object_BOOL, &binary_fn<BinaryOpcode::LAND, bool>, "GrB_LAND");
GB_BinaryOp_opaque binop_LXOR_BOOL(BinaryOpcode::LXOR, &type_object_BOOL, &type_object_BOOL,
                                   &type_object_BOOL, &binary_fn<BinaryOpcode::LXOR, bool>, "GrB_LXOR");
GB_BinaryOp_opaque binop_LXNOR_BOOL(BinaryOpcode::LXNOR, &type_object_BOOL, &type_object_BOOL,
                                    &type_object_BOOL, &binary_fn<BinaryOpcode::LXNOR, bool>, "GrB_LXNOR");
// Not an operator: a marker for build methods meaning "keep one of the duplicates".
GB_BinaryOp_opaque binop_IGNORE_DUP(BinaryOpcode::IGNORE_DUP, nullptr, nullptr, nullptr, nullptr,
                                    "GxB_IGNORE_DUP");

//------------------------------------------------------------------------------------------------
// monoids: monoid_<ADD>_<TYPE>
//------------------------------------------------------------------------------------------------
// identity and terminal of each built-in monoid
template <class T> constexpr T lowest() {
  if constexpr (std::is_floating_point_v<T>) return -std::numeric_limits<T>::infinity();
  else return std::numeric_limits<T>::lowest();
}
template <class T> constexpr T highest() {
  if constexpr (std::is_floating_point_v<T>) return std::numeric_limits<T>::infinity();
  else return std::numeric_limits<T>::max();
}
template <BinaryOpcode OP, class T> struct MonoidValues;
#define GB_MONOID_VALUES(OPC, IDENT, HAS_TERM, TERM)                  \
  template <class T> struct MonoidValues<BinaryOpcode::OPC, T> {      \
    static constexpr T identity = IDENT;                              \
    static constexpr bool has_terminal = HAS_TERM;                    \
    static constexpr T terminal = TERM;                               \
  };
GB_MONOID_VALUES(PLUS, T(0), false, T(0))
// 0 absorbs integer products only (0 * NaN is NaN)
GB_MONOID_VALUES(TIMES, T(1), is_int_v<T>, T(0))
// floating-point MIN/MAX have no terminal value (as in SuiteSparse): only the integers stop early
GB_MONOID_VALUES(MIN, highest<T>(), is_int_v<T>, lowest<T>())
GB_MONOID_VALUES(MAX, lowest<T>(), is_int_v<T>, highest<T>())
// ANY: any value of the set will do, so any value is terminal
GB_MONOID_VALUES(ANY, T(0), true, T(0))
GB_MONOID_VALUES(LOR, false, true, true)
GB_MONOID_VALUES(LAND, true, true, false)
GB_MONOID_VALUES(LXOR, false, false, false)
GB_MONOID_VALUES(LXNOR, true, false, true)
GB_MONOID_VALUES(EQ, true, false, true)
GB_MONOID_VALUES(BOR, T(0), true, T(~T(0)))
GB_MONOID_VALUES(BAND, T(~T(0)), true, T(0))
GB_MONOID_VALUES(BXOR, T(0), false, T(0))
GB_MONOID_VALUES(BXNOR, T(~T(0)), false, T(0))
#undef GB_MONOID_VALUES

#define GB_MONOID_OBJ(S, C, K, ADD)                                                              \
  GB_Monoid_opaque monoid_##ADD##_##S(&binop_##ADD##_##S, MonoidValues<BinaryOpcode::ADD, C>::identity, \
                                      MonoidValues<BinaryOpcode::ADD, C>::has_terminal,         \
                                      MonoidValues<BinaryOpcode::ADD, C>::terminal,             \
                                      "GxB_" #ADD "_" #S "_MONOID");
GB_BUILTIN_MONOIDS(GB_MONOID_OBJ)
#undef GB_MONOID_OBJ

//------------------------------------------------------------------------------------------------
// semirings: semiring_<ADD>_<MULT>_<TYPE>; the monoid is on the multiply operator's output type
//------------------------------------------------------------------------------------------------
#define GB_SEMIRING_OBJ(S, C, K, ADD, MULT, MS)                                                 \
  GB_Semiring_opaque semiring_##ADD##_##MULT##_##S(&monoid_##ADD##_##MS, &binop_##MULT##_##S,   \
                                                   "GxB_" #ADD "_" #MULT "_" #S);
GB_BUILTIN_SEMIRINGS(GB_SEMIRING_OBJ)
#undef GB_SEMIRING_OBJ

}  // namespace gb

//------------------------------------------------------------------------------------------------
// the public names
//------------------------------------------------------------------------------------------------
#define GB_PUBLIC_BINOP(S, C, K, PFX, OPC) GrB_BinaryOp PFX##_##OPC##_##S = &gb::binop_##OPC##_##S;
GB_BUILTIN_BINOPS(GB_PUBLIC_BINOP, GB_PUBLIC_BINOP)
GB_BUILTIN_BINOP_ALIASES(GB_PUBLIC_BINOP)
#undef GB_PUBLIC_BINOP
#define GB_PUBLIC_ONEB(S, C, K, PFX, NAME) GrB_BinaryOp PFX##_##NAME##_##S = &gb::binop_PAIR_##S;
GB_TYPES_REAL(GB_PUBLIC_ONEB, GrB, ONEB)
GB_TYPES_COMPLEX(GB_PUBLIC_ONEB, GxB, ONEB)
GB_TYPES_ALL(GB_PUBLIC_ONEB, GxB, PAIR)
#undef GB_PUBLIC_ONEB
GrB_BinaryOp GrB_LOR = &gb::binop_LOR_BOOL;
GrB_BinaryOp GrB_LAND = &gb::binop_LAND_BOOL;
GrB_BinaryOp GrB_LXOR = &gb::binop_LXOR_BOOL;
GrB_BinaryOp GrB_LXNOR = &gb::binop_LXNOR_BOOL;
GrB_BinaryOp GxB_IGNORE_DUP = &gb::binop_IGNORE_DUP;

#define GB_PUBLIC_GXB_MONOID(S, C, K, ADD) GrB_Monoid GxB_##ADD##_##S##_MONOID = &gb::monoid_##ADD##_##S;
GB_BUILTIN_MONOIDS(GB_PUBLIC_GXB_MONOID)
#undef GB_PUBLIC_GXB_MONOID
#define GB_PUBLIC_GRB_MONOID(S, C, K, ADD) GrB_Monoid GrB_##ADD##_MONOID_##S = &gb::monoid_##ADD##_##S;
GB_BUILTIN_GRB_MONOIDS(GB_PUBLIC_GRB_MONOID)
#undef GB_PUBLIC_GRB_MONOID

#define GB_PUBLIC_GXB_SEMIRING(S, C, K, ADD, MULT, MS) \
  GrB_Semiring GxB_##ADD##_##MULT##_##S = &gb::semiring_##ADD##_##MULT##_##S;
GB_BUILTIN_SEMIRINGS(GB_PUBLIC_GXB_SEMIRING)
#undef GB_PUBLIC_GXB_SEMIRING
#define GB_PUBLIC_GRB_SEMIRING(S, C, K, ADD, MULT, NAME) \
  GrB_Semiring GrB_##NAME##_SEMIRING_##S = &gb::semiring_##ADD##_##MULT##_##S;
GB_BUILTIN_GRB_SEMIRINGS(GB_PUBLIC_GRB_SEMIRING)
#undef GB_PUBLIC_GRB_SEMIRING

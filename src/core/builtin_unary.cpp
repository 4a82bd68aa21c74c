// The built-in unary, index-unary and legacy select operators, generated from
// core/builtin_tables.hpp.
#include "core/builtin_tables.hpp"
#include "core/objects.hpp"

namespace gb {

template <UnaryOpcode OP, class T> void unary_fn(void* z, const void* x) {
  using F = Unary<OP, T>;
  *static_cast<typename F::Z*>(z) = F::f(*static_cast<const typename F::X*>(x));
}
template <IndexUnaryOpcode OP, class T>
void index_unary_fn(void* z, const void* x, GrB_Index i, GrB_Index j, const void* y) {
  using F = IndexUnary<OP, T>;
  *static_cast<typename F::Z*>(z) = F::f(*static_cast<const typename F::X*>(x), int64_t(i), int64_t(j),
                                        *static_cast<const typename F::Y*>(y));
}

#define GB_UNOP_OBJ(S, C, K, PFX, OPC)                                                         \
  GB_UnaryOp_opaque unop_##OPC##_##S(UnaryOpcode::OPC, type_object_of<Unary<UnaryOpcode::OPC, C>::Z>(), \
                                     type_object_of<C>(), &unary_fn<UnaryOpcode::OPC, C>,             \
                                     #PFX "_" #OPC "_" #S);
#define GB_UNOP_POSITIONAL_OBJ(S, C, K, PFX, OPC) \
  GB_UnaryOp_opaque unop_##OPC##_##S(UnaryOpcode::OPC, type_object_of<C>(), type_object_of<C>(), nullptr, #PFX "_" #OPC "_" #S);
GB_BUILTIN_UNOPS(GB_UNOP_OBJ, GB_UNOP_POSITIONAL_OBJ)
#undef GB_UNOP_OBJ
#undef GB_UNOP_POSITIONAL_OBJ
GB_UnaryOp_opaque unop_LNOT_BOOL(UnaryOpcode::LNOT, &type_object_BOOL, &type_object_BOOL,
                                 &unary_fn<UnaryOpcode::LNOT, bool>, "GrB_LNOT");

// index-unary: positional ones ignore x (no x type); TRIL..ROWGT have an int64 thunk
#define GB_IDX_INDEX_OBJ(S, C, K, PFX, OPC)                                                 \
  GB_IndexUnaryOp_opaque idxop_##OPC##_##S(IndexUnaryOpcode::OPC, type_object_of<C>(), nullptr,   \
                                           type_object_of<C>(), &index_unary_fn<IndexUnaryOpcode::OPC, C>, \
                                           #PFX "_" #OPC "_" #S);
GB_BUILTIN_IDXUNOPS_INDEX(GB_IDX_INDEX_OBJ)
#undef GB_IDX_INDEX_OBJ
#define GB_IDX_VALUE_OBJ(S, C, K, PFX, OPC)                                                 \
  GB_IndexUnaryOp_opaque idxop_##OPC##_##S(IndexUnaryOpcode::OPC, &type_object_BOOL, type_object_of<C>(), \
                                           type_object_of<C>(), &index_unary_fn<IndexUnaryOpcode::OPC, C>, \
                                           #PFX "_" #OPC "_" #S);
GB_BUILTIN_IDXUNOPS_VALUE(GB_IDX_VALUE_OBJ)
#undef GB_IDX_VALUE_OBJ
#define GB_IDX_UNTYPED_OBJ(OPC)                                                             \
  GB_IndexUnaryOp_opaque idxop_##OPC(IndexUnaryOpcode::OPC, &type_object_BOOL, nullptr,     \
                                     &type_object_INT64,                                    \
                                     &index_unary_fn<IndexUnaryOpcode::OPC, bool>, "GrB_" #OPC);
GB_BUILTIN_IDXUNOPS_UNTYPED(GB_IDX_UNTYPED_OBJ)
#undef GB_IDX_UNTYPED_OBJ

#define GB_SELECTOP_OBJ(NAME, OPC, THUNK) \
  GB_SelectOp_opaque selectop_##NAME(IndexUnaryOpcode::OPC, THUNK, "GxB_" #NAME);
GB_BUILTIN_SELECTOPS(GB_SELECTOP_OBJ)
#undef GB_SELECTOP_OBJ

}  // namespace gb

#define GB_PUBLIC_UNOP(S, C, K, PFX, OPC) GrB_UnaryOp PFX##_##OPC##_##S = &gb::unop_##OPC##_##S;
GB_BUILTIN_UNOPS(GB_PUBLIC_UNOP, GB_PUBLIC_UNOP)
GB_BUILTIN_UNOP_ALIASES(GB_PUBLIC_UNOP)
#undef GB_PUBLIC_UNOP
GrB_UnaryOp GrB_LNOT = &gb::unop_LNOT_BOOL;

#define GB_PUBLIC_IDXOP(S, C, K, PFX, OPC) GrB_IndexUnaryOp PFX##_##OPC##_##S = &gb::idxop_##OPC##_##S;
GB_BUILTIN_IDXUNOPS_INDEX(GB_PUBLIC_IDXOP)
GB_BUILTIN_IDXUNOPS_VALUE(GB_PUBLIC_IDXOP)
#undef GB_PUBLIC_IDXOP
#define GB_PUBLIC_IDXOP_UNTYPED(OPC) GrB_IndexUnaryOp GrB_##OPC = &gb::idxop_##OPC;
GB_BUILTIN_IDXUNOPS_UNTYPED(GB_PUBLIC_IDXOP_UNTYPED)
#undef GB_PUBLIC_IDXOP_UNTYPED
#define GB_PUBLIC_SELECTOP(NAME, OPC, THUNK) GxB_SelectOp GxB_##NAME = &gb::selectop_##NAME;
GB_BUILTIN_SELECTOPS(GB_PUBLIC_SELECTOP)
#undef GB_PUBLIC_SELECTOP

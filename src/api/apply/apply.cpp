// GrB_apply in all its forms: unary operator, binary operator with a bound first or second scalar
// (typed, UDT and GrB_Scalar forms), and index-unary operator.
#include <new>

#include "core/memory.hpp"
#include "api/ops/op_common.hpp"
#include "dag/nodes/apply_node.hpp"

namespace gb {
namespace {

// A bound value given as a typed C value (code) or a GrB_Scalar, cast to the operator's type.
struct Bound {
  const void* value = nullptr;
  TypeCode code = TypeCode::None;
  GB_Matrix_opaque* scalar = nullptr;
  GrB_Type udt = nullptr;  // for UDT values: unknown type (checked against the operator's)
};

GrB_Info bound_value(GB_Matrix_opaque* C, const Bound& b, GrB_Type to, gb::vector<unsigned char>* out) {
  out->resize(std::max<size_t>(to->size, 16), 0);
  if (b.scalar) {
    StorePtr ss;
    GB_TRY(wait_store(b.scalar, &ss));
    if (ss->nvals == 0) return fail(C, GrB_EMPTY_OBJECT, "the scalar has no value");
    cast_value(to->code, out->data(), b.scalar->type->code, ss->value_at(0), to->size);
  } else if (b.code == TypeCode::UDT) {
    std::memcpy(out->data(), b.value, to->size);
  } else {
    cast_value(to->code, out->data(), b.code, b.value, to->size);
  }
  return GrB_SUCCESS;
}

GrB_Type bound_type(const Bound& b) {
  if (b.scalar) return b.scalar->type;
  return b.code == TypeCode::UDT ? nullptr : builtin_type(b.code);
}

GrB_Info check_bound(GB_Matrix_opaque* C, const Bound& b, GrB_Type to) {
  if (b.scalar) GB_TRY(check_container(b.scalar));
  else GB_RETURN_IF_NULL(b.value);
  if (!to) return GrB_SUCCESS;
  GrB_Type from = bound_type(b);
  if (from == nullptr) {
    if (to->code != TypeCode::UDT) return fail(C, GrB_DOMAIN_MISMATCH, "a user-defined value for a built-in type");
    return GrB_SUCCESS;
  }
  if (!compatible(to, from)) return fail(C, GrB_DOMAIN_MISMATCH, "scalar of type %s cannot be cast to %s", from->name, to->name);
  return GrB_SUCCESS;
}

GrB_Info apply_unary_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_UnaryOp op,
                           GB_Matrix_opaque* A, GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  DescFlags d = read_desc(desc);
  if (vectors) d.tran0 = false;
  if (!is_positional(op->opcode) && !compatible(op->xtype, A->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take input of type %s", op->name, A->type->name);
  GB_TRY(check_output_domains(C, M, accum, op->ztype, d));
  GB_TRY(check_mask_dims(C, M));
  if (rows_of(A, d.tran0) != C->nrows || cols_of(A, d.tran0) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C and A dimensions do not agree");
  auto node = gb::make_shared<ApplyNode>();
  node->how = ApplyKind::Unary;
  node->tran = d.tran0;
  node->unop = UnaryOpRef(op);
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info apply_binary_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_BinaryOp op,
                            const Bound& s, bool first, GB_Matrix_opaque* A, GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_CHECK_OBJ(op);
  if (s.scalar) GB_TRY(check_container(s.scalar));
  GB_TRY(check_container(A));
  DescFlags d = read_desc(desc);
  // A is the operator's second input when the scalar is bound first: SuiteSparse then transposes
  // it with GrB_INP1 (and ignores GrB_INP0)
  if (first) d.tran0 = d.tran1;
  if (vectors) d.tran0 = false;
  if (op->opcode == BinaryOpcode::IGNORE_DUP || !op->ztype) return fail(C, GrB_DOMAIN_MISMATCH, "invalid operator");
  const bool positional = is_positional(op->opcode);
  GB_TRY(check_bound(C, s, positional ? nullptr : (first ? op->xtype : op->ytype)));
  if (!positional && !compatible(first ? op->ytype : op->xtype, A->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take input of type %s", op->name, A->type->name);
  GB_TRY(check_output_domains(C, M, accum, op->ztype, d));
  GB_TRY(check_mask_dims(C, M));
  if (rows_of(A, d.tran0) != C->nrows || cols_of(A, d.tran0) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C and A dimensions do not agree");
  auto node = gb::make_shared<ApplyNode>();
  node->how = first ? ApplyKind::First : ApplyKind::Second;
  node->tran = d.tran0;
  node->binop = BinaryOpRef(op);
  GrB_Type to = first ? op->xtype : op->ytype;
  GB_TRY(bound_value(C, s, to, &node->scalar));
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info apply_index_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_IndexUnaryOp op,
                           GB_Matrix_opaque* A, const Bound& s, GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  if (s.scalar) GB_TRY(check_container(s.scalar));
  DescFlags d = read_desc(desc);
  if (vectors) d.tran0 = false;
  if (op->xtype && !compatible(op->xtype, A->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take input of type %s", op->name, A->type->name);
  GB_TRY(check_bound(C, s, op->ytype));
  GB_TRY(check_output_domains(C, M, accum, op->ztype, d));
  GB_TRY(check_mask_dims(C, M));
  if (rows_of(A, d.tran0) != C->nrows || cols_of(A, d.tran0) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C and A dimensions do not agree");
  auto node = gb::make_shared<ApplyNode>();
  node->how = ApplyKind::Index;
  node->tran = d.tran0;
  node->idxop = IndexUnaryOpRef(op);
  GB_TRY(bound_value(C, s, op->ytype, &node->scalar));
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

using gb::Bound;
using gb::TypeCode;

extern "C" {

GrB_Info GrB_Matrix_apply(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_UnaryOp op,
                          const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::apply_unary_entry(C, M, accum, op, A, desc, false);
}
GrB_Info GrB_Vector_apply(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_UnaryOp op,
                          const GrB_Vector u, const GrB_Descriptor desc) {
  return gb::apply_unary_entry(w, mask, accum, op, u, desc, true);
}

#define GB_APPLY_TYPED(S, C, K, PFX)                                                                           \
  GrB_Info PFX##_Matrix_apply_BinaryOp1st_##S(GrB_Matrix Cm, const GrB_Matrix M, const GrB_BinaryOp accum,     \
                                              const GrB_BinaryOp op, C x, const GrB_Matrix A,                  \
                                              const GrB_Descriptor desc) {                                     \
    return gb::apply_binary_entry(Cm, M, accum, op, Bound{&x, TypeCode::K}, true, A, desc, false);             \
  }                                                                                                            \
  GrB_Info PFX##_Matrix_apply_BinaryOp2nd_##S(GrB_Matrix Cm, const GrB_Matrix M, const GrB_BinaryOp accum,     \
                                              const GrB_BinaryOp op, const GrB_Matrix A, C y,                  \
                                              const GrB_Descriptor desc) {                                     \
    return gb::apply_binary_entry(Cm, M, accum, op, Bound{&y, TypeCode::K}, false, A, desc, false);            \
  }                                                                                                            \
  GrB_Info PFX##_Matrix_apply_IndexOp_##S(GrB_Matrix Cm, const GrB_Matrix M, const GrB_BinaryOp accum,         \
                                          const GrB_IndexUnaryOp op, const GrB_Matrix A, C y,                  \
                                          const GrB_Descriptor desc) {                                         \
    return gb::apply_index_entry(Cm, M, accum, op, A, Bound{&y, TypeCode::K}, desc, false);                    \
  }                                                                                                            \
  GrB_Info PFX##_Vector_apply_BinaryOp1st_##S(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,      \
                                              const GrB_BinaryOp op, C x, const GrB_Vector u,                  \
                                              const GrB_Descriptor desc) {                                     \
    return gb::apply_binary_entry(w, M, accum, op, Bound{&x, TypeCode::K}, true, u, desc, true);               \
  }                                                                                                            \
  GrB_Info PFX##_Vector_apply_BinaryOp2nd_##S(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,      \
                                              const GrB_BinaryOp op, const GrB_Vector u, C y,                  \
                                              const GrB_Descriptor desc) {                                     \
    return gb::apply_binary_entry(w, M, accum, op, Bound{&y, TypeCode::K}, false, u, desc, true);              \
  }                                                                                                            \
  GrB_Info PFX##_Vector_apply_IndexOp_##S(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,          \
                                          const GrB_IndexUnaryOp op, const GrB_Vector u, C y,                  \
                                          const GrB_Descriptor desc) {                                         \
    return gb::apply_index_entry(w, M, accum, op, u, Bound{&y, TypeCode::K}, desc, true);                      \
  }
GB_TYPES_REAL(GB_APPLY_TYPED, GrB)
GB_TYPES_COMPLEX(GB_APPLY_TYPED, GxB)
#undef GB_APPLY_TYPED

// UDT values and GrB_Scalar values (the GxB_ names are the historical forms of the _Scalar ones)
GrB_Info GrB_Matrix_apply_BinaryOp1st_UDT(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                          const GrB_BinaryOp op, const void* x, const GrB_Matrix A,
                                          const GrB_Descriptor desc) {
  return gb::apply_binary_entry(C, M, accum, op, Bound{x, TypeCode::UDT}, true, A, desc, false);
}
GrB_Info GrB_Matrix_apply_BinaryOp2nd_UDT(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                          const GrB_BinaryOp op, const GrB_Matrix A, const void* y,
                                          const GrB_Descriptor desc) {
  return gb::apply_binary_entry(C, M, accum, op, Bound{y, TypeCode::UDT}, false, A, desc, false);
}
GrB_Info GrB_Matrix_apply_IndexOp_UDT(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                      const GrB_IndexUnaryOp op, const GrB_Matrix A, const void* y,
                                      const GrB_Descriptor desc) {
  return gb::apply_index_entry(C, M, accum, op, A, Bound{y, TypeCode::UDT}, desc, false);
}
GrB_Info GrB_Vector_apply_BinaryOp1st_UDT(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,
                                          const GrB_BinaryOp op, const void* x, const GrB_Vector u,
                                          const GrB_Descriptor desc) {
  return gb::apply_binary_entry(w, M, accum, op, Bound{x, TypeCode::UDT}, true, u, desc, true);
}
GrB_Info GrB_Vector_apply_BinaryOp2nd_UDT(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,
                                          const GrB_BinaryOp op, const GrB_Vector u, const void* y,
                                          const GrB_Descriptor desc) {
  return gb::apply_binary_entry(w, M, accum, op, Bound{y, TypeCode::UDT}, false, u, desc, true);
}
GrB_Info GrB_Vector_apply_IndexOp_UDT(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,
                                      const GrB_IndexUnaryOp op, const GrB_Vector u, const void* y,
                                      const GrB_Descriptor desc) {
  return gb::apply_index_entry(w, M, accum, op, u, Bound{y, TypeCode::UDT}, desc, true);
}

#define GB_SCALAR_BOUND(NAME_M1, NAME_M2, NAME_V1, NAME_V2)                                                     \
  GrB_Info NAME_M1(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_BinaryOp op,           \
                   const GrB_Scalar x, const GrB_Matrix A, const GrB_Descriptor desc) {                         \
    Bound b;                                                                                                    \
    b.scalar = x;                                                                                               \
    if (!x) return GrB_NULL_POINTER;                                                                            \
    return gb::apply_binary_entry(C, M, accum, op, b, true, A, desc, false);                                    \
  }                                                                                                             \
  GrB_Info NAME_M2(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_BinaryOp op,           \
                   const GrB_Matrix A, const GrB_Scalar y, const GrB_Descriptor desc) {                         \
    Bound b;                                                                                                    \
    b.scalar = y;                                                                                               \
    if (!y) return GrB_NULL_POINTER;                                                                            \
    return gb::apply_binary_entry(C, M, accum, op, b, false, A, desc, false);                                   \
  }                                                                                                             \
  GrB_Info NAME_V1(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum, const GrB_BinaryOp op,           \
                   const GrB_Scalar x, const GrB_Vector u, const GrB_Descriptor desc) {                         \
    Bound b;                                                                                                    \
    b.scalar = x;                                                                                               \
    if (!x) return GrB_NULL_POINTER;                                                                            \
    return gb::apply_binary_entry(w, M, accum, op, b, true, u, desc, true);                                     \
  }                                                                                                             \
  GrB_Info NAME_V2(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum, const GrB_BinaryOp op,           \
                   const GrB_Vector u, const GrB_Scalar y, const GrB_Descriptor desc) {                         \
    Bound b;                                                                                                    \
    b.scalar = y;                                                                                               \
    if (!y) return GrB_NULL_POINTER;                                                                            \
    return gb::apply_binary_entry(w, M, accum, op, b, false, u, desc, true);                                    \
  }
GB_SCALAR_BOUND(GrB_Matrix_apply_BinaryOp1st_Scalar, GrB_Matrix_apply_BinaryOp2nd_Scalar,
                GrB_Vector_apply_BinaryOp1st_Scalar, GrB_Vector_apply_BinaryOp2nd_Scalar)
GB_SCALAR_BOUND(GxB_Matrix_apply_BinaryOp1st, GxB_Matrix_apply_BinaryOp2nd, GxB_Vector_apply_BinaryOp1st,
                GxB_Vector_apply_BinaryOp2nd)
#undef GB_SCALAR_BOUND

GrB_Info GrB_Matrix_apply_IndexOp_Scalar(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                         const GrB_IndexUnaryOp op, const GrB_Matrix A, const GrB_Scalar y,
                                         const GrB_Descriptor desc) {
  Bound b;
  b.scalar = y;
  if (!y) return GrB_NULL_POINTER;
  return gb::apply_index_entry(C, M, accum, op, A, b, desc, false);
}
GrB_Info GrB_Vector_apply_IndexOp_Scalar(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,
                                         const GrB_IndexUnaryOp op, const GrB_Vector u, const GrB_Scalar y,
                                         const GrB_Descriptor desc) {
  Bound b;
  b.scalar = y;
  if (!y) return GrB_NULL_POINTER;
  return gb::apply_index_entry(w, M, accum, op, u, b, desc, true);
}

}  // extern "C"

// GrB_eWiseAdd, GrB_eWiseMult (BinaryOp, Monoid and Semiring forms) and GxB_eWiseUnion, for
// matrices and vectors.
#include <new>

#include "core/memory.hpp"
#include "api/ops/op_common.hpp"
#include "dag/nodes/ewise_node.hpp"

namespace gb {
namespace {

// Scalar value cast to type `to` (for eWiseUnion's alpha and beta).
GrB_Info scalar_value(GB_Matrix_opaque* C, GB_Matrix_opaque* s, GrB_Type to, gb::vector<unsigned char>* out) {
  StorePtr ss;
  GB_TRY(wait_store(s, &ss));
  if (ss->nvals == 0) return fail(C, GrB_EMPTY_OBJECT, "alpha or beta has no value");
  out->resize(to->size);
  cast_value(to->code, out->data(), s->type->code, ss->value_at(0), to->size);
  return GrB_SUCCESS;
}

GrB_Info ewise_entry(EwiseMode mode, GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum,
                     GrB_BinaryOp op, GB_Matrix_opaque* A, GB_Matrix_opaque* alpha, GB_Matrix_opaque* B,
                     GB_Matrix_opaque* beta, GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  if (mode == EwiseMode::Union) GB_TRY(check_container(alpha));
  GB_TRY(check_container(B));
  if (mode == EwiseMode::Union) GB_TRY(check_container(beta));
  DescFlags d = read_desc(desc);
  if (vectors) d.tran0 = d.tran1 = false;
  // domains
  if (op->opcode == BinaryOpcode::IGNORE_DUP || !op->ztype) return fail(C, GrB_DOMAIN_MISMATCH, "invalid operator");
  if (!is_positional(op->opcode)) {
    if (!compatible(op->xtype, A->type) || !compatible(op->ytype, B->type))
      return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take inputs of types %s and %s", op->name, A->type->name,
                  B->type->name);
  }
  // eWiseAdd copies lone entries into the result: their types must cast to z (positional too)
  if (mode == EwiseMode::Add && (!compatible(op->ztype, A->type) || !compatible(op->ztype, B->type)))
    return fail(C, GrB_DOMAIN_MISMATCH, "eWiseAdd: inputs must cast to the operator's output type %s",
                op->ztype->name);
  if (!is_positional(op->opcode)) {
    if (mode == EwiseMode::Union && (!compatible(op->xtype, alpha->type) || !compatible(op->ytype, beta->type)))
      return fail(C, GrB_DOMAIN_MISMATCH, "alpha and beta must cast to the operator's input types");
  }
  GB_TRY(check_output_domains(C, M, accum, op->ztype, d));
  // dimensions
  GB_TRY(check_mask_dims(C, M));
  if (rows_of(A, d.tran0) != rows_of(B, d.tran1) || cols_of(A, d.tran0) != cols_of(B, d.tran1) ||
      rows_of(A, d.tran0) != C->nrows || cols_of(A, d.tran0) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C, A and B dimensions do not agree");
  auto node = gb::make_shared<EwiseNode>();
  node->mode = mode;
  node->op = BinaryOpRef(op);
  node->tran_a = d.tran0;
  node->tran_b = d.tran1;
  if (mode == EwiseMode::Union) {
    GB_TRY(scalar_value(C, alpha, op->xtype ? op->xtype : A->type, &node->alpha));
    GB_TRY(scalar_value(C, beta, op->ytype ? op->ytype : B->type, &node->beta));
  }
  return record_op(C, M, accum, d, node, {A, B});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info check_monoid(GrB_Monoid m) { return check_object(m); }
GrB_Info check_semiring(GrB_Semiring s) { return check_object(s); }

}  // namespace
}  // namespace gb

using gb::EwiseMode;
using gb::ewise_entry;

extern "C" {

#define GB_EWISE_FORMS(KIND, MODE, SEMIRING_OP)                                                               \
  GrB_Info GrB_Matrix_##KIND##_BinaryOp(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,            \
                                        const GrB_BinaryOp op, const GrB_Matrix A, const GrB_Matrix B,         \
                                        const GrB_Descriptor desc) {                                           \
    return ewise_entry(MODE, C, M, accum, op, A, nullptr, B, nullptr, desc, false);                            \
  }                                                                                                            \
  GrB_Info GrB_Matrix_##KIND##_Monoid(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,              \
                                      const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Matrix B,         \
                                      const GrB_Descriptor desc) {                                             \
    GB_RETURN_IF_NOT_INIT();                                                                                   \
    GB_TRY(gb::check_output(C, M, accum, desc));                                                               \
    GB_TRY(gb::check_monoid(monoid));                                                                          \
    return ewise_entry(MODE, C, M, accum, monoid->op, A, nullptr, B, nullptr, desc, false);                    \
  }                                                                                                            \
  GrB_Info GrB_Matrix_##KIND##_Semiring(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,            \
                                        const GrB_Semiring semiring, const GrB_Matrix A, const GrB_Matrix B,   \
                                        const GrB_Descriptor desc) {                                           \
    GB_RETURN_IF_NOT_INIT();                                                                                   \
    GB_TRY(gb::check_output(C, M, accum, desc));                                                               \
    GB_TRY(gb::check_semiring(semiring));                                                                      \
    return ewise_entry(MODE, C, M, accum, SEMIRING_OP, A, nullptr, B, nullptr, desc, false);                   \
  }                                                                                                            \
  GrB_Info GrB_Vector_##KIND##_BinaryOp(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum,         \
                                        const GrB_BinaryOp op, const GrB_Vector u, const GrB_Vector v,         \
                                        const GrB_Descriptor desc) {                                           \
    return ewise_entry(MODE, w, mask, accum, op, u, nullptr, v, nullptr, desc, true);                          \
  }                                                                                                            \
  GrB_Info GrB_Vector_##KIND##_Monoid(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum,           \
                                      const GrB_Monoid monoid, const GrB_Vector u, const GrB_Vector v,         \
                                      const GrB_Descriptor desc) {                                             \
    GB_RETURN_IF_NOT_INIT();                                                                                   \
    GB_TRY(gb::check_output(w, mask, accum, desc));                                                            \
    GB_TRY(gb::check_monoid(monoid));                                                                          \
    return ewise_entry(MODE, w, mask, accum, monoid->op, u, nullptr, v, nullptr, desc, true);                  \
  }                                                                                                            \
  GrB_Info GrB_Vector_##KIND##_Semiring(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum,         \
                                        const GrB_Semiring semiring, const GrB_Vector u, const GrB_Vector v,   \
                                        const GrB_Descriptor desc) {                                           \
    GB_RETURN_IF_NOT_INIT();                                                                                   \
    GB_TRY(gb::check_output(w, mask, accum, desc));                                                            \
    GB_TRY(gb::check_semiring(semiring));                                                                      \
    return ewise_entry(MODE, w, mask, accum, SEMIRING_OP, u, nullptr, v, nullptr, desc, true);                 \
  }
GB_EWISE_FORMS(eWiseAdd, EwiseMode::Add, semiring->add->op)
GB_EWISE_FORMS(eWiseMult, EwiseMode::Mult, semiring->multiply)
#undef GB_EWISE_FORMS

GrB_Info GxB_Matrix_eWiseUnion(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_BinaryOp add,
                               const GrB_Matrix A, const GrB_Scalar alpha, const GrB_Matrix B, const GrB_Scalar beta,
                               const GrB_Descriptor desc) {
  return ewise_entry(EwiseMode::Union, C, M, accum, add, A, alpha, B, beta, desc, false);
}
GrB_Info GxB_Vector_eWiseUnion(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp add,
                               const GrB_Vector u, const GrB_Scalar alpha, const GrB_Vector v, const GrB_Scalar beta,
                               const GrB_Descriptor desc) {
  return ewise_entry(EwiseMode::Union, w, mask, accum, add, u, alpha, v, beta, desc, true);
}

}  // extern "C"

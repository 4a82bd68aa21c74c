// GrB_kronecker (BinaryOp, Monoid and Semiring forms) and GxB_kron: C<M> = accum(C, kron(op(A), op(B))).
// Checks in SuiteSparse 7.4's order: the monoid or semiring (those forms), C, M, A, B, the
// descriptor, the operator, the accumulator (not positional); domains, mask dimensions, the
// operator's input domains (values it ignores are not checked), and C's dimensions.
#include <new>

#include "api/ops/op_common.hpp"
#include "dag/nodes/kron_node.hpp"
#include "kernels/mxm_semiring.hpp"

namespace gb {
namespace {

// a*b, or false when it exceeds the largest dimension
bool dim_product(uint64_t a, uint64_t b, uint64_t* r) {
  const unsigned __int128 p = (unsigned __int128)a * b;
  if (p > (unsigned __int128)(GrB_INDEX_MAX + 1)) return false;
  *r = uint64_t(p);
  return true;
}

GrB_Info kron_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_BinaryOp op,
                    GB_Matrix_opaque* A, GB_Matrix_opaque* B, GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(C));
  GB_TRY(check_optional_container(M));
  GB_TRY(check_container(A));
  GB_TRY(check_container(B));
  GB_CHECK_OPT(desc);
  GB_CHECK_OBJ(op);
  GB_CHECK_OPT(accum);
  if (accum && is_positional(accum->opcode))
    return fail(C, GrB_DOMAIN_MISMATCH, "the accumulator cannot be a positional operator");
  if (op->opcode == BinaryOpcode::IGNORE_DUP || !op->ztype) return fail(C, GrB_DOMAIN_MISMATCH, "invalid operator");
  DescFlags d = read_desc(desc);
  GB_TRY(check_output_domains(C, M, accum, op->ztype, d));
  GB_TRY(check_mask_dims(C, M));
  const BinaryOpRef ref(op);
  if (axb::mult_reads_x(ref) && !compatible(op->xtype, A->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take A of type %s", op->name, A->type->name);
  if (axb::mult_reads_y(ref) && !compatible(op->ytype, B->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take B of type %s", op->name, B->type->name);
  uint64_t m = 0, n = 0;
  const bool ok = dim_product(rows_of(A, d.tran0), rows_of(B, d.tran1), &m) &&
                  dim_product(cols_of(A, d.tran0), cols_of(B, d.tran1), &n);
  if (!ok || m != C->nrows || n != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C is %llu-by-%llu but kron(op(A), op(B)) is %llu-by-%llu",
                (unsigned long long)C->nrows, (unsigned long long)C->ncols,
                (unsigned long long)(rows_of(A, d.tran0) * rows_of(B, d.tran1)),
                (unsigned long long)(cols_of(A, d.tran0) * cols_of(B, d.tran1)));
  auto node = gb::make_shared<KronNode>();
  node->op = ref;
  node->tran_a = d.tran0;
  node->tran_b = d.tran1;
  return record_op(C, M, accum, d, node, {A, B});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GrB_Matrix_kronecker_BinaryOp(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                       const GrB_BinaryOp op, const GrB_Matrix A, const GrB_Matrix B,
                                       const GrB_Descriptor desc) {
  return gb::kron_entry(C, M, accum, op, A, B, desc);
}

GrB_Info GxB_kron(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_BinaryOp op,
                  const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) {
  return gb::kron_entry(C, M, accum, op, A, B, desc);
}

GrB_Info GrB_Matrix_kronecker_Monoid(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                     const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Matrix B,
                                     const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_CHECK_OBJ(monoid);
  return gb::kron_entry(C, M, accum, monoid->op, A, B, desc);
}

GrB_Info GrB_Matrix_kronecker_Semiring(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                       const GrB_Semiring semiring, const GrB_Matrix A, const GrB_Matrix B,
                                       const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_CHECK_OBJ(semiring);
  return gb::kron_entry(C, M, accum, semiring->multiply, A, B, desc);
}

}  // extern "C"

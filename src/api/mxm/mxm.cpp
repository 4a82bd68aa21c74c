// GrB_mxm, GrB_mxv and GrB_vxm.
//
// Checks follow SuiteSparse 7.4's order: C, M, A, B (null or invalid), the descriptor, the
// accumulator (a positional one is a domain error), the semiring; then the domains of C<M> =
// accum(C,T) (T of the monoid's type), the mask's dimensions, the multiply's input domains (a
// value the multiply ignores is not checked: FIRST ignores y, SECOND x, PAIR and the positional
// operators both), and last the dimensions of A and B.
#include <new>

#include "api/ops/op_common.hpp"
#include "dag/nodes/mxm_node.hpp"
#include "kernels/mxm_semiring.hpp"

namespace gb {
namespace {

AxBMethod method_of(GrB_Desc_Value v) {
  switch (v) {
    case GxB_AxB_GUSTAVSON: return AxBMethod::Gustavson;
    case GxB_AxB_HASH: return AxBMethod::Hash;
    case GxB_AxB_SAXPY: return AxBMethod::Saxpy;
    case GxB_AxB_DOT: return AxBMethod::Dot;
    default: return AxBMethod::Auto;
  }
}

// C<M> = accum(C, op(A) * op(B)); for mxv B is the vector u (op(B) = u), for vxm A is u.
GrB_Info mxm_entry(MxmKind how, GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum,
                   GrB_Semiring semiring, GB_Matrix_opaque* A, GB_Matrix_opaque* B, GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(C));
  GB_TRY(check_optional_container(M));
  GB_TRY(check_container(A));
  GB_TRY(check_container(B));
  GB_CHECK_OPT(desc);
  GB_CHECK_OPT(accum);
  if (accum && is_positional(accum->opcode))
    return fail(C, GrB_DOMAIN_MISMATCH, "the accumulator cannot be a positional operator");
  GB_CHECK_OBJ(semiring);
  DescFlags d = read_desc(desc);
  // descriptor transposes: mxv transposes A (INP0), vxm transposes A (INP1); vectors never
  bool tran_a = d.tran0, tran_b = d.tran1;
  if (how == MxmKind::MxV) tran_b = false;
  if (how == MxmKind::VxM) tran_a = false;
  GrB_Monoid add = semiring->add;
  GrB_BinaryOp mult = semiring->multiply;
  GrB_Type ttype = add->op->ztype;
  GB_TRY(check_output_domains(C, M, accum, ttype, d));
  GB_TRY(check_mask_dims(C, M));
  const BinaryOpRef mref(mult);
  if (axb::mult_reads_x(mref) && !compatible(mult->xtype, A->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "the multiply's x type %s cannot take %s of type %s", mult->xtype->name,
                how == MxmKind::VxM ? "u" : "A", A->type->name);
  if (axb::mult_reads_y(mref) && !compatible(mult->ytype, B->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "the multiply's y type %s cannot take %s of type %s", mult->ytype->name,
                how == MxmKind::MxV ? "u" : "B", B->type->name);
  if (how == MxmKind::MxM) {
    const uint64_t am = rows_of(A, tran_a), ak = cols_of(A, tran_a);
    const uint64_t bk = rows_of(B, tran_b), bn = cols_of(B, tran_b);
    if (ak != bk || am != C->nrows || bn != C->ncols)
      return fail(C, GrB_DIMENSION_MISMATCH,
                  "dimensions do not agree: C is %llu-by-%llu, op(A) %llu-by-%llu, op(B) %llu-by-%llu",
                  (unsigned long long)C->nrows, (unsigned long long)C->ncols, (unsigned long long)am,
                  (unsigned long long)ak, (unsigned long long)bk, (unsigned long long)bn);
  } else {
    // w = op(A)*u or w' = u'*op(A)
    GB_Matrix_opaque* mat = how == MxmKind::MxV ? A : B;
    GB_Matrix_opaque* vec = how == MxmKind::MxV ? B : A;
    const bool t = how == MxmKind::MxV ? tran_a : tran_b;
    const uint64_t out = how == MxmKind::MxV ? rows_of(mat, t) : cols_of(mat, t);
    const uint64_t in = how == MxmKind::MxV ? cols_of(mat, t) : rows_of(mat, t);
    if (in != vec->nrows || out != C->nrows)
      return fail(C, GrB_DIMENSION_MISMATCH, "dimensions do not agree: w has %llu entries, op(A) is %llu-by-%llu, u has %llu",
                  (unsigned long long)C->nrows, (unsigned long long)rows_of(mat, t),
                  (unsigned long long)cols_of(mat, t), (unsigned long long)vec->nrows);
  }
  auto node = gb::make_shared<MxmNode>();
  node->how = how;
  node->sr = SemiringRef(semiring);
  node->tran_a = tran_a;
  node->tran_b = tran_b;
  node->method = method_of(d.axb);
  return record_op(C, M, accum, d, node, {A, B});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GrB_mxm(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_Semiring semiring,
                 const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) {
  return gb::mxm_entry(gb::MxmKind::MxM, C, Mask, accum, semiring, A, B, desc);
}

GrB_Info GrB_mxv(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Semiring semiring,
                 const GrB_Matrix A, const GrB_Vector u, const GrB_Descriptor desc) {
  return gb::mxm_entry(gb::MxmKind::MxV, w, mask, accum, semiring, A, u, desc);
}

GrB_Info GrB_vxm(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Semiring semiring,
                 const GrB_Vector u, const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::mxm_entry(gb::MxmKind::VxM, w, mask, accum, semiring, u, A, desc);
}

}  // extern "C"

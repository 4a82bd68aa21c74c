// GxB_Matrix_sort and GxB_Vector_sort: C holds each row (column) of A sorted with a comparator, P
// the original indices of the sorted entries.
#include <new>

#include "api/ops/op_common.hpp"
#include "dag/nodes/sort_node.hpp"

namespace gb {
namespace {

GrB_Info sort_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* P, GrB_BinaryOp op, GB_Matrix_opaque* A,
                    GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  if (!C && !P) return GrB_NULL_POINTER;
  GB_TRY(check_optional_container(C));
  GB_TRY(check_optional_container(P));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  GB_CHECK_OPT(desc);
  GB_Matrix_opaque* out = C ? C : P;
  // domains
  if (op->opcode == BinaryOpcode::IGNORE_DUP || is_positional(op->opcode) || !op->ztype ||
      op->ztype->code != TypeCode::Bool || !op->xtype || op->xtype != op->ytype)
    return fail(out, GrB_DOMAIN_MISMATCH, "the comparator must be z = f(x, y) with bool z and x, y of one type");
  if (!compatible(op->xtype, A->type))
    return fail(out, GrB_DOMAIN_MISMATCH, "A of type %s cannot be compared by %s", A->type->name, op->name);
  if (C && C->type != A->type)
    return fail(C, GrB_DOMAIN_MISMATCH, "C must have A's type %s", A->type->name);
  if (P && P->type->code != TypeCode::Int64)
    return fail(P, GrB_DOMAIN_MISMATCH, "P must be of type GrB_INT64");
  // dimensions
  if (C && (C->nrows != A->nrows || C->ncols != A->ncols))
    return fail(C, GrB_DIMENSION_MISMATCH, "C and A must have the same dimensions");
  if (P && (P->nrows != A->nrows || P->ncols != A->ncols))
    return fail(P, GrB_DIMENSION_MISMATCH, "P and A must have the same dimensions");
  DescFlags d = read_desc(desc);
  auto job = gb::make_shared<SortJob>();
  job->cols = vectors ? true : d.tran0;  // a vector is one column
  job->op = BinaryOpRef(op);
  job->want_c = C != nullptr;
  job->want_p = P != nullptr;
  // both nodes read the value A has now, even when C or P is A
  GB_Matrix_opaque source = *A;
  DescFlags none{};
  none.nthreads = d.nthreads;  // the sort's only descriptor setting besides the transpose
  // As SuiteSparse: C is made a copy of A (A's sparsity control and switches) held by row, or by
  // column with GrB_DESC_T0, and P takes C's orientation and keeps its own settings; both are
  // then conformed.
  const bool sorted_by_row = !job->cols;
  if (C) {
    C->sparsity_control = source.sparsity_control;
    C->hyper_switch = source.hyper_switch;
    // a copy of A in its own orientation gets the bitmap switch of its shape, a transposed one A's
    const bool copied = C->kind != ObjectKind::Matrix || wants_by_row(&source) == sorted_by_row;
    C->bitmap_switch = copied ? bitmap_switch_for(C->nrows, C->ncols) : source.bitmap_switch;
    if (C->kind == ObjectKind::Matrix) C->by_row = sorted_by_row;
  }
  if (P && P->kind == ObjectKind::Matrix) P->by_row = sorted_by_row;
  if (C) {
    auto node = gb::make_shared<SortNode>();
    node->job = job;
    GB_TRY(record_op(C, nullptr, nullptr, none, node, {&source}));
  }
  if (P) {
    auto node = gb::make_shared<SortNode>();
    node->job = job;
    node->perm = true;
    GB_TRY(record_op(P, nullptr, nullptr, none, node, {&source}));
  }
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GxB_Matrix_sort(GrB_Matrix C, GrB_Matrix P, GrB_BinaryOp op, GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::sort_entry(C, P, op, A, desc, false);
}
GrB_Info GxB_Vector_sort(GrB_Vector w, GrB_Vector p, GrB_BinaryOp op, GrB_Vector u, const GrB_Descriptor desc) {
  return gb::sort_entry(w, p, op, u, desc, true);
}

}  // extern "C"

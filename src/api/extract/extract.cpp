// GrB_extract: C<M> = accum(C, A(I,J)) (GrB_Matrix_extract, A optionally transposed), w<m> =
// accum(w, u(I)) (GrB_Vector_extract) and w<m> = accum(w, A(I,j)) (GrB_Col_extract; with GrB_INP0
// transposed it is row j of A).
//
// Index lists: GrB_ALL (its ni is ignored, as in SuiteSparse), explicit lists (any order,
// duplicates allowed: they select the same entry into several places), and GxB_RANGE, GxB_STRIDE,
// GxB_BACKWARDS. Errors in SuiteSparse 7.4's order: null or invalid objects and null lists; for
// GrB_Col_extract an out-of-range j (GrB_INVALID_INDEX); domains; dimensions (C must be |I|-by-|J|);
// then indices out of range (GrB_INDEX_OUT_OF_BOUNDS). With a complemented null mask nothing is
// computed (C is unchanged, or cleared with GrB_REPLACE) and the indices are not checked.
#include <new>

#include "api/extract/index_args.hpp"
#include "api/ops/op_common.hpp"
#include "dag/nodes/extract_node.hpp"

namespace gb {
namespace {

enum class Form { Matrix, Vector, Col };

GrB_Info extract_entry(Form form, GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GB_Matrix_opaque* A,
                       const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj, GrB_Index col,
                       GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_TRY(check_container(A));
  GB_RETURN_IF_NULL(I);
  if (form == Form::Matrix) GB_RETURN_IF_NULL(J);
  DescFlags d = read_desc(desc);
  if (form == Form::Vector) d.tran0 = false;
  const uint64_t arows = rows_of(A, d.tran0), acols = cols_of(A, d.tran0);
  if (form == Form::Col && col >= acols)
    return fail(C, GrB_INVALID_INDEX, "column index %llu out of range; must be < %llu", (unsigned long long)col,
                (unsigned long long)acols);
  // domains
  if (accum && is_positional(accum->opcode))
    return fail(C, GrB_DOMAIN_MISMATCH, "accum cannot be a positional operator");
  GB_TRY(check_output_domains(C, M, accum, A->type, d));
  // dimensions
  GB_TRY(check_mask_dims(C, M));
  const uint64_t nI = index_count(I, ni, arows);
  const uint64_t nJ = form == Form::Matrix ? index_count(J, nj, acols) : 1;
  if (C->nrows != nI || C->ncols != nJ)
    return fail(C, GrB_DIMENSION_MISMATCH, "output is %llu-by-%llu but the indices select %llu-by-%llu",
                (unsigned long long)C->nrows, (unsigned long long)C->ncols, (unsigned long long)nI,
                (unsigned long long)nJ);
  auto node = gb::make_shared<ExtractNode>();
  node->tran = d.tran0;
  if (!M && d.mask_comp) {
    // the mask is all false: C is kept, or cleared with GrB_REPLACE
    if (!d.replace) return GrB_SUCCESS;
    node->nothing = true;
    return record_op(C, M, accum, d, node, {A});
  }
  // indices
  uint64_t bad = 0;
  auto index_error = [&](const char* what, uint64_t dim) -> GrB_Info {
    // SuiteSparse reads a valued iso mask of false as a complemented null mask (see above)
    if (!d.mask_comp && mask_is_iso_false(M, d.mask_struct)) {
      if (!d.replace) return GrB_SUCCESS;
      node->nothing = true;
      return record_op(C, M, accum, d, node, {A});
    }
    return fail(C, GrB_INDEX_OUT_OF_BOUNDS, "%s index %llu out of range; must be < %llu", what,
                (unsigned long long)bad, (unsigned long long)dim);
  };
  if (!make_index_list(I, ni, arows, &node->I, &bad)) return index_error("row", arows);
  if (form == Form::Matrix) {
    if (!make_index_list(J, nj, acols, &node->J, &bad)) return index_error("column", acols);
  } else {
    node->J = IndexList::single(int64_t(form == Form::Col ? col : 0));
  }
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GrB_Matrix_extract(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_Matrix A,
                            const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                            const GrB_Descriptor desc) {
  return gb::extract_entry(gb::Form::Matrix, C, Mask, accum, A, I, ni, J, nj, 0, desc);
}

GrB_Info GrB_Vector_extract(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                            const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::extract_entry(gb::Form::Vector, w, mask, accum, u, I, ni, nullptr, 0, 0, desc);
}

GrB_Info GrB_Col_extract(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Matrix A,
                         const GrB_Index* I, GrB_Index ni, GrB_Index j, const GrB_Descriptor desc) {
  return gb::extract_entry(gb::Form::Col, w, mask, accum, A, I, ni, nullptr, 0, j, desc);
}

}  // extern "C"

// GrB_transpose: C<M> = accum(C, A'), or accum(C, A) when the descriptor transposes the input too
// (A'' = A). The transpose itself is the parallel counting sort of kernels/transpose.cpp.
#include <new>

#include "api/ops/op_common.hpp"
#include "dag/nodes/transpose_node.hpp"

namespace gb {
namespace {

GrB_Info transpose_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GB_Matrix_opaque* A,
                         GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_TRY(check_container(A));
  DescFlags d = read_desc(desc);
  GB_TRY(check_output_domains(C, M, accum, A->type, d));
  GB_TRY(check_mask_dims(C, M));
  const bool tran = !d.tran0;
  if (C->nrows != rows_of(A, tran) || C->ncols != cols_of(A, tran))
    return fail(C, GrB_DIMENSION_MISMATCH, "C is %llu-by-%llu but the result is %llu-by-%llu",
                (unsigned long long)C->nrows, (unsigned long long)C->ncols, (unsigned long long)rows_of(A, tran),
                (unsigned long long)cols_of(A, tran));
  auto node = gb::make_shared<TransposeNode>();
  node->tran = tran;
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" GrB_Info GrB_transpose(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_Matrix A,
                                  const GrB_Descriptor desc) {
  return gb::transpose_entry(C, M, accum, A, desc);
}

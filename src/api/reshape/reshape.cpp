// GxB_Matrix_reshape (in place) and GxB_Matrix_reshapeDup (into a new matrix).
#include <new>

#include "api/ops/op_common.hpp"
#include "dag/nodes/reshape_node.hpp"

namespace gb {
namespace {

// Same number of entries in both shapes; GrB_OUT_OF_MEMORY (as SuiteSparse) when a product does not
// fit in int64.
GrB_Info check_shape(uint64_t nrows, uint64_t ncols, uint64_t nrows_new, uint64_t ncols_new) {
  if (!valid_dim(nrows_new) || !valid_dim(ncols_new)) return GrB_INVALID_VALUE;
  const unsigned __int128 old_n = (unsigned __int128)nrows * ncols;
  const unsigned __int128 new_n = (unsigned __int128)nrows_new * ncols_new;
  if (old_n > INT64_MAX || new_n > INT64_MAX) return GrB_OUT_OF_MEMORY;
  if (old_n != new_n) return GrB_DIMENSION_MISMATCH;
  return GrB_SUCCESS;
}

GrB_Info record_reshape(GB_Matrix_opaque* C, GB_Matrix_opaque* A, bool by_col, uint64_t nrows_old,
                        uint64_t ncols_old) try {
  auto node = gb::make_shared<ReshapeNode>();
  node->by_col = by_col;
  node->nrows_old = nrows_old;
  node->ncols_old = ncols_old;
  return record_op(C, nullptr, nullptr, DescFlags{}, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GxB_Matrix_reshape(GrB_Matrix C, bool by_col, GrB_Index nrows_new, GrB_Index ncols_new,
                            const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(gb::check_container(C));
  GB_CHECK_OPT(desc);
  GrB_Info info = gb::check_shape(C->nrows, C->ncols, nrows_new, ncols_new);
  if (info != GrB_SUCCESS) return gb::fail(C, info, "cannot reshape a %llu-by-%llu matrix to %llu-by-%llu",
                                           (unsigned long long)C->nrows, (unsigned long long)C->ncols,
                                           (unsigned long long)nrows_new, (unsigned long long)ncols_new);
  if (C->kind != gb::ObjectKind::Matrix && ncols_new != 1)
    return gb::fail(C, GrB_DIMENSION_MISMATCH, "a vector can only be reshaped to another vector");
  const uint64_t nrows_old = C->nrows, ncols_old = C->ncols;
  if (nrows_old == nrows_new && ncols_old == ncols_new) return GrB_SUCCESS;
  // the node reads C's current value and gives C its new shape
  GB_Matrix_opaque old = *C;
  C->nrows = nrows_new;
  C->ncols = ncols_new;
  return gb::record_reshape(C, &old, by_col, nrows_old, ncols_old);
}

GrB_Info GxB_Matrix_reshapeDup(GrB_Matrix* C, GrB_Matrix A, bool by_col, GrB_Index nrows_new, GrB_Index ncols_new,
                               const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(C);
  GB_TRY(gb::check_container(A));
  GB_CHECK_OPT(desc);
  *C = nullptr;
  GB_TRY(gb::check_shape(A->nrows, A->ncols, nrows_new, ncols_new));
  GB_Matrix_opaque* out = nullptr;
  GB_TRY(gb::new_container(&out, gb::ObjectKind::Matrix, A->type, nrows_new, ncols_new));
  out->by_row = A->kind == gb::ObjectKind::Matrix ? A->by_row : false;  // the format of A
  GrB_Info info = gb::record_reshape(out, A, by_col, A->nrows, A->ncols);
  if (info != GrB_SUCCESS) {
    gb::free_container(out);
    return info;
  }
  *C = out;
  return GrB_SUCCESS;
}

}  // extern "C"

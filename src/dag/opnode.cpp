#include "dag/opnode.hpp"

namespace gb {

GrB_Info OpNode::run(const std::vector<StorePtr>& in, StorePtr* out, std::string* msg) {
  std::vector<StorePtr> operands(in.begin() + first_operand, in.end());
  StorePtr T;
  GrB_Info info = compute(operands, &T, msg);
  if (info != GrB_SUCCESS) return info;
  StorePtr C = has_c ? in[0] : nullptr;
  if (!C) C = make_empty(ctype, nrows, ncols, T->by_row);
  if (!C) return GrB_OUT_OF_MEMORY;
  MaskSpec mask;
  mask.mask = has_mask ? in[1] : nullptr;
  mask.structural = mask_structural;
  mask.complement = mask_complement;
  info = writeback(C, T, mask, accum, replace, ctype, out);
  if (info != GrB_SUCCESS) return info;
  // A result holding every entry becomes full storage, as SuiteSparse's default sparsity does: the
  // values are already in dense order, so this drops the index arrays without copying (an iso
  // result keeps its one value instead: dense stores are never iso). Later element-wise and
  // accumulating calls on it then run position by position, without merging index lists.
  const StorePtr& r = *out;
  if (r->is_sparse_or_hyper() && !r->iso && r->nvals > 0) {
    int64_t total = 0;
    if (dense_size(*r, &total) && r->nvals == total) {
      StorePtr f = to_full(r);
      if (f) *out = f;
    }
  }
  return GrB_SUCCESS;
}

}  // namespace gb

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
  return writeback(C, T, mask, accum, replace, ctype, out);
}

}  // namespace gb

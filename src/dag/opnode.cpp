#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

GrB_Info OpNode::run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) {
  // C's storage may be updated in place by the writeback when only this node can reach it: the
  // old version is held by this node alone, and its store by that version and by `in` (checked
  // before any copy is taken; an operand or mask that is C's store counts as another holder).
  WritebackHints hints;
  hints.steal = has_c && in[0] && inputs[0].use_count() == 1 && in[0].use_count() == 2 && in[0]->x &&
                in[0]->x.use_count() == 1 && (!in[0]->b || in[0]->b.use_count() == 1);
  if (hints.steal) in[0]->x->contents_changing();
  hints.sparsity_control = sparsity_control;
  hints.bitmap_switch = bitmap_switch;
  gb::vector<StorePtr> operands(in.begin() + first_operand, in.end());
  StorePtr T;
  t_within_mask = false;
  t_holds_accum = false;
  GrB_Info info = compute(operands, &T, msg);
  hints.t_within_mask = t_within_mask;
  if (info != GrB_SUCCESS) return info;
  StorePtr C = has_c ? in[0] : nullptr;
  if (!C) C = make_empty(ctype, nrows, ncols, T->by_row);
  if (!C) return GrB_OUT_OF_MEMORY;
  MaskSpec mask;
  mask.mask = has_mask ? in[1] : nullptr;
  mask.structural = mask_structural;
  mask.complement = mask_complement;
  return writeback(C, T, mask, t_holds_accum ? AccumSpec{} : accum, replace, ctype, out, hints);
}

}  // namespace gb

#include "core/memory.hpp"
#include "dag/nodes/apply_node.hpp"

#include "kernels/apply.hpp"

namespace gb {

bool ApplyNode::describe(FusionOp* f) const {
  if (how == ApplyKind::Index) return false;
  f->kind = FusionOp::Kind::Apply;
  if (how == ApplyKind::Unary) {
    f->unop = &unop;
  } else {
    f->binop = &binop;
    f->bind_first = how == ApplyKind::First;
    f->thunk = &scalar;
  }
  f->tran = tran;
  return true;
}

bool ApplyNode::operand_overwritable() const {
  const size_t k = size_t(first_operand);
  if (how != ApplyKind::Unary || tran || k >= inputs.size() || !inputs[k] || inputs[k].use_count() != 1) return false;
  std::lock_guard<std::mutex> lock(inputs[k]->mu);
  const StorePtr& s = inputs[k]->store;
  return s && s.use_count() == 1 && s->x && s->x.use_count() == 1;
}

GrB_Info ApplyNode::run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) {
  const size_t k = size_t(first_operand);
  overwrite_operand = how == ApplyKind::Unary && !tran && k < in.size() && k < inputs.size() && in[k] &&
                      inputs[k].use_count() == 1 && in[k].use_count() == 2 && in[k]->x &&
                      in[k]->x.use_count() == 1;
  if (overwrite_operand) in[k]->x->contents_changing();
  return OpNode::run(in, out, msg);
}

GrB_Info ApplyNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  switch (how) {
    case ApplyKind::Unary: return apply_unary(in[0], tran, unop, by_row, T, overwrite_operand);
    case ApplyKind::First: return apply_bound(in[0], tran, binop, scalar, true, by_row, T);
    case ApplyKind::Second: return apply_bound(in[0], tran, binop, scalar, false, by_row, T);
    default: return apply_index_unary(in[0], tran, idxop, scalar, by_row, T);
  }
}

}  // namespace gb

#include "core/memory.hpp"
#include "dag/nodes/select_node.hpp"

namespace gb {

bool SelectNode::describe(FusionOp* f) const {
  if (spec.kind == SelectSpec::Kind::Positional) {
    f->positional = true;
    f->idx_opcode = spec.opcode;
    f->k = spec.k;
  } else if (spec.kind == SelectSpec::Kind::IndexOp) {
    f->positional = false;
    f->idx_opcode = spec.op.opcode;
    f->idxop = &spec.op;
    f->thunk = &spec.thunk;
  } else {
    return false;
  }
  f->kind = FusionOp::Kind::Select;
  f->tran = tran;
  return true;
}

GrB_Info SelectNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return select(in[0], tran, spec, by_row, T);
}

}  // namespace gb

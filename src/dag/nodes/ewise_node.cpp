#include "core/memory.hpp"
#include "dag/nodes/ewise_node.hpp"

namespace gb {

bool EwiseNode::describe_vector(VectorFusionOp* f) const {
  if (mode != EwiseMode::Mult || tran_a || tran_b || ncols != 1) return false;
  f->kind = VectorFusionOp::Kind::EWiseMult;
  f->op = &op;
  return true;
}

GrB_Info EwiseNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return ewise(mode, in[0], tran_a, in[1], tran_b, op, alpha, beta, by_row, T);
}

}  // namespace gb

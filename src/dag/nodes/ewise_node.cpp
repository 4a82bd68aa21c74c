#include "core/memory.hpp"
#include "dag/nodes/ewise_node.hpp"

#include "core/errors.hpp"

#include "kernels/iso_rules.hpp"

namespace gb {

bool EwiseNode::describe(FusionOp* f) const {
  if (mode == EwiseMode::Union) return false;
  f->kind = mode == EwiseMode::Add ? FusionOp::Kind::EWiseAdd : FusionOp::Kind::EWiseMult;
  f->binop = &op;
  f->tran = tran_a || tran_b;
  return true;
}

bool EwiseNode::describe_vector(VectorFusionOp* f) const {
  if (mode != EwiseMode::Mult || tran_a || tran_b || ncols != 1) return false;
  f->kind = VectorFusionOp::Kind::EWiseMult;
  f->op = &op;
  return true;
}

GrB_Info EwiseNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  GB_TRY(ewise(mode, in[0], tran_a, in[1], tran_b, op, alpha, beta, by_row, T));
  // the iso results SuiteSparse makes (its values are all equal already; only the flag and the
  // storage of one value follow)
  gb::vector<unsigned char> v;
  const bool iso = mode == EwiseMode::Mult ? emult_iso_value(op, *in[0], *in[1], &v)
                                           : add_iso_value(op, *in[0], *in[1], mode == EwiseMode::Union, alpha, beta, &v);
  if (!iso) return GrB_SUCCESS;
  StorePtr t = with_iso_value(*T, v);
  if (!t) return GrB_OUT_OF_MEMORY;
  *T = t;
  return GrB_SUCCESS;
}

}  // namespace gb

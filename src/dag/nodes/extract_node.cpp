#include "core/memory.hpp"
#include "dag/nodes/extract_node.hpp"

#include "kernels/extract.hpp"

namespace gb {

bool ExtractNode::copies_whole() const {
  const size_t k = size_t(first_operand);
  if (nothing || tran || k >= inputs.size() || !inputs[k]) return false;
  const Version& a = *inputs[k];
  return a.nrows == nrows && a.ncols == ncols && I.selects_all_in_order(int64_t(nrows)) &&
         J.selects_all_in_order(int64_t(ncols));
}

bool ExtractNode::describe(FusionOp* f) const {
  if (!copies_whole()) return false;
  copy_op_.opcode = UnaryOpcode::IDENTITY;
  copy_op_.x = TypeRef(inputs[size_t(first_operand)]->type);
  copy_op_.z = TypeRef(ctype);
  copy_op_.fn = nullptr;
  f->kind = FusionOp::Kind::Apply;
  f->unop = &copy_op_;
  return true;
}

GrB_Info ExtractNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  if (nothing) {
    auto t = make_empty(ctype, nrows, ncols, by_row);
    if (!t) return GrB_OUT_OF_MEMORY;
    *T = t;
    return GrB_SUCCESS;
  }
  return extract_matrix(in[0], tran, I, J, by_row, T);
}

}  // namespace gb

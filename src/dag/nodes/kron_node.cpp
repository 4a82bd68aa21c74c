#include "core/memory.hpp"
#include "dag/nodes/kron_node.hpp"

#include "kernels/mxm.hpp"

namespace gb {

GrB_Info KronNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return kron(in[0], tran_a, in[1], tran_b, op, by_row, nrows, ncols, T);
}

}  // namespace gb

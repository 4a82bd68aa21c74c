#include "core/memory.hpp"
#include "dag/nodes/reshape_node.hpp"

#include "kernels/reshape.hpp"

namespace gb {

GrB_Info ReshapeNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return reshape(in[0], by_col, nrows_old, ncols_old, nrows, ncols, T);
}

}  // namespace gb

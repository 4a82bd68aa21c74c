#include "core/memory.hpp"
#include "dag/nodes/transpose_node.hpp"

#include "kernels/ewise.hpp"

namespace gb {

GrB_Info TransposeNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  *T = oriented(in[0], tran, by_row);
  return *T ? GrB_SUCCESS : GrB_OUT_OF_MEMORY;
}

}  // namespace gb

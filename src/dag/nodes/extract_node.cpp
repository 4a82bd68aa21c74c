#include "core/memory.hpp"
#include "dag/nodes/extract_node.hpp"

#include "kernels/extract.hpp"

namespace gb {

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

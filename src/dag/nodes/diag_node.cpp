#include "core/memory.hpp"
#include "dag/nodes/diag_node.hpp"

#include "kernels/diag.hpp"

namespace gb {

GrB_Info DiagMatrixNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return diag_matrix(in[0], k, int64_t(nrows), by_row, T);
}

GrB_Info DiagVectorNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return diag_vector(in[0], k, int64_t(nrows), T);
}

}  // namespace gb

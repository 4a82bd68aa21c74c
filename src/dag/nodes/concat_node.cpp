#include "core/memory.hpp"
#include "dag/nodes/concat_node.hpp"

#include "core/global.hpp"
#include "kernels/concat.hpp"

namespace gb {

GrB_Info ConcatNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  return concat(in, m, n, row_off, col_off, ctype, by_row, T);
}

StorePtr SparseOnce::get(const StorePtr& a) {
  std::call_once(once, [&] { s = a->is_sparse_or_hyper() ? a : to_sparse(a, global().hyper_switch); });
  return s;
}

GrB_Info SplitNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  StorePtr a = source->get(in[0]);
  if (!a) return GrB_OUT_OF_MEMORY;
  return extract_block(a, r0, r1, c0, c1, T);
}

}  // namespace gb

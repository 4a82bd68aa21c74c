#include "core/memory.hpp"
#include "dag/nodes/sort_node.hpp"

#include "core/errors.hpp"
#include "kernels/sort.hpp"

namespace gb {

GrB_Info SortJob::run(const StorePtr& A) {
  std::call_once(once, [&] { info = sort(A, cols, op, want_c ? &C : nullptr, want_p ? &P : nullptr); });
  return info;
}

GrB_Info SortNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  GB_TRY(job->run(in[0]));
  *T = perm ? job->P : job->C;
  return *T ? GrB_SUCCESS : GrB_OUT_OF_MEMORY;
}

}  // namespace gb

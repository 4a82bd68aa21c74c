#include "core/memory.hpp"
#include "dag/nodes/reduce_node.hpp"

#include <vector>

#include "core/errors.hpp"
#include "kernels/compensated.hpp"
#include "kernels/reduce.hpp"

namespace gb {

GrB_Info ReduceVectorNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  if (compensated_monoid(monoid)) return compensated_reduce_to_vector(in[0], tran, monoid, T);
  return reduce_to_vector(in[0], tran, monoid, T);
}

GrB_Info ReduceScalarNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  bool has;
  gb::vector<unsigned char> value;
  GB_TRY(reduce_to_scalar(in[0], monoid, &has, &value));
  if (!has) {
    *T = make_empty(mtype, 1, 1, false);
  } else {
    const int64_t zero = 0;
    *T = store_from_sorted(mtype, 1, 1, false, &zero, &zero, value.data(), 1, false, GxB_HYPER_DEFAULT);
  }
  return *T ? GrB_SUCCESS : GrB_OUT_OF_MEMORY;
}

}  // namespace gb

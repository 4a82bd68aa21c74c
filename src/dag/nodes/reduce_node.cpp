#include "core/memory.hpp"
#include "dag/nodes/reduce_node.hpp"

#include <vector>

#include "core/errors.hpp"
#include "kernels/compensated.hpp"
#include "kernels/iso_rules.hpp"
#include "kernels/reduce.hpp"

namespace gb {

GrB_Info ReduceVectorNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  if (compensated_monoid(monoid)) GB_TRY(compensated_reduce_to_vector(in[0], tran, monoid, T));
  else GB_TRY(reduce_to_vector(in[0], tran, monoid, T));
  // SuiteSparse's iso results (an iso A under MIN/MAX/ANY/..., or a full iso A)
  gb::vector<unsigned char> v;
  const uint64_t n = tran ? in[0]->nrows() : in[0]->ncols();
  if (!reduce_to_vector_iso_value(monoid, *in[0], n, &v)) return GrB_SUCCESS;
  StorePtr t = with_iso_value(*T, v);
  if (!t) return GrB_OUT_OF_MEMORY;
  *T = t;
  return GrB_SUCCESS;
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

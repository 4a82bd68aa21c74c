// The nodes of GxB_Matrix_sort and GxB_Vector_sort (entry points: src/api/sort/sort.cpp): one
// sort feeds two outputs, C and P, each a node of its own.
#pragma once
#include <memory>
#include <mutex>

#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

// One sort feeds two outputs: the first of the two nodes to run does it for both.
struct SortJob {
  std::once_flag once;
  GrB_Info info = GrB_SUCCESS;
  bool cols = false, want_c = false, want_p = false;
  BinaryOpRef op;
  StorePtr C, P;
  GrB_Info run(const StorePtr& A);
};

struct SortNode final : OpNode {
  std::shared_ptr<SortJob> job;
  bool perm = false;  // this node produces P
  const char* kind() const override { return "sort"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

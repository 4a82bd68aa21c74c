// The nodes of GxB_Matrix_concat and GxB_Matrix_split (entry points: src/api/concat/concat.cpp).
#pragma once
#include <memory>
#include <mutex>
#include <vector>

#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

struct ConcatNode final : OpNode {
  int64_t m = 0, n = 0;
  gb::vector<int64_t> row_off, col_off;
  const char* kind() const override { return "concat"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

// A's storage as sparse/hypersparse, computed once for all the tiles of a split.
struct SparseOnce {
  std::once_flag once;
  StorePtr s;
  StorePtr get(const StorePtr& a);
};

struct SplitNode final : OpNode {
  std::shared_ptr<SparseOnce> source;
  int64_t r0 = 0, r1 = 0, c0 = 0, c1 = 0;
  const char* kind() const override { return "split"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

// The node of GxB_Matrix_reshape and GxB_Matrix_reshapeDup (entry points:
// src/api/reshape/reshape.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

struct ReshapeNode final : OpNode {
  bool by_col = false;
  uint64_t nrows_old = 0, ncols_old = 0;
  const char* kind() const override { return "reshape"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

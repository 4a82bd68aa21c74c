// The node of GrB_transpose (entry point: src/api/transpose/transpose.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

struct TransposeNode final : OpNode {
  bool tran = true;  // false: the descriptor asked for A' of A', which is A
  const char* kind() const override { return "transpose"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

// The node of GrB_select and GxB_select (entry points: src/api/select/select.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"
#include "kernels/select.hpp"

namespace gb {

struct SelectNode final : OpNode {
  bool tran = false;
  SelectSpec spec;
  const char* kind() const override { return "select"; }
  bool describe(FusionOp* f) const override;
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

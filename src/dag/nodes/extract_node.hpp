// The node of GrB_extract (entry points: src/api/extract/extract.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"
#include "kernels/index_list.hpp"

namespace gb {

struct ExtractNode final : OpNode {
  IndexList I, J;
  bool tran = false;
  bool nothing = false;  // C<!NULL, replace>: T is not needed (the mask is all false)
  const char* kind() const override { return "extract"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

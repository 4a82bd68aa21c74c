// The node of GrB_kronecker and GxB_kron (entry points: src/api/mxm/kron.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

struct KronNode final : OpNode {
  BinaryOpRef op;
  bool tran_a = false, tran_b = false;
  const char* kind() const override { return "kronecker"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

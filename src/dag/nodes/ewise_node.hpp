// The node of GrB_eWiseAdd, GrB_eWiseMult and GxB_eWiseUnion (entry points:
// src/api/ewise/ewise.cpp).
#pragma once
#include <vector>

#include "core/memory.hpp"
#include "dag/opnode.hpp"
#include "kernels/ewise.hpp"

namespace gb {

struct EwiseNode final : OpNode {
  EwiseMode mode;
  BinaryOpRef op;
  bool tran_a = false, tran_b = false;
  gb::vector<unsigned char> alpha, beta;  // eWiseUnion fill-ins, in op's x and y types
  const char* kind() const override {
    return mode == EwiseMode::Add ? "eWiseAdd" : (mode == EwiseMode::Mult ? "eWiseMult" : "eWiseUnion");
  }
  bool describe(FusionOp* f) const override;
  bool describe_vector(VectorFusionOp* f) const override;
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

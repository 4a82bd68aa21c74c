// The nodes of GrB_reduce to a vector and to a GrB_Scalar or C scalar (entry points:
// src/api/reduce/reduce.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

struct ReduceVectorNode final : OpNode {
  bool tran = false;
  MonoidRef monoid;
  const char* kind() const override { return "reduce"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

struct ReduceScalarNode final : OpNode {
  MonoidRef monoid;
  GrB_Type mtype = nullptr;
  const char* kind() const override { return "reduce"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

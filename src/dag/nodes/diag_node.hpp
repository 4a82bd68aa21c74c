// The nodes of GrB_Matrix_diag / GxB_Matrix_diag and GxB_Vector_diag (entry points:
// src/api/diag/diag.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

struct DiagMatrixNode final : OpNode {
  int64_t k = 0;
  const char* kind() const override { return "diag"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

struct DiagVectorNode final : OpNode {
  int64_t k = 0;
  const char* kind() const override { return "diag"; }
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

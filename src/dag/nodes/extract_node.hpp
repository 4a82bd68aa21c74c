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
  // A(0:m-1, 0:n-1) of an m-by-n A, not transposed, is a copy: an apply of IDENTITY (from A's
  // type to C's) to the planner, so that C<M> = A(:,:) joins an element-wise chain.
  bool describe(FusionOp* f) const override;
  // Whether this extract copies the whole of its operand (what describe() takes).
  bool copies_whole() const;

 private:
  mutable UnaryOpRef copy_op_;  // IDENTITY, as describe() hands it out
};

}  // namespace gb

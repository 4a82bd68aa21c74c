// The node of GrB_assign and GxB_subassign in all their forms (entry points:
// src/api/assign/assign.cpp). Its inputs are C's old value, the mask and the operand (each may be
// null); C's old value is handed to the node alone, so when nothing else reads it a bitmap or full
// C is updated in place.
#pragma once
#include "core/memory.hpp"
#include "dag/node.hpp"
#include "kernels/assign.hpp"

namespace gb {

struct AssignNode final : Node {
  AssignSpec spec;
  bool sub = false;
  bool row_operand = false, row_mask = false;  // vectors of a row method, seen as 1-by-n
  const char* kind() const override { return sub ? "subassign" : "assign"; }
  bool keeps_old_entries() const override;
  bool describe_vector(VectorFusionOp* f) const override;
  GrB_Info run(const gb::vector<StorePtr>& in, StorePtr* out, std::string*) override;
};

}  // namespace gb

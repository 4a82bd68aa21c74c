// The node of GrB_apply in all its forms (entry points: src/api/apply/apply.cpp).
#pragma once
#include <vector>

#include "core/memory.hpp"
#include "dag/opnode.hpp"

namespace gb {

enum class ApplyKind { Unary, First, Second, Index };

struct ApplyNode final : OpNode {
  ApplyKind how = ApplyKind::Unary;
  bool tran = false;
  UnaryOpRef unop;
  BinaryOpRef binop;
  IndexUnaryOpRef idxop;
  gb::vector<unsigned char> scalar;  // bound scalar or thunk, in the operator's type
  const char* kind() const override { return "apply"; }
  bool describe(FusionOp* f) const override;
  // The operand's values may be overwritten when only this node can reach them: its version is
  // held by this node alone (not by a handle, nor as C or the mask too), its store by that version
  // and the caller's `in`, and its values buffer by that store alone. Checked in run(), before
  // OpNode::run copies the operands (S = -S on a matrix nothing else reads: no new value array).
  bool overwrite_operand = false;
  // Whether run() would overwrite the operand's values as things stand (before anyone else takes
  // a reference): a unary apply whose operand version, its store and its values buffer are held
  // by this node alone. A planner leaves such an apply to the library, which then needs no new
  // values array.
  bool operand_overwritable() const;
  GrB_Info run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) override;
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;
};

}  // namespace gb

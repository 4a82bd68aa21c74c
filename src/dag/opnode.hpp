// A recorded GraphBLAS operation: compute T from the operands, then C<M,replace> = accum(C, T).
#pragma once
#include "core/memory.hpp"
#include "core/opref.hpp"
#include "dag/node.hpp"
#include "kernels/writeback.hpp"

namespace gb {

struct OpNode : Node {
  GrB_Type ctype = nullptr;
  uint64_t nrows = 0, ncols = 0;
  bool by_row = true;           // orientation the output wants
  bool has_c = false;           // inputs[0] is C's old value (needed for accum or a kept region)
  bool has_mask = false;        // inputs[1] is the mask
  bool mask_structural = false, mask_complement = false, replace = false;
  AccumSpec accum;
  int first_operand = 2;        // inputs[first_operand...] are the operands
  // Set by compute() when T holds no entry the mask excludes (the kernel applied the mask
  // exactly): writing T into an empty C then needs no mask pass (cleared before each compute).
  bool t_within_mask = false;
  // Set by compute() when T already is accum(C, T) (the kernel added C's values as it wrote
  // each entry): the writeback then stores T as it is (cleared before each compute).
  bool t_holds_accum = false;

  // The operation proper; operands in the order they were recorded.
  virtual GrB_Info compute(const gb::vector<StorePtr>& operands, StorePtr* T, std::string* msg) = 0;
  GrB_Info run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) override;
};

}  // namespace gb

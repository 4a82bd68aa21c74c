// The last step of every GraphBLAS operation: C<M, replace> = accum(C, T).
//
// T is the operation's result before the mask; the entries of C where the mask is true become
// T's (combined with C's through the accumulator when there is one); where the mask is false C keeps
// its entries, or loses them with GrB_REPLACE.
#pragma once
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

struct MaskSpec {
  StorePtr mask;          // null: no mask (every entry allowed, unless complemented)
  bool structural = false;
  bool complement = false;
  bool present() const { return mask != nullptr; }
};

struct AccumSpec {
  bool has = false;
  BinaryOpRef op;
};

// What the caller knows about C's storage and the output handle.
struct WritebackHints {
  // C's x and b buffers are read by nothing else (the old version is held by this operation
  // alone): a bitmap C is then updated in place, so the write costs what it writes.
  bool steal = false;
  // The output handle's GxB_SPARSITY_CONTROL (0 or GxB_AUTO_SPARSITY: automatic) and bitmap
  // switch: a sparse vector C holding at least bitmap_switch * n entries is written as a bitmap
  // (when the control allows one), and a bitmap result under automatic control that falls below
  // half of it goes back to sparse.
  int sparsity_control = 0;
  double bitmap_switch = 0.04;
  // T holds no entry the mask excludes (the kernel applied it): with an empty C and no
  // accumulator, C = T with no mask pass (a traversal pull's q<!v, replace> keeps its bitmap T).
  bool t_within_mask = false;
};

// Compute the new value of C (type ctype). C and T must have the same dimensions; any formats and
// orientations are accepted. The result is in T's orientation.
GrB_Info writeback(const StorePtr& C, const StorePtr& T, const MaskSpec& mask, const AccumSpec& accum,
                   bool replace, GrB_Type ctype, StorePtr* out, const WritebackHints& hints = WritebackHints{});

// Whether the mask allows entry `idx` of vector `vid`: used by kernels that apply the mask early.
// (A MaskSpec with a materialized mask in the kernel's orientation.)

}  // namespace gb

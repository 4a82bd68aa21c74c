#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// T = op(A) (A optionally transposed), same structure as A, values of op's z type.
// may_overwrite_a: the caller holds the only references to A's store and its values buffer (the
// operand's version is read by this operation alone), so a typed operator whose z has A's type
// may write its results over A's values and T share the buffer.
GrB_Info apply_unary(const StorePtr& A, bool tran, const UnaryOpRef& op, bool by_row, StorePtr* out,
                     bool may_overwrite_a = false);
// T = op(s, A) (bind_first) or op(A, s); the scalar is in op's x (or y) type.
GrB_Info apply_bound(const StorePtr& A, bool tran, const BinaryOpRef& op, const gb::vector<unsigned char>& scalar,
                     bool bind_first, bool by_row, StorePtr* out);
// T = op(A(i,j), i, j, thunk); the thunk is in op's y type.
GrB_Info apply_index_unary(const StorePtr& A, bool tran, const IndexUnaryOpRef& op,
                           const gb::vector<unsigned char>& thunk, bool by_row, StorePtr* out);

}  // namespace gb

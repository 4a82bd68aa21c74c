#pragma once
#include <vector>

#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// T(i) = the monoid's sum of the entries of row i of A (of column i when `tran`): an n-by-1 vector
// of the monoid's type with an entry for every non-empty row (column). A's values are cast to the
// monoid's type first.
GrB_Info reduce_to_vector(const StorePtr& A, bool tran, const MonoidRef& monoid, StorePtr* out);

// The monoid's sum of all entries of A, in the monoid's type (`value` gets its z size in bytes).
// *has is false (and value the identity) when A has no entries.
GrB_Info reduce_to_scalar(const StorePtr& A, const MonoidRef& monoid, bool* has, std::vector<unsigned char>* value);

// Both are deterministic: entries are reduced in fixed-size pieces in index order, and the pieces
// are combined in order, so the result (floating-point rounding included) never depends on the
// number of threads. A terminal value ends a reduction early.

}  // namespace gb

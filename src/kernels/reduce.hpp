#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// T(i) = the monoid's sum of the entries of row i of A (of column i when `tran`): an n-by-1 vector
// of the monoid's type with an entry for every non-empty row (column). A's values are cast to the
// monoid's type first.
GrB_Info reduce_to_vector(const StorePtr& A, bool tran, const MonoidRef& monoid, StorePtr* out);

// The monoid's sum of all entries of A, in the monoid's type (`value` gets its z size in bytes).
// *has is false (and value the identity) when A has no entries.
GrB_Info reduce_to_scalar(const StorePtr& A, const MonoidRef& monoid, bool* has, gb::vector<unsigned char>* value);

// Both are deterministic: entries are reduced in fixed-size pieces in index order, and the pieces
// are combined in order, so the result (floating-point rounding included) never depends on the
// number of threads. A terminal value ends a reduction early.

// Opt-in compensated (Neumaier) summation (issue 6 item 9): when on, reduce_to_scalar with a PLUS
// monoid on FP32 / FP64 (no terminal) carries a compensation term beside each piece's running sum
// and combines the pieces' (sum, compensation) pairs in order with the same step, so sums such as
// 1e16 followed by many 1.0 come out exact where the plain sum loses every 1.0. The pieces are the
// same as without it, so the result still does not depend on the thread count. Off by default
// (the plain sum is what SuiteSparse computes). Set by GrB_set(GrB_GLOBAL, 1, GxB_COMPENSATED_SUM)
// or GRB_COMPENSATED_SUM=1 at GrB_init; the JIT planner asks for `reduce_to_scalar {compensated}`
// when it is on (src/dag/planner.cpp). The sums of products (mxm, mxv, vxm) and reduce_to_vector
// are compensated by lifting their monoid to pairs (kernels/compensated.hpp, called by the nodes).
void set_compensated_sum(bool on);
bool compensated_sum();
// GRB_COMPENSATED_SUM=1|on|0|off (GrB_init); anything else leaves the setting alone.
void compensated_sum_init_from_env();

}  // namespace gb

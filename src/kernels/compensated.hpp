// Compensated (Neumaier) summation for the products and the reduction to a vector, with the
// switch GxB_COMPENSATED_SUM on (kernels/reduce.hpp has the switch and reduce_to_scalar's own
// compensated path).
//
// The kernels are not rewritten: a PLUS monoid on FP32 or FP64 is lifted to one on (sum,
// compensation) pairs of that type, whose addition is Neumaier's step, and the multiply to one
// that gives (x (*) y, 0) with the original operator's rounding. Every mxm, mxv and vxm method
// then carries a compensation beside each running sum in the order it already sums in (so the
// result still does not depend on the thread count), and each pair becomes sum + compensation,
// rounded once, at the end. The lifted types and operators are the kernels' own user-defined
// path; the original multiply, built-in or the user's, is called through its function pointer.
#pragma once
#include <memory>

#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// Whether a reduction by this monoid is compensated: the switch is on and the monoid is PLUS on
// FP32 or FP64.
bool compensated_monoid(const MonoidRef& m);

// The semiring sr (whose monoid is compensated_monoid) on pairs, for as long as this object lives
// (the lifted multiply takes one of a fixed number of slots; a call that finds none free waits).
class CompensatedSemiring {
 public:
  explicit CompensatedSemiring(const SemiringRef& sr);
  ~CompensatedSemiring();
  CompensatedSemiring(const CompensatedSemiring&) = delete;
  CompensatedSemiring& operator=(const CompensatedSemiring&) = delete;
  const SemiringRef& semiring() const { return lifted_; }

 private:
  SemiringRef lifted_;
  int slot_ = -1;
};

// The pairs' store `pairs` (from a lifted semiring or monoid) as values of the monoid m's type:
// sum + compensation rounded once (a zero compensation, or an infinite or NaN sum, leaves the
// sum as it is, as reduce_to_scalar's compensated path does).
GrB_Info compensated_finish(const StorePtr& pairs, const MonoidRef& m, StorePtr* out);

// reduce_to_vector (kernels/reduce.hpp) compensated: A's values (cast to m's type) become pairs,
// the rows (columns when tran) are reduced by the pairs' monoid, then finished.
GrB_Info compensated_reduce_to_vector(const StorePtr& A, bool tran, const MonoidRef& m, StorePtr* out);

}  // namespace gb

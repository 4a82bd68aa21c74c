// Neumaier's compensated summation step, shared by the compensated reductions (kernels/reduce.cpp,
// kernels/compensated.cpp). The compiler's grb_kokkos::neumaier_add
// (compiler/lib/Target/KokkosCpp/Templates.cpp) takes the same step.
#pragma once
#include <cmath>

namespace gb {

// sum + c is the running total, c the low-order part sum alone lost.
template <class T> inline void neumaier_add(T& sum, T& c, T x) {
  const T t = sum + x;
  c += (std::fabs(sum) >= std::fabs(x)) ? (sum - t) + x : (x - t) + sum;
  sum = t;
}

// The final value of a compensated sum. A zero compensation leaves sum as it is (so a sum of -0.0
// entries stays -0.0, as the plain sum); an infinite or NaN sum is the plain sum's value (its
// compensation is meaningless: inf - inf).
template <class T> inline T neumaier_result(T sum, T c) {
  if (c == T(0) || !std::isfinite(sum) || !std::isfinite(c)) return sum;
  return sum + c;
}

}  // namespace gb

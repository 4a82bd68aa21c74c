// Searching the hyper list of a view for a run of increasing vector ids.
#pragma once
#include <algorithm>

#include "kernels/views.hpp"

namespace gb {

// Slot of vector v in s, searching a hyper list forward from *from by galloping (a walk over
// increasing ids, such as a mask row's, then costs the log of each step, not of nvec); *from
// becomes the position v has or would have. -1 when v has no storage.
inline int64_t slot_after(const SparseView& s, int64_t v, int64_t* from) {
  if (!s.hyper) return s.slot(v);
  int64_t lo = *from, step = 1;
  while (lo + step < s.nvec && s.h[lo + step] < v) step <<= 1;
  const int64_t* it = std::lower_bound(s.h + lo, s.h + std::min(s.nvec, lo + step + 1), v);
  *from = int64_t(it - s.h);
  return (it != s.h + s.nvec && *it == v) ? int64_t(it - s.h) : -1;
}

}  // namespace gb

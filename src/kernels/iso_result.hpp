// When a computed result whose entries all hold one value is stored iso.
#pragma once
#include "core/global.hpp"
#include "core/store.hpp"

namespace gb {

// Whether a computed result with s's shape and entries is better made iso (one value) than valued:
// unless it is dense enough for the shape's default bitmap switch and not full, since this
// library's bitmaps hold a value per position (an iso one stays sparse, and a loop assigning one
// value through masks would then merge into a sparse object every step instead of writing a bitmap).
inline bool iso_result_wanted(const Store& s) {
  int64_t total = 0;
  if (dense_size(s, &total) && s.nvals == total) return true;
  return !sparse_to_bitmap_test(bitmap_switch_for(s.nrows(), s.ncols()), s.nvals, s.vlen, s.vdim);
}

}  // namespace gb

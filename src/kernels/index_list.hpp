// Index lists of extract, assign and subassign, as the kernels see them: either an arithmetic
// sequence begin, begin+step, ..., begin+(n-1)*step (GrB_ALL, GxB_RANGE, GxB_STRIDE, GxB_BACKWARDS;
// step may be negative) or an explicit list (a copy owned by the recorded node). Every value has
// already been checked against the dimension it indexes.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/memory.hpp"

namespace gb {

struct IndexList {
  int64_t n = 0;
  int64_t begin = 0, step = 1;                        // arithmetic form
  std::shared_ptr<const gb::vector<int64_t>> list;  // explicit form when non-null
  bool increasing = true;                             // strictly increasing (set by the constructors)

  static IndexList arith(int64_t begin, int64_t step, int64_t n) {
    IndexList l;
    l.begin = begin;
    l.step = step;
    l.n = n;
    l.increasing = step > 0 || n <= 1;
    return l;
  }
  static IndexList all(int64_t n) { return arith(0, 1, n); }
  static IndexList single(int64_t v) { return arith(v, 1, 1); }
  static IndexList from(gb::vector<int64_t> v) {
    IndexList l;
    l.n = int64_t(v.size());
    l.increasing = true;
    for (size_t k = 1; k < v.size() && l.increasing; k++) l.increasing = v[k - 1] < v[k];
    l.list = gb::make_shared<const gb::vector<int64_t>>(std::move(v));
    return l;
  }

  bool is_list() const { return list != nullptr; }
  const int64_t* data() const { return list ? list->data() : nullptr; }
  int64_t at(int64_t k) const { return list ? (*list)[size_t(k)] : begin + k * step; }
  // the whole range 0..n-1 in order
  bool is_identity() const { return !list && begin == 0 && step == 1; }
  // Whether the list selects every index of [0, dim) in order: GrB_ALL, or an explicit list 0, 1,
  // ..., dim-1 (a strictly increasing list of dim values, each already checked to lie in [0, dim),
  // can be nothing else).
  bool selects_all_in_order(int64_t dim) const {
    if (n != dim) return false;
    if (!list) return begin == 0 && (step == 1 || n <= 1);
    return increasing;
  }

  // For strictly increasing lists: the first position whose value is >= v.
  int64_t lower(int64_t v) const {
    if (list) return int64_t(std::lower_bound(list->begin(), list->end(), v) - list->begin());
    if (n == 0 || v <= begin) return 0;
    // step > 0
    const int64_t k = (v - begin + step - 1) / step;
    return std::min(k, n);
  }
  // For strictly increasing lists: the position of value v, or -1.
  int64_t find(int64_t v) const {
    if (list) {
      auto it = std::lower_bound(list->begin(), list->end(), v);
      return (it != list->end() && *it == v) ? int64_t(it - list->begin()) : -1;
    }
    if (n == 0 || v < begin) return -1;
    const int64_t d = v - begin;
    if (step == 1) return d < n ? d : -1;  // GrB_ALL and ranges: no division (a hot path of assign)
    if (d % step) return -1;
    const int64_t k = d / step;
    return k < n ? k : -1;
  }
};

// Position of value v in a strictly increasing list, searching forward from position `from`
// (galloping: the cost is logarithmic in the distance moved). Returns the first position >= from
// whose value is >= v; *hit tells whether it equals v.
inline int64_t gallop(const int64_t* a, int64_t from, int64_t end, int64_t v) {
  if (from >= end || a[from] >= v) return from;
  int64_t lo = from, step = 1;  // a[lo] < v
  while (lo + step < end && a[lo + step] < v) {
    lo += step;
    step *= 2;
  }
  const int64_t hi = std::min(lo + step, end);
  // lower bound in (lo, hi), branch-free: the halving steps compile to conditional moves, so a
  // search costs no mispredicted branch per step (the branchy std::lower_bound cost ~60 ns per
  // call in assign's mask-driven walk, where every step is a coin flip)
  const int64_t* base = a + lo + 1;
  int64_t n = hi - (lo + 1);
  if (n <= 0) return lo + 1;
  while (n > 1) {
    const int64_t half = n / 2;
    base = (base[half] < v) ? base + half : base;
    n -= half;
  }
  return int64_t(base - a) + (*base < v ? 1 : 0);
}

}  // namespace gb

// Building a store from unsorted (row, col, value) tuples with an optional duplicate operator.
#include "core/build.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

#include "core/global.hpp"

namespace gb {

GrB_Info build_store(StorePtr* out, GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row,
                     const GrB_Index* rows, const GrB_Index* cols, const void* X, TypeCode xcode,
                     bool x_iso, uint64_t n, GrB_BinaryOp dup, std::string* msg) {
  const size_t ts = type->size;
  // storage coordinates
  std::vector<int64_t> vec(n), idx(n);
  for (uint64_t k = 0; k < n; k++) {
    const uint64_t r = rows ? rows[k] : 0;
    const uint64_t c = cols ? cols[k] : 0;
    if (r >= nrows || c >= ncols) {
      *msg = "row or column index out of bounds: (" + std::to_string(r) + "," + std::to_string(c) + ")";
      return GrB_INDEX_OUT_OF_BOUNDS;
    }
    vec[k] = int64_t(by_row ? r : c);
    idx[k] = int64_t(by_row ? c : r);
  }
  // sorted already? (the common case for matrices read from files or generated in order)
  bool sorted = true;
  for (uint64_t k = 1; k < n && sorted; k++)
    sorted = vec[k - 1] < vec[k] || (vec[k - 1] == vec[k] && idx[k - 1] < idx[k]);
  std::vector<int64_t> order;
  if (!sorted) {
    order.resize(n);
    std::iota(order.begin(), order.end(), 0);
    // stable: duplicates are combined in the order the user gave them
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return vec[a] != vec[b] ? vec[a] < vec[b] : idx[a] < idx[b];
    });
  }
  auto at = [&](uint64_t k) -> int64_t { return sorted ? int64_t(k) : order[k]; };

  const size_t xsize = (xcode == TypeCode::UDT) ? ts : type_size(xcode);
  const char* Xb = static_cast<const char*>(X);
  auto src = [&](int64_t t) { return Xb + (x_iso ? 0 : size_t(t) * xsize); };

  // with a dup operator every tuple is cast to its type (x, y and z are one type), duplicates are
  // combined there and the result is cast to the matrix type: SuiteSparse's order, which differs
  // from a direct cast for unique entries too (FP64 values built with GrB_NE_BOOL become 1 or 0)
  const bool ignore_dup = dup && dup->opcode == BinaryOpcode::IGNORE_DUP;
  const bool via_dup = dup && !ignore_dup && !x_iso;
  const TypeCode wcode = via_dup ? dup->ztype->code : type->code;  // the type values are combined in
  const size_t ws = via_dup ? dup->ztype->size : ts;

  std::vector<int64_t> ovec, oidx;
  ovec.reserve(n);
  oidx.reserve(n);
  std::vector<unsigned char> wx(x_iso ? 0 : n * ws), tz(via_dup ? ws : 0), xw(via_dup ? ws : 0);
  int64_t m = 0;
  for (uint64_t k = 0; k < n; k++) {
    const int64_t t = at(k);
    const bool is_dup = m > 0 && ovec[size_t(m - 1)] == vec[t] && oidx[size_t(m - 1)] == idx[t];
    if (!is_dup) {
      ovec.push_back(vec[t]);
      oidx.push_back(idx[t]);
      if (!x_iso) cast_value(wcode, wx.data() + size_t(m) * ws, xcode, src(t), ws);
      m++;
      continue;
    }
    if (!dup) {
      *msg = "duplicate entry (" + std::to_string(by_row ? vec[t] : idx[t]) + "," +
             std::to_string(by_row ? idx[t] : vec[t]) + ") and no dup operator";
      return GrB_INVALID_VALUE;
    }
    if (!via_dup) continue;  // GxB_IGNORE_DUP or one iso value: keep the first
    // z = dup(z, x), all in dup's type
    unsigned char* z = wx.data() + size_t(m - 1) * ws;
    cast_value(wcode, xw.data(), xcode, src(t), ws);
    dup->fn(tz.data(), z, xw.data());
    std::memcpy(z, tz.data(), ws);
  }
  std::vector<unsigned char> ox(x_iso ? ts : 0);
  if (!x_iso) {
    if (via_dup && wcode != type->code) {
      ox.resize(size_t(m) * ts);
      for (int64_t e = 0; e < m; e++) cast_value(type->code, ox.data() + size_t(e) * ts, wcode, wx.data() + size_t(e) * ws, ts);
    } else {
      ox.swap(wx);
    }
  }
  // all values equal (bytewise, as SuiteSparse checks): store one iso value
  bool detected_iso = false;
  if (!x_iso && m > 0) {
    bool same = true;
    for (int64_t e = 1; e < m && same; e++) same = std::memcmp(ox.data(), ox.data() + size_t(e) * ts, ts) == 0;
    if (same) {
      ox.resize(ts);
      x_iso = detected_iso = true;
    }
  }
  if (x_iso && n > 0 && wx.empty() && ox.size() == ts && !detected_iso) cast_value(type->code, ox.data(), xcode, Xb, ts);
  const int64_t vlen = int64_t(by_row ? ncols : nrows), vdim = int64_t(by_row ? nrows : ncols);
  MutableStorePtr s = store_from_sorted(type, vlen, vdim, by_row, ovec.data(), oidx.data(), ox.data(), m,
                                        x_iso, global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

}  // namespace gb

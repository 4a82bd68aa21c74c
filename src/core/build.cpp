// Building a store from unsorted (row, col, value) tuples with an optional duplicate operator.
#include "core/build.hpp"

#include <algorithm>
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

  // the dup operator: values cast to its input types, result cast back to the matrix type
  const bool ignore_dup = dup && dup->opcode == BinaryOpcode::IGNORE_DUP;
  std::vector<unsigned char> tx, ty, tz;
  if (dup && !ignore_dup) {
    tx.resize(dup->xtype->size);
    ty.resize(dup->ytype->size);
    tz.resize(dup->ztype->size);
  }

  std::vector<int64_t> ovec, oidx;
  ovec.reserve(n);
  oidx.reserve(n);
  std::vector<unsigned char> ox(x_iso ? ts : n * ts);
  int64_t m = 0;
  for (uint64_t k = 0; k < n; k++) {
    const int64_t t = at(k);
    const bool is_dup = m > 0 && ovec[size_t(m - 1)] == vec[t] && oidx[size_t(m - 1)] == idx[t];
    if (!is_dup) {
      ovec.push_back(vec[t]);
      oidx.push_back(idx[t]);
      if (!x_iso) cast_value(type->code, ox.data() + size_t(m) * ts, xcode, src(t), ts);
      m++;
      continue;
    }
    if (!dup) {
      *msg = "duplicate entry (" + std::to_string(by_row ? vec[t] : idx[t]) + "," +
             std::to_string(by_row ? idx[t] : vec[t]) + ") and no dup operator";
      return GrB_INVALID_VALUE;
    }
    if (ignore_dup || x_iso) continue;  // keep the first value
    unsigned char* z = ox.data() + size_t(m - 1) * ts;
    // z = dup(z, x)
    cast_value(dup->xtype->code, tx.data(), type->code, z, ts);
    unsigned char xv[64];
    std::vector<unsigned char> xbig;
    unsigned char* xt = xv;
    if (ts > sizeof xv) {
      xbig.resize(ts);
      xt = xbig.data();
    }
    cast_value(type->code, xt, xcode, src(t), ts);
    cast_value(dup->ytype->code, ty.data(), type->code, xt, ts);
    dup->fn(tz.data(), tx.data(), ty.data());
    cast_value(type->code, z, dup->ztype->code, tz.data(), ts);
  }
  if (x_iso && n > 0) cast_value(type->code, ox.data(), xcode, Xb, ts);
  const int64_t vlen = int64_t(by_row ? ncols : nrows), vdim = int64_t(by_row ? nrows : ncols);
  MutableStorePtr s = store_from_sorted(type, vlen, vdim, by_row, ovec.data(), oidx.data(), ox.data(), m,
                                        x_iso, global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

}  // namespace gb

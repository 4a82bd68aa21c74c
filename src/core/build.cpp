// Building a store from unsorted (row, col, value) tuples with an optional duplicate operator.
//
// Every step runs in parallel and gives the same result for any thread count: the tuples are
// ordered by (vector, index) with a stable sort (a counting sort by vector, then each vector by
// index, or a merge sort when there are far more vectors than tuples), so duplicates are combined
// in the order the user gave them.
#include "core/build.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

#include "core/global.hpp"
#include "kernels/parallel.hpp"

namespace gb {

namespace {

// Stable order of the tuples by (vec, idx).
std::vector<int64_t> stable_order(const std::vector<int64_t>& vec, const std::vector<int64_t>& idx, int64_t vdim) {
  const int64_t n = int64_t(vec.size());
  std::vector<int64_t> order(static_cast<size_t>(n));
  auto less = [&](int64_t a, int64_t b) { return vec[a] != vec[b] ? vec[a] < vec[b] : idx[a] < idx[b]; };
  const int64_t nthreads = std::max(1, max_threads());
  if (vdim <= 4 * n + 4096) {
    // counting sort by vector: each chunk counts its tuples per vector, an exclusive scan over
    // (vector, chunk) gives every chunk its slots, and the chunks scatter in their own order (stable)
    const int64_t nchunks = std::min<int64_t>(nthreads, std::max<int64_t>(1, n / 65536));
    std::vector<int64_t> counts(size_t(nchunks * vdim + 1), 0);
    const Chunks ch(n, (n + nchunks - 1) / nchunks, nchunks);
    parallel_for(ch.count, n, [&](int64_t c) {
      int64_t* cnt = counts.data() + c * vdim;
      for (int64_t k = ch.begin(c); k < ch.end(c); k++) cnt[vec[k]]++;
    });
    // interleave: slot (v, c) in vector-major order
    std::vector<int64_t> start(size_t(vdim * nchunks + 1));
    parallel_for(vdim, vdim * nchunks, [&](int64_t v) {
      for (int64_t c = 0; c < ch.count; c++) start[size_t(v * ch.count + c)] = counts[size_t(c * vdim + v)];
    });
    exclusive_scan(start.data(), vdim * ch.count);
    parallel_for(ch.count, n, [&](int64_t c) {
      std::vector<int64_t> pos(static_cast<size_t>(vdim));
      for (int64_t v = 0; v < vdim; v++) pos[size_t(v)] = start[size_t(v * ch.count + c)];
      for (int64_t k = ch.begin(c); k < ch.end(c); k++) order[size_t(pos[size_t(vec[k])]++)] = k;
    });
    // then each vector by index (stable: equal indices keep their input order)
    parallel_for(vdim, n, [&](int64_t v) {
      int64_t* b = order.data() + start[size_t(v * ch.count)];
      int64_t* e = order.data() + (v + 1 < vdim ? start[size_t((v + 1) * ch.count)] : n);
      bool sorted = true;
      for (int64_t* p = b + 1; p < e && sorted; p++) sorted = idx[p[-1]] <= idx[*p];
      if (!sorted) std::stable_sort(b, e, [&](int64_t x, int64_t y) { return idx[x] < idx[y]; });
    });
    return order;
  }
  // merge sort: sorted runs in parallel, then rounds of pairwise stable merges
  std::iota(order.begin(), order.end(), 0);
  const Chunks ch(n, std::max<int64_t>(1, (n + nthreads - 1) / nthreads), nthreads);
  parallel_for(ch.count, n, [&](int64_t c) {
    std::stable_sort(order.begin() + ch.begin(c), order.begin() + ch.end(c), less);
  });
  std::vector<int64_t> tmp(static_cast<size_t>(n));
  for (int64_t width = 1; width < ch.count; width *= 2) {
    const int64_t pairs = (ch.count + 2 * width - 1) / (2 * width);
    parallel_for(pairs, n, [&](int64_t q) {
      const int64_t lo = ch.begin(std::min(ch.count, 2 * width * q));
      const int64_t mid = ch.begin(std::min(ch.count, 2 * width * q + width));
      const int64_t hi = ch.begin(std::min(ch.count, 2 * width * (q + 1)));
      std::merge(order.begin() + lo, order.begin() + mid, order.begin() + mid, order.begin() + hi, tmp.begin() + lo,
                 less);
    });
    order.swap(tmp);
  }
  return order;
}

}  // namespace

GrB_Info build_store(StorePtr* out, GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row,
                     const GrB_Index* rows, const GrB_Index* cols, const void* X, TypeCode xcode,
                     bool x_iso, uint64_t n_in, GrB_BinaryOp dup, std::string* msg) {
  const size_t ts = type->size;
  const int64_t n = int64_t(n_in);
  const int64_t vlen = int64_t(by_row ? ncols : nrows), vdim = int64_t(by_row ? nrows : ncols);

  // storage coordinates; the first tuple out of range (in input order) is the one reported
  std::vector<int64_t> vec(static_cast<size_t>(n)), idx(static_cast<size_t>(n));
  const Chunks ch(n, 65536);
  std::vector<int64_t> first_bad(size_t(ch.count), n), unsorted(size_t(ch.count), 0);
  parallel_for(ch.count, n, [&](int64_t c) {
    for (int64_t k = ch.begin(c); k < ch.end(c); k++) {
      const uint64_t r = rows ? rows[k] : 0;
      const uint64_t cc = cols ? cols[k] : 0;
      if (r >= nrows || cc >= ncols) {
        first_bad[size_t(c)] = k;
        return;
      }
      vec[size_t(k)] = int64_t(by_row ? r : cc);
      idx[size_t(k)] = int64_t(by_row ? cc : r);
      if (k > ch.begin(c) && !(vec[k - 1] < vec[k] || (vec[k - 1] == vec[k] && idx[k - 1] < idx[k])))
        unsorted[size_t(c)] = 1;
    }
  });
  const int64_t bad = *std::min_element(first_bad.begin(), first_bad.end());
  if (bad < n) {
    *msg = "row or column index out of bounds: (" + std::to_string(rows ? rows[bad] : 0) + "," +
           std::to_string(cols ? cols[bad] : 0) + ")";
    return GrB_INDEX_OUT_OF_BOUNDS;
  }
  // sorted already? (the common case for matrices read from files or generated in order)
  bool sorted = std::none_of(unsorted.begin(), unsorted.end(), [](int64_t u) { return u != 0; });
  for (int64_t c = 1; c < ch.count && sorted; c++) {
    const int64_t k = ch.begin(c);
    if (k > 0 && !(vec[k - 1] < vec[k] || (vec[k - 1] == vec[k] && idx[k - 1] < idx[k]))) sorted = false;
  }
  std::vector<int64_t> order;
  if (!sorted) order = stable_order(vec, idx, vdim);
  auto at = [&](int64_t k) -> int64_t { return sorted ? k : order[size_t(k)]; };

  // groups of equal (vec, idx): group g holds sorted positions [gstart[g], gstart[g+1])
  std::vector<int64_t> chunk_groups(size_t(ch.count) + 1, 0);
  auto starts_group = [&](int64_t k) {
    if (k == 0) return true;
    const int64_t t = at(k), s = at(k - 1);
    return vec[t] != vec[s] || idx[t] != idx[s];
  };
  parallel_for(ch.count, n, [&](int64_t c) {
    int64_t g = 0;
    for (int64_t k = ch.begin(c); k < ch.end(c); k++) g += starts_group(k);
    chunk_groups[size_t(c)] = g;
  });
  const int64_t m = exclusive_scan(chunk_groups.data(), ch.count);
  if (m < n && !dup) {
    int64_t k = 1;
    while (starts_group(k)) k++;
    const int64_t t = at(k);
    *msg = "duplicate entry (" + std::to_string(by_row ? vec[t] : idx[t]) + "," +
           std::to_string(by_row ? idx[t] : vec[t]) + ") and no dup operator";
    return GrB_INVALID_VALUE;
  }
  std::vector<int64_t> gstart(size_t(m) + 1);
  gstart[size_t(m)] = n;
  parallel_for(ch.count, n, [&](int64_t c) {
    int64_t g = chunk_groups[size_t(c)];
    for (int64_t k = ch.begin(c); k < ch.end(c); k++)
      if (starts_group(k)) gstart[size_t(g++)] = k;
  });

  // With a dup operator every tuple is cast to its type (x, y and z are one type), duplicates are
  // combined there and the result is cast to the matrix type: SuiteSparse's order, which differs
  // from a direct cast for unique entries too (FP64 values built with GrB_NE_BOOL become 1 or 0).
  // GxB_IGNORE_DUP keeps the last of the duplicates (as SuiteSparse does).
  const size_t xsize = (xcode == TypeCode::UDT) ? ts : type_size(xcode);
  const char* Xb = static_cast<const char*>(X);
  auto src = [&](int64_t t) { return Xb + (x_iso ? 0 : size_t(t) * xsize); };
  const bool ignore_dup = dup && dup->opcode == BinaryOpcode::IGNORE_DUP;
  const bool via_dup = dup && !ignore_dup && !x_iso;
  const TypeCode wcode = via_dup ? dup->ztype->code : type->code;  // the type values are combined in
  const size_t ws = via_dup ? dup->ztype->size : ts;

  std::vector<int64_t> ovec(static_cast<size_t>(m)), oidx(static_cast<size_t>(m));
  std::vector<unsigned char> ox(x_iso ? ts : size_t(m) * ts);
  parallel_for(m, n, [&](int64_t g) {
    const int64_t k0 = gstart[size_t(g)], k1 = gstart[size_t(g) + 1];
    const int64_t t0 = at(k0);
    ovec[size_t(g)] = vec[t0];
    oidx[size_t(g)] = idx[t0];
    if (x_iso) return;
    unsigned char* z = ox.data() + size_t(g) * ts;
    if (!via_dup) {
      cast_value(type->code, z, xcode, src(at(ignore_dup ? k1 - 1 : k0)), ts);
      return;
    }
    // z = dup(...dup(x0, x1)..., xk), in dup's type
    unsigned char wbuf[3][64];
    std::vector<unsigned char> big;
    unsigned char *acc = wbuf[0], *xw = wbuf[1], *tz = wbuf[2];
    if (ws > sizeof wbuf[0]) {
      big.resize(3 * ws);
      acc = big.data();
      xw = acc + ws;
      tz = xw + ws;
    }
    cast_value(wcode, acc, xcode, src(t0), ws);
    for (int64_t k = k0 + 1; k < k1; k++) {
      cast_value(wcode, xw, xcode, src(at(k)), ws);
      dup->fn(tz, acc, xw);
      std::memcpy(acc, tz, ws);
    }
    cast_value(type->code, z, wcode, acc, ts);
  });
  if (x_iso && n > 0) cast_value(type->code, ox.data(), xcode, Xb, ts);

  // all values equal (bytewise, as SuiteSparse checks): store one iso value
  if (!x_iso && m > 0) {
    const Chunks mc(m, 65536);
    std::vector<char> differs(size_t(mc.count), 0);
    parallel_for(mc.count, m, [&](int64_t c) {
      for (int64_t g = std::max<int64_t>(1, mc.begin(c)); g < mc.end(c); g++)
        if (std::memcmp(ox.data(), ox.data() + size_t(g) * ts, ts) != 0) {
          differs[size_t(c)] = 1;
          return;
        }
    });
    if (std::none_of(differs.begin(), differs.end(), [](char d) { return d != 0; })) {
      ox.resize(ts);
      x_iso = true;
    }
  }
  MutableStorePtr s = store_from_sorted(type, vlen, vdim, by_row, ovec.data(), oidx.data(), ox.data(), m, x_iso,
                                        global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

}  // namespace gb

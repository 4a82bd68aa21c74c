// Building a store from unsorted (row, col, value) tuples with an optional duplicate operator.
//
// Every step runs in parallel and gives the same result for any thread count: the tuples are
// ordered by (vector, index) with a stable sort (a counting sort by vector, then each vector by
// index, or a merge sort when there are far more vectors than tuples), so duplicates are combined
// in the order the user gave them.
#include "core/memory.hpp"
#include "core/build.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <numeric>
#include <type_traits>

#include "core/global.hpp"
#include "core/parallel.hpp"

namespace gb {

namespace {

// One stable counting-sort pass: out[] = the tuples of in[] (the identity when in is null) ordered by
// key[t] in [0, range). Each chunk counts its keys, an exclusive scan over (key, chunk) gives every
// chunk its slots, and the chunks scatter in their own order, so equal keys keep their input order.
// Returns the start of each key's run (size range + 1) when starts is given.
void counting_pass(const int64_t* key, const int64_t* in, int64_t n, int64_t range, int64_t* out,
                   gb::vector<int64_t>* starts) {
  const int64_t nthreads = std::max(1, max_threads());
  const int64_t nchunks = std::min<int64_t>(nthreads, std::max<int64_t>(1, n / 65536));
  const Chunks ch(n, (n + nchunks - 1) / nchunks, nchunks);
  gb::vector<int64_t> counts(size_t(ch.count * range), 0);
  auto tuple = [&](int64_t k) { return in ? in[k] : k; };
  parallel_for(ch.count, n, [&](int64_t c) {
    int64_t* cnt = counts.data() + c * range;
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) cnt[key[tuple(k)]]++;
  });
  // slot (key, chunk) in key-major order
  gb::vector<int64_t> start(size_t(range * ch.count + 1));
  parallel_for(range, range * ch.count, [&](int64_t v) {
    for (int64_t c = 0; c < ch.count; c++) start[size_t(v * ch.count + c)] = counts[size_t(c * range + v)];
  });
  exclusive_scan(start.data(), range * ch.count);
  parallel_for(ch.count, n, [&](int64_t c) {
    int64_t* pos = counts.data() + c * range;  // reused as this chunk's cursors
    for (int64_t v = 0; v < range; v++) pos[v] = start[size_t(v * ch.count + c)];
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
      const int64_t t = tuple(k);
      out[pos[key[t]]++] = t;
    }
  });
  if (starts) {
    starts->resize(size_t(range) + 1);
    parallel_for(range, range, [&](int64_t v) { (*starts)[size_t(v)] = start[size_t(v * ch.count)]; });
    (*starts)[size_t(range)] = n;
  }
}

// Stable order of the tuples by (vec, idx).
gb::vector<int64_t> stable_order(const gb::vector<int64_t>& vec, const gb::vector<int64_t>& idx, int64_t vdim,
                                  int64_t vlen) {
  const int64_t n = int64_t(vec.size());
  gb::vector<int64_t> order(static_cast<size_t>(n));
  auto less = [&](int64_t a, int64_t b) { return vec[a] != vec[b] ? vec[a] < vec[b] : idx[a] < idx[b]; };
  const int64_t nthreads = std::max(1, max_threads());
  const int64_t small_range = 4 * n + 4096;
  if (vdim < 16 * nthreads && vlen <= small_range) {
    // few long vectors (a GrB_Vector is one): sorting each vector on its own would run on one
    // thread, so radix sort the whole set instead: by index, then (stable) by vector
    if (vdim == 1) {
      counting_pass(idx.data(), nullptr, n, vlen, order.data(), nullptr);
    } else {
      gb::vector<int64_t> by_idx(static_cast<size_t>(n));
      counting_pass(idx.data(), nullptr, n, vlen, by_idx.data(), nullptr);
      counting_pass(vec.data(), by_idx.data(), n, vdim, order.data(), nullptr);
    }
    return order;
  }
  if (vdim <= small_range) {
    // counting sort by vector, then each vector by index (stable: equal indices keep their order)
    gb::vector<int64_t> start;
    counting_pass(vec.data(), nullptr, n, vdim, order.data(), &start);
    parallel_for(vdim, n, [&](int64_t v) {
      int64_t* b = order.data() + start[size_t(v)];
      int64_t* e = order.data() + start[size_t(v) + 1];
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
  gb::vector<int64_t> tmp(static_cast<size_t>(n));
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

// Cast count values from type xc at x to type zc at z (a copy when no cast applies).
void cast_range(TypeCode zc, void* z, TypeCode xc, const void* x, int64_t count, size_t zsize) {
  if (count <= 0) return;
  if (zc == xc || zc == TypeCode::UDT || xc == TypeCode::UDT) {
    std::memcpy(z, x, size_t(count) * zsize);
    return;
  }
  cast_fn(zc, xc)(z, x, size_t(count));
}

// Whether the m values of ts bytes at x are all equal, bytewise (as SuiteSparse checks for iso)
bool all_values_equal(const unsigned char* x, int64_t m, size_t ts) {
  if (m <= 0) return false;
  const Chunks mc(m, 65536);
  gb::vector<char> differs(size_t(mc.count), 0);
  parallel_for(mc.count, m, [&](int64_t c) {
    for (int64_t g = std::max<int64_t>(1, mc.begin(c)); g < mc.end(c); g++)
      if (std::memcmp(x, x + size_t(g) * ts, ts) != 0) {
        differs[size_t(c)] = 1;
        return;
      }
  });
  return std::none_of(differs.begin(), differs.end(), [](char d) { return d != 0; });
}

// f(std::integral_constant<size_t, S>{}) with S = size when it is a common value size, else S = 0
// (f then uses the runtime size)
template <class F> void with_value_size(size_t size, F&& f) {
  switch (size) {
    case 1: return f(std::integral_constant<size_t, 1>{});
    case 2: return f(std::integral_constant<size_t, 2>{});
    case 4: return f(std::integral_constant<size_t, 4>{});
    case 8: return f(std::integral_constant<size_t, 8>{});
    case 16: return f(std::integral_constant<size_t, 16>{});
    default: return f(std::integral_constant<size_t, 0>{});
  }
}

// One vector (vdim 1) whose length is at most a few times the number of tuples (a parent vector
// built from (parent, value) pairs in connected components' hooking step, a histogram): every
// tuple goes straight to a dense slot for its index, in input order, so duplicates combine in the
// user's order without sorting anything. The index range is cut into blocks, the tuples are
// bucketed by block (a stable counting pass over a few dozen keys) and each block fills its slots
// on its own; the slots present are then read back in index order. The general path sorted the
// tuples with a counting pass over every index and moved about ten arrays of n int64 through
// memory, which dominated algorithms that build a vector from tuples at every iteration.
// Same results, errors and messages as the general path (bounds first, in input order; then the
// smallest duplicated index when there is no dup operator).
GrB_Info build_vector_dense(StorePtr* out, GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row,
                            const GrB_Index* rows, const GrB_Index* cols, const void* X, TypeCode xcode, bool x_iso,
                            int64_t n, GrB_BinaryOp dup, std::string* msg) {
  const size_t ts = type->size;
  const int64_t vlen = int64_t(by_row ? ncols : nrows);
  const GrB_Index* ind = by_row ? cols : rows;  // null: every index is 0
  const Chunks ch(n, 65536);
  // bounds, in input order
  gb::vector<int64_t> first_bad(size_t(ch.count), n);
  parallel_for(ch.count, n, [&](int64_t c) {
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
      const uint64_t r = rows ? rows[k] : 0, cc = cols ? cols[k] : 0;
      if (r >= nrows || cc >= ncols) {
        first_bad[size_t(c)] = k;
        return;
      }
    }
  });
  const int64_t bad = *std::min_element(first_bad.begin(), first_bad.end());
  if (bad < n) {
    *msg = "row or column index out of bounds: (" + std::to_string(rows ? rows[bad] : 0) + "," +
           std::to_string(cols ? cols[bad] : 0) + ")";
    return GrB_INDEX_OUT_OF_BOUNDS;
  }
  auto index_of = [&](int64_t k) -> int64_t { return ind ? int64_t(ind[k]) : 0; };
  const size_t xsize = (xcode == TypeCode::UDT) ? ts : type_size(xcode);
  const bool ignore_dup = dup && dup->opcode == BinaryOpcode::IGNORE_DUP;
  const bool via_dup = dup && !ignore_dup && !x_iso;
  const TypeCode wcode = via_dup ? dup->ztype->code : type->code;  // the type values are combined in
  const size_t ws = via_dup ? dup->ztype->size : ts;
  // the input values in the combining type (the user's array itself when no cast is needed)
  const bool cast_inputs = !x_iso && xcode != wcode && xcode != TypeCode::UDT && wcode != TypeCode::UDT;
  gb::vector<unsigned char> wx(cast_inputs ? size_t(n) * ws : 0);
  if (cast_inputs)
    parallel_for(ch.count, n, [&](int64_t c) {
      cast_range(wcode, wx.data() + size_t(ch.begin(c)) * ws, xcode,
                 static_cast<const char*>(X) + size_t(ch.begin(c)) * xsize, ch.end(c) - ch.begin(c), ws);
    });
  const unsigned char* W = cast_inputs ? wx.data() : static_cast<const unsigned char*>(X);

  // index blocks of 2^shift slots; one block when the fill runs on one thread anyway. (The split
  // never changes a result: each slot sees its tuples in input order whatever the blocks.)
  int shift = 15;
  while ((vlen >> shift) > 64) shift++;
  const int64_t nb = (n < kSerialCutoff || max_threads() <= 1) ? 1 : ((vlen - 1) >> shift) + 1;
  if (nb == 1) shift = 62;
  // tuples bucketed by block, stable (input order within each block)
  gb::vector<int64_t> order;
  gb::vector<int64_t> bstart(size_t(nb) + 1, 0);
  if (nb > 1) {
    gb::vector<int64_t> cnt(size_t(ch.count * nb), 0);
    parallel_for(ch.count, n, [&](int64_t c) {
      int64_t* cc = cnt.data() + c * nb;
      for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) cc[index_of(k) >> shift]++;
    });
    gb::vector<int64_t> start(size_t(nb * ch.count) + 1);
    for (int64_t b = 0; b < nb; b++)
      for (int64_t c = 0; c < ch.count; c++) start[size_t(b * ch.count + c)] = cnt[size_t(c * nb + b)];
    exclusive_scan(start.data(), nb * ch.count);
    for (int64_t b = 0; b <= nb; b++) bstart[size_t(b)] = b < nb ? start[size_t(b * ch.count)] : n;
    order.resize(size_t(n));
    parallel_for(ch.count, n, [&](int64_t c) {
      int64_t* pos = cnt.data() + c * nb;  // reused as this chunk's cursors
      for (int64_t b = 0; b < nb; b++) pos[b] = start[size_t(b * ch.count + c)];
      for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) order[size_t(pos[index_of(k) >> shift]++)] = k;
    });
  } else {
    bstart[1] = n;
  }
  // fill the slots, block by block
  gb::vector<unsigned char> present(size_t(vlen), 0);
  unique_array<unsigned char> slot = x_iso ? nullptr : alloc_array<unsigned char>(size_t(vlen) * ws);
  if (!x_iso && !slot) return GrB_OUT_OF_MEMORY;
  gb::vector<int64_t> found(size_t(nb) + 1, 0), dup_at(size_t(nb), vlen);
  // the value moves below are memcpy calls of a size known at compile time for the usual value
  // sizes (a call into libc per 8-byte value was a third of the build's time)
  auto fill = [&](auto size_tag) {
    constexpr size_t kSize = decltype(size_tag)::value;
    const size_t w = kSize ? kSize : ws;
    parallel_for(nb, n, [&](int64_t b) {
      unsigned char tbuf[64];
      gb::vector<unsigned char> big(ws > sizeof tbuf ? ws : 0);
      unsigned char* tz = ws > sizeof tbuf ? big.data() : tbuf;
      unsigned char* const pres = present.data();
      unsigned char* const sl = slot.get();
      int64_t f = 0, first_dup = vlen;
      for (int64_t q = bstart[size_t(b)], q_stop = bstart[size_t(b) + 1]; q < q_stop; q++) {
        const int64_t k = nb > 1 ? order[size_t(q)] : q;
        const int64_t i = index_of(k);
        if (!pres[i]) {
          pres[i] = 1;
          f++;
          if (!x_iso) std::memcpy(sl + size_t(i) * w, W + size_t(k) * w, w);
        } else if (via_dup) {
          unsigned char* z = sl + size_t(i) * w;
          dup->fn(tz, z, W + size_t(k) * w);
          std::memcpy(z, tz, w);
        } else if (ignore_dup) {
          if (!x_iso) std::memcpy(sl + size_t(i) * w, W + size_t(k) * w, w);  // the last one is kept
        } else {
          first_dup = std::min(first_dup, i);
        }
      }
      found[size_t(b)] = f;
      dup_at[size_t(b)] = first_dup;
    });
  };
  with_value_size(ws, fill);
  const int64_t first_dup = *std::min_element(dup_at.begin(), dup_at.end());
  if (first_dup < vlen) {
    *msg = "duplicate entry (" + std::to_string(by_row ? 0 : first_dup) + "," + std::to_string(by_row ? first_dup : 0) +
           ") and no dup operator";
    return GrB_INVALID_VALUE;
  }
  const int64_t m = exclusive_scan(found.data(), nb);
  // the slots present, in index order, and their values cast to the vector's type
  gb::vector<int64_t> ovec(static_cast<size_t>(m), 0), oidx(static_cast<size_t>(m));
  gb::vector<unsigned char> ox(x_iso ? ts : size_t(m) * ts);
  const bool cast_outputs = !x_iso && wcode != type->code && wcode != TypeCode::UDT && type->code != TypeCode::UDT;
  gb::vector<unsigned char> wz(cast_outputs ? size_t(m) * ws : 0);
  unsigned char* Z = cast_outputs ? wz.data() : ox.data();
  auto compact = [&](auto size_tag) {
    constexpr size_t kSize = decltype(size_tag)::value;
    const size_t w = kSize ? kSize : ws;
    parallel_for(nb, vlen, [&](int64_t b) {
      int64_t g = found[size_t(b)];
      const int64_t g0 = g;
      const int64_t i_stop = std::min<int64_t>(vlen, (b + 1) << shift);
      for (int64_t i = b << shift; i < i_stop; i++) {
        if (!present[size_t(i)]) continue;
        oidx[size_t(g)] = i;
        if (!x_iso) std::memcpy(Z + size_t(g) * w, slot.get() + size_t(i) * w, w);
        g++;
      }
      if (cast_outputs) cast_range(type->code, ox.data() + size_t(g0) * ts, wcode, Z + size_t(g0) * ws, g - g0, ts);
    });
  };
  with_value_size(x_iso ? 0 : ws, compact);
  if (x_iso && n > 0) cast_value(type->code, ox.data(), xcode, X, ts);
  // all values equal (bytewise, as SuiteSparse checks): store one iso value
  if (!x_iso && all_values_equal(ox.data(), m, ts)) {
    ox.resize(ts);
    x_iso = true;
  }
  MutableStorePtr s =
      store_from_sorted(type, vlen, 1, by_row, ovec.data(), oidx.data(), ox.data(), m, x_iso, global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

// The tuples' storage coordinates (vector, index) in sorted order, checked against the
// dimensions (the first tuple out of range, in input order, is the one reported). *order gets the
// input position of each sorted tuple, or stays empty when the tuples came sorted (the common case
// for matrices read from files or generated in order).
GrB_Info sorted_coordinates(uint64_t nrows, uint64_t ncols, bool by_row, const GrB_Index* rows, const GrB_Index* cols,
                            int64_t n, int64_t vdim, int64_t vlen, gb::vector<int64_t>* vec_out,
                            gb::vector<int64_t>* idx_out, gb::vector<int64_t>* order, std::string* msg) {
  gb::vector<int64_t>& vec = *vec_out;
  gb::vector<int64_t>& idx = *idx_out;
  vec.resize(static_cast<size_t>(n));
  idx.resize(static_cast<size_t>(n));
  const Chunks ch(n, 65536);
  gb::vector<int64_t> first_bad(size_t(ch.count), n), unsorted(size_t(ch.count), 0);
  parallel_for(ch.count, n, [&](int64_t c) {
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
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
  bool sorted = std::none_of(unsorted.begin(), unsorted.end(), [](int64_t u) { return u != 0; });
  for (int64_t c = 1; c < ch.count && sorted; c++) {
    const int64_t k = ch.begin(c);
    if (k > 0 && !(vec[k - 1] < vec[k] || (vec[k - 1] == vec[k] && idx[k - 1] < idx[k]))) sorted = false;
  }
  if (sorted) return GrB_SUCCESS;
  *order = stable_order(vec, idx, vdim, vlen);
  // the coordinates in sorted order once (the passes after this read them contiguously)
  gb::vector<int64_t> svec(static_cast<size_t>(n)), sidx(static_cast<size_t>(n));
  const gb::vector<int64_t>& o = *order;
  parallel_for(ch.count, n, [&](int64_t c) {
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
      svec[size_t(k)] = vec[size_t(o[size_t(k)])];
      sidx[size_t(k)] = idx[size_t(o[size_t(k)])];
    }
  });
  vec.swap(svec);
  idx.swap(sidx);
  return GrB_SUCCESS;
}

}  // namespace

GrB_Info build_store(StorePtr* out, GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row,
                     const GrB_Index* rows, const GrB_Index* cols, const void* X, TypeCode xcode,
                     bool x_iso, uint64_t n_in, GrB_BinaryOp dup, std::string* msg) {
  const size_t ts = type->size;
  const int64_t n = int64_t(n_in);
  const int64_t vlen = int64_t(by_row ? ncols : nrows), vdim = int64_t(by_row ? nrows : ncols);
  if (vdim == 1 && n > 0 && vlen <= 4 * n + 65536)
    return build_vector_dense(out, type, nrows, ncols, by_row, rows, cols, X, xcode, x_iso, n, dup, msg);

  gb::vector<int64_t> vec, idx, order;
  GrB_Info info = sorted_coordinates(nrows, ncols, by_row, rows, cols, n, vdim, vlen, &vec, &idx, &order, msg);
  if (info != GrB_SUCCESS) return info;
  const bool sorted = order.empty();
  const Chunks ch(n, 65536);
  // vec/idx are in sorted order now; at(k) is the input position of sorted tuple k (for values)
  auto at = [&](int64_t k) -> int64_t { return sorted ? k : order[size_t(k)]; };

  // groups of equal (vec, idx): group g holds sorted positions [gstart[g], gstart[g+1])
  gb::vector<int64_t> chunk_groups(size_t(ch.count) + 1, 0);
  auto starts_group = [&](int64_t k) {
    if (k == 0) return true;
    return vec[k] != vec[k - 1] || idx[k] != idx[k - 1];
  };
  parallel_for(ch.count, n, [&](int64_t c) {
    int64_t g = 0;
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) g += starts_group(k);
    chunk_groups[size_t(c)] = g;
  });
  const int64_t m = exclusive_scan(chunk_groups.data(), ch.count);
  if (m < n && !dup) {
    int64_t k = 1;
    while (starts_group(k)) k++;
    const int64_t t = k;
    *msg = "duplicate entry (" + std::to_string(by_row ? vec[t] : idx[t]) + "," +
           std::to_string(by_row ? idx[t] : vec[t]) + ") and no dup operator";
    return GrB_INVALID_VALUE;
  }
  gb::vector<int64_t> gstart(size_t(m) + 1);
  gstart[size_t(m)] = n;
  parallel_for(ch.count, n, [&](int64_t c) {
    int64_t g = chunk_groups[size_t(c)];
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++)
      if (starts_group(k)) gstart[size_t(g++)] = k;
  });

  // With a dup operator every tuple is cast to its type (x, y and z are one type), duplicates are
  // combined there and the result is cast to the matrix type: SuiteSparse's order, which differs
  // from a direct cast for unique entries too (FP64 values built with GrB_NE_BOOL become 1 or 0).
  // GxB_IGNORE_DUP keeps the last of the duplicates (as SuiteSparse does).
  const size_t xsize = (xcode == TypeCode::UDT) ? ts : type_size(xcode);
  const char* Xb = static_cast<const char*>(X);
  const bool ignore_dup = dup && dup->opcode == BinaryOpcode::IGNORE_DUP;
  const bool via_dup = dup && !ignore_dup && !x_iso;
  const TypeCode wcode = via_dup ? dup->ztype->code : type->code;  // the type values are combined in
  const size_t ws = via_dup ? dup->ztype->size : ts;

  gb::vector<int64_t> ovec(static_cast<size_t>(m)), oidx(static_cast<size_t>(m));
  gb::vector<unsigned char> ox(x_iso ? ts : size_t(m) * ts);
  const Chunks oc(m, 65536);
  parallel_for(oc.count, m, [&](int64_t c) {
    for (int64_t g = oc.begin(c), g_stop = oc.end(c); g < g_stop; g++) {
      ovec[size_t(g)] = vec[size_t(gstart[size_t(g)])];
      oidx[size_t(g)] = idx[size_t(gstart[size_t(g)])];
    }
  });
  // Values move in whole arrays, cast a chunk at a time (a per-value cast would cost an indirect
  // call per tuple): the inputs are cast to the type they are combined in (dup's, or the
  // matrix's), each group's value is formed there, and the group values are cast to the matrix type.
  if (!x_iso) {
    // the input values in the combining type (the user's array itself when no cast is needed)
    const bool cast_inputs = xcode != wcode && xcode != TypeCode::UDT && wcode != TypeCode::UDT;
    gb::vector<unsigned char> wx(cast_inputs ? size_t(n) * ws : 0);
    const unsigned char* W = cast_inputs ? wx.data() : reinterpret_cast<const unsigned char*>(Xb);
    if (cast_inputs)
      parallel_for(ch.count, n, [&](int64_t c) {
        cast_range(wcode, wx.data() + size_t(ch.begin(c)) * ws, xcode, Xb + size_t(ch.begin(c)) * xsize,
                   ch.end(c) - ch.begin(c), ws);
      });
    // the group values in the combining type (straight into ox when that is the matrix type)
    const bool cast_outputs = wcode != type->code && wcode != TypeCode::UDT && type->code != TypeCode::UDT;
    gb::vector<unsigned char> wz(cast_outputs ? size_t(m) * ws : 0);
    unsigned char* Z = cast_outputs ? wz.data() : ox.data();
    const Chunks gc(m, 16384);
    parallel_for(gc.count, n, [&](int64_t c) {
      unsigned char tbuf[64];
      gb::vector<unsigned char> big(ws > sizeof tbuf ? ws : 0);
      unsigned char* tz = ws > sizeof tbuf ? big.data() : tbuf;
      for (int64_t g = gc.begin(c), g_stop = gc.end(c); g < g_stop; g++) {
        const int64_t k0 = gstart[size_t(g)], k1 = gstart[size_t(g) + 1];
        unsigned char* z = Z + size_t(g) * ws;
        if (!via_dup) {
          std::memcpy(z, W + size_t(at(ignore_dup ? k1 - 1 : k0)) * ws, ws);
          continue;
        }
        // z = dup(...dup(x0, x1)..., xk), in dup's type
        std::memcpy(z, W + size_t(at(k0)) * ws, ws);
        for (int64_t k = k0 + 1; k < k1; k++) {
          dup->fn(tz, z, W + size_t(at(k)) * ws);
          std::memcpy(z, tz, ws);
        }
      }
      if (cast_outputs) cast_range(type->code, ox.data() + size_t(gc.begin(c)) * ts, wcode,
                                   Z + size_t(gc.begin(c)) * ws, gc.end(c) - gc.begin(c), ts);
    });
  }
  if (x_iso && n > 0) cast_value(type->code, ox.data(), xcode, Xb, ts);

  // all values equal (bytewise, as SuiteSparse checks): store one iso value
  if (!x_iso && all_values_equal(ox.data(), m, ts)) {
    ox.resize(ts);
    x_iso = true;
  }
  MutableStorePtr s = store_from_sorted(type, vlen, vdim, by_row, ovec.data(), oidx.data(), ox.data(), m, x_iso,
                                        global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

}  // namespace gb

// Read-only views of stores as the kernels see them, and helpers to build output stores.
#pragma once
#include <algorithm>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"
#include "core/parallel.hpp"

namespace gb {

// A sparse or hypersparse store: vdim vectors of length vlen, nvec of them with storage.
struct SparseView {
  int64_t vlen = 0, vdim = 0, nvec = 0;
  bool hyper = false, iso = false, by_row = true;
  const int64_t* p = nullptr;
  const int64_t* h = nullptr;
  const int64_t* i = nullptr;
  const char* x = nullptr;
  size_t xs = 0;
  TypeCode code = TypeCode::None;
  SparseView() = default;
  explicit SparseView(const Store& s)
      : vlen(s.vlen), vdim(s.vdim), nvec(s.nvec), hyper(s.format == Format::Hyper), iso(s.iso), by_row(s.by_row),
        p(s.P()), h(s.H()), i(s.I()), x(static_cast<const char*>(s.X())), xs(s.tsize), code(s.code) {}
  int64_t vector_id(int64_t k) const { return hyper ? h[k] : k; }
  int64_t xpos(int64_t pos) const { return iso ? 0 : pos; }
  int64_t nvals() const { return nvec > 0 ? p[nvec] : 0; }
  // slot of vector v, or -1 when it has no storage
  int64_t slot(int64_t v) const {
    if (!hyper) return (v >= 0 && v < vdim) ? v : -1;
    const int64_t* it = std::lower_bound(h, h + nvec, v);
    return (it != h + nvec && *it == v) ? int64_t(it - h) : -1;
  }
};

// The vectors an output has storage for, aligned with the slots of up to three inputs. For inputs
// that are all non-hyper this is simply 0..vdim-1.
struct VectorPlan {
  bool hyper = false;
  int64_t nvec = 0;
  gb::vector<int64_t> ids;               // output vector ids (hyper only)
  gb::vector<int64_t> slot[3];           // slot in each input, -1 if absent (hyper only)
  int64_t id(int64_t k) const { return hyper ? ids[size_t(k)] : k; }
  int64_t slot_of(int which, int64_t k) const { return hyper ? slot[which][size_t(k)] : k; }
};

// The output has the same vectors as `a` (select, masked gather, a saxpy row per row of L):
// a's hyper list when it is hypersparse.
inline VectorPlan same_vectors(const SparseView& a) {
  VectorPlan plan;
  plan.hyper = a.hyper;
  plan.nvec = a.nvec;
  if (a.hyper) plan.ids.assign(a.h, a.h + a.nvec);
  return plan;
}

// Union (intersect == false) or intersection of the vector sets of the inputs (null entries skipped).
VectorPlan plan_vectors(const SparseView* a, const SparseView* b, bool intersect, int64_t vdim);

// Output under construction: p computed from per-vector counts, then i and x filled in place.
struct OutputBuilder {
  MutableStorePtr s;
  int64_t* P = nullptr;
  int64_t* I = nullptr;
  char* X = nullptr;
  // allocate the store header and p (counts go into p[k], k < nvec)
  bool begin(GrB_Type type, int64_t vlen, int64_t vdim, bool by_row, const VectorPlan& plan);
  // after counts: prefix sum (unless the caller already wrote offsets into p), allocate i and x
  // (x of `zsize` bytes per entry unless iso)
  bool allocate(size_t zsize, bool iso = false, bool already_scanned = false);
  // drop hyper vectors left empty (keeps hypersparse stores tidy); returns the final store
  StorePtr finish();
};

// Run a two-phase (count, then fill) kernel over the output vectors of `plan`. When there are few
// vectors (a GrB_Vector is one), each is cut into index ranges so all threads share the work; the
// cut depends only on the problem size. count(k, lo, hi) returns how many entries vector slot k gets
// from indices [lo, hi); fill(k, lo, hi, q) writes them starting at output position q.
template <class Count, class Fill>
bool run_two_phase(OutputBuilder& ob, const VectorPlan& plan, int64_t vlen, int64_t work, size_t zsize,
                   Count&& count, Fill&& fill) {
  const int64_t nvec = plan.nvec;
  const int64_t slices = (nvec >= 64 || work < 65536) ? 1 : std::min<int64_t>((64 + nvec - 1) / std::max<int64_t>(nvec, 1), std::max<int64_t>(1, work / 16384));
  if (slices <= 1) {
    parallel_for(nvec, work, [&](int64_t k) { ob.P[k] = count(k, int64_t(0), vlen); });
    if (!ob.allocate(zsize)) return false;
    parallel_for(nvec, work, [&](int64_t k) { fill(k, int64_t(0), vlen, ob.P[k]); });
    return true;
  }
  const int64_t ntasks = nvec * slices;
  gb::vector<int64_t> tc(size_t(ntasks) + 1, 0);
  auto range = [&](int64_t t, int64_t* lo, int64_t* hi) {
    const int64_t s = t % slices;
    *lo = int64_t((__int128)vlen * s / slices);
    *hi = int64_t((__int128)vlen * (s + 1) / slices);
  };
  parallel_for(ntasks, work, [&](int64_t t) {
    int64_t lo, hi;
    range(t, &lo, &hi);
    tc[size_t(t)] = count(t / slices, lo, hi);
  });
  exclusive_scan(tc.data(), ntasks);
  for (int64_t k = 0; k < nvec; k++) ob.P[k] = tc[size_t(k * slices)];
  ob.P[nvec] = tc[size_t(ntasks)];
  if (!ob.allocate(zsize, false, true)) return false;
  parallel_for(ntasks, work, [&](int64_t t) {
    int64_t lo, hi;
    range(t, &lo, &hi);
    fill(t / slices, lo, hi, tc[size_t(t)]);
  });
  return true;
}

// [begin, end) of the positions of vector slot k whose indices lie in [lo, hi)
inline void index_range(const SparseView& a, int64_t k, int64_t lo, int64_t hi, int64_t* pb, int64_t* pe) {
  if (k < 0) {
    *pb = *pe = 0;
    return;
  }
  int64_t b = a.p[k], e = a.p[k + 1];
  if (lo > 0) b = std::lower_bound(a.i + b, a.i + e, lo) - a.i;
  if (hi < a.vlen) e = std::lower_bound(a.i + b, a.i + e, hi) - a.i;
  *pb = b;
  *pe = e;
}

// Values of a store cast to another type (sharing everything when the type already matches).
StorePtr cast_values(const StorePtr& s, const TypeRef& to);
// A store's values in a new buffer cast to `to`, or the store's own buffer when no cast is needed.
const char* values_as(const Store& s, const TypeRef& to, gb::vector<unsigned char>& scratch);

// Sparse/hyper view of any store in the requested orientation (converting when needed).
StorePtr sparse_in_orientation(const StorePtr& s, bool by_row);

}  // namespace gb

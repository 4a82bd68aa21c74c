// Submatrix extraction T = A(V, X), vector by vector in A's storage orientation.
//
// For each output vector k the entries come from vector V[k] of A. How the indices X are matched
// against that vector's entries is chosen per vector, by cost:
//   - X arithmetic (GrB_ALL, ranges, strides, backwards): the entries of A inside X's value range are
//     scanned and those on the stride kept; no map at all.
//   - X an explicit list, few indices relative to the vector's entries: each X[q] is searched in the
//     vector (galloping when X is increasing), giving entries already in q order.
//   - X an explicit list, many indices: each entry of A is looked up in the inverse of X (a dense
//     offset table when A's index range is small, else a binary search in the sorted list), which
//     yields every q holding that index (duplicates in X select an entry several times); the vector
//     is sorted by q afterwards when X is not increasing.
// Long vectors are cut into chunks (vector_tasks.hpp) so a GrB_Vector extracts in parallel too.
// Positions in A are collected first, values gathered in a last pass.
#include "core/memory.hpp"
#include "kernels/extract.hpp"

#include <cstring>

#include "kernels/vector_tasks.hpp"
#include "kernels/views.hpp"

namespace gb {
namespace {

inline int64_t log2i(int64_t n) {
  int64_t l = 1;
  while (n > 1) {
    n >>= 1;
    l++;
  }
  return l;
}

// position of value v in an arithmetic list (either sign of step), or -1
inline int64_t arith_find(const IndexList& L, int64_t v) {
  if (L.n == 0) return -1;
  const int64_t d = v - L.begin;
  if (d % L.step) return -1;
  const int64_t k = d / L.step;
  return (k >= 0 && k < L.n) ? k : -1;
}

// Inverse of an explicit list X over the index range [0, vlen): all positions holding each value.
struct InverseMap {
  const int64_t* val = nullptr;  // values, ascending (X itself when X is increasing)
  const int64_t* pos = nullptr;  // their positions in X, ascending within a value (null: identity)
  int64_t n = 0;
  bool dense = false;
  gb::vector<int64_t> val_s, pos_s, off;

  void build(const IndexList& X, int64_t vlen, bool want_dense) {
    n = X.n;
    const int64_t* x = X.data();
    dense = want_dense;
    if (dense) {
      off.assign(size_t(vlen) + 1, 0);
      for (int64_t q = 0; q < n; q++) off[size_t(x[q]) + 1]++;
      for (int64_t i = 0; i < vlen; i++) off[size_t(i) + 1] += off[size_t(i)];
    }
    if (X.increasing) {
      val = x;
      return;
    }
    pos_s.resize(size_t(n));
    val_s.resize(size_t(n));
    if (dense) {
      gb::vector<int64_t> fill(off.begin(), off.end() - 1);
      for (int64_t q = 0; q < n; q++) pos_s[size_t(fill[size_t(x[q])]++)] = q;
    } else {
      for (int64_t q = 0; q < n; q++) pos_s[size_t(q)] = q;
      std::stable_sort(pos_s.begin(), pos_s.end(), [&](int64_t a, int64_t b) { return x[a] < x[b]; });
    }
    for (int64_t e = 0; e < n; e++) val_s[size_t(e)] = x[pos_s[size_t(e)]];
    val = val_s.data();
    pos = pos_s.data();
  }
  // the pairs holding value i: [*lo, *hi)
  void range(int64_t i, int64_t* lo, int64_t* hi) const {
    if (dense) {
      *lo = off[size_t(i)];
      *hi = off[size_t(i) + 1];
      return;
    }
    const int64_t* a = std::lower_bound(val, val + n, i);
    const int64_t* b = a;
    while (b < val + n && *b == i) b++;
    *lo = a - val;
    *hi = b - val;
  }
  int64_t position(int64_t e) const { return pos ? pos[e] : e; }
};

enum Method : int8_t { kEmpty = 0, kSearch = 1, kScan = 2, kArithUp = 3, kArithDown = 4, kDense = 5 };

// finish: values gathered from A's positions, iso preserved
GrB_Info gather_values(const Store& A, OutputBuilder& ob, const gb::vector<int64_t>& src, StorePtr* T) {
  const size_t ts = A.tsize;
  const char* ax = static_cast<const char*>(A.X());
  if (A.iso) {
    // iso, even when nothing is selected (as SuiteSparse): x holds the one value either way
    std::memcpy(ob.X, ax, ts);
    ob.s->iso = true;
  } else {
    const int64_t nz = ob.s->nvals;
    Chunks ch(nz, 8192);
    parallel_for(ch.count, nz, [&](int64_t c) {
      for (int64_t e = ch.begin(c), e_stop = ch.end(c); e < e_stop; e++)
        std::memcpy(ob.X + size_t(e) * ts, ax + size_t(src[size_t(e)]) * ts, ts);
    });
  }
  *T = ob.finish();
  return GrB_SUCCESS;
}

// T = A(V, X) from a full, non-iso A: every selected position exists, so T is full and its values
// are gathered straight into output order (no index array, no list of source positions, no
// second pass: FastSV's gp = f(f) every iteration).
template <class U>
void gather_full(const U* ax, U* tx, const IndexList& V, const IndexList& X, int64_t vlen, int64_t total) {
  const int64_t nx = X.n;
  const int64_t* xl = X.data();
  const Chunks ch(total, 16384);
  parallel_for(ch.count, total, [&](int64_t c) {
    const int64_t b = ch.begin(c), e = ch.end(c);
    int64_t k = b / nx, q = b % nx;
    int64_t base = V.at(k) * vlen;
    for (int64_t t = b; t < e; t++) {
      tx[t] = ax[base + (xl ? xl[q] : X.begin + q * X.step)];
      if (++q == nx && t + 1 < e) {
        q = 0;
        base = V.at(++k) * vlen;
      }
    }
  });
}

bool extract_full(const Store& a, const IndexList& V, const IndexList& X, StorePtr* T, GrB_Info* info) {
  const int64_t nv = V.n, nx = X.n;
  if (a.format != Format::Full || a.iso || nv <= 0 || nx <= 0) return false;
  const __int128 bytes = (__int128)nv * nx * (__int128)a.tsize;
  if (bytes >= ((__int128)1 << 60)) return false;
  const int64_t total = nv * nx;
  auto s = gb::make_shared<Store>();
  s->type = a.type;
  s->code = a.code;
  s->tsize = a.tsize;
  s->vlen = nx;
  s->vdim = nv;
  s->by_row = a.by_row;
  s->format = Format::Full;
  s->nvec = nv;
  s->nvals = total;
  s->x = Buffer::allocate(size_t(bytes));
  if (!s->x) {
    *info = GrB_OUT_OF_MEMORY;
    return true;
  }
  const void* ax = a.X();
  void* tx = s->X();
  switch (a.tsize) {
    case 1: gather_full(static_cast<const uint8_t*>(ax), static_cast<uint8_t*>(tx), V, X, a.vlen, total); break;
    case 2: gather_full(static_cast<const uint16_t*>(ax), static_cast<uint16_t*>(tx), V, X, a.vlen, total); break;
    case 4: gather_full(static_cast<const uint32_t*>(ax), static_cast<uint32_t*>(tx), V, X, a.vlen, total); break;
    case 8: gather_full(static_cast<const uint64_t*>(ax), static_cast<uint64_t*>(tx), V, X, a.vlen, total); break;
    default: {
      // other sizes (complex, user types): whole values copied by bytes
      const size_t ts = a.tsize;
      const char* src = static_cast<const char*>(ax);
      char* dst = static_cast<char*>(tx);
      const Chunks ch(total, 16384);
      parallel_for(ch.count, total, [&](int64_t c) {
        for (int64_t t = ch.begin(c), e = ch.end(c); t < e; t++) {
          const int64_t k = t / nx, q = t % nx;
          std::memcpy(dst + size_t(t) * ts, src + size_t(V.at(k) * a.vlen + X.at(q)) * ts, ts);
        }
      });
    }
  }
  *T = s;
  *info = GrB_SUCCESS;
  return true;
}

GrB_Info extract_dense(const StorePtr& A, const IndexList& V, const IndexList& X, StorePtr* T) {
  const Store& a = *A;
  {
    GrB_Info info;
    if (extract_full(a, V, X, T, &info)) return info;
  }
  const bool full = a.format == Format::Full;
  const int8_t* B = a.B();
  const int64_t vlen = a.vlen, nv = V.n, nx = X.n;
  VectorPlan plan;
  plan.hyper = false;
  plan.nvec = nv;
  OutputBuilder ob;
  if (!ob.begin(a.type, nx, nv, a.by_row, plan)) return GrB_OUT_OF_MEMORY;
  VectorTasks vt;
  vt.build(nv, nv, [&](int64_t) { return chunks_for(nx); });
  gb::vector<int64_t> src;
  auto range = [&](int64_t c, int64_t nc, int64_t* lo, int64_t* hi) {
    *lo = nx * c / nc;
    *hi = nx * (c + 1) / nc;
  };
  const bool ok = vt.run(
      nv * std::max<int64_t>(nx, 1), ob.P,
      [&](int64_t k, int64_t c, int64_t nc) -> int64_t {
        int64_t lo, hi;
        range(c, nc, &lo, &hi);
        if (full) return hi - lo;
        const int64_t base = V.at(k) * vlen;
        int64_t cnt = 0;
        for (int64_t q = lo; q < hi; q++) cnt += B[base + X.at(q)] != 0;
        return cnt;
      },
      [&]() {
        if (!ob.allocate(a.tsize, a.iso)) return false;
        src.resize(size_t(ob.s->nvals));
        return true;
      },
      [&](int64_t k, int64_t c, int64_t nc, int64_t e) {
        int64_t lo, hi;
        range(c, nc, &lo, &hi);
        const int64_t base = V.at(k) * vlen;
        for (int64_t q = lo; q < hi; q++) {
          const int64_t p = base + X.at(q);
          if (full || B[p]) {
            ob.I[e] = q;
            src[size_t(e)] = p;
            e++;
          }
        }
      });
  if (!ok) return GrB_OUT_OF_MEMORY;
  return gather_values(a, ob, src, T);
}

// The sparse extract's plan: output vector k reads A's vector in slot slot_of(k) and matches it
// against X by method[k], driven over [dlo[k], dhi[k]) (positions q of X for kSearch, entries of
// A otherwise).
struct ExtractPlan {
  const SparseView& a;
  const IndexList& V;
  const IndexList& X;
  VectorPlan plan;
  gb::vector<int64_t> slot;  // hyper output only: A's slot of output vector k
  gb::vector<int8_t> method;
  gb::vector<int64_t> dlo, dhi;
  InverseMap inv;
  bool need_inv = false;

  int64_t slot_of(int64_t k) const { return a.hyper ? slot[size_t(k)] : V.at(k); }

  // Output vectors and the slot of A each one reads. A non-hyper A gives one output vector per
  // position of V; a hypersparse one only the vectors that exist in A.
  void plan_vectors() {
    const int64_t nv = V.n;
    if (!a.hyper) {
      plan.hyper = false;
      plan.nvec = nv;
    } else {
      plan.hyper = true;
      const bool by_search = V.is_list() || double(nv) * double(log2i(a.nvec)) < double(a.nvec);
      if (by_search) {
        gb::vector<int64_t> s(static_cast<size_t>(nv));
        parallel_for(nv, nv * log2i(a.nvec), [&](int64_t k) {
          const int64_t sl = a.slot(V.at(k));
          s[size_t(k)] = (sl >= 0 && a.p[sl + 1] > a.p[sl]) ? sl : -1;
        });
        for (int64_t k = 0; k < nv; k++)
          if (s[size_t(k)] >= 0) {
            plan.ids.push_back(k);
            slot.push_back(s[size_t(k)]);
          }
      } else {
        // V arithmetic: walk A's vectors and keep those on V's progression
        for (int64_t s = 0; s < a.nvec; s++) {
          if (a.p[s + 1] == a.p[s]) continue;
          const int64_t k = arith_find(V, a.h[s]);
          if (k < 0) continue;
          plan.ids.push_back(k);
          slot.push_back(s);
        }
        if (V.step < 0) {
          std::reverse(plan.ids.begin(), plan.ids.end());
          std::reverse(slot.begin(), slot.end());
        }
      }
      plan.nvec = int64_t(plan.ids.size());
    }
  }

  // How each output vector matches X against its A vector, and the range of its driver (positions
  // q of X for kSearch, entries of A otherwise).
  void choose_methods() {
    const int64_t nvec = plan.nvec, nx = X.n;
    method.resize(static_cast<size_t>(nvec));
    dlo.resize(static_cast<size_t>(nvec));
    dhi.resize(static_cast<size_t>(nvec));
    const int64_t lx = log2i(nx);
    const int64_t xlast = X.n > 0 ? X.at(X.n - 1) : 0;
    const bool dense_ok = X.is_list() && a.vlen <= 4 * (nx + a.nvals()) + 1024;
    parallel_for(nvec, nvec, [&](int64_t k) {
      const int64_t s = slot_of(k);
      const int64_t pa = a.p[s], ea = a.p[s + 1];
      int8_t m = kEmpty;
      int64_t lo = 0, hi = 0;
      if (ea > pa && nx > 0) {
        if (!X.is_list()) {
          const int64_t vmin = X.step > 0 ? X.begin : xlast, vmax = X.step > 0 ? xlast : X.begin;
          lo = std::lower_bound(a.i + pa, a.i + ea, vmin) - a.i;
          hi = std::upper_bound(a.i + lo, a.i + ea, vmax) - a.i;
          m = X.step > 0 ? kArithUp : kArithDown;
        } else {
          const int64_t na = ea - pa;
          const double cost_search = double(nx) * double(X.increasing ? 2 : log2i(na));
          const double cost_scan = double(na) * double(dense_ok ? 1 : lx) + (X.increasing ? 0.0 : double(na) * double(log2i(na)));
          if (cost_search < cost_scan) {
            m = kSearch;
            lo = 0;
            hi = nx;
          } else {
            m = kScan;
            lo = pa;
            hi = ea;
          }
        }
      }
      method[size_t(k)] = m;
      dlo[size_t(k)] = lo;
      dhi[size_t(k)] = hi;
    });
    for (int64_t k = 0; k < nvec && !need_inv; k++) need_inv = method[size_t(k)] == kScan;
    if (need_inv) inv.build(X, a.vlen, dense_ok);
  }

  // chunk c of nc of vector k's driver range, in the order the driver is traversed
  void chunk_range(int64_t k, int64_t c, int64_t nc, int64_t* lo, int64_t* hi) const {
    const int64_t L = dhi[size_t(k)] - dlo[size_t(k)];
    if (method[size_t(k)] == kArithDown) {
      *lo = dhi[size_t(k)] - L * (c + 1) / nc;
      *hi = dhi[size_t(k)] - L * c / nc;
    } else {
      *lo = dlo[size_t(k)] + L * c / nc;
      *hi = dlo[size_t(k)] + L * (c + 1) / nc;
    }
  }

  // One pass over a chunk: emit(q, p) for every output entry, in output order.
  template <class Emit> void pass(int64_t k, int64_t c, int64_t nc, Emit&& emit) const {
    int64_t lo, hi;
    chunk_range(k, c, nc, &lo, &hi);
    const int64_t s = slot_of(k);
    const int64_t pa = a.p[s], ea = a.p[s + 1];
    switch (method[size_t(k)]) {
      case kSearch: {
        int64_t cur = pa;
        for (int64_t q = lo; q < hi; q++) {
          const int64_t v = X.at(q);
          int64_t p;
          if (X.increasing) {
            p = cur = gallop(a.i, cur, ea, v);
          } else {
            p = std::lower_bound(a.i + pa, a.i + ea, v) - a.i;
          }
          if (p < ea && a.i[p] == v) emit(q, p);
        }
        break;
      }
      case kScan:
        for (int64_t p = lo; p < hi; p++) {
          int64_t e0, e1;
          inv.range(a.i[p], &e0, &e1);
          for (int64_t e = e0; e < e1; e++) emit(inv.position(e), p);
        }
        break;
      case kArithUp:
        if (X.step == 1) {
          for (int64_t p = lo; p < hi; p++) emit(a.i[p] - X.begin, p);
        } else {
          for (int64_t p = lo; p < hi; p++) {
            const int64_t d = a.i[p] - X.begin;
            if (d % X.step == 0) emit(d / X.step, p);
          }
        }
        break;
      case kArithDown: {
        const int64_t st = -X.step;
        for (int64_t p = hi - 1; p >= lo; p--) {
          const int64_t d = X.begin - a.i[p];
          if (d % st == 0) emit(d / st, p);
        }
        break;
      }
      default: break;
    }
  }

  // The number of output entries of chunk c of nc of vector k.
  int64_t count(int64_t k, int64_t c, int64_t nc) const {
    const int8_t m = method[size_t(k)];
    if (m == kArithUp && X.step == 1) {
      int64_t lo, hi;
      chunk_range(k, c, nc, &lo, &hi);
      return hi - lo;
    }
    if (m == kScan && !inv.dense) {
      // multiplicities only
      int64_t lo, hi, cnt = 0;
      chunk_range(k, c, nc, &lo, &hi);
      for (int64_t p = lo; p < hi; p++) {
        int64_t e0, e1;
        inv.range(a.i[p], &e0, &e1);
        cnt += e1 - e0;
      }
      return cnt;
    }
    int64_t cnt = 0;
    pass(k, c, nc, [&](int64_t, int64_t) { cnt++; });
    return cnt;
  }
};

}  // namespace

GrB_Info extract_oriented(const StorePtr& A, const IndexList& V, const IndexList& X, StorePtr* T) {
  if (!A->is_sparse_or_hyper()) return extract_dense(A, V, X, T);
  const SparseView a(*A);
  const int64_t nv = V.n, nx = X.n;
  ExtractPlan ex{a, V, X, {}, {}, {}, {}, {}, {}, false};
  ex.plan_vectors();
  const VectorPlan& plan = ex.plan;
  const int64_t nvec = plan.nvec;
  ex.choose_methods();
  const gb::vector<int8_t>& method = ex.method;
  const gb::vector<int64_t> &dlo = ex.dlo, &dhi = ex.dhi;
  const bool need_inv = ex.need_inv;

  OutputBuilder ob;
  if (!ob.begin(A->type, nx, nv, A->by_row, plan)) return GrB_OUT_OF_MEMORY;
  VectorTasks vt;
  int64_t work = 0;
  for (int64_t k = 0; k < nvec; k++) work += dhi[size_t(k)] - dlo[size_t(k)];
  vt.build(nvec, work + nvec, [&](int64_t k) { return chunks_for(dhi[size_t(k)] - dlo[size_t(k)]); });
  gb::vector<int64_t> src;

  const bool ok = vt.run(
      work + nvec, ob.P,
      [&](int64_t k, int64_t c, int64_t nc) -> int64_t { return ex.count(k, c, nc); },
      [&]() {
        if (!ob.allocate(A->tsize, A->iso)) return false;
        src.resize(size_t(ob.s->nvals));
        return true;
      },
      [&](int64_t k, int64_t c, int64_t nc, int64_t e) {
        ex.pass(k, c, nc, [&](int64_t q, int64_t p) {
          ob.I[e] = q;
          src[size_t(e)] = p;
          e++;
        });
      });
  if (!ok) return GrB_OUT_OF_MEMORY;
  // vectors built from an unsorted X's inverse come out of q order
  if (need_inv && !X.increasing) {
    const int64_t* P = ob.P;
    parallel_for(nvec, ob.s->nvals, [&](int64_t k) {
      if (method[size_t(k)] == kScan && P[k + 1] - P[k] > 1)
        heap_sort_pairs(ob.I + P[k], src.data() + P[k], P[k + 1] - P[k]);
    });
  }
  return gather_values(*A, ob, src, T);
}

GrB_Info extract_matrix(const StorePtr& A, bool tran, const IndexList& I, const IndexList& J, bool by_row,
                        StorePtr* T) {
  // op(A) in its natural orientation: a transpose only relabels the store
  StorePtr view = A;
  if (tran) {
    auto v = gb::make_shared<Store>(*A);
    v->by_row = !A->by_row;
    view = v;
  }
  const bool o = view->by_row;
  StorePtr t;
  if ((o ? I : J).selects_all_in_order(view->vdim) && (o ? J : I).selects_all_in_order(view->vlen)) {
    // A(0:m-1, 0:n-1) is A: share its (immutable) store instead of copying every entry
    t = view;
  } else {
    GrB_Info info = extract_oriented(view, o ? I : J, o ? J : I, &t);
    if (info != GrB_SUCCESS) return info;
  }
  if (t->by_row != by_row) {
    t = to_orientation(t, by_row);
    if (!t) return GrB_OUT_OF_MEMORY;
  }
  *T = t;
  return GrB_SUCCESS;
}

}  // namespace gb

// Internals shared by the mxm kernel translation units (mxm.cpp plans; mxm_saxpy.cpp,
// mxm_masked.cpp and mxm_vector.cpp compute). Everything is in "row form": T(v,:) is built from
// the left operand's row L(v,:) and either the right operand's rows R(k,:) (saxpy) or its columns,
// held as rows D(w,:) (dot). See mxm_semiring.hpp for how products are formed.
#pragma once
#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/memory.hpp"
#include "kernels/mxm.hpp"
#include "kernels/mxm_semiring.hpp"
#include "kernels/views.hpp"

namespace gb {
namespace axb {

// An operand as a kernel reads it: structure, and values as the multiply wants them.
struct Operand {
  SparseView s;
  const char* x = nullptr;  // values (cast), or a zeroed dummy when the multiply ignores them
  bool iso = false;         // position 0 for every entry
  StorePtr keep;            // keeps the (converted) store alive
  StorePtr keep_values;     // keeps cast values alive
  int64_t xp(int64_t p) const { return iso ? 0 : p; }
  int64_t len(int64_t slot) const { return s.p[slot + 1] - s.p[slot]; }
};

// The mask as the masked kernels read it: structure plus a boolean value per entry.
struct MaskOperand {
  SparseView s;
  const bool* val = nullptr;  // null: structural (every entry true)
  bool val_iso = false;
  StorePtr keep, keep_values;
  bool on(int64_t p) const { return !val || val[val_iso ? 0 : p]; }
  // A bitmap or full mask vector read in place (the vector kernels only): position w is on when
  // present (dense_b null: full) and true. `s` is then empty.
  bool dense = false;
  const int8_t* dense_b = nullptr;
  bool dense_on(int64_t w) const { return (!dense_b || dense_b[w]) && on(w); }
};

// Loops of the mxm kernels: parallel only when the work (about one unit per memory access) pays
// for starting the threads (on a busy machine a parallel region can wait for a descheduled thread).
constexpr int64_t kMxmParallelWork = int64_t(1) << 16;
template <class F> void mxm_for(int64_t n, int64_t work, F&& f) {
  if (work < kMxmParallelWork) {
    for (int64_t k = 0; k < n; k++) f(k);
    return;
  }
  parallel_for(n, work, std::forward<F>(f));
}

// Per-thread scratch. Dense arrays are sized to the output (or inner) dimension when that is
// moderate; hash tables to the largest row that uses them.
struct Workspace {
  gb::vector<uint64_t> bits;    // dense presence bitmap (W bits), all zero between rows
  gb::vector<uint64_t> xbits;   // dense exclusion bitmap (complemented mask row), zero between rows
  gb::vector<uint64_t> words;   // which words of `bits` hold a bit (one bit a word), zero between rows
  gb::vector<int64_t> mark;     // stamps, dense (W)
  gb::vector<int64_t> pos;      // positions, dense (W or K); -1 when unset
  gb::vector<char> vals;        // dense values (W * zs)
  gb::vector<int64_t> list;     // touched indices of the current row
  gb::vector<int64_t> hkey;     // hash keys (-1: empty)
  gb::vector<int64_t> hpos;     // hash payload (mask position)
  gb::vector<int8_t> hstate;    // hash state
  gb::vector<char> hvals;       // hash values
  gb::vector<char> tmp;         // generic scratch (2 * zs)
  int64_t stamp = 0;
  int64_t next_stamp() { return stamp += 4; }
};

// One workspace per concurrent thread, picked with a Kokkos UniqueToken.
struct WorkspacePool {
  Kokkos::Experimental::UniqueToken<HostExec> token;
  gb::vector<Workspace> ws;
  WorkspacePool() : ws(size_t(std::max(1, int(token.size())))) {}
  int size() const { return int(ws.size()); }
};

template <class F> void with_workspace(WorkspacePool& pool, F&& f) {
  const int id = pool.token.acquire();
  f(pool.ws[size_t(id)]);
  pool.token.release(id);
}

// Largest dense workspace (entries) a kernel may allocate per thread.
constexpr int64_t kDenseMaxEntries = int64_t(1) << 26;
inline bool dense_ok(int64_t n, size_t zs, int nthreads) {
  if (n > kDenseMaxEntries) return false;
  const double bytes = double(n) * double(16 + zs) * double(std::max(1, nthreads));
  return bytes <= double(int64_t(1) << 31);
}

// Whether the masked saxpy gathers each row's products through a hash table the size of its
// mask row rather than a W-wide array per thread: when the caller asks for it, when W-wide arrays
// do not fit, or when the whole mask holds fewer than W/4 entries (filling the arrays would cost
// more than the rows' products: a very sparse graph with many empty rows).
inline bool masked_saxpy_hashes(AxBMethod method, int64_t W, int64_t mask_nvals, int nthreads) {
  if (method == AxBMethod::Hash || !dense_ok(W, 16, nthreads)) return true;
  return method != AxBMethod::Gustavson && mask_nvals * 4 < W;
}

inline int64_t next_pow2(int64_t n) {
  int64_t s = 16;
  while (s < n) s <<= 1;
  return s;
}
inline int64_t hash_slot(int64_t key, int64_t mask) {
  return int64_t((uint64_t(key) * 0x9E3779B97F4A7C15ULL) >> 17) & mask;
}

// Sort a row's indices (replaceable by a device sort; rows are short on average).
inline void sort_indices(int64_t* b, int64_t n) {
  if (n <= 16) {
    for (int64_t a = 1; a < n; a++) {
      const int64_t v = b[a];
      int64_t c = a - 1;
      while (c >= 0 && b[c] > v) {
        b[c + 1] = b[c];
        c--;
      }
      b[c + 1] = v;
    }
    return;
  }
  std::sort(b, b + n);
}

// Contiguous ranges of items with about equal cumulative work. cum has n+1 entries (exclusive
// prefix sums of the work). The split depends on the work only, never on the thread count.
struct Ranges {
  gb::vector<int64_t> start;  // ntasks + 1
  int64_t count() const { return int64_t(start.size()) - 1; }
};
inline Ranges balance(const int64_t* cum, int64_t n, int64_t grain, int64_t max_tasks = 4096) {
  Ranges r;
  const int64_t total = cum[n];
  int64_t ntasks = std::max<int64_t>(1, std::min<int64_t>({max_tasks, n, total / std::max<int64_t>(grain, 1)}));
  r.start.resize(size_t(ntasks) + 1);
  r.start[0] = 0;
  for (int64_t t = 1; t < ntasks; t++) {
    const int64_t target = int64_t(double(total) * double(t) / double(ntasks));
    int64_t s = std::upper_bound(cum, cum + n + 1, target) - cum - 1;
    s = std::max(s, r.start[size_t(t) - 1]);
    r.start[size_t(t)] = std::min(s, n);
  }
  r.start[size_t(ntasks)] = n;
  return r;
}

//------------------------------------------------------------------------------------------------
// Intersection of two sorted index lists li[l0,l1) and di[d0,d1), visiting the common k in
// increasing order: hit(pl, pd, k) returns true to stop. The lists are first trimmed to their
// common k range, then intersected by lookup in the scattered left list (lpos[k] = position or -1,
// when given), galloping search of one list in the other, or a merge, whichever is cheapest.
//------------------------------------------------------------------------------------------------
inline int64_t ceil_log2(int64_t n) {
  int64_t b = 1;
  while ((int64_t(1) << b) < n) b++;
  return b;
}

template <class Hit>
inline void intersect(const int64_t* __restrict li, int64_t l0, int64_t l1, const int64_t* __restrict di, int64_t d0,
                      int64_t d1, const int64_t* __restrict lpos, Hit&& hit) {
  if (l0 >= l1 || d0 >= d1) return;
  if (di[d1 - 1] < li[l0] || li[l1 - 1] < di[d0]) return;
  if (di[d0] < li[l0]) d0 = std::lower_bound(di + d0, di + d1, li[l0]) - di;
  if (di[d1 - 1] > li[l1 - 1]) d1 = std::upper_bound(di + d0, di + d1, li[l1 - 1]) - di;
  if (li[l0] < di[d0]) l0 = std::lower_bound(li + l0, li + l1, di[d0]) - li;
  if (li[l1 - 1] > di[d1 - 1]) l1 = std::upper_bound(li + l0, li + l1, di[d1 - 1]) - li;
  const int64_t nl = l1 - l0, nd = d1 - d0;
  if (nl <= 0 || nd <= 0) return;
  const int64_t c_merge = nl + nd;
  const int64_t c_lsearch = nl * ceil_log2(nd);  // each left entry searched in D
  const int64_t c_dsearch = nd * ceil_log2(nl);  // each right entry searched in L
  const int64_t c_lookup = lpos ? nd : INT64_MAX;
  if (c_lookup <= c_merge && c_lookup <= c_lsearch) {
    for (int64_t pd = d0; pd < d1; pd++) {
      const int64_t k = di[pd];
      const int64_t pl = lpos[k];
      if (pl >= 0 && hit(pl, pd, k)) return;
    }
  } else if (c_lsearch < c_merge && c_lsearch <= c_dsearch) {
    int64_t pd = d0;
    for (int64_t pl = l0; pl < l1 && pd < d1; pl++) {
      const int64_t k = li[pl];
      int64_t step = 1, hi = pd;
      while (hi < d1 && di[hi] < k) {
        pd = hi + 1;
        hi += step;
        step <<= 1;
      }
      pd = std::lower_bound(di + pd, di + std::min(hi + 1, d1), k) - di;
      if (pd < d1 && di[pd] == k) {
        if (hit(pl, pd, k)) return;
        pd++;
      }
    }
  } else if (c_dsearch < c_merge) {
    int64_t pl = l0;
    for (int64_t pd = d0; pd < d1 && pl < l1; pd++) {
      const int64_t k = di[pd];
      int64_t step = 1, hi = pl;
      while (hi < l1 && li[hi] < k) {
        pl = hi + 1;
        hi += step;
        step <<= 1;
      }
      pl = std::lower_bound(li + pl, li + std::min(hi + 1, l1), k) - li;
      if (pl < l1 && li[pl] == k) {
        if (hit(pl, pd, k)) return;
        pl++;
      }
    }
  } else {
    int64_t pl = l0, pd = d0;
    while (pl < l1 && pd < d1) {
      const int64_t a = li[pl], b = di[pd];
      if (a < b) pl++;
      else if (b < a) pd++;
      else {
        if (hit(pl, pd, a)) return;
        pl++;
        pd++;
      }
    }
  }
}

// |L(l0:l1) ∩ D(d0:d1)|, for count semirings (PLUS_PAIR). lbits: the left row as a bitmap of
// the inner dimension (or null).
inline int64_t intersect_count(const int64_t* __restrict li, int64_t l0, int64_t l1, const int64_t* __restrict di,
                               int64_t d0, int64_t d1, const uint64_t* __restrict lbits) {
  if (l0 >= l1 || d0 >= d1) return 0;
  if (di[d1 - 1] < li[l0] || li[l1 - 1] < di[d0]) return 0;
  if (di[d0] < li[l0]) d0 = std::lower_bound(di + d0, di + d1, li[l0]) - di;
  if (di[d1 - 1] > li[l1 - 1]) d1 = std::upper_bound(di + d0, di + d1, li[l1 - 1]) - di;
  if (li[l0] < di[d0]) l0 = std::lower_bound(li + l0, li + l1, di[d0]) - li;
  if (li[l1 - 1] > di[d1 - 1]) l1 = std::upper_bound(li + l0, li + l1, di[d1 - 1]) - li;
  const int64_t nl = l1 - l0, nd = d1 - d0;
  if (nl <= 0 || nd <= 0) return 0;
  int64_t c = 0;
  const int64_t c_lsearch = nl * ceil_log2(nd) * 2;
  const int64_t c_dsearch = nd * ceil_log2(nl) * 2;
  const int64_t c_other = lbits ? nd : nl + nd;
  if (c_other <= c_lsearch && c_other <= c_dsearch) {
    if (lbits) {
      for (int64_t pd = d0; pd < d1; pd++) {
        const int64_t k = di[pd];
        c += int64_t((lbits[k >> 6] >> (k & 63)) & 1);
      }
    } else {
      // branch-free merge
      int64_t pl = l0, pd = d0;
      while (pl < l1 && pd < d1) {
        const int64_t a = li[pl], b = di[pd];
        c += a == b;
        pl += a <= b;
        pd += b <= a;
      }
    }
    return c;
  }
  // gallop the shorter list through the longer
  const int64_t* s = li;
  int64_t s0 = l0, s1 = l1;
  const int64_t* g = di;
  int64_t g0 = d0, g1 = d1;
  if (c_dsearch < c_lsearch) {
    std::swap(s, g);
    std::swap(s0, g0);
    std::swap(s1, g1);
  }
  int64_t pg = g0;
  for (int64_t ps = s0; ps < s1 && pg < g1; ps++) {
    const int64_t k = s[ps];
    int64_t step = 1, hi = pg;
    while (hi < g1 && g[hi] < k) {
      pg = hi + 1;
      hi += step;
      step <<= 1;
    }
    pg = std::lower_bound(g + pg, g + std::min(hi + 1, g1), k) - g;
    if (pg < g1 && g[pg] == k) {
      c++;
      pg++;
    }
  }
  return c;
}

// The dot product of one left row and one right row into out[q], in increasing k; stops at the
// monoid's terminal value. Typed semirings accumulate in a register. Returns whether any product
// was formed.
template <class S>
inline bool dot_one(const S& sr, char* out, int64_t q, const Operand& L, int64_t l0, int64_t l1, const Operand& D,
                    int64_t d0, int64_t d1, const int64_t* lpos, int64_t v, int64_t w, char* tmp) {
  const char* lx = L.x;
  const char* dx = D.x;
  const bool liso = L.iso, diso = D.iso;
  bool found = false;
  if constexpr (S::generic || S::pattern) {
    intersect(L.s.i, l0, l1, D.s.i, d0, d1, lpos, [&](int64_t pl, int64_t pd, int64_t k) -> bool {
      if (!found) {
        sr.set(out, q, lx, liso ? 0 : pl, dx, diso ? 0 : pd, v, k, w, tmp);
        found = true;
      } else {
        sr.upd(out, q, lx, liso ? 0 : pl, dx, diso ? 0 : pd, v, k, w, tmp);
      }
      return sr.done(out, q);
    });
  } else {
    using Z = typename S::Z;
    Z acc{};
    intersect(L.s.i, l0, l1, D.s.i, d0, d1, lpos, [&](int64_t pl, int64_t pd, int64_t k) -> bool {
      const Z p = sr.mul(lx, liso ? 0 : pl, dx, diso ? 0 : pd, v, k, w);
      if (!found) {
        acc = p;
        found = true;
      } else {
        sr.mon.add(acc, p);
      }
      return sr.mon.done(acc);
    });
    if (found) reinterpret_cast<Z*>(out)[q] = acc;
  }
  return found;
}

//------------------------------------------------------------------------------------------------
// Kernels (each in its own translation unit)
//------------------------------------------------------------------------------------------------

// Saxpy (Gustavson) T = L*R, rows of L in parallel; optional complemented mask (entries where
// the mask is true are not computed). Accumulator: dense or hash per row (forced by `method`).
struct SaxpyArgs {
  Operand L, R;
  const int64_t* kslot = nullptr;  // per L entry: slot of R's vector k (-1: none); null if R not hyper
  const MaskOperand* cmask = nullptr;
  int64_t W = 0;                   // output vector length (R.vlen)
  GrB_Type ztype = nullptr;
  bool by_row = true;              // orientation flag of the output store
  AxBMethod method = AxBMethod::Auto;
  gb::vector<unsigned char> iso_value;  // pattern semirings: the value of every result
};
GrB_Info saxpy(const SemiringRef& sr, bool flip, const SaxpyArgs& a, StorePtr* T);

// Masked product: T<M> = L*R (saxpy) or L*D' (dot), computing only the entries of M that are
// true. With grid == true there is no mask: every (row of L, vector of D) pair is a candidate
// (except those a complemented mask `cmask` excludes), which is the unmasked dot product.
struct MaskedArgs {
  Operand L;
  Operand R;                        // saxpy
  const int64_t* kslot = nullptr;   // saxpy with hyper R
  Operand D;                        // dot
  bool dot = false;
  const MaskOperand* mask = nullptr;   // the mask (dot or saxpy), in T's orientation
  bool grid = false;                   // dot over every (L row, D vector) pair
  const MaskOperand* cmask = nullptr;  // grid only: complemented mask
  int64_t W = 0;                       // output vector length
  int64_t K = 0;                       // inner dimension
  GrB_Type ztype = nullptr;
  bool by_row = true;
  AxBMethod method = AxBMethod::Auto;
  gb::vector<unsigned char> iso_value;
};
GrB_Info masked(const SemiringRef& sr, bool flip, const MaskedArgs& a, StorePtr* T);

// w = u (*) A for a single row u (the vector), push (saxpy over u's entries, rows R(k,:)) or pull
// (dot products with rows D(w,:)). The output is a vector (vlen W, one vector, by column).
// How many entries ahead the products prefetch their row of the right operand: its start, then
// its indices. On a graph whose rows hold a few entries each, those loads are cache misses with
// little work in between; the entries ahead run on past the current row into the next ones.
constexpr int64_t kPrefetchRowStart = 16;
constexpr int64_t kPrefetchRowIndices = 8;

// For entry e of a list of R's slots (u's entries' rows, L's columns, a mask's columns; -1 for
// none) that ends at `end`: the start of the row at entry e + kPrefetchRowStart and the indices
// of the row at e + kPrefetchRowIndices. Always inlined: GCC 12 finds a function whose only
// effect is a prefetch free of side effects and deletes the calls to it when they are not
// inlined early.
template <class Idx>
[[gnu::always_inline]] inline void prefetch_rows_ahead(const int64_t* slots, int64_t e, int64_t end, const int64_t* rp,
                                                       const Idx* ri) {
  if (e + kPrefetchRowStart < end && slots[e + kPrefetchRowStart] >= 0)
    __builtin_prefetch(rp + slots[e + kPrefetchRowStart]);
  if (e + kPrefetchRowIndices < end && slots[e + kPrefetchRowIndices] >= 0)
    __builtin_prefetch(ri + rp[slots[e + kPrefetchRowIndices]]);
}

struct VectorArgs {
  const Store* u = nullptr;      // the vector, any format, n-by-1 by column (vlen = K)
  Operand U;                     // u's values as the multiply reads them (structure: sparse view if sparse)
  bool u_sparse = true;          // U.s is valid (u is sparse/hyper); else use u's bitmap/full layout
  Operand R, D;                  // push uses R (rows k), pull uses D (rows w)
  bool pull = false;
  const MaskOperand* mask = nullptr;  // output mask (a vector)
  bool mask_comp = false;
  int64_t W = 0, K = 0;
  GrB_Type ztype = nullptr;
  AxBMethod method = AxBMethod::Auto;
  gb::vector<unsigned char> iso_value;
  // C's old values (full, of the product's type) to add to every entry as the pull's plain sums
  // write it; *accum_done is set when a kernel did (MxmSpec::accum_c)
  const Store* accum_c = nullptr;
  bool* accum_done = nullptr;
};
GrB_Info vector_product(const SemiringRef& sr, bool flip, const VectorArgs& a, StorePtr* T);

// Compaction of candidate results into a sparse store: vector r has candidates [cstart(r),
// cstart(r+1)) with flags `present` and values `vals` (zs bytes each, aligned with candidates);
// the index of candidate c is idx(r, c). Vector ids are vid(r).
template <class CStart, class Idx, class Vid>
StorePtr compact(int64_t nvec_out, bool hyper, int64_t vlen, int64_t vdim, bool by_row, GrB_Type ztype, size_t zs,
                 const gb::vector<unsigned char>& iso_value, const int8_t* present, const char* vals,
                 CStart cstart, Idx idx, Vid vid) {
  auto s = gb::make_shared<Store>();
  s->type = ztype;
  s->code = ztype->code;
  s->tsize = ztype->size;
  s->vlen = vlen;
  s->vdim = vdim;
  s->by_row = by_row;
  s->format = hyper ? Format::Hyper : Format::Sparse;
  s->nvec = nvec_out;
  s->p = Buffer::allocate(sizeof(int64_t) * size_t(nvec_out + 1), true);
  if (!s->p) return nullptr;
  int64_t* P = s->P();
  if (hyper) {
    s->h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nvec_out, 1)));
    if (!s->h) return nullptr;
  }
  int64_t* H = s->H();
  int64_t work = cstart(nvec_out) - cstart(0);
  mxm_for(nvec_out, work, [&](int64_t r) {
    int64_t c = 0;
    for (int64_t q = cstart(r); q < cstart(r + 1); q++) c += present[q] ? 1 : 0;
    P[r] = c;
    if (hyper) H[r] = vid(r);
  });
  const int64_t nz = exclusive_scan(P, nvec_out);
  s->nvals = nz;
  const bool iso = !iso_value.empty();
  s->iso = iso && nz > 0;
  s->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
  s->x = Buffer::allocate(std::max<size_t>(iso ? s->tsize : zs * size_t(nz), 1));
  if (!s->i || !s->x) return nullptr;
  int64_t* I = s->I();
  char* X = static_cast<char*>(s->X());
  if (iso) std::memcpy(X, iso_value.data(), s->tsize);
  mxm_for(nvec_out, work, [&](int64_t r) {
    int64_t o = P[r];
    for (int64_t q = cstart(r); q < cstart(r + 1); q++) {
      if (!present[q]) continue;
      I[o] = idx(r, q);
      if (!iso) std::memcpy(X + size_t(o) * zs, vals + size_t(q) * zs, zs);
      o++;
    }
  });
  if (hyper) {
    // drop empty vectors
    int64_t k2 = 0;
    for (int64_t k = 0; k < s->nvec; k++) {
      if (P[k + 1] > P[k]) {
        H[k2] = H[k];
        P[k2] = P[k];
        k2++;
      }
    }
    P[k2] = nz;
    s->nvec = k2;
  }
  return s;
}

// Burble: print the chosen method when GxB_BURBLE is on.
void burble(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

}  // namespace axb
}  // namespace gb

// select: keep the entries of A for which a predicate of (value, row, column, thunk) holds. The
// values and the structure of what is kept are A's. Per output vector (sliced into index ranges
// when there are few vectors): count, prefix sum, fill.
#include "core/memory.hpp"
#include "kernels/select.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#include "kernels/blocked_loop.hpp"
#include "kernels/ewise.hpp"
#include "kernels/views.hpp"

namespace gb {

namespace {

//------------------------------------------------------------------------------------------------
// predicates: keep(row, col, pos) -> bool
//------------------------------------------------------------------------------------------------
// The diagonal operators compare j - i with k (exact: indices lie in [0, 2^60]), where the
// operator's own j <= i + k would wrap for k near INT64_MAX; same as the sparse path's bounds.
template <IndexUnaryOpcode OP> struct KeepPositional {
  int64_t k;
  bool operator()(int64_t i, int64_t j, int64_t) const {
    switch (OP) {
      case IndexUnaryOpcode::TRIL: return j - i <= k;
      case IndexUnaryOpcode::TRIU: return j - i >= k;
      case IndexUnaryOpcode::DIAG: return j - i == k;
      case IndexUnaryOpcode::OFFDIAG: return j - i != k;
      default: return IndexUnary<OP, bool>::f(false, i, j, k);
    }
  }
};

// built-in VALUE* operator on its own type T (values already cast to T)
template <IndexUnaryOpcode OP, class T> struct KeepValue {
  const T* x;
  bool iso;
  T y;
  bool operator()(int64_t i, int64_t j, int64_t p) const { return IndexUnary<OP, T>::f(x[iso ? 0 : p], i, j, y); }
};

// any index-unary operator through its function pointer; z cast to bool
struct KeepIndexOp {
  GxB_index_unary_function fn;
  const char* x;
  size_t xs;
  bool iso;
  const void* y;
  TypeCode zcode;
  CastFn to_bool;
  bool operator()(int64_t i, int64_t j, int64_t p) const {
    alignas(16) unsigned char z[64];
    fn(z, x + (iso ? 0 : size_t(p) * xs), GrB_Index(i), GrB_Index(j), y);
    if (zcode == TypeCode::Bool) return *reinterpret_cast<const bool*>(z);
    bool b;
    to_bool(&b, z, 1);
    return b;
  }
};

// user-defined values compared bytewise with a reference value
struct KeepBytes {
  const char* x;
  size_t xs;
  bool iso;
  const unsigned char* ref;
  bool equal;  // keep the equal ones (EQ) or the different ones (NE)
  bool operator()(int64_t, int64_t, int64_t p) const {
    return (std::memcmp(x + (iso ? 0 : size_t(p) * xs), ref, xs) == 0) == equal;
  }
};

struct KeepUserSelect {
  GxB_select_function fn;
  const char* x;
  size_t xs;
  bool iso;
  const void* thunk;
  bool operator()(int64_t i, int64_t j, int64_t p) const {
    return fn(GrB_Index(i), GrB_Index(j), x + (iso ? 0 : size_t(p) * xs), thunk);
  }
};

//------------------------------------------------------------------------------------------------
// the kernel
//------------------------------------------------------------------------------------------------
// Predicates that call a user's (or any type-erased) function are evaluated once per entry: the
// count phase records the decisions, the fill phase reads them.
template <class Keep> struct CachedKeep : std::false_type {};
template <> struct CachedKeep<KeepIndexOp> : std::true_type {};
template <> struct CachedKeep<KeepUserSelect> : std::true_type {};

// A is sparse or hypersparse, or bitmap / full (read in place: positions k*vlen + index).
template <class Keep> GrB_Info select_kernel(const Store& A, const Keep& keep0, StorePtr* out) {
  const bool is_dense = A.format == Format::Full || A.format == Format::Bitmap;
  const int8_t* B = A.format == Format::Bitmap ? A.B() : nullptr;
  SparseView a;
  if (!is_dense) a = SparseView(A);
  const int64_t vlen = A.vlen;
  const int64_t npos = is_dense ? A.vlen * A.vdim : A.nvals;
  constexpr bool cached = CachedKeep<Keep>::value;
  gb::vector<uint8_t> decided(cached ? size_t(std::max<int64_t>(npos, 1)) : 0);
  uint8_t* D = decided.data();
  auto keep = [&](int64_t i, int64_t j, int64_t p, bool fill) -> bool {
    if constexpr (cached) {
      if (fill) return D[p] != 0;
      const bool k = keep0(i, j, p);
      D[p] = k ? 1 : 0;
      return k;
    } else {
      (void)fill;
      return keep0(i, j, p);
    }
  };
  VectorPlan plan;
  if (is_dense) {
    plan.hyper = false;
    plan.nvec = A.vdim;
  } else {
    plan = plan_vectors(&a, nullptr, false, a.vdim);
  }
  OutputBuilder ob;
  if (!ob.begin(A.type, A.vlen, A.vdim, A.by_row, plan)) return GrB_OUT_OF_MEMORY;
  const bool rows = A.by_row, iso = A.iso;
  const size_t ts = A.tsize;
  const char* ax = static_cast<const char*>(A.X());
  // positions [pb, pe) of output vector k whose indices lie in [lo, hi); index = i[p] or p - base
  auto range = [&](int64_t k, int64_t lo, int64_t hi, int64_t* pb, int64_t* pe, int64_t* base) {
    if (is_dense) {
      *base = k * vlen;
      *pb = *base + lo;
      *pe = *base + hi;
    } else {
      *base = 0;
      index_range(a, plan.slot_of(0, k), lo, hi, pb, pe);
    }
  };
  auto count = [&](int64_t k, int64_t lo, int64_t hi) -> int64_t {
    const int64_t v = plan.id(k);
    int64_t pb, pe, base, c = 0;
    range(k, lo, hi, &pb, &pe, &base);
    for (int64_t p = pb; p < pe; p++) {
      if (B && !B[p]) continue;
      const int64_t j = is_dense ? p - base : a.i[p];
      c += keep(rows ? v : j, rows ? j : v, p, false) ? 1 : 0;
    }
    return c;
  };
  auto fill = [&](int64_t k, int64_t lo, int64_t hi, int64_t q) {
    const int64_t v = plan.id(k);
    int64_t pb, pe, base;
    range(k, lo, hi, &pb, &pe, &base);
    for (int64_t p = pb; p < pe; p++) {
      if (B && !B[p]) continue;
      const int64_t j = is_dense ? p - base : a.i[p];
      if (!keep(rows ? v : j, rows ? j : v, p, true)) continue;
      ob.I[q] = j;
      if (!iso) std::memcpy(ob.X + size_t(q) * ts, ax + size_t(p) * ts, ts);
      q++;
    }
  };
  // an iso input gives an iso output: no per-entry values
  if (!run_two_phase(ob, plan, A.vlen, npos, iso ? 0 : ts, count, fill)) return GrB_OUT_OF_MEMORY;
  if (iso) {
    ob.s->x = Buffer::allocate(std::max<size_t>(ts, 1));
    if (!ob.s->x) return GrB_OUT_OF_MEMORY;
    std::memcpy(ob.s->X(), ax, ts);
    ob.s->iso = ob.s->nvals > 0;  // a value select keeping nothing is valued (as SuiteSparse)
  }
  *out = ob.finish();
  return GrB_SUCCESS;
}

// Sparse and hypersparse inputs (indices sorted within each vector): a positional operator keeps,
// in vector v, the entries whose index lies in [lo, hi), less one index `hole` for OFFDIAG, all
// of which depend on v alone. Two binary searches per vector give the kept positions, so the
// count needs no per-entry test and the fill copies contiguous runs. The bounds follow from
// j - i <= k etc. in exact arithmetic (__int128: no overflow for any k and any index).
struct PosCut {
  int64_t lo, hi, hole;  // hole: -1 when none
};
template <IndexUnaryOpcode OP> inline PosCut pos_cut(int64_t v, bool rows, int64_t k, int64_t vlen) {
  using W = __int128;
  const W V = v, K = k, N = vlen;
  W lo = 0, hi = N, hole = -1;
  // rows: v = i and the index is j; columns: v = j and the index is i
  switch (OP) {
    case IndexUnaryOpcode::TRIL:  // j - i <= k
      if (rows) hi = V + K + 1;
      else lo = V - K;
      break;
    case IndexUnaryOpcode::TRIU:  // j - i >= k
      if (rows) lo = V + K;
      else hi = V - K + 1;
      break;
    case IndexUnaryOpcode::DIAG:  // j - i == k
      lo = rows ? V + K : V - K;
      hi = lo + 1;
      break;
    case IndexUnaryOpcode::OFFDIAG:  // j - i != k
      hole = rows ? V + K : V - K;
      break;
    case IndexUnaryOpcode::COLLE:  // j <= k
      if (rows) hi = K + 1;
      else if (!(V <= K)) hi = 0;
      break;
    case IndexUnaryOpcode::COLGT:  // j > k
      if (rows) lo = K + 1;
      else if (!(V > K)) hi = 0;
      break;
    case IndexUnaryOpcode::ROWLE:  // i <= k
      if (!rows) hi = K + 1;
      else if (!(V <= K)) hi = 0;
      break;
    case IndexUnaryOpcode::ROWGT:  // i > k
      if (!rows) lo = K + 1;
      else if (!(V > K)) hi = 0;
      break;
    default: break;
  }
  lo = std::min(std::max(lo, W(0)), N);
  hi = std::min(std::max(hi, lo), N);
  if (hole < 0 || hole >= N) hole = -1;
  return PosCut{int64_t(lo), int64_t(hi), int64_t(hole)};
}

// first position in [b, e) whose index is >= x: a count for short vectors (most rows of a sparse
// graph: independent compares instead of a chain of dependent loads), else a branch-free search
inline int64_t lower_pos(const int64_t* __restrict ai, int64_t b, int64_t e, int64_t x) {
  int64_t n = e - b;
  if (n <= 16) {
    int64_t c = 0;
    for (int64_t p = b; p < e; p++) c += ai[p] < x ? 1 : 0;
    return b + c;
  }
  const int64_t* base = ai + b;
  while (n > 1) {
    const int64_t half = n / 2;
    base = base[half] < x ? base + half : base;
    n -= half;
  }
  return int64_t(base - ai) + (*base < x ? 1 : 0);
}

// copy n index (and, unless iso, value) entries from position p of A to output position q:
// short runs (most rows of a sparse graph) by a plain loop, long ones by memcpy
template <size_t TS>
inline void copy_run(const int64_t* __restrict ai, const char* __restrict ax, int64_t* __restrict oi,
                     char* __restrict ox, size_t ts, bool iso, int64_t p, int64_t q, int64_t n) {
  if (n <= 0) return;
  if (n > 16) {
    std::memcpy(oi + q, ai + p, sizeof(int64_t) * size_t(n));
    if (!iso) std::memcpy(ox + size_t(q) * ts, ax + size_t(p) * ts, ts * size_t(n));
    return;
  }
  // (the empty asm keeps the compiler from turning this loop into `rep movs`, whose start-up cost
  // is several times that of copying a few entries: measured 2x on the whole select)
  for (int64_t t = 0; t < n; t++) {
    oi[q + t] = ai[p + t];
    asm volatile("" ::: "memory");
  }
  if (iso) return;
  if constexpr (TS == 0) {
    std::memcpy(ox + size_t(q) * ts, ax + size_t(p) * ts, ts * size_t(n));
  } else {
    for (int64_t t = 0; t < n; t++) std::memcpy(ox + size_t(q + t) * TS, ax + size_t(p + t) * TS, TS);
  }
}

template <IndexUnaryOpcode OP, size_t TS> GrB_Info positional_sparse(const Store& A, int64_t k, StorePtr* out) {
  constexpr bool has_hole = OP == IndexUnaryOpcode::OFFDIAG;
  const SparseView a(A);
  const int64_t nvec = a.nvec, nvals = a.nvals(), vlen = a.vlen;
  const bool rows = A.by_row, iso = A.iso;
  const size_t ts = A.tsize;
  const VectorPlan plan = same_vectors(a);
  OutputBuilder ob;
  if (!ob.begin(A.type, A.vlen, A.vdim, A.by_row, plan)) return GrB_OUT_OF_MEMORY;
  int64_t* __restrict P = ob.P;
  const int64_t* __restrict ap = a.p;
  const int64_t* __restrict ai = a.i;
  const int64_t* ah = a.h;
  // per vector: the first kept position, and (OFFDIAG) the position of the dropped diagonal entry
  // or -1; the counts go into P
  unique_array<int64_t> first = alloc_array<int64_t>(size_t(std::max<int64_t>(nvec, 1)));
  unique_array<int64_t> hole = has_hole ? alloc_array<int64_t>(size_t(std::max<int64_t>(nvec, 1))) : nullptr;
  if (!first || (has_hole && !hole)) return GrB_OUT_OF_MEMORY;
  int64_t* __restrict F = first.get();
  int64_t* __restrict H = hole.get();
  // the per-vector work is a few compares (kernels/blocked_loop.hpp)
  auto for_vectors = [&](auto&& body) { for_each_in_blocks(nvec, nvec + nvals, body); };
  for_vectors([=](int64_t s) {
    const int64_t b = ap[s], e = ap[s + 1];
    if (b == e) {  // most vectors of a very sparse matrix: nothing to cut
      F[s] = b;
      if constexpr (has_hole) H[s] = -1;
      P[s] = 0;
      return;
    }
    const PosCut c = pos_cut<OP>(ah ? ah[s] : s, rows, k, vlen);
    const int64_t pb = c.lo > 0 ? lower_pos(ai, b, e, c.lo) : b;
    const int64_t pe = c.hi < vlen ? lower_pos(ai, pb, e, c.hi) : e;
    F[s] = pb;
    int64_t n = pe - pb;
    if constexpr (has_hole) {
      int64_t ph = -1;
      if (c.hole >= 0) {
        const int64_t x = lower_pos(ai, pb, pe, c.hole);
        if (x < pe && ai[x] == c.hole) ph = x;
      }
      H[s] = ph;
      n -= ph >= 0 ? 1 : 0;
    }
    P[s] = n;
  });
  // nothing cut (an offdiag of a matrix without diagonal entries, a tril of a lower-triangular
  // matrix): the result is A, and shares its immutable buffers instead of copying them
  int64_t kept = 0;
  for (int64_t s = 0; s < nvec; s++) kept += P[s];
  if (kept == nvals) {
    *out = std::make_shared<Store>(A);
    return GrB_SUCCESS;
  }
  if (!ob.allocate(ts, iso)) return GrB_OUT_OF_MEMORY;
  const char* ax = a.x;
  int64_t* oi = ob.I;
  char* ox = ob.X;
  const int64_t total = ob.s->nvals;
  // vector s: its runs, each copied by copy_run or, when split, in parallel chunks
  auto fill = [=](int64_t s, bool split) {
    const int64_t q = P[s], n = P[s + 1] - q, pb = F[s];
    if (n == 0) return;
    auto run = [&](int64_t p0, int64_t q0, int64_t n0) {
      if (!split || n0 < kSerialCutoff) {
        copy_run<TS>(ai, ax, oi, ox, ts, iso, p0, q0, n0);
        return;
      }
      const Chunks ch(n0, 65536);
      parallel_for(ch.count, n0, [&](int64_t c) {
        copy_run<TS>(ai, ax, oi, ox, ts, iso, p0 + ch.begin(c), q0 + ch.begin(c), ch.end(c) - ch.begin(c));
      });
    };
    if (has_hole && H[s] >= 0) {
      const int64_t n1 = H[s] - pb;
      run(pb, q, n1);
      run(H[s] + 1, q + n1, n - n1);
    } else {
      run(pb, q, n);
    }
  };
  if (nvec >= 64 || total < kSerialCutoff) {
    for_vectors([&](int64_t s) { fill(s, false); });
  } else {
    // few vectors holding many entries (a GrB_Vector is one): each run is split over the threads
    for (int64_t s = 0; s < nvec; s++) fill(s, true);
  }
  // an iso input gives an iso output (its one value, even when nothing is kept: SuiteSparse's
  // positional select)
  if (iso) {
    std::memcpy(ox, ax, ts);
    ob.s->iso = true;
  }
  *out = ob.finish();
  return GrB_SUCCESS;
}

template <IndexUnaryOpcode OP> GrB_Info positional_sparse_sized(const Store& A, int64_t k, StorePtr* out) {
  if (A.iso) return positional_sparse<OP, 0>(A, k, out);
  switch (A.tsize) {
    case 1: return positional_sparse<OP, 1>(A, k, out);
    case 2: return positional_sparse<OP, 2>(A, k, out);
    case 4: return positional_sparse<OP, 4>(A, k, out);
    case 8: return positional_sparse<OP, 8>(A, k, out);
    case 16: return positional_sparse<OP, 16>(A, k, out);
    default: return positional_sparse<OP, 0>(A, k, out);
  }
}

template <IndexUnaryOpcode OP> GrB_Info positional(const Store& A, int64_t k, StorePtr* out) {
  if (A.is_sparse_or_hyper()) return positional_sparse_sized<OP>(A, k, out);
  return select_kernel(A, KeepPositional<OP>{k}, out);
}

GrB_Info select_positional(const Store& A, IndexUnaryOpcode op, int64_t k, StorePtr* out) {
  switch (op) {
    case IndexUnaryOpcode::TRIL: return positional<IndexUnaryOpcode::TRIL>(A, k, out);
    case IndexUnaryOpcode::TRIU: return positional<IndexUnaryOpcode::TRIU>(A, k, out);
    case IndexUnaryOpcode::DIAG: return positional<IndexUnaryOpcode::DIAG>(A, k, out);
    case IndexUnaryOpcode::OFFDIAG: return positional<IndexUnaryOpcode::OFFDIAG>(A, k, out);
    case IndexUnaryOpcode::COLLE: return positional<IndexUnaryOpcode::COLLE>(A, k, out);
    case IndexUnaryOpcode::COLGT: return positional<IndexUnaryOpcode::COLGT>(A, k, out);
    case IndexUnaryOpcode::ROWLE: return positional<IndexUnaryOpcode::ROWLE>(A, k, out);
    case IndexUnaryOpcode::ROWGT: return positional<IndexUnaryOpcode::ROWGT>(A, k, out);
    default: return GrB_PANIC;
  }
}

// A sparse or hypersparse A holding its own values (not iso, no cast) under a VALUE* operator on
// its type. The entries are cut into equal chunks (a power-law graph's long rows are shared by
// the threads); pass 1 counts what each chunk keeps, reading the values alone; pass 2 copies the
// kept indices and values to the chunk's offset and records each vector's start as it passes it,
// so there is no per-vector count pass. The loops use local typed pointers: the general kernel's
// per-entry memcpy of tsize bytes and its captured-by-reference state cost several times more.
template <IndexUnaryOpcode OP, class T> GrB_Info select_value_sparse(const Store& A, T y, StorePtr* out) {
  const SparseView a(A);
  const int64_t nvals = a.nvals(), nvec = a.nvec;
  const VectorPlan plan = same_vectors(a);
  OutputBuilder ob;
  if (!ob.begin(A.type, A.vlen, A.vdim, A.by_row, plan)) return GrB_OUT_OF_MEMORY;
  const T* __restrict x = reinterpret_cast<const T*>(A.X());
  const int64_t* __restrict ai = a.i;
  const int64_t* ap = a.p;
  const Chunks ch(nvals, 65536, 4096);
  gb::vector<int64_t> off(size_t(ch.count) + 1, 0);
  parallel_for(ch.count, nvals, [&](int64_t c) {
    int64_t kept = 0;
    for (int64_t p = ch.begin(c), e = ch.end(c); p < e; p++) kept += IndexUnary<OP, T>::f(x[p], 0, 0, y) ? 1 : 0;
    off[size_t(c)] = kept;
  });
  const int64_t total = exclusive_scan(off.data(), ch.count);
  int64_t* P = ob.P;
  P[nvec] = total;
  if (!ob.allocate(sizeof(T), false, true)) return GrB_OUT_OF_MEMORY;
  int64_t* __restrict oi = ob.I;
  T* __restrict ox = reinterpret_cast<T*>(ob.X);
  parallel_for(ch.count, nvals, [&](int64_t c) {
    const int64_t cb = ch.begin(c), ce = ch.end(c), qend = off[size_t(c) + 1];
    int64_t q = off[size_t(c)];
    // Branch-free compaction: every entry is written at q and q advances only past kept ones. A
    // write at qend would land in the next chunk's range, so it is skipped (q == qend means every
    // entry left in the chunk is dropped).
    auto copy_kept = [&](int64_t b, int64_t e) {
      for (int64_t p = b; p < e; p++) {
        const T v = x[p];
        const bool keep = IndexUnary<OP, T>::f(v, 0, 0, y);
        if (q < qend) {
          oi[q] = ai[p];
          ox[q] = v;
        }
        q += keep ? 1 : 0;
      }
    };
    // k: the first vector starting at or after cb; the one before it may continue into this chunk
    int64_t k = std::lower_bound(ap, ap + nvec + 1, cb) - ap;
    copy_kept(cb, std::min(ap[k], ce));
    for (; k < nvec && ap[k] < ce; k++) {
      P[k] = q;
      copy_kept(ap[k], std::min(ap[k + 1], ce));
    }
  });
  // vectors starting at nvals (empty ones after the last entry; all of them when A is empty)
  for (int64_t k = std::lower_bound(ap, ap + nvec + 1, nvals) - ap; k < nvec; k++) P[k] = total;
  *out = ob.finish();
  return GrB_SUCCESS;
}

template <IndexUnaryOpcode OP, class T>
GrB_Info value_typed(const Store& A, const char* x, const gb::vector<unsigned char>& thunk, StorePtr* out) {
  KeepValue<OP, T> keep{reinterpret_cast<const T*>(x), A.iso, T{}};
  std::memcpy(&keep.y, thunk.data(), sizeof(T));
  if (A.is_sparse_or_hyper() && !A.iso && x == static_cast<const char*>(A.X()) && A.tsize == sizeof(T) &&
      A.code != TypeCode::UDT)
    return select_value_sparse<OP, T>(A, keep.y, out);
  return select_kernel(A, keep, out);
}

// typed fast paths for the VALUE* operators on the common types; false when none applies
bool select_value_fast(const Store& A, const IndexUnaryOpRef& op, const char* x,
                       const gb::vector<unsigned char>& thunk, StorePtr* out, GrB_Info* info) {
  if (op.opcode < IndexUnaryOpcode::VALUEEQ || op.opcode > IndexUnaryOpcode::VALUEGE) return false;
  if (op.x.code != op.y.code || thunk.size() < op.y.size) return false;
#define GB_SEL_OP_CASE(OPC, T) \
  case IndexUnaryOpcode::OPC: *info = value_typed<IndexUnaryOpcode::OPC, T>(A, x, thunk, out); return true;
#define GB_SEL_TYPE_CASE(K, T)           \
  case TypeCode::K:                      \
    switch (op.opcode) {                 \
      GB_SEL_OP_CASE(VALUEEQ, T)         \
      GB_SEL_OP_CASE(VALUENE, T)         \
      GB_SEL_OP_CASE(VALUELT, T)         \
      GB_SEL_OP_CASE(VALUELE, T)         \
      GB_SEL_OP_CASE(VALUEGT, T)         \
      GB_SEL_OP_CASE(VALUEGE, T)         \
      default: return false;             \
    }
  switch (op.x.code) {
    GB_SEL_TYPE_CASE(Bool, bool)
    GB_SEL_TYPE_CASE(Int32, int32_t)
    GB_SEL_TYPE_CASE(Int64, int64_t)
    GB_SEL_TYPE_CASE(FP32, float)
    GB_SEL_TYPE_CASE(FP64, double)
    default: return false;
  }
#undef GB_SEL_TYPE_CASE
#undef GB_SEL_OP_CASE
}

}  // namespace

static GrB_Info select_entries(const StorePtr& A0, bool tran, const SelectSpec& spec, bool by_row, StorePtr* out);

GrB_Info select(const StorePtr& A0, bool tran, const SelectSpec& spec, bool by_row, StorePtr* out) {
  GrB_Info info = select_entries(A0, tran, spec, by_row, out);
  if (info != GrB_SUCCESS || spec.iso_value.empty() || (*out)->nvals == 0 || (*out)->code == TypeCode::UDT)
    return info;
  // every kept value equals the thunk: one iso value, sharing the structure
  auto r = gb::make_shared<Store>(**out);
  r->iso = true;
  r->x = Buffer::allocate(r->tsize);
  if (!r->x || !r->x->ptr()) return GrB_OUT_OF_MEMORY;
  std::memcpy(r->x->ptr(), spec.iso_value.data(), r->tsize);
  *out = r;
  return GrB_SUCCESS;
}

static GrB_Info select_entries(const StorePtr& A0, bool tran, const SelectSpec& spec, bool by_row, StorePtr* out) {
  // a bitmap or full input already in the wanted storage orientation is read in place (a transpose
  // only relabels it); anything else becomes sparse in that orientation
  StorePtr A;
  const bool dense = A0->format == Format::Full || A0->format == Format::Bitmap;
  if (dense && A0->by_row == (tran ? !by_row : by_row)) {
    if (tran) {
      auto r = gb::make_shared<Store>(*A0);
      r->by_row = by_row;
      A = r;
    } else {
      A = A0;
    }
  } else {
    A = oriented(A0, tran, by_row);
  }
  if (!A) return GrB_OUT_OF_MEMORY;
  alignas(16) static const char no_value[64] = {};  // x of operators that do not read it
  switch (spec.kind) {
    case SelectSpec::Kind::Positional:
      return select_positional(*A, spec.opcode, spec.k, out);
    case SelectSpec::Kind::IndexOp: {
      const IndexUnaryOpRef& op = spec.op;
      const bool reads_x = op.x.code != TypeCode::None;
      gb::vector<unsigned char> scratch;
      const char* x = reads_x ? values_as(*A, op.x, scratch) : no_value;
      GrB_Info info;
      if (reads_x && op.opcode != IndexUnaryOpcode::USER && select_value_fast(*A, op, x, spec.thunk, out, &info))
        return info;
      KeepIndexOp keep{op.fn, x, reads_x ? op.x.size : 0, A->iso || !reads_x, spec.thunk.data(), op.z.code,
                       op.z.code == TypeCode::Bool ? nullptr : cast_fn(TypeCode::Bool, op.z.code)};
      if (op.z.code != TypeCode::Bool && !keep.to_bool) return GrB_DOMAIN_MISMATCH;
      return select_kernel(*A, keep, out);
    }
    case SelectSpec::Kind::Bytes: {
      if (spec.thunk.size() < A->tsize) return GrB_PANIC;
      KeepBytes keep{static_cast<const char*>(A->X()), A->tsize, A->iso, spec.thunk.data(),
                     spec.opcode == IndexUnaryOpcode::VALUEEQ};
      return select_kernel(*A, keep, out);
    }
    case SelectSpec::Kind::UserSelect: {
      gb::vector<unsigned char> scratch;
      const bool cast = spec.select_x.code != TypeCode::None && spec.select_x.code != A->code;
      const char* x = cast ? values_as(*A, spec.select_x, scratch) : static_cast<const char*>(A->X());
      const size_t xs = cast ? spec.select_x.size : A->tsize;
      KeepUserSelect keep{spec.select_fn, x, xs, A->iso, spec.thunk.data()};
      return select_kernel(*A, keep, out);
    }
  }
  return GrB_PANIC;
}

}  // namespace gb

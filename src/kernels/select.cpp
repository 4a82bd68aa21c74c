// select: keep the entries of A for which a predicate of (value, row, column, thunk) holds. The
// values and the structure of what is kept are A's. Per output vector (sliced into index ranges
// when there are few vectors): count, prefix sum, fill.
#include "kernels/select.hpp"

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "kernels/ewise.hpp"
#include "kernels/views.hpp"

namespace gb {

namespace {

//------------------------------------------------------------------------------------------------
// predicates: keep(row, col, pos) -> bool
//------------------------------------------------------------------------------------------------
template <IndexUnaryOpcode OP> struct KeepPositional {
  int64_t k;
  bool operator()(int64_t i, int64_t j, int64_t) const { return IndexUnary<OP, bool>::f(false, i, j, k); }
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
  std::vector<uint8_t> decided(cached ? size_t(std::max<int64_t>(npos, 1)) : 0);
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
    ob.s->iso = ob.s->nvals > 0;
  }
  *out = ob.finish();
  return GrB_SUCCESS;
}

template <IndexUnaryOpcode OP> GrB_Info positional(const Store& A, int64_t k, StorePtr* out) {
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
  VectorPlan plan;
  plan.hyper = a.hyper;
  plan.nvec = nvec;
  if (a.hyper) plan.ids.assign(a.h, a.h + nvec);
  OutputBuilder ob;
  if (!ob.begin(A.type, A.vlen, A.vdim, A.by_row, plan)) return GrB_OUT_OF_MEMORY;
  const T* __restrict x = reinterpret_cast<const T*>(A.X());
  const int64_t* __restrict ai = a.i;
  const int64_t* ap = a.p;
  const Chunks ch(nvals, 65536, 4096);
  std::vector<int64_t> off(size_t(ch.count) + 1, 0);
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
GrB_Info value_typed(const Store& A, const char* x, const std::vector<unsigned char>& thunk, StorePtr* out) {
  KeepValue<OP, T> keep{reinterpret_cast<const T*>(x), A.iso, T{}};
  std::memcpy(&keep.y, thunk.data(), sizeof(T));
  if (A.is_sparse_or_hyper() && !A.iso && x == static_cast<const char*>(A.X()) && A.tsize == sizeof(T) &&
      A.code != TypeCode::UDT)
    return select_value_sparse<OP, T>(A, keep.y, out);
  return select_kernel(A, keep, out);
}

// typed fast paths for the VALUE* operators on the common types; false when none applies
bool select_value_fast(const Store& A, const IndexUnaryOpRef& op, const char* x,
                       const std::vector<unsigned char>& thunk, StorePtr* out, GrB_Info* info) {
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
  auto r = std::make_shared<Store>(**out);
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
      auto r = std::make_shared<Store>(*A0);
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
      std::vector<unsigned char> scratch;
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
      std::vector<unsigned char> scratch;
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

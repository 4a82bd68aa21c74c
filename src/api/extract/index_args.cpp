#include "core/memory.hpp"
#include "api/extract/index_args.hpp"

#include <cstring>

#include "core/parallel.hpp"

namespace gb {

namespace {
enum class ArgKind { All, List, Range, Stride, Backwards };
ArgKind kind_of(const GrB_Index* I, GrB_Index ni) {
  if (I == GrB_ALL) return ArgKind::All;
  if (ni == GxB_RANGE) return ArgKind::Range;
  if (ni == GxB_STRIDE) return ArgKind::Stride;
  if (ni == GxB_BACKWARDS) return ArgKind::Backwards;
  return ArgKind::List;
}
}  // namespace

uint64_t index_count(const GrB_Index* I, GrB_Index ni, uint64_t dim) {
  switch (kind_of(I, ni)) {
    case ArgKind::All: return dim;
    case ArgKind::Range: {
      const uint64_t b = I[GxB_BEGIN], e = I[GxB_END];
      if (b > e) return 0;
      return (e - b == UINT64_MAX) ? UINT64_MAX : e - b + 1;
    }
    case ArgKind::Stride: {
      const uint64_t b = I[GxB_BEGIN], e = I[GxB_END], inc = I[GxB_INC];
      if (inc == 0 || b > e) return 0;
      // [0, (GrB_Index) -1, 1] holds 2^64 indices: saturate rather than wrap to 0 (SuiteSparse
      // reports the length mismatch or the bad index, not an empty sequence)
      return (e - b) / inc == UINT64_MAX ? UINT64_MAX : (e - b) / inc + 1;
    }
    case ArgKind::Backwards: {
      const uint64_t b = I[GxB_BEGIN], e = I[GxB_END], inc = I[GxB_INC];
      if (inc == 0 || b < e) return 0;
      return (b - e) / inc + 1;
    }
    default: return ni;
  }
}

bool make_index_list(const GrB_Index* I, GrB_Index ni, uint64_t dim, IndexList* out, uint64_t* bad, bool drop_bad) {
  const ArgKind kind = kind_of(I, ni);
  const uint64_t n = index_count(I, ni, dim);
  if (kind == ArgKind::All) {
    *out = IndexList::all(int64_t(dim));
    return true;
  }
  if (kind != ArgKind::List) {
    const uint64_t b = I[GxB_BEGIN];
    const uint64_t inc = kind == ArgKind::Range ? 1 : I[GxB_INC];
    if (n == 0) {
      *out = IndexList::arith(0, 1, 0);
      return true;
    }
    // every value lies between the first and the last one
    const uint64_t last = kind == ArgKind::Backwards ? b - (n - 1) * inc : b + (n - 1) * inc;
    const uint64_t hi = kind == ArgKind::Backwards ? b : last;
    if (hi >= dim) {
      if (!drop_bad) {
        *bad = hi;
        return false;
      }
      gb::vector<int64_t> v;
      for (uint64_t k = 0; k < n; k++) {
        const uint64_t x = kind == ArgKind::Backwards ? b - k * inc : b + k * inc;
        if (x < dim) v.push_back(int64_t(x));
      }
      *out = IndexList::from(std::move(v));
      return true;
    }
    *out = IndexList::arith(int64_t(b), kind == ArgKind::Backwards ? -int64_t(inc) : int64_t(inc), int64_t(n));
    return true;
  }
  gb::vector<int64_t> v(static_cast<size_t>(n));
  // copy and check in chunks; the first bad index (by position) is reported
  Chunks ch(int64_t(n), 65536);
  gb::vector<int64_t> first_bad(size_t(ch.count), -1);
  parallel_for(ch.count, int64_t(n), [&](int64_t c) {
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
      v[size_t(k)] = int64_t(I[k]);
      if (I[k] >= dim && first_bad[size_t(c)] < 0) first_bad[size_t(c)] = k;
    }
  });
  for (int64_t fb : first_bad) {
    if (fb < 0) continue;
    if (!drop_bad) {
      *bad = I[fb];
      return false;
    }
    gb::vector<int64_t> w;
    for (uint64_t k = 0; k < n; k++)
      if (I[k] < dim) w.push_back(int64_t(I[k]));
    v.swap(w);
    break;
  }
  *out = IndexList::from(std::move(v));
  return true;
}

}  // namespace gb

namespace gb {

bool mask_is_iso_false(GB_Matrix_opaque* M, bool structural) {
  if (!M || structural || M->type->code == TypeCode::UDT) return false;
  StorePtr s;
  if (wait_store(M, &s) != GrB_SUCCESS) return false;
  // Our bitmap and full stores do not keep the iso flag (SuiteSparse's do): there, all present
  // values bytewise equal counts as iso. Only error paths call this, so the scan costs nothing
  // on the normal path.
  if (s->nvals == 0) return false;
  const void* x = s->X();
  if (!s->iso) {
    if (s->is_sparse_or_hyper() && s->nvals != 1) return false;
    const int64_t total = s->is_sparse_or_hyper() ? s->nvals : s->vlen * s->vdim;
    const int8_t* b = s->format == Format::Bitmap ? s->B() : nullptr;
    x = nullptr;
    for (int64_t pos = 0; pos < total; pos++) {
      if (b && !b[pos]) continue;
      const void* v = s->value_at(pos);
      if (!x) x = v;
      else if (std::memcmp(x, v, s->tsize) != 0) return false;
    }
    if (!x) return false;
  }
  bool v = true;
  cast_value(TypeCode::Bool, &v, s->code, x, s->tsize);
  return !v;
}

}  // namespace gb

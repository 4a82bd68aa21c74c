// Sorting the vectors of a matrix: a bottom-up merge sort of each vector's positions (vectors in
// parallel; the merges of one pass in parallel for long vectors). The passes and their pairs depend
// only on the lengths, so the result is the same for any number of threads.
#include "core/memory.hpp"
#include "kernels/sort.hpp"

#include <cstring>

#include "kernels/views.hpp"

namespace gb {

namespace {

template <BinaryOpcode OP, class T> struct TypedLess {
  const T* x;
  bool iso;
  bool operator()(int64_t p, int64_t q) const {
    return Binary<OP, T>::f(x[iso ? 0 : p], x[iso ? 0 : q]);
  }
};

struct GenericLess {
  GxB_binary_function fn;
  const char* x;
  size_t xs;
  bool iso;
  bool operator()(int64_t p, int64_t q) const {
    bool z = false;
    fn(&z, x + (iso ? 0 : size_t(p) * xs), x + (iso ? 0 : size_t(q) * xs));
    return z;
  }
};

// merge src[lo, mid) and src[mid, hi) into dst; the right entry goes first only when less(right, left)
template <class Less>
void merge(const Less& less, const int64_t* src, int64_t* dst, int64_t lo, int64_t mid, int64_t hi) {
  int64_t l = lo, r = mid, q = lo;
  while (l < mid && r < hi) dst[q++] = less(src[r], src[l]) ? src[r++] : src[l++];
  while (l < mid) dst[q++] = src[l++];
  while (r < hi) dst[q++] = src[r++];
}

// sort perm[b, e) (positions) using tmp[b, e) as scratch; the result ends in perm
template <class Less> void sort_range(const Less& less, int64_t* perm, int64_t* tmp, int64_t b, int64_t e,
                                      bool parallel) {
  const int64_t len = e - b;
  int64_t* src = perm + b;
  int64_t* dst = tmp + b;
  for (int64_t w = 1; w < len; w *= 2) {
    const int64_t npairs = (len + 2 * w - 1) / (2 * w);
    auto one = [&](int64_t t) {
      const int64_t lo = t * 2 * w, mid = std::min(lo + w, len), hi = std::min(lo + 2 * w, len);
      merge(less, src, dst, lo, mid, hi);
    };
    if (parallel) parallel_for(npairs, len, one);
    else
      for (int64_t t = 0; t < npairs; t++) one(t);
    std::swap(src, dst);
  }
  if (src != perm + b) std::memcpy(perm + b, src, sizeof(int64_t) * size_t(len));
}

template <class Less> void sort_all(const SparseView& a, const Less& less, int64_t* perm, int64_t* tmp) {
  constexpr int64_t kLong = 1 << 16;
  // short vectors: one task each
  parallel_for(a.nvec, a.nvals(), [&](int64_t k) {
    if (a.p[k + 1] - a.p[k] < kLong) sort_range(less, perm, tmp, a.p[k], a.p[k + 1], false);
  });
  // long vectors: one at a time, the merges of each pass in parallel
  for (int64_t k = 0; k < a.nvec; k++)
    if (a.p[k + 1] - a.p[k] >= kLong) sort_range(less, perm, tmp, a.p[k], a.p[k + 1], true);
}

}  // namespace

GrB_Info sort(const StorePtr& A0, bool cols, const BinaryOpRef& op, StorePtr* C, StorePtr* P) {
  StorePtr A = sparse_in_orientation(A0, !cols);
  if (!A) return GrB_OUT_OF_MEMORY;
  const SparseView a(*A);
  const int64_t n = a.nvals();
  gb::vector<int64_t> perm(size_t(std::max<int64_t>(n, 1))), tmp(size_t(std::max<int64_t>(n, 1)));
  parallel_for(n, [&](int64_t p) { perm[size_t(p)] = p; });
  gb::vector<unsigned char> scratch;
  const char* x = values_as(*A, op.x, scratch);
  bool typed = false;
  if (op.opcode != BinaryOpcode::USER && op.x.code == op.y.code && op.z.code == TypeCode::Bool) {
#define GB_SORT_OP(OPC, T)                                                                               \
  case BinaryOpcode::OPC:                                                                                \
    sort_all(a, TypedLess<BinaryOpcode::OPC, T>{reinterpret_cast<const T*>(x), a.iso}, perm.data(), tmp.data()); \
    typed = true;                                                                                        \
    break;
#define GB_SORT_TYPE(K, T)                                                                                \
  case TypeCode::K:                                                                                       \
    switch (op.opcode) {                                                                                  \
      GB_SORT_OP(LT, T) GB_SORT_OP(GT, T) GB_SORT_OP(LE, T) GB_SORT_OP(GE, T)                             \
      default: break;                                                                                     \
    }                                                                                                     \
    break;
    switch (op.x.code) {
      GB_SORT_TYPE(Int32, int32_t)
      GB_SORT_TYPE(Int64, int64_t)
      GB_SORT_TYPE(FP32, float)
      GB_SORT_TYPE(FP64, double)
      default: break;
    }
#undef GB_SORT_TYPE
#undef GB_SORT_OP
  }
  if (!typed) sort_all(a, GenericLess{op.fn, x, op.x.size, a.iso}, perm.data(), tmp.data());

  // the outputs share A's vectors (p, h) and one new index array 0, 1, ... within each vector
  BufferPtr ibuf = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(n, 1)));
  if (!ibuf) return GrB_OUT_OF_MEMORY;
  int64_t* I = static_cast<int64_t*>(ibuf->ptr());
  parallel_for(a.nvec, n + a.nvec, [&](int64_t k) {
    for (int64_t p = a.p[k]; p < a.p[k + 1]; p++) I[p] = p - a.p[k];
  });
  auto shaped = [&](GrB_Type type) {
    auto s = gb::make_shared<Store>();
    s->type = type;
    s->code = type->code;
    s->tsize = type->size;
    s->vlen = a.vlen;
    s->vdim = a.vdim;
    s->by_row = A->by_row;
    s->format = A->format;
    s->nvec = a.nvec;
    s->nvals = n;
    s->p = A->p;
    s->h = A->h;
    s->i = ibuf;
    return s;
  };
  if (C) {
    auto c = shaped(A->type);
    const size_t ts = A->tsize;
    c->iso = a.iso;
    c->x = Buffer::allocate(std::max<size_t>(a.iso ? ts : ts * size_t(n), 1));
    if (!c->x) return GrB_OUT_OF_MEMORY;
    char* X = static_cast<char*>(c->X());
    if (a.iso) std::memcpy(X, a.x, ts);
    else
      parallel_for(n, [&](int64_t q) { std::memcpy(X + size_t(q) * ts, a.x + size_t(perm[size_t(q)]) * ts, ts); });
    *C = c;
  }
  if (P) {
    auto pm = shaped(builtin_type(TypeCode::Int64));
    pm->x = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(n, 1)));
    if (!pm->x) return GrB_OUT_OF_MEMORY;
    int64_t* X = static_cast<int64_t*>(pm->X());
    parallel_for(n, [&](int64_t q) { X[q] = a.i[perm[size_t(q)]]; });
    *P = pm;
  }
  return GrB_SUCCESS;
}

}  // namespace gb

// apply: T = f(A) entry by entry, with A's structure (shared, not copied).
#include "core/memory.hpp"
#include "kernels/apply.hpp"

#include <cstring>
#include <type_traits>

#include "kernels/ewise.hpp"
#include "kernels/functors.hpp"
#include "kernels/views.hpp"

namespace gb {

namespace {

// Entries split into chunks of about equal size; each chunk finds its first vector by binary
// search, so one long vector is shared by many threads as well.
template <class F> void parallel_entries(const SparseView& a, F&& f) {
  const int64_t n = a.nvals();
  Chunks ch(n, 16384, 4096);
  parallel_for(ch.count, n, [&](int64_t c) {
    const int64_t b = ch.begin(c), e = ch.end(c);
    if (b >= e) return;
    int64_t k = std::upper_bound(a.p, a.p + a.nvec + 1, b) - a.p - 1;
    for (int64_t p = b; p < e; p++) {
      while (a.p[k + 1] <= p) k++;
      f(a.vector_id(k), p);
    }
  });
}

// New store with A's structure and `zs`-byte values for every entry.
MutableStorePtr same_structure(const Store& A, GrB_Type ztype) {
  auto t = gb::make_shared<Store>(A);
  t->type = ztype;
  t->code = ztype->code;
  t->tsize = ztype->size;
  t->iso = false;
  t->x = Buffer::allocate(std::max<size_t>(size_t(A.nvals) * ztype->size, 1));
  if (!t->x) return nullptr;
  return t;
}

GrB_Type type_of(const TypeRef& t) { return t.type ? t.type : builtin_type(t.code); }

// A's structure with one value for every entry (iso), which `compute` writes: the result of an
// operator applied to an iso input, or of one that ignores its input (SuiteSparse's iso apply).
template <class F> GrB_Info iso_result(const Store& A, GrB_Type ztype, F&& compute, StorePtr* out) {
  auto t = gb::make_shared<Store>(A);
  t->type = ztype;
  t->code = ztype->code;
  t->tsize = ztype->size;
  t->iso = true;
  t->x = Buffer::allocate(std::max<size_t>(ztype->size, 1));
  if (!t->x) return GrB_OUT_OF_MEMORY;
  compute(static_cast<char*>(t->X()));
  *out = t;
  return GrB_SUCCESS;
}

// x of operators that ignore it
alignas(16) const char kNoValue[64] = {};

}  // namespace

namespace {

// z[p] = f(x[p]) over n values with the operator inlined (x and z may be the same array).
template <UnaryOpcode OP, class T> void unary_values(const T* x, typename Unary<OP, T>::Z* z, int64_t n) {
  const Chunks ch(n, 65536);
  parallel_for(ch.count, n, [&](int64_t c) {
    for (int64_t p = ch.begin(c), e = ch.end(c); p < e; p++) z[p] = Unary<OP, T>::f(x[p]);
  });
}

// The common built-in operators on A's own type (no typecast, z of that type too): one typed
// pass instead of a call through the operator's function pointer per entry, written over A's
// values when the caller allows it. False when the operator or type is not one of these.
template <UnaryOpcode OP, class T>
GrB_Info unary_typed(const StorePtr& A, bool overwrite, GrB_Type ztype, StorePtr* out) {
  static_assert(std::is_same_v<typename Unary<OP, T>::Z, T>, "z must have x's type");
  auto t = gb::make_shared<Store>(*A);
  t->type = ztype;
  t->code = ztype->code;
  t->tsize = ztype->size;
  t->iso = false;
  if (!overwrite) {
    t->x = Buffer::allocate(std::max<size_t>(size_t(A->nvals) * sizeof(T), 1));
    if (!t->x) return GrB_OUT_OF_MEMORY;
  }
  unary_values<OP, T>(static_cast<const T*>(A->X()), static_cast<T*>(t->X()), A->nvals);
  *out = t;
  return GrB_SUCCESS;
}

bool apply_unary_fast(const StorePtr& A, const UnaryOpRef& op, bool overwrite, StorePtr* out, GrB_Info* info) {
  if (A->iso || !A->is_sparse_or_hyper() || op.opcode == UnaryOpcode::USER) return false;
  if (op.x.code != A->code || op.z.code != A->code || A->code == TypeCode::UDT) return false;
  GrB_Type ztype = type_of(op.z);
#define GB_UNOP_CASE(OPC, T) \
  case UnaryOpcode::OPC: *info = unary_typed<UnaryOpcode::OPC, T>(A, overwrite, ztype, out); return true;
#define GB_UNTYPE_CASE(K, T)         \
  case TypeCode::K:                  \
    switch (op.opcode) {             \
      GB_UNOP_CASE(IDENTITY, T)      \
      GB_UNOP_CASE(AINV, T)          \
      GB_UNOP_CASE(ABS, T)           \
      GB_UNOP_CASE(MINV, T)          \
      GB_UNOP_CASE(ONE, T)           \
      GB_UNOP_CASE(LNOT, T)          \
      default: return false;         \
    }
  switch (A->code) {
    GB_UNTYPE_CASE(Int32, int32_t)
    GB_UNTYPE_CASE(Int64, int64_t)
    GB_UNTYPE_CASE(FP32, float)
    GB_UNTYPE_CASE(FP64, double)
    default: return false;
  }
#undef GB_UNTYPE_CASE
#undef GB_UNOP_CASE
}

}  // namespace

GrB_Info apply_unary(const StorePtr& A0, bool tran, const UnaryOpRef& op, bool by_row, StorePtr* out,
                     bool may_overwrite_a) {
  StorePtr A = oriented(A0, tran, by_row);
  if (!A) return GrB_OUT_OF_MEMORY;
  if (!is_positional(op.opcode) && (A->iso || op.opcode == UnaryOpcode::ONE)) {
    gb::vector<unsigned char> scratch;
    const char* ax = A->iso ? values_as(*A, op.x, scratch) : kNoValue;
    return iso_result(*A, type_of(op.z), [&](char* z) { op.fn(z, ax); }, out);
  }
  if (!is_positional(op.opcode)) {
    // overwrite only A0's own buffer: a converted A is a new store of ours, but it may share
    // values with A0 (which the permission covers too); keep it simple and require A == A0
    GrB_Info info = GrB_SUCCESS;
    if (apply_unary_fast(A, op, may_overwrite_a && A == A0, out, &info)) return info;
  }
  const SparseView a(*A);
  MutableStorePtr t = same_structure(*A, type_of(op.z));
  if (!t) return GrB_OUT_OF_MEMORY;
  char* X = static_cast<char*>(t->X());
  const bool rows = A->by_row;
  if (is_positional(op.opcode)) {
    auto run = [&](auto f) {
      parallel_entries(a, [&](int64_t v, int64_t p) {
        const int64_t j = a.i[p];
        f(X, p, a.x, 0, rows ? v : j, rows ? j : v);
      });
    };
    if (op.z.code == TypeCode::Int32) run(PositionalUnary<int32_t>{op.opcode});
    else run(PositionalUnary<int64_t>{op.opcode});
  } else {
    gb::vector<unsigned char> scratch;
    const char* ax = values_as(*A, op.x, scratch);
    GenericUnary f{op.fn, op.x.size, op.z.size};
    const bool iso = a.iso;
    parallel_entries(a, [&](int64_t, int64_t p) { f(X, p, ax, iso ? 0 : p, 0, 0); });
  }
  *out = t;
  return GrB_SUCCESS;
}

GrB_Info apply_bound(const StorePtr& A0, bool tran, const BinaryOpRef& op, const gb::vector<unsigned char>& scalar,
                     bool bind_first, bool by_row, StorePtr* out) {
  StorePtr A = oriented(A0, tran, by_row);
  if (!A) return GrB_OUT_OF_MEMORY;
  const char* s = reinterpret_cast<const char*>(scalar.data());
  // the same value for every entry: A iso, or an operator that does not read A's side (PAIR;
  // FIRST with the scalar first; SECOND with it second)
  const bool reads_a = !(op.opcode == BinaryOpcode::PAIR || (bind_first && op.opcode == BinaryOpcode::FIRST) ||
                         (!bind_first && op.opcode == BinaryOpcode::SECOND));
  if (!op.positional() && (A->iso || !reads_a)) {
    gb::vector<unsigned char> scratch;
    const char* ax = reads_a ? values_as(*A, bind_first ? op.y : op.x, scratch) : kNoValue;
    return iso_result(*A, type_of(op.z), [&](char* z) { bind_first ? op.fn(z, s, ax) : op.fn(z, ax, s); }, out);
  }
  const SparseView a(*A);
  MutableStorePtr t = same_structure(*A, type_of(op.z));
  if (!t) return GrB_OUT_OF_MEMORY;
  char* X = static_cast<char*>(t->X());
  gb::vector<unsigned char> scratch;
  const char* ax = op.positional() ? a.x : values_as(*A, bind_first ? op.y : op.x, scratch);
  const bool rows = A->by_row, iso = a.iso;
  return with_binary(op, [&](const auto& f) {
    parallel_entries(a, [&](int64_t v, int64_t p) {
      const int64_t j = a.i[p];
      const int64_t r = rows ? v : j, c = rows ? j : v;
      if (bind_first) f(X, p, s, 0, ax, iso ? 0 : p, r, c, r, c);
      else f(X, p, ax, iso ? 0 : p, s, 0, r, c, r, c);
    });
    *out = t;
    return GrB_SUCCESS;
  });
}

GrB_Info apply_index_unary(const StorePtr& A0, bool tran, const IndexUnaryOpRef& op,
                           const gb::vector<unsigned char>& thunk, bool by_row, StorePtr* out) {
  StorePtr A = oriented(A0, tran, by_row);
  if (!A) return GrB_OUT_OF_MEMORY;
  const SparseView a(*A);
  MutableStorePtr t = same_structure(*A, type_of(op.z));
  if (!t) return GrB_OUT_OF_MEMORY;
  char* X = static_cast<char*>(t->X());
  gb::vector<unsigned char> scratch;
  const bool reads_x = op.x.code != TypeCode::None;
  const char* ax = reads_x ? values_as(*A, op.x, scratch) : kNoValue;
  const size_t xs = reads_x ? op.x.size : 0, zs = op.z.size;
  const bool rows = A->by_row, iso = a.iso;
  const void* y = thunk.data();
  GxB_index_unary_function fn = op.fn;
  parallel_entries(a, [&](int64_t v, int64_t p) {
    const int64_t j = a.i[p];
    fn(X + size_t(p) * zs, ax + (iso ? 0 : size_t(p) * xs), GrB_Index(rows ? v : j), GrB_Index(rows ? j : v), y);
  });
  *out = t;
  return GrB_SUCCESS;
}

}  // namespace gb

// reduce: a matrix to a vector (each row or column summed with a monoid), or to a scalar.
//
// Determinism: the entries are cut into pieces whose bounds depend only on the problem (never on
// the number of threads); each piece is reduced in index order and the pieces are combined in
// order, so floating-point sums come out bit-identical for any thread count. (Kokkos'
// parallel_reduce is not used: its combination tree follows the threads.)
#include "core/memory.hpp"
#include "kernels/reduce.hpp"

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "kernels/functors.hpp"
#include "kernels/neumaier.hpp"
#include "kernels/views.hpp"

namespace gb {

namespace {

// ANY: the first entry will do, and every value is terminal.
struct AnyMonoid {
  size_t zs;
  const unsigned char* identity;
  void add(char*, int64_t, const char*, int64_t) const {}
  void set_identity(char* z, int64_t pz) const { std::memcpy(z + size_t(pz) * zs, identity, zs); }
  bool is_terminal(const char*, int64_t) const { return true; }
  void copy(char* z, int64_t pz, const char* y, int64_t py) const {
    std::memcpy(z + size_t(pz) * zs, y + size_t(py) * zs, zs);
  }
  size_t zsize() const { return zs; }
};

// f(monoid functor): typed for the built-in PLUS/TIMES/MIN/MAX monoids of every integer and
// floating type (a count sums an INT64 result with PLUS_MONOID_UINT64) and the boolean
// ones, generic otherwise.
template <class F> auto with_monoid(const MonoidRef& m, F&& f) {
  const BinaryOpRef& op = m.op;
  if (op.opcode == BinaryOpcode::ANY) return f(AnyMonoid{op.z.size, m.identity.data()});
  if (op.opcode != BinaryOpcode::USER && op.x.code == op.z.code && op.y.code == op.z.code) {
    switch (op.z.code) {
      case TypeCode::Bool:
        switch (op.opcode) {
          case BinaryOpcode::LOR: return f(make_typed_monoid<BinaryOpcode::LOR, bool>(m));
          case BinaryOpcode::LAND: return f(make_typed_monoid<BinaryOpcode::LAND, bool>(m));
          case BinaryOpcode::LXOR: return f(make_typed_monoid<BinaryOpcode::LXOR, bool>(m));
          case BinaryOpcode::LXNOR: return f(make_typed_monoid<BinaryOpcode::LXNOR, bool>(m));
          case BinaryOpcode::EQ: return f(make_typed_monoid<BinaryOpcode::EQ, bool>(m));
          default: break;
        }
        break;
#define GB_RED_CASE(K, T)                                                                  \
  case TypeCode::K:                                                                        \
    switch (op.opcode) {                                                                   \
      case BinaryOpcode::PLUS: return f(make_typed_monoid<BinaryOpcode::PLUS, T>(m));      \
      case BinaryOpcode::TIMES: return f(make_typed_monoid<BinaryOpcode::TIMES, T>(m));    \
      case BinaryOpcode::MIN: return f(make_typed_monoid<BinaryOpcode::MIN, T>(m));        \
      case BinaryOpcode::MAX: return f(make_typed_monoid<BinaryOpcode::MAX, T>(m));        \
      default: break;                                                                      \
    }                                                                                      \
    break;
      GB_RED_CASE(Int8, int8_t)
      GB_RED_CASE(Int16, int16_t)
      GB_RED_CASE(Int32, int32_t)
      GB_RED_CASE(Int64, int64_t)
      GB_RED_CASE(UInt8, uint8_t)
      GB_RED_CASE(UInt16, uint16_t)
      GB_RED_CASE(UInt32, uint32_t)
      GB_RED_CASE(UInt64, uint64_t)
      GB_RED_CASE(FP32, float)
      GB_RED_CASE(FP64, double)
#undef GB_RED_CASE
      default: break;
    }
  }
  return f(make_generic_monoid(m));
}

// z[pz] = sum of the entries at positions [b, e) in order (B: bitmap flags, null when every position
// holds an entry), stopping at a terminal value. Returns 1 when some entry was found, 0 when none,
// and -1 when it gave up because another piece reached a terminal value (`stop`).
template <class Mon>
int reduce_positions(const Mon& mon, const char* x, bool iso, const int8_t* B, int64_t b, int64_t e, char* z,
                     int64_t pz, const std::atomic<bool>* stop = nullptr) {
  if (B)
    while (b < e && !B[b]) b++;
  if (b >= e) return 0;
  mon.copy(z, pz, x, iso ? 0 : b);
  for (int64_t p = b + 1; p < e; p++) {
    if (B && !B[p]) continue;
    if (mon.is_terminal(z, pz)) return 1;
    if (stop && ((p - b) & 1023) == 0 && stop->load(std::memory_order_relaxed)) return -1;
    mon.add(z, pz, x, iso ? 0 : p);
  }
  return 1;
}

std::atomic<bool> g_compensated_sum{false};

// The compensated PLUS of positions [b, e) (B: bitmap flags or null) into (*sum, *c). False when
// no entry. The first entry is taken as it is (as reduce_positions does), not added to 0.
template <class T>
bool compensated_positions(const T* x, bool iso, const int8_t* B, int64_t b, int64_t e, T* sum, T* c) {
  if (B)
    while (b < e && !B[b]) b++;
  if (b >= e) return false;
  T s = x[iso ? 0 : b], comp = 0;
  for (int64_t p = b + 1; p < e; p++) {
    if (B && !B[p]) continue;
    neumaier_add(s, comp, x[iso ? 0 : p]);
  }
  *sum = s;
  *c = comp;
  return true;
}

// reduce_to_scalar's compensated path: the same pieces (Chunks over the positions, bounds set by
// n alone) reduced in parallel, then their (sum, compensation) pairs combined in piece order.
template <class T> T compensated_sum_of(const T* x, bool iso, const int8_t* B, int64_t n) {
  const Chunks ch(n, 16384, 4096);
  T sum = 0, c = 0;
  if (ch.count == 1) {
    compensated_positions(x, iso, B, 0, n, &sum, &c);
    return neumaier_result(sum, c);
  }
  gb::vector<T> sums(size_t(ch.count)), comps(size_t(ch.count));
  gb::vector<char> has(size_t(ch.count), 0);
  parallel_for(ch.count, n, [&](int64_t k) {
    has[size_t(k)] = compensated_positions(x, iso, B, ch.begin(k), ch.end(k), &sums[size_t(k)], &comps[size_t(k)]);
  });
  bool first = true;
  for (int64_t k = 0; k < ch.count; k++) {
    if (!has[size_t(k)]) continue;
    if (first) {
      sum = sums[size_t(k)];
      c = comps[size_t(k)];
      first = false;
      continue;
    }
    neumaier_add(sum, c, sums[size_t(k)]);
    if (comps[size_t(k)] != T(0)) neumaier_add(sum, c, comps[size_t(k)]);
  }
  return neumaier_result(sum, c);
}

GrB_Type type_of(const TypeRef& t) { return t.type ? t.type : builtin_type(t.code); }

bool dense(const Store& s) { return s.format == Format::Full || s.format == Format::Bitmap; }

}  // namespace

void set_compensated_sum(bool on) { g_compensated_sum.store(on); }
bool compensated_sum() { return g_compensated_sum.load(std::memory_order_relaxed); }
void compensated_sum_init_from_env() {
  const char* v = std::getenv("GRB_COMPENSATED_SUM");
  if (!v) return;
  const std::string s(v);
  if (s == "1" || s == "on" || s == "ON") set_compensated_sum(true);
  else if (s == "0" || s == "off" || s == "OFF") set_compensated_sum(false);
}

GrB_Info reduce_to_vector(const StorePtr& A0, bool tran, const MonoidRef& m, StorePtr* out) {
  // vectors of the reduction: rows (stored by row), or columns when transposed; a bitmap or full
  // store already in that orientation is read as it is
  StorePtr A = (dense(*A0) && A0->by_row == !tran) ? A0 : sparse_in_orientation(A0, !tran);
  if (!A) return GrB_OUT_OF_MEMORY;
  const bool is_dense = dense(*A);
  const int8_t* B = A->format == Format::Bitmap ? A->B() : nullptr;
  const int64_t* Ap = is_dense ? nullptr : A->P();
  const int64_t vlen = A->vlen, nvec = is_dense ? A->vdim : A->nvec;
  const TypeRef& zt = m.op.z;
  const size_t zs = zt.size;
  gb::vector<unsigned char> scratch;
  const char* x = values_as(*A, zt, scratch);
  const bool iso = A->iso;
  auto first = [&](int64_t k) { return is_dense ? k * vlen : Ap[k]; };
  auto last = [&](int64_t k) { return is_dense ? (k + 1) * vlen : Ap[k + 1]; };
  const int64_t npos = nvec > 0 ? last(nvec - 1) - first(0) : 0;

  // per-vector sums and whether the vector has entries
  gb::vector<unsigned char> sums(size_t(nvec) * zs + 1);
  gb::vector<int64_t> pos(size_t(nvec) + 1, 0);
  char* S = reinterpret_cast<char*>(sums.data());
  // few long vectors (a GrB_Vector seen as a matrix, a matrix with a handful of rows): cut each
  // into pieces of positions, the cut depending only on the sizes
  const int64_t slices = (nvec >= 64 || npos < 65536)
                             ? 1
                             : std::min<int64_t>((64 + nvec - 1) / std::max<int64_t>(nvec, 1), npos / 16384);
  GrB_Info info = with_monoid(m, [&](const auto& mon) -> GrB_Info {
    if (slices <= 1) {
      parallel_for(nvec, npos, [&](int64_t k) {
        pos[size_t(k)] = reduce_positions(mon, x, iso, B, first(k), last(k), S, k) > 0 ? 1 : 0;
      });
      return GrB_SUCCESS;
    }
    const int64_t ntasks = nvec * slices;
    gb::vector<unsigned char> partial(size_t(ntasks) * zs + 1);
    gb::vector<char> has(size_t(ntasks), 0);
    char* PX = reinterpret_cast<char*>(partial.data());
    parallel_for(ntasks, npos, [&](int64_t tk) {
      const int64_t k = tk / slices, s = tk % slices;
      const int64_t b0 = first(k), len = last(k) - b0;
      const int64_t b = b0 + int64_t((__int128)len * s / slices), e = b0 + int64_t((__int128)len * (s + 1) / slices);
      has[size_t(tk)] = reduce_positions(mon, x, iso, B, b, e, PX, tk) > 0 ? 1 : 0;
    });
    parallel_for(nvec, ntasks, [&](int64_t k) {
      bool any = false;
      for (int64_t s = 0; s < slices; s++) {
        const int64_t tk = k * slices + s;
        if (!has[size_t(tk)]) continue;
        if (!any) {
          mon.copy(S, k, PX, tk);
          any = true;
        } else {
          if (mon.is_terminal(S, k)) break;
          mon.add(S, k, PX, tk);
        }
      }
      pos[size_t(k)] = any ? 1 : 0;
    });
    return GrB_SUCCESS;
  });
  if (info != GrB_SUCCESS) return info;
  const int64_t nz = exclusive_scan(pos.data(), nvec);

  // T: an n-by-1 vector with an entry for each vector that had entries
  auto t = gb::make_shared<Store>();
  t->type = type_of(zt);
  t->code = zt.code;
  t->tsize = zs;
  t->vlen = A->vdim;
  t->vdim = 1;
  t->by_row = false;
  t->format = Format::Sparse;
  t->nvec = 1;
  t->nvals = nz;
  t->p = Buffer::allocate(2 * sizeof(int64_t));
  t->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
  t->x = Buffer::allocate(std::max<size_t>(zs * size_t(nz), 1));
  if (!t->p || !t->i || !t->x) return GrB_OUT_OF_MEMORY;
  t->P()[0] = 0;
  t->P()[1] = nz;
  int64_t* I = t->I();
  char* X = static_cast<char*>(t->X());
  parallel_for(nvec, [&](int64_t k) {
    const int64_t q = pos[size_t(k)];
    if (pos[size_t(k) + 1] == q) return;
    I[q] = A->vector_id(k);
    std::memcpy(X + size_t(q) * zs, S + size_t(k) * zs, zs);
  });
  *out = t;
  return GrB_SUCCESS;
}

GrB_Info reduce_to_scalar(const StorePtr& A, const MonoidRef& m, bool* has_out, gb::vector<unsigned char>* value) {
  const TypeRef& zt = m.op.z;
  const size_t zs = zt.size;
  value->assign(std::max<size_t>(zs, 16), 0);
  std::memcpy(value->data(), m.identity.data(), std::min(zs, m.identity.size()));
  *has_out = A->nvals > 0;
  if (A->nvals == 0) return GrB_SUCCESS;
  // positions in storage order: entries of a sparse/hypersparse store, or every slot of a bitmap
  // (flags say which hold entries) or full store
  const bool is_dense = dense(*A);
  const int64_t n = is_dense ? A->vlen * A->vdim : A->nvals;
  const int8_t* B = A->format == Format::Bitmap ? A->B() : nullptr;
  gb::vector<unsigned char> scratch;
  const char* x = values_as(*A, zt, scratch);
  const bool iso = A->iso;
  char* Z = reinterpret_cast<char*>(value->data());
  if (g_compensated_sum.load(std::memory_order_relaxed) && m.op.opcode == BinaryOpcode::PLUS && !m.has_terminal() &&
      m.op.x.code == zt.code && m.op.y.code == zt.code) {
    if (zt.code == TypeCode::FP64) {
      const double r = compensated_sum_of(reinterpret_cast<const double*>(x), iso, B, n);
      std::memcpy(Z, &r, sizeof r);
      return GrB_SUCCESS;
    }
    if (zt.code == TypeCode::FP32) {
      const float r = compensated_sum_of(reinterpret_cast<const float*>(x), iso, B, n);
      std::memcpy(Z, &r, sizeof r);
      return GrB_SUCCESS;
    }
  }
  return with_monoid(m, [&](const auto& mon) -> GrB_Info {
    const Chunks ch(n, 16384, 4096);
    if (ch.count == 1) {
      reduce_positions(mon, x, iso, B, 0, n, Z, 0);
      return GrB_SUCCESS;
    }
    gb::vector<unsigned char> partial(size_t(ch.count) * zs + 1);
    gb::vector<char> has(size_t(ch.count), 0);
    char* PX = reinterpret_cast<char*>(partial.data());
    std::atomic<bool> done{false};
    parallel_for(ch.count, n, [&](int64_t c) {
      if (done.load(std::memory_order_relaxed)) return;
      if (reduce_positions(mon, x, iso, B, ch.begin(c), ch.end(c), PX, c, &done) <= 0) return;
      has[size_t(c)] = 1;
      if (mon.is_terminal(PX, c)) done.store(true, std::memory_order_relaxed);
    });
    // combine the pieces in order; a terminal value absorbs the rest, so pieces skipped after one
    // was found do not change the result
    bool first = true;
    for (int64_t c = 0; c < ch.count; c++) {
      if (!has[size_t(c)]) continue;
      if (first) {
        mon.copy(Z, 0, PX, c);
        first = false;
      } else {
        if (mon.is_terminal(Z, 0)) break;
        mon.add(Z, 0, PX, c);
      }
    }
    return GrB_SUCCESS;
  });
}

}  // namespace gb

#include "core/memory.hpp"
#include "kernels/compensated.hpp"

#include <array>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <type_traits>
#include <utility>

#include "kernels/apply.hpp"
#include "kernels/neumaier.hpp"
#include "kernels/reduce.hpp"

namespace gb {
namespace {

// A running sum and the low-order part it lost.
template <class T> struct Pair {
  T s, c;
};

GB_Type_opaque g_pair_fp32(TypeCode::UDT, sizeof(Pair<float>), "compensated_pair_fp32");
GB_Type_opaque g_pair_fp64(TypeCode::UDT, sizeof(Pair<double>), "compensated_pair_fp64");

template <class T> GrB_Type pair_type() { return std::is_same_v<T, float> ? &g_pair_fp32 : &g_pair_fp64; }

template <class T> Pair<T> load(const void* p) {
  Pair<T> v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// The pairs' monoid: a's sum and compensation, then b's sum added by the step, then b's
// compensation when it has one (how reduce_to_scalar combines its pieces).
template <class T> void pair_add(void* z, const void* x, const void* y) {
  Pair<T> a = load<T>(x);
  const Pair<T> b = load<T>(y);
  neumaier_add(a.s, a.c, b.s);
  if (b.c != T(0)) neumaier_add(a.s, a.c, b.c);
  std::memcpy(z, &a, sizeof a);
}

template <class T> void finish(void* z, const void* x) {
  const Pair<T> p = load<T>(x);
  const T r = neumaier_result(p.s, p.c);
  std::memcpy(z, &r, sizeof r);
}

template <class T> void lift(void* z, const void* x) {
  Pair<T> p{T(0), T(0)};
  std::memcpy(&p.s, x, sizeof(T));
  std::memcpy(z, &p, sizeof p);
}

// The lifted multiplies. A user function takes no context, so each slot has its own function
// that calls the multiply held in that slot; a CompensatedSemiring holds a slot while it lives.
constexpr int kSlots = 64;
GxB_binary_function g_slot_fn[kSlots];
bool g_slot_used[kSlots];
std::mutex g_slot_mu;
std::condition_variable g_slot_freed;

template <class T, int K> void lifted_mult(void* z, const void* x, const void* y) {
  Pair<T> p{T(0), T(0)};
  g_slot_fn[K](&p.s, x, y);
  std::memcpy(z, &p, sizeof p);
}

template <class T, int... K> constexpr std::array<GxB_binary_function, kSlots> lifted_table(std::integer_sequence<int, K...>) {
  return {&lifted_mult<T, K>...};
}
constexpr auto kLiftedFp32 = lifted_table<float>(std::make_integer_sequence<int, kSlots>{});
constexpr auto kLiftedFp64 = lifted_table<double>(std::make_integer_sequence<int, kSlots>{});

int take_slot(GxB_binary_function fn) {
  std::unique_lock<std::mutex> lock(g_slot_mu);
  for (;;) {
    for (int k = 0; k < kSlots; k++) {
      if (!g_slot_used[k]) {
        g_slot_used[k] = true;
        g_slot_fn[k] = fn;
        return k;
      }
    }
    g_slot_freed.wait(lock);
  }
}

void give_slot(int k) {
  {
    std::lock_guard<std::mutex> lock(g_slot_mu);
    g_slot_used[k] = false;
  }
  g_slot_freed.notify_one();
}

template <class T> MonoidRef pair_monoid() {
  MonoidRef m;
  m.op.opcode = BinaryOpcode::USER;
  m.op.z = m.op.x = m.op.y = TypeRef(pair_type<T>());
  m.op.fn = &pair_add<T>;
  m.identity.assign(sizeof(Pair<T>), 0);
  return m;
}

bool is_fp32(const MonoidRef& m) { return m.op.z.code == TypeCode::FP32; }

}  // namespace

bool compensated_monoid(const MonoidRef& m) {
  if (!compensated_sum() || m.op.opcode != BinaryOpcode::PLUS || m.has_terminal()) return false;
  const TypeCode t = m.op.z.code;
  return (t == TypeCode::FP32 || t == TypeCode::FP64) && m.op.x.code == t && m.op.y.code == t;
}

CompensatedSemiring::CompensatedSemiring(const SemiringRef& sr) {
  const bool fp32 = is_fp32(sr.add);
  lifted_.add = fp32 ? pair_monoid<float>() : pair_monoid<double>();
  lifted_.mult = sr.mult;
  lifted_.mult.opcode = BinaryOpcode::USER;
  lifted_.mult.z = lifted_.add.op.z;
  slot_ = take_slot(sr.mult.fn);
  lifted_.mult.fn = fp32 ? kLiftedFp32[size_t(slot_)] : kLiftedFp64[size_t(slot_)];
}

CompensatedSemiring::~CompensatedSemiring() { give_slot(slot_); }

GrB_Info compensated_finish(const StorePtr& pairs, const MonoidRef& m, StorePtr* out) {
  UnaryOpRef op;
  op.opcode = UnaryOpcode::USER;
  op.z = m.op.z;
  op.x = TypeRef(is_fp32(m) ? pair_type<float>() : pair_type<double>());
  op.fn = is_fp32(m) ? &finish<float> : &finish<double>;
  return apply_unary(pairs, false, op, pairs->by_row, out);
}

GrB_Info compensated_reduce_to_vector(const StorePtr& A, bool tran, const MonoidRef& m, StorePtr* out) {
  const bool fp32 = is_fp32(m);
  UnaryOpRef up;
  up.opcode = UnaryOpcode::USER;
  up.z = TypeRef(fp32 ? pair_type<float>() : pair_type<double>());
  up.x = m.op.z;
  up.fn = fp32 ? &lift<float> : &lift<double>;
  StorePtr P, R;
  GrB_Info info = apply_unary(A, false, up, A->by_row, &P);
  if (info != GrB_SUCCESS) return info;
  info = reduce_to_vector(P, tran, fp32 ? pair_monoid<float>() : pair_monoid<double>(), &R);
  if (info != GrB_SUCCESS) return info;
  return compensated_finish(R, m, out);
}

}  // namespace gb

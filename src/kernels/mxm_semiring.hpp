// Semiring policies for the mxm / mxv / vxm kernels, and the one dispatch table that picks a typed
// fast path or the generic (type-erased) path.
//
// The kernels see every product in "row form": a left entry L(v,k) times a right entry R(k,w)
// (saxpy) or D(w,k) (dot), contributing to T(v,w). When T is computed transposed (T' = B'*A'),
// the operands are flipped: x comes from the right and (i,k,j) = (w,k,v). A policy hides that:
//
//   set(z, pz, lx, pl, rx, pr, v, k, w, tmp)  z[pz]  = L ⊗ R
//   upd(z, pz, lx, pl, rx, pr, v, k, w, tmp)  z[pz] ⊕= L ⊗ R
//   done(z, pz)                               z[pz] is the monoid's terminal value (stop adding)
//   copy(dst, pd, src, ps)                    dst[pd] = src[ps]
//   zsize()                                   bytes of a result value (0 for the pattern policy)
//
// Values are addressed as (base pointer, position), like functors.hpp: lx/rx are the operands'
// value arrays already cast to the multiply's input types, and pl/pr are positions (0 for iso
// operands and for operands whose values the multiply ignores). `tmp` is 2*zsize() bytes of
// per-thread scratch, used only by the generic policy.
//
// Typed policies (TypedSR) combine a typed monoid with a typed or positional multiply; the
// generic one (GenericSR) calls the user's (or built-in's) function pointers. PatternSR is for
// semirings whose every result is 1 (ANY_PAIR and the idempotent *_PAIR): only the pattern is
// computed and the result is iso.
#pragma once
#include <cstring>
#include <type_traits>

#include "kernels/functors.hpp"

namespace gb {
namespace axb {

// Which index a positional multiply returns, in kernel terms: 0 = v, 1 = k, 2 = w.
inline int positional_which(BinaryOpcode op, bool flip) {
  switch (op) {
    case BinaryOpcode::FIRSTI: case BinaryOpcode::FIRSTI1: return flip ? 2 : 0;    // i
    case BinaryOpcode::FIRSTJ: case BinaryOpcode::FIRSTJ1:                          // k
    case BinaryOpcode::SECONDI: case BinaryOpcode::SECONDI1: return 1;             // k
    default: return flip ? 0 : 2;                                                   // j
  }
}

// Whether the multiply reads its x (first) or y (second) operand's value.
inline bool mult_reads_x(const BinaryOpRef& m) {
  return !(m.positional() || m.opcode == BinaryOpcode::PAIR || m.opcode == BinaryOpcode::SECOND);
}
inline bool mult_reads_y(const BinaryOpRef& m) {
  return !(m.positional() || m.opcode == BinaryOpcode::PAIR || m.opcode == BinaryOpcode::FIRST);
}

//------------------------------------------------------------------------------------------------
// multiplies (typed): return L ⊗ R in kernel terms (flip already resolved by the dispatcher)
//------------------------------------------------------------------------------------------------
template <BinaryOpcode OP, class T> struct TMul {
  using F = Binary<OP, T>;
  using X = typename F::X;
  using Y = typename F::Y;
  using Z = typename F::Z;
  static constexpr bool reads_x = !(OP == BinaryOpcode::PAIR || OP == BinaryOpcode::SECOND);
  static constexpr bool reads_y = !(OP == BinaryOpcode::PAIR || OP == BinaryOpcode::FIRST);
  static constexpr bool is_pair = OP == BinaryOpcode::PAIR;
  GB_HD Z operator()(const char* lx, int64_t pl, const char* rx, int64_t pr, int64_t, int64_t, int64_t) const {
    X x{};
    Y y{};
    if constexpr (reads_x) x = reinterpret_cast<const X*>(lx)[pl];
    if constexpr (reads_y) y = reinterpret_cast<const Y*>(rx)[pr];
    return F::f(x, y);
  }
};

template <class Z_> struct PosMul {
  using Z = Z_;
  static constexpr bool is_pair = false;
  int which = 0;
  int64_t offset = 0;
  GB_HD Z operator()(const char*, int64_t, const char*, int64_t, int64_t v, int64_t k, int64_t w) const {
    return Z((which == 0 ? v : (which == 1 ? k : w)) + offset);
  }
};

//------------------------------------------------------------------------------------------------
// monoids (typed)
//------------------------------------------------------------------------------------------------
template <BinaryOpcode OP, class T> struct TMon {
  using Z = T;
  static constexpr BinaryOpcode opcode = OP;
  static constexpr bool is_any = OP == BinaryOpcode::ANY;
  static constexpr bool is_plus = OP == BinaryOpcode::PLUS;
  static constexpr bool may_stop = OP == BinaryOpcode::MIN || OP == BinaryOpcode::MAX || OP == BinaryOpcode::LOR ||
                                   OP == BinaryOpcode::LAND || OP == BinaryOpcode::TIMES;
  bool has_terminal = false;
  T terminal{};
  GB_HD void add(T& z, const T& y) const { z = Binary<OP, T>::f(z, y); }
  GB_HD bool done(const T& z) const {
    if constexpr (is_any) return true;
    else if constexpr (may_stop) return has_terminal && z == terminal;
    else return false;
  }
};

template <class Mon, class Mul> struct TypedSR {
  using Z = typename Mon::Z;
  static_assert(std::is_same_v<Z, typename Mul::Z>, "monoid and multiply types differ");
  static constexpr bool generic = false;
  static constexpr bool pattern = false;
  static constexpr bool is_any = Mon::is_any;
  // PLUS_PAIR over integers (wrapping like repeated adds) or FP64 (exact counts): a dot product is
  // the size of an intersection
  static constexpr bool count_only =
      Mon::is_plus && Mul::is_pair && (std::is_integral_v<Z> || std::is_same_v<Z, double>);
  Mon mon;
  Mul mul;
  size_t zsize() const { return sizeof(Z); }
  GB_HD void set(char* z, int64_t pz, const char* lx, int64_t pl, const char* rx, int64_t pr, int64_t v, int64_t k,
                 int64_t w, char*) const {
    reinterpret_cast<Z*>(z)[pz] = mul(lx, pl, rx, pr, v, k, w);
  }
  GB_HD void upd(char* z, int64_t pz, const char* lx, int64_t pl, const char* rx, int64_t pr, int64_t v, int64_t k,
                 int64_t w, char*) const {
    if constexpr (is_any) return;
    mon.add(reinterpret_cast<Z*>(z)[pz], mul(lx, pl, rx, pr, v, k, w));
  }
  GB_HD bool done(const char* z, int64_t pz) const { return mon.done(reinterpret_cast<const Z*>(z)[pz]); }
  GB_HD void copy(char* dst, int64_t pd, const char* src, int64_t ps) const {
    reinterpret_cast<Z*>(dst)[pd] = reinterpret_cast<const Z*>(src)[ps];
  }
};

// Only the pattern: every result is 1, the output is iso.
struct PatternSR {
  static constexpr bool count_only = false;
  static constexpr bool generic = false;
  static constexpr bool pattern = true;
  static constexpr bool is_any = true;
  size_t zsize() const { return 0; }
  GB_HD void set(char*, int64_t, const char*, int64_t, const char*, int64_t, int64_t, int64_t, int64_t, char*) const {}
  GB_HD void upd(char*, int64_t, const char*, int64_t, const char*, int64_t, int64_t, int64_t, int64_t, char*) const {}
  GB_HD bool done(const char*, int64_t) const { return true; }
  GB_HD void copy(char*, int64_t, const char*, int64_t) const {}
};

// Any semiring: function pointers, sizes, optional flip, positional multiplies by index.
struct GenericSR {
  static constexpr bool count_only = false;
  static constexpr bool generic = true;
  static constexpr bool pattern = false;
  static constexpr bool is_any = false;
  bool any = false;                      // ANY monoid: the first value stays
  GxB_binary_function mult = nullptr, add = nullptr;
  size_t zs = 0;
  size_t lxs = 0, rxs = 0;               // strides of L and R values (0: value ignored)
  bool flip = false;                     // mult(R, L) instead of mult(L, R)
  int pos_which = -1;                    // >= 0: positional multiply
  int64_t pos_offset = 0;
  bool pos_int32 = false;
  const unsigned char* terminal = nullptr;
  size_t zsize() const { return zs; }
  void product(char* z, const char* lx, int64_t pl, const char* rx, int64_t pr, int64_t v, int64_t k,
               int64_t w) const {
    if (pos_which >= 0) {
      const int64_t r = (pos_which == 0 ? v : (pos_which == 1 ? k : w)) + pos_offset;
      if (pos_int32) {
        const int32_t r32 = int32_t(r);
        std::memcpy(z, &r32, 4);
      } else {
        std::memcpy(z, &r, 8);
      }
      return;
    }
    const char* a = lx + size_t(pl) * lxs;
    const char* b = rx + size_t(pr) * rxs;
    if (flip) mult(z, b, a);
    else mult(z, a, b);
  }
  void set(char* z, int64_t pz, const char* lx, int64_t pl, const char* rx, int64_t pr, int64_t v, int64_t k,
           int64_t w, char*) const {
    product(z + size_t(pz) * zs, lx, pl, rx, pr, v, k, w);
  }
  void upd(char* z, int64_t pz, const char* lx, int64_t pl, const char* rx, int64_t pr, int64_t v, int64_t k,
           int64_t w, char* tmp) const {
    if (any) return;
    char* t = tmp;
    char* s = tmp + zs;
    char* zz = z + size_t(pz) * zs;
    product(t, lx, pl, rx, pr, v, k, w);
    add(s, zz, t);  // the function may not allow its output to alias an input
    std::memcpy(zz, s, zs);
  }
  bool done(const char* z, int64_t pz) const {
    if (any) return true;
    if (!terminal) return false;
    const char* v = z + size_t(pz) * zs;
    // (called once per product: the common sizes without a library call)
    switch (zs) {
      case 1: return *v == char(*terminal);
      case 4: { uint32_t a, b; std::memcpy(&a, v, 4); std::memcpy(&b, terminal, 4); return a == b; }
      case 8: { uint64_t a, b; std::memcpy(&a, v, 8); std::memcpy(&b, terminal, 8); return a == b; }
      default: return std::memcmp(v, terminal, zs) == 0;
    }
  }
  void copy(char* dst, int64_t pd, const char* src, int64_t ps) const {
    std::memcpy(dst + size_t(pd) * zs, src + size_t(ps) * zs, zs);
  }
};

//------------------------------------------------------------------------------------------------
// dispatch
//------------------------------------------------------------------------------------------------

// Semirings whose every result is 1 (the multiply is PAIR and the monoid is idempotent on 1).
inline bool is_pattern_semiring(const SemiringRef& sr) {
  if (sr.mult.opcode != BinaryOpcode::PAIR) return false;
  if (sr.add.op.z.code == TypeCode::UDT) return false;
  switch (sr.add.op.opcode) {
    case BinaryOpcode::ANY: case BinaryOpcode::MIN: case BinaryOpcode::MAX: case BinaryOpcode::LOR:
    case BinaryOpcode::LAND: case BinaryOpcode::TIMES: case BinaryOpcode::BOR: case BinaryOpcode::BAND:
      return true;
    default: return false;
  }
}

template <BinaryOpcode M, class T> TMon<M, T> make_tmon(const MonoidRef& m) {
  TMon<M, T> t;
  t.has_terminal = m.has_terminal();
  if (t.has_terminal) std::memcpy(&t.terminal, m.terminal.data(), sizeof(T));
  return t;
}

inline GenericSR make_generic_sr(const SemiringRef& sr, bool flip) {
  GenericSR g;
  g.any = sr.add.op.opcode == BinaryOpcode::ANY;
  g.mult = sr.mult.fn;
  g.add = sr.add.op.fn;
  g.zs = sr.add.op.z.size;
  g.flip = flip;
  // L holds x values unless flipped
  const size_t xs = mult_reads_x(sr.mult) ? sr.mult.x.size : 0;
  const size_t ys = mult_reads_y(sr.mult) ? sr.mult.y.size : 0;
  g.lxs = flip ? ys : xs;
  g.rxs = flip ? xs : ys;
  if (sr.mult.positional()) {
    g.pos_which = positional_which(sr.mult.opcode, flip);
    g.pos_offset = sr.mult.positional_offset();
    g.pos_int32 = sr.mult.z.code == TypeCode::Int32;
  }
  g.terminal = sr.add.has_terminal() ? sr.add.terminal.data() : nullptr;
  return g;
}

// The typed table. A typed path needs built-in operators with the monoid's type equal to the
// multiply's x, y and z types (positional multiplies: z only).
#define GB_MXM_TYPED_TABLE(X)                          \
  X(PLUS, TIMES, FP64, double)                         \
  X(PLUS, TIMES, FP32, float)                          \
  X(PLUS, TIMES, Int64, int64_t)                       \
  X(PLUS, TIMES, Int32, int32_t)                       \
  X(PLUS, PAIR, Int64, int64_t)                        \
  X(PLUS, PAIR, Int32, int32_t)                        \
  X(PLUS, PAIR, FP64, double)                          \
  X(LOR, LAND, Bool, bool)                             \
  X(MIN, PLUS, FP64, double)                           \
  X(MIN, PLUS, Int64, int64_t)                         \
  X(MIN, PLUS, Int32, int32_t)                         \
  X(MAX, TIMES, FP64, double)                          \
  X(PLUS, FIRST, FP64, double)                         \
  X(PLUS, SECOND, FP64, double)                        \
  X(MIN, FIRST, Int64, int64_t)                        \
  X(MIN, SECOND, Int64, int64_t)                       \
  X(MIN, FIRST, FP64, double)                          \
  X(MIN, SECOND, FP64, double)

template <class F> auto with_semiring(const SemiringRef& sr, bool flip, F&& f) {
  if (is_pattern_semiring(sr)) return f(PatternSR{});
  const BinaryOpcode mon = sr.add.op.opcode;
  const TypeCode zc = sr.add.op.z.code;
  const bool mon_builtin = mon != BinaryOpcode::USER && sr.add.op.x.code == zc && sr.add.op.y.code == zc;
  if (mon_builtin && sr.mult.positional() && zc == TypeCode::Int64 && sr.mult.z.code == TypeCode::Int64) {
    PosMul<int64_t> pm{positional_which(sr.mult.opcode, flip), sr.mult.positional_offset()};
    if (mon == BinaryOpcode::ANY)
      return f(TypedSR<TMon<BinaryOpcode::ANY, int64_t>, PosMul<int64_t>>{make_tmon<BinaryOpcode::ANY, int64_t>(sr.add), pm});
    if (mon == BinaryOpcode::MIN)
      return f(TypedSR<TMon<BinaryOpcode::MIN, int64_t>, PosMul<int64_t>>{make_tmon<BinaryOpcode::MIN, int64_t>(sr.add), pm});
  }
  const BinaryOpRef& m = sr.mult;
  if (mon_builtin && m.opcode != BinaryOpcode::USER && !m.positional() && m.z.code == zc &&
      (m.x.code == zc || !mult_reads_x(m)) && (m.y.code == zc || !mult_reads_y(m))) {
    BinaryOpcode mop = m.opcode;
    // FIRST and SECOND trade places when flipped; the other typed multiplies commute
    if (flip && mop == BinaryOpcode::FIRST) mop = BinaryOpcode::SECOND;
    else if (flip && mop == BinaryOpcode::SECOND) mop = BinaryOpcode::FIRST;
#define GB_MXM_TYPED_CASE(MON, MUL, CODE, CT)                                                          \
  if (mon == BinaryOpcode::MON && mop == BinaryOpcode::MUL && zc == TypeCode::CODE)                    \
    return f(TypedSR<TMon<BinaryOpcode::MON, CT>, TMul<BinaryOpcode::MUL, CT>>{                        \
        make_tmon<BinaryOpcode::MON, CT>(sr.add), TMul<BinaryOpcode::MUL, CT>{}});
    GB_MXM_TYPED_TABLE(GB_MXM_TYPED_CASE)
#undef GB_MXM_TYPED_CASE
  }
  return f(make_generic_sr(sr, flip));
}

}  // namespace axb
}  // namespace gb

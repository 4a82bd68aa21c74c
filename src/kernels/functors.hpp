// Operator functors as the kernels call them. Values are addressed as (base pointer, position), so
// one kernel template serves both the typed fast paths (the compiler inlines the operator) and the
// generic type-erased path (a call through the operator's function pointer): the kernel never
// knows which. An iso operand is passed with position 0 for every entry.
//
// Binary functors also receive the row and column of both operands, for the positional operators
// (FIRSTI, SECONDJ, ...): for element-wise work both are (i, j); for A(i,k)*B(k,j) they are (i,k)
// and (k,j).
#pragma once
#include <cstring>
#include <utility>

#include "core/memory.hpp"
#include "core/op_functors.hpp"
#include "core/opref.hpp"

namespace gb {

//------------------------------------------------------------------------------------------------
// binary
//------------------------------------------------------------------------------------------------
struct GenericBinary {
  GxB_binary_function fn;
  size_t xs, ys, zs;
  void operator()(char* z, int64_t pz, const char* x, int64_t px, const char* y, int64_t py, int64_t, int64_t,
                  int64_t, int64_t) const {
    fn(z + size_t(pz) * zs, x + size_t(px) * xs, y + size_t(py) * ys);
  }
  size_t zsize() const { return zs; }
};

template <BinaryOpcode OP, class T> struct TypedBinary {
  using F = Binary<OP, T>;
  using Z = typename F::Z;
  void operator()(char* z, int64_t pz, const char* x, int64_t px, const char* y, int64_t py, int64_t, int64_t,
                  int64_t, int64_t) const {
    reinterpret_cast<Z*>(z)[pz] = F::f(reinterpret_cast<const typename F::X*>(x)[px],
                                       reinterpret_cast<const typename F::Y*>(y)[py]);
  }
  size_t zsize() const { return sizeof(Z); }
};

// FIRSTI(x,y) = row of x, FIRSTJ = column of x, SECONDI/SECONDJ of y; the *1 forms add one.
template <class Z> struct PositionalBinary {
  BinaryOpcode op;
  int64_t offset;
  void operator()(char* z, int64_t pz, const char*, int64_t, const char*, int64_t, int64_t ia, int64_t ja,
                  int64_t ib, int64_t jb) const {
    int64_t v;
    switch (op) {
      case BinaryOpcode::FIRSTI: case BinaryOpcode::FIRSTI1: v = ia; break;
      case BinaryOpcode::FIRSTJ: case BinaryOpcode::FIRSTJ1: v = ja; break;
      case BinaryOpcode::SECONDI: case BinaryOpcode::SECONDI1: v = ib; break;
      default: v = jb; break;
    }
    reinterpret_cast<Z*>(z)[pz] = Z(v + offset);
  }
  size_t zsize() const { return sizeof(Z); }
};

//------------------------------------------------------------------------------------------------
// unary
//------------------------------------------------------------------------------------------------
struct GenericUnary {
  GxB_unary_function fn;
  size_t xs, zs;
  void operator()(char* z, int64_t pz, const char* x, int64_t px, int64_t, int64_t) const {
    fn(z + size_t(pz) * zs, x + size_t(px) * xs);
  }
};
template <UnaryOpcode OP, class T> struct TypedUnary {
  using F = Unary<OP, T>;
  void operator()(char* z, int64_t pz, const char* x, int64_t px, int64_t, int64_t) const {
    reinterpret_cast<typename F::Z*>(z)[pz] = F::f(reinterpret_cast<const typename F::X*>(x)[px]);
  }
};
template <class Z> struct PositionalUnary {
  UnaryOpcode op;
  void operator()(char* z, int64_t pz, const char*, int64_t, int64_t i, int64_t j) const {
    int64_t v;
    switch (op) {
      case UnaryOpcode::POSITIONI: v = i; break;
      case UnaryOpcode::POSITIONI1: v = i + 1; break;
      case UnaryOpcode::POSITIONJ: v = j; break;
      default: v = j + 1; break;
    }
    reinterpret_cast<Z*>(z)[pz] = Z(v);
  }
};

//------------------------------------------------------------------------------------------------
// monoid: z = z + y in place, identity, terminal
//------------------------------------------------------------------------------------------------
struct GenericMonoid {
  GxB_binary_function fn;
  size_t zs;
  const unsigned char* identity;
  const unsigned char* terminal;  // null: none
  void add(char* z, int64_t pz, const char* y, int64_t py) const {
    // the function may not allow z to alias x: go through a temporary
    alignas(16) unsigned char tmp[64];
    gb::vector<unsigned char> big;
    unsigned char* t = tmp;
    if (zs > sizeof tmp) {
      big.resize(zs);
      t = big.data();
    }
    fn(t, z + size_t(pz) * zs, y + size_t(py) * zs);
    std::memcpy(z + size_t(pz) * zs, t, zs);
  }
  void set_identity(char* z, int64_t pz) const { std::memcpy(z + size_t(pz) * zs, identity, zs); }
  bool is_terminal(const char* z, int64_t pz) const {
    return terminal && std::memcmp(z + size_t(pz) * zs, terminal, zs) == 0;
  }
  void copy(char* z, int64_t pz, const char* y, int64_t py) const {
    std::memcpy(z + size_t(pz) * zs, y + size_t(py) * zs, zs);
  }
  size_t zsize() const { return zs; }
};

template <BinaryOpcode OP, class T> struct TypedMonoid {
  using F = Binary<OP, T>;
  T identity_value;
  bool has_terminal;
  T terminal_value;
  void add(char* z, int64_t pz, const char* y, int64_t py) const {
    T& zz = reinterpret_cast<T*>(z)[pz];
    zz = F::f(zz, reinterpret_cast<const T*>(y)[py]);
  }
  void set_identity(char* z, int64_t pz) const { reinterpret_cast<T*>(z)[pz] = identity_value; }
  bool is_terminal(const char* z, int64_t pz) const {
    if constexpr (OP == BinaryOpcode::ANY) return true;
    else return has_terminal && reinterpret_cast<const T*>(z)[pz] == terminal_value;
  }
  void copy(char* z, int64_t pz, const char* y, int64_t py) const {
    reinterpret_cast<T*>(z)[pz] = reinterpret_cast<const T*>(y)[py];
  }
  size_t zsize() const { return sizeof(T); }
};

template <BinaryOpcode OP, class T> TypedMonoid<OP, T> make_typed_monoid(const MonoidRef& m) {
  TypedMonoid<OP, T> t{};
  std::memcpy(&t.identity_value, m.identity.data(), sizeof(T));
  t.has_terminal = m.has_terminal();
  if (t.has_terminal) std::memcpy(&t.terminal_value, m.terminal.data(), sizeof(T));
  return t;
}
inline GenericMonoid make_generic_monoid(const MonoidRef& m) {
  return GenericMonoid{m.op.fn, m.op.z.size, m.identity.data(), m.has_terminal() ? m.terminal.data() : nullptr};
}

//------------------------------------------------------------------------------------------------
// Dispatch: call f(functor) with a typed functor for the common built-in combinations (operator
// types all equal to one of the common value types, inputs already cast to them), otherwise with
// the generic functor. Returns what f returns.
//------------------------------------------------------------------------------------------------
#define GB_FAST_TYPES(X) \
  X(Bool, bool) X(Int32, int32_t) X(Int64, int64_t) X(UInt32, uint32_t) X(UInt64, uint64_t) X(FP32, float) X(FP64, double)

#define GB_FAST_BINOPS(X)                                                                     \
  X(FIRST) X(SECOND) X(PAIR) X(ANY) X(PLUS) X(MINUS) X(TIMES) X(DIV) X(MIN) X(MAX) X(EQ) X(NE) \
  X(LT) X(GT) X(LE) X(GE) X(LOR) X(LAND) X(LXOR)

inline bool uniform_types(const BinaryOpRef& op) {
  return op.x.code == op.y.code && op.x.code != TypeCode::UDT && op.x.code != TypeCode::None &&
         (op.z.code == op.x.code || op.z.code == TypeCode::Bool);
}

template <class F> auto with_binary(const BinaryOpRef& op, F&& f) {
  if (op.positional()) {
    if (op.z.code == TypeCode::Int32) return f(PositionalBinary<int32_t>{op.opcode, op.positional_offset()});
    return f(PositionalBinary<int64_t>{op.opcode, op.positional_offset()});
  }
  if (op.opcode != BinaryOpcode::USER && uniform_types(op)) {
    switch (op.x.code) {
#define GB_TYPE_CASE(K, T)                                                              \
  case TypeCode::K:                                                                     \
    switch (op.opcode) {                                                                \
      GB_FAST_BINOPS(GB_OP_CASE_##K)                                                    \
      default: break;                                                                   \
    }                                                                                   \
    break;
#define GB_OP_CASE_Bool(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, bool>{});
#define GB_OP_CASE_Int32(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, int32_t>{});
#define GB_OP_CASE_Int64(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, int64_t>{});
#define GB_OP_CASE_UInt32(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, uint32_t>{});
#define GB_OP_CASE_UInt64(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, uint64_t>{});
#define GB_OP_CASE_FP32(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, float>{});
#define GB_OP_CASE_FP64(OPC) case BinaryOpcode::OPC: return f(TypedBinary<BinaryOpcode::OPC, double>{});
      GB_FAST_TYPES(GB_TYPE_CASE)
#undef GB_TYPE_CASE
      default: break;
    }
  }
  return f(GenericBinary{op.fn, op.x.size, op.y.size, op.z.size});
}

}  // namespace gb

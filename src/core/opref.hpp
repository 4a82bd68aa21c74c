// By-value descriptions of the operators an operation uses. A recorded DAG node keeps these copies
// (not the user's handles), so a program may free its operators while work is still pending.
#pragma once
#include <memory>
#include <vector>

#include "core/memory.hpp"
#include "core/objects.hpp"

namespace gb {

struct TypeRef {
  TypeCode code = TypeCode::None;
  size_t size = 0;
  GrB_Type type = nullptr;  // for user-defined types (identity and size)
  TypeRef() = default;
  explicit TypeRef(GrB_Type t) : code(t ? t->code : TypeCode::None), size(t ? t->size : 0), type(t) {}
  bool operator==(const TypeRef& o) const { return code == o.code && size == o.size && (code != TypeCode::UDT || type == o.type); }
  bool operator!=(const TypeRef& o) const { return !(*this == o); }
};

struct UnaryOpRef {
  UnaryOpcode opcode = UnaryOpcode::USER;
  TypeRef z, x;
  GxB_unary_function fn = nullptr;
  UnaryOpRef() = default;
  explicit UnaryOpRef(GrB_UnaryOp op) : opcode(op->opcode), z(op->ztype), x(op->xtype), fn(op->fn) {}
};

struct BinaryOpRef {
  BinaryOpcode opcode = BinaryOpcode::USER;
  TypeRef z, x, y;
  GxB_binary_function fn = nullptr;
  BinaryOpRef() = default;
  explicit BinaryOpRef(GrB_BinaryOp op) : opcode(op->opcode), z(op->ztype), x(op->xtype), y(op->ytype), fn(op->fn) {}
  bool positional() const { return is_positional(opcode); }
  // FIRSTI1 etc. add one to the index
  int64_t positional_offset() const {
    switch (opcode) {
      case BinaryOpcode::FIRSTI1: case BinaryOpcode::FIRSTJ1: case BinaryOpcode::SECONDI1: case BinaryOpcode::SECONDJ1:
        return 1;
      default: return 0;
    }
  }
};

struct IndexUnaryOpRef {
  IndexUnaryOpcode opcode = IndexUnaryOpcode::USER;
  TypeRef z, x, y;  // x.code None: the operator does not read the value
  GxB_index_unary_function fn = nullptr;
  IndexUnaryOpRef() = default;
  explicit IndexUnaryOpRef(GrB_IndexUnaryOp op)
      : opcode(op->opcode), z(op->ztype), x(op->xtype), y(op->ytype), fn(op->fn) {}
};

struct MonoidRef {
  BinaryOpRef op;
  gb::vector<unsigned char> identity;
  gb::vector<unsigned char> terminal;  // empty: none
  MonoidRef() = default;
  explicit MonoidRef(GrB_Monoid m) : op(m->op) {
    const auto* id = static_cast<const unsigned char*>(m->identity.data());
    identity.assign(id, id + m->identity.size);
    if (m->has_terminal()) {
      const auto* t = static_cast<const unsigned char*>(m->terminal.data());
      terminal.assign(t, t + m->terminal.size);
    }
  }
  bool has_terminal() const { return !terminal.empty(); }
};

struct SemiringRef {
  MonoidRef add;
  BinaryOpRef mult;
  SemiringRef() = default;
  explicit SemiringRef(GrB_Semiring s) : add(s->add), mult(s->multiply) {}
};

}  // namespace gb

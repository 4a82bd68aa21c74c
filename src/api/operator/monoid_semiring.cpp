// User-defined monoids and semirings.
#include "api/object_common.hpp"

namespace gb {
namespace {

// A monoid's operator must have z, x and y of one type; a typed constructor must match it.
GrB_Info monoid_new(GrB_Monoid* out, GrB_BinaryOp op, const void* identity, const void* terminal,
                    TypeCode value_code) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  *out = nullptr;
  GB_CHECK_OBJ(op);
  GB_RETURN_IF_NULL(identity);
  if (op->opcode == BinaryOpcode::IGNORE_DUP || is_positional(op->opcode) || !op->ztype)
    return GrB_DOMAIN_MISMATCH;
  if (op->ztype != op->xtype || op->ztype != op->ytype) return GrB_DOMAIN_MISMATCH;
  if (value_code != TypeCode::UDT) {
    if (op->ztype->code != value_code) return GrB_DOMAIN_MISMATCH;
  }
  auto* m = new (std::nothrow) GB_Monoid_opaque;
  if (!m) return GrB_OUT_OF_MEMORY;
  m->op = op;
  if (!m->identity.assign(identity, op->ztype->size) ||
      (terminal && !m->terminal.assign(terminal, op->ztype->size))) {
    m->identity.release();
    delete m;
    return GrB_OUT_OF_MEMORY;
  }
  set_name(m->name, "user_monoid");
  *out = m;
  return GrB_SUCCESS;
}

}  // namespace
}  // namespace gb

extern "C" {

#define GB_MONOID_NEW(S, C, K, PFX)                                                              \
  GrB_Info PFX##_Monoid_new_##S(GrB_Monoid* monoid, GrB_BinaryOp op, C identity) {               \
    return gb::monoid_new(monoid, op, &identity, nullptr, gb::TypeCode::K);                      \
  }                                                                                              \
  GrB_Info GxB_Monoid_terminal_new_##S(GrB_Monoid* monoid, GrB_BinaryOp op, C identity, C terminal) { \
    return gb::monoid_new(monoid, op, &identity, &terminal, gb::TypeCode::K);                    \
  }
GB_TYPES_REAL(GB_MONOID_NEW, GrB)
GB_TYPES_COMPLEX(GB_MONOID_NEW, GxB)
#undef GB_MONOID_NEW

GrB_Info GrB_Monoid_new_UDT(GrB_Monoid* monoid, GrB_BinaryOp op, void* identity) {
  return gb::monoid_new(monoid, op, identity, nullptr, gb::TypeCode::UDT);
}
GrB_Info GxB_Monoid_terminal_new_UDT(GrB_Monoid* monoid, GrB_BinaryOp op, void* identity, void* terminal) {
  if (terminal == nullptr) return GrB_NULL_POINTER;
  return gb::monoid_new(monoid, op, identity, terminal, gb::TypeCode::UDT);
}

GrB_Info GxB_Monoid_operator(GrB_BinaryOp* op, GrB_Monoid monoid) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(op);
  GB_CHECK_OBJ(monoid);
  *op = monoid->op;
  return GrB_SUCCESS;
}
GrB_Info GxB_Monoid_identity(void* identity, GrB_Monoid monoid) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(identity);
  GB_CHECK_OBJ(monoid);
  std::memcpy(identity, monoid->identity.data(), monoid->identity.size);
  return GrB_SUCCESS;
}
GrB_Info GxB_Monoid_terminal(bool* has_terminal, void* terminal, GrB_Monoid monoid) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(has_terminal);
  GB_RETURN_IF_NULL(terminal);
  GB_CHECK_OBJ(monoid);
  *has_terminal = monoid->has_terminal();
  if (*has_terminal) std::memcpy(terminal, monoid->terminal.data(), monoid->terminal.size);
  return GrB_SUCCESS;
}
GrB_Info GrB_Monoid_free(GrB_Monoid* monoid) { return gb::free_object(monoid); }
GrB_Info GrB_Monoid_wait(GrB_Monoid monoid, GrB_WaitMode m) { return gb::wait_object(monoid, m); }
GrB_Info GrB_Monoid_error(const char** e, const GrB_Monoid monoid) { return gb::error_of(e, monoid); }

GrB_Info GrB_Semiring_new(GrB_Semiring* semiring, GrB_Monoid add, GrB_BinaryOp multiply) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(semiring);
  *semiring = nullptr;
  GB_CHECK_OBJ(add);
  GB_CHECK_OBJ(multiply);
  if (multiply->opcode == gb::BinaryOpcode::IGNORE_DUP || multiply->ztype == nullptr)
    return GrB_DOMAIN_MISMATCH;
  if (multiply->ztype != add->op->ztype) return GrB_DOMAIN_MISMATCH;
  auto* s = new (std::nothrow) GB_Semiring_opaque;
  if (!s) return GrB_OUT_OF_MEMORY;
  s->add = add;
  s->multiply = multiply;
  gb::set_name(s->name, "user_semiring");
  *semiring = s;
  return GrB_SUCCESS;
}
GrB_Info GxB_Semiring_add(GrB_Monoid* add, GrB_Semiring semiring) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(add);
  GB_CHECK_OBJ(semiring);
  *add = semiring->add;
  return GrB_SUCCESS;
}
GrB_Info GxB_Semiring_multiply(GrB_BinaryOp* multiply, GrB_Semiring semiring) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(multiply);
  GB_CHECK_OBJ(semiring);
  *multiply = semiring->multiply;
  return GrB_SUCCESS;
}
GrB_Info GrB_Semiring_free(GrB_Semiring* semiring) { return gb::free_object(semiring); }
GrB_Info GrB_Semiring_wait(GrB_Semiring semiring, GrB_WaitMode m) { return gb::wait_object(semiring, m); }
GrB_Info GrB_Semiring_error(const char** e, const GrB_Semiring semiring) { return gb::error_of(e, semiring); }

}  // extern "C"

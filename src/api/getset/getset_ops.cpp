// GrB_get / GrB_set for GrB_Type, GrB_UnaryOp, GrB_BinaryOp, GrB_IndexUnaryOp, GrB_Monoid and
// GrB_Semiring (C API 2.1 with SuiteSparse 9's extensions; see getset.hpp for the field rule).
//
//   field                          Type  ops   Monoid Semiring   value
//   GrB_NAME                       R/W1  R/W1  R/W1   R/W1       string (built-ins: read only)
//   GrB_EL_TYPE_CODE               R                              int32
//   GrB_EL_TYPE_STRING             R                              string
//   GrB_SIZE                       R                              size_t (also int32)
//   GrB_INP0/INP1/OUTP_TYPE_CODE         R     R      R          int32 (GrB_NO_VALUE: no such input)
//   GrB_INP0/INP1/OUTP_TYPE_STRING       R     R      R          string
//   GxB_JIT_C_NAME (7041)          R     R                        string (the C name)
//   GxB_JIT_C_DEFINITION (7042)    R/W1  R/W1                     string
//   GxB_MONOID_IDENTITY/TERMINAL               R      R          GrB_Scalar of the monoid's type
//   GxB_MONOID_OPERATOR                        R      R          void * (GrB_BinaryOp)
//   GxB_SEMIRING_MONOID/MULTIPLY                      R          void * (GrB_Monoid / GrB_BinaryOp)
// Monoids and semirings report the types of their operator (the multiply operator of a semiring).
#include "api/getset/getset.hpp"
#include "api/matrix/container_api.hpp"

namespace gb {
namespace {

// What the get/set methods need to know of an operator of any kind.
struct OpView {
  bool builtin = false;
  const char* name = "";      // GrB_NAME
  const char* cname = "";     // GxB_JIT_C_NAME
  const char* defn = nullptr;
  GrB_Type x = nullptr, y = nullptr, z = nullptr;
};

OpView view(const GB_UnaryOp_opaque* op) {
  return OpView{op->builtin, grb_name(op), op->name, op->defn, op->xtype, nullptr, op->ztype};
}
OpView view(const GB_BinaryOp_opaque* op) {
  return OpView{op->builtin, grb_name(op), op->name, op->defn, op->xtype, op->ytype, op->ztype};
}
OpView view(const GB_IndexUnaryOp_opaque* op) {
  return OpView{op->builtin, grb_name(op), op->name, op->defn, op->xtype, op->ytype, op->ztype};
}
OpView view(const GB_Monoid_opaque* m) {
  const GrB_BinaryOp op = m->op;
  return OpView{m->builtin, grb_name(m), op ? op->name : "", nullptr, op ? op->xtype : nullptr,
                op ? op->ytype : nullptr, op ? op->ztype : nullptr};
}
OpView view(const GB_Semiring_opaque* s) {
  const GrB_BinaryOp op = s->multiply;
  return OpView{s->builtin, grb_name(s), op ? op->name : "", nullptr, op ? op->xtype : nullptr,
                op ? op->ytype : nullptr, op ? op->ztype : nullptr};
}

// Checks common to every entry point: library, object.
template <class Obj> GrB_Info check(const Obj* obj) {
  GB_RETURN_IF_NOT_INIT();
  return check_object(obj);
}

// The type an input/output field of an operator refers to; false if not such a field.
bool type_field(const OpView& v, int field, GrB_Type* t, bool* is_code) {
  switch (field) {
    case GrB_INP0_TYPE_CODE: *t = v.x; *is_code = true; return true;
    case GrB_INP1_TYPE_CODE: *t = v.y; *is_code = true; return true;
    case GrB_OUTP_TYPE_CODE: *t = v.z; *is_code = true; return true;
    case GrB_INP0_TYPE_STRING: *t = v.x; *is_code = false; return true;
    case GrB_INP1_TYPE_STRING: *t = v.y; *is_code = false; return true;
    case GrB_OUTP_TYPE_STRING: *t = v.z; *is_code = false; return true;
    default: return false;
  }
}

GrB_Info op_get_int32(const OpView& v, int field, int32_t* value) {
  GrB_Type t = nullptr;
  bool is_code = false;
  if (!type_field(v, field, &t, &is_code) || !is_code) return GrB_INVALID_VALUE;
  if (t == nullptr) return GrB_NO_VALUE;  // the operator has no such input
  *value = type_code_value(t);
  return GrB_SUCCESS;
}

// The string of a field, or null with the error code.
GrB_Info op_string(const OpView& v, int field, const char** s) {
  GrB_Type t = nullptr;
  bool is_code = false;
  switch (field) {
    case GrB_NAME: *s = v.name; return GrB_SUCCESS;
    case kF_JIT_C_NAME: *s = v.cname; return GrB_SUCCESS;
    case kF_JIT_C_DEFINITION: *s = v.defn ? v.defn : ""; return GrB_SUCCESS;
    default:
      if (!type_field(v, field, &t, &is_code) || is_code) return GrB_INVALID_VALUE;
      *s = t ? type_grb_name(t) : "";
      return t ? GrB_SUCCESS : GrB_NO_VALUE;
  }
}

GrB_Info op_get_string(const OpView& v, int field, char* value) {
  const char* s = "";
  GrB_Info info = op_string(v, field, &s);
  if (info == GrB_SUCCESS || info == GrB_NO_VALUE) copy_out(value, s);
  return info;
}

GrB_Info op_get_size(const OpView& v, int field, size_t* value) {
  const char* s = "";
  GrB_Info info = op_string(v, field, &s);
  if (info == GrB_SUCCESS || info == GrB_NO_VALUE) *value = string_size(s);
  return info;
}

GrB_Info op_get_scalar(const OpView& v, int field, GrB_Scalar value) {
  int32_t i = 0;
  GB_TRY(op_get_int32(v, field, &i));
  return int32_to_scalar(value, i);
}

// GrB_NAME (once) and GxB_JIT_C_DEFINITION (once) of a user-defined operator or type.
template <class Obj> GrB_Info set_string(Obj* obj, int field, const char* value) {
  switch (field) {
    case GrB_NAME: return set_user_name_once(&obj->user_name, obj->builtin, value);
    case kF_JIT_C_NAME:
      // the C name is given when the object is created
      return obj->builtin ? GrB_INVALID_VALUE : GrB_ALREADY_SET;
    case kF_JIT_C_DEFINITION: {
      if (obj->builtin) return GrB_INVALID_VALUE;
      if (obj->defn) return GrB_ALREADY_SET;
      char* c = copy_string(value);
      if (!c) return GrB_OUT_OF_MEMORY;
      obj->defn = c;
      return GrB_SUCCESS;
    }
    default: return GrB_INVALID_VALUE;
  }
}

//------------------------------------------------------------------------------------------------
// monoid identity / terminal, monoid and semiring components
//------------------------------------------------------------------------------------------------
GrB_Info monoid_value(const GB_Monoid_opaque* m, int field, GrB_Scalar s) {
  GB_TRY(check_container(s));
  const GrB_Type mt = m->op ? m->op->ztype : nullptr;
  if (s->type != mt)
    return fail(s, GrB_DOMAIN_MISMATCH, "the scalar must have the monoid's type %s", mt ? mt->name : "");
  const MonoidValue& v = (field == kF_MONOID_IDENTITY) ? m->identity : m->terminal;
  if (v.empty()) return c_clear(s);  // no terminal value: the scalar is returned empty
  return c_set_element(s, v.data(), s->type->code, 0, 0);
}

GrB_Info monoid_get_scalar(const GB_Monoid_opaque* m, int field, GrB_Scalar value) {
  if (field == kF_MONOID_IDENTITY || field == kF_MONOID_TERMINAL) return monoid_value(m, field, value);
  return op_get_scalar(view(m), field, value);
}

// The string fields of a type, or null for other fields.
const char* type_string(GrB_Type t, int field) {
  switch (field) {
    case GrB_NAME:
    case GrB_EL_TYPE_STRING: return type_grb_name(t);
    case kF_JIT_C_NAME: return t->name;
    case kF_JIT_C_DEFINITION: return t->defn ? t->defn : "";
    default: return nullptr;
  }
}
GrB_Info type_int32(GrB_Type t, int field, int32_t* value) {
  switch (field) {
    case GrB_EL_TYPE_CODE: *value = type_code_value(t); return GrB_SUCCESS;
    case GrB_SIZE: *value = int32_t(t->size); return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

}  // namespace
}  // namespace gb

using gb::check;
using gb::view;

//------------------------------------------------------------------------------------------------
// the entry points of the operator kinds: one macro instance per kind
//------------------------------------------------------------------------------------------------
#define GB_OP_GETSET(Kind, Handle)                                                            \
  GrB_Info GrB_##Kind##_get_INT32(Handle object, int32_t* value, GrB_Field field) {            \
    GB_TRY(check(object));                                                                     \
    GB_RETURN_IF_NULL(value);                                                                  \
    return gb::op_get_int32(view(object), int(field), value);                                 \
  }                                                                                            \
  GrB_Info GrB_##Kind##_get_String(Handle object, char* value, GrB_Field field) {              \
    GB_TRY(check(object));                                                                     \
    GB_RETURN_IF_NULL(value);                                                                  \
    return gb::op_get_string(view(object), int(field), value);                                \
  }                                                                                            \
  GrB_Info GrB_##Kind##_set_String(Handle object, char* value, GrB_Field field) {              \
    GB_TRY(check(object));                                                                     \
    GB_RETURN_IF_NULL(value);                                                                  \
    return gb::set_string(object, int(field), value);                                         \
  }                                                                                            \
  GrB_Info GrB_##Kind##_set_INT32(Handle object, int32_t value, GrB_Field field) {             \
    GB_TRY(check(object));                                                                     \
    (void)value;                                                                               \
    (void)field;                                                                               \
    return GrB_INVALID_VALUE; /* nothing of an operator is an int32 that can be set */         \
  }                                                                                            \
  GrB_Info GrB_##Kind##_set_Scalar(Handle object, GrB_Scalar value, GrB_Field field) {         \
    GB_TRY(check(object));                                                                     \
    GB_TRY(gb::check_container(value));                                                        \
    (void)field;                                                                               \
    return GrB_INVALID_VALUE;                                                                  \
  }                                                                                            \
  GrB_Info GrB_##Kind##_set_VOID(Handle object, void* value, GrB_Field field, size_t size) {   \
    GB_TRY(check(object));                                                                     \
    GB_RETURN_IF_NULL(value);                                                                  \
    (void)field;                                                                               \
    (void)size;                                                                                \
    return GrB_INVALID_VALUE;                                                                  \
  }

extern "C" {

GB_OP_GETSET(UnaryOp, GrB_UnaryOp)
GB_OP_GETSET(BinaryOp, GrB_BinaryOp)
GB_OP_GETSET(IndexUnaryOp, GrB_IndexUnaryOp)

#define GB_OP_GET_PLAIN(Kind, Handle)                                                         \
  GrB_Info GrB_##Kind##_get_SIZE(Handle object, size_t* value, GrB_Field field) {              \
    GB_TRY(check(object));                                                                     \
    GB_RETURN_IF_NULL(value);                                                                  \
    return gb::op_get_size(view(object), int(field), value);                                  \
  }                                                                                            \
  GrB_Info GrB_##Kind##_get_Scalar(Handle object, GrB_Scalar value, GrB_Field field) {         \
    GB_TRY(check(object));                                                                     \
    GB_TRY(gb::check_container(value));                                                        \
    return gb::op_get_scalar(view(object), int(field), value);                                \
  }                                                                                            \
  GrB_Info GrB_##Kind##_get_VOID(Handle object, void* value, GrB_Field field) {                \
    GB_TRY(check(object));                                                                     \
    GB_RETURN_IF_NULL(value);                                                                  \
    (void)field;                                                                               \
    return GrB_INVALID_VALUE;                                                                  \
  }

GB_OP_GET_PLAIN(UnaryOp, GrB_UnaryOp)
GB_OP_GET_PLAIN(BinaryOp, GrB_BinaryOp)
GB_OP_GET_PLAIN(IndexUnaryOp, GrB_IndexUnaryOp)

//------------------------------------------------------------------------------------------------
// GrB_Monoid
//------------------------------------------------------------------------------------------------
GrB_Info GrB_Monoid_get_INT32(GrB_Monoid object, int32_t* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  return gb::op_get_int32(view(object), int(field), value);
}
GrB_Info GrB_Monoid_get_String(GrB_Monoid object, char* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) == gb::kF_JIT_C_NAME || int(field) == gb::kF_JIT_C_DEFINITION) return GrB_INVALID_VALUE;
  return gb::op_get_string(view(object), int(field), value);
}
GrB_Info GrB_Monoid_get_SIZE(GrB_Monoid object, size_t* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) == gb::kF_MONOID_OPERATOR) {
    *value = sizeof(GrB_BinaryOp);
    return GrB_SUCCESS;
  }
  if (int(field) == gb::kF_JIT_C_NAME || int(field) == gb::kF_JIT_C_DEFINITION) return GrB_INVALID_VALUE;
  return gb::op_get_size(view(object), int(field), value);
}
GrB_Info GrB_Monoid_get_Scalar(GrB_Monoid object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check(object));
  GB_TRY(gb::check_container(value));
  return gb::monoid_get_scalar(object, int(field), value);
}
GrB_Info GrB_Monoid_get_VOID(GrB_Monoid object, void* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) != gb::kF_MONOID_OPERATOR) return GrB_INVALID_VALUE;
  std::memcpy(value, &object->op, sizeof(GrB_BinaryOp));
  return GrB_SUCCESS;
}
GrB_Info GrB_Monoid_set_String(GrB_Monoid object, char* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) != GrB_NAME) return GrB_INVALID_VALUE;
  return gb::set_user_name_once(&object->user_name, object->builtin, value);
}
GrB_Info GrB_Monoid_set_INT32(GrB_Monoid object, int32_t value, GrB_Field field) {
  GB_TRY(check(object));
  (void)value;
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Monoid_set_Scalar(GrB_Monoid object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check(object));
  GB_TRY(gb::check_container(value));
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Monoid_set_VOID(GrB_Monoid object, void* value, GrB_Field field, size_t size) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  (void)field;
  (void)size;
  return GrB_INVALID_VALUE;
}

//------------------------------------------------------------------------------------------------
// GrB_Semiring
//------------------------------------------------------------------------------------------------
GrB_Info GrB_Semiring_get_INT32(GrB_Semiring object, int32_t* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  return gb::op_get_int32(view(object), int(field), value);
}
GrB_Info GrB_Semiring_get_String(GrB_Semiring object, char* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) == gb::kF_JIT_C_NAME || int(field) == gb::kF_JIT_C_DEFINITION) return GrB_INVALID_VALUE;
  return gb::op_get_string(view(object), int(field), value);
}
GrB_Info GrB_Semiring_get_SIZE(GrB_Semiring object, size_t* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  switch (int(field)) {
    case gb::kF_MONOID_OPERATOR:
    case gb::kF_SEMIRING_MULTIPLY: *value = sizeof(GrB_BinaryOp); return GrB_SUCCESS;
    case gb::kF_SEMIRING_MONOID: *value = sizeof(GrB_Monoid); return GrB_SUCCESS;
    case gb::kF_JIT_C_NAME:
    case gb::kF_JIT_C_DEFINITION: return GrB_INVALID_VALUE;
    default: return gb::op_get_size(view(object), int(field), value);
  }
}
GrB_Info GrB_Semiring_get_Scalar(GrB_Semiring object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check(object));
  GB_TRY(gb::check_container(value));
  if (int(field) == gb::kF_MONOID_IDENTITY || int(field) == gb::kF_MONOID_TERMINAL) {
    GB_TRY(gb::check_object(object->add));
    return gb::monoid_get_scalar(object->add, int(field), value);
  }
  return gb::op_get_scalar(view(object), int(field), value);
}
GrB_Info GrB_Semiring_get_VOID(GrB_Semiring object, void* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  switch (int(field)) {
    case gb::kF_MONOID_OPERATOR: {
      GrB_BinaryOp op = object->add ? object->add->op : nullptr;
      std::memcpy(value, &op, sizeof(GrB_BinaryOp));
      return GrB_SUCCESS;
    }
    case gb::kF_SEMIRING_MONOID: std::memcpy(value, &object->add, sizeof(GrB_Monoid)); return GrB_SUCCESS;
    case gb::kF_SEMIRING_MULTIPLY:
      std::memcpy(value, &object->multiply, sizeof(GrB_BinaryOp));
      return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}
GrB_Info GrB_Semiring_set_String(GrB_Semiring object, char* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) != GrB_NAME) return GrB_INVALID_VALUE;
  return gb::set_user_name_once(&object->user_name, object->builtin, value);
}
GrB_Info GrB_Semiring_set_INT32(GrB_Semiring object, int32_t value, GrB_Field field) {
  GB_TRY(check(object));
  (void)value;
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Semiring_set_Scalar(GrB_Semiring object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check(object));
  GB_TRY(gb::check_container(value));
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Semiring_set_VOID(GrB_Semiring object, void* value, GrB_Field field, size_t size) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  (void)field;
  (void)size;
  return GrB_INVALID_VALUE;
}

//------------------------------------------------------------------------------------------------
// GrB_Type
//------------------------------------------------------------------------------------------------

GrB_Info GrB_Type_get_INT32(GrB_Type object, int32_t* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  return gb::type_int32(object, int(field), value);
}
GrB_Info GrB_Type_get_SIZE(GrB_Type object, size_t* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) == GrB_SIZE) {
    *value = object->size;
    return GrB_SUCCESS;
  }
  const char* s = gb::type_string(object, int(field));
  if (!s) return GrB_INVALID_VALUE;
  *value = gb::string_size(s);
  return GrB_SUCCESS;
}
GrB_Info GrB_Type_get_String(GrB_Type object, char* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  const char* s = gb::type_string(object, int(field));
  if (!s) return GrB_INVALID_VALUE;
  return gb::copy_out(value, s);
}
GrB_Info GrB_Type_get_Scalar(GrB_Type object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check(object));
  GB_TRY(gb::check_container(value));
  int32_t i = 0;
  GB_TRY(gb::type_int32(object, int(field), &i));
  return gb::int32_to_scalar(value, i);
}
GrB_Info GrB_Type_get_VOID(GrB_Type object, void* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Type_set_String(GrB_Type object, char* value, GrB_Field field) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  return gb::set_string(object, int(field), value);
}
GrB_Info GrB_Type_set_INT32(GrB_Type object, int32_t value, GrB_Field field) {
  GB_TRY(check(object));
  (void)value;
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Type_set_Scalar(GrB_Type object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check(object));
  GB_TRY(gb::check_container(value));
  (void)field;
  return GrB_INVALID_VALUE;
}
GrB_Info GrB_Type_set_VOID(GrB_Type object, void* value, GrB_Field field, size_t size) {
  GB_TRY(check(object));
  GB_RETURN_IF_NULL(value);
  (void)field;
  (void)size;
  return GrB_INVALID_VALUE;
}

}  // extern "C"

// Names and value conversions shared by the GrB_get / GrB_set methods.
#include <cstdlib>

#include "api/getset/getset.hpp"
#include "api/matrix/container_api.hpp"
#include "core/builtin_tables.hpp"

namespace gb {

int type_code_value(GrB_Type type) {
  if (type == nullptr) return GrB_UDT_CODE;
  switch (type->code) {
    case TypeCode::FC32: return GxB_FC32_CODE;
    case TypeCode::FC64: return GxB_FC64_CODE;
    case TypeCode::UDT:
    case TypeCode::None: return GrB_UDT_CODE;
    default: return static_cast<int>(type->code);  // 1..11: the same numbering as GrB_Type_Code
  }
}

const char* type_grb_name(GrB_Type type) {
  if (type == nullptr) return "";
  switch (type->code) {
    case TypeCode::Bool: return "GrB_BOOL";
    case TypeCode::Int8: return "GrB_INT8";
    case TypeCode::Int16: return "GrB_INT16";
    case TypeCode::Int32: return "GrB_INT32";
    case TypeCode::Int64: return "GrB_INT64";
    case TypeCode::UInt8: return "GrB_UINT8";
    case TypeCode::UInt16: return "GrB_UINT16";
    case TypeCode::UInt32: return "GrB_UINT32";
    case TypeCode::UInt64: return "GrB_UINT64";
    case TypeCode::FP32: return "GrB_FP32";
    case TypeCode::FP64: return "GrB_FP64";
    case TypeCode::FC32: return "GxB_FC32";
    case TypeCode::FC64: return "GxB_FC64";
    default: return type->user_name ? type->user_name : "";
  }
}

template <class Op> static const char* op_name(const Op* op) {
  if (op->builtin) return op->name;  // built-in operators carry their C API name
  return op->user_name ? op->user_name : "";
}
const char* grb_name(const GB_UnaryOp_opaque* op) { return op_name(op); }
const char* grb_name(const GB_BinaryOp_opaque* op) { return op_name(op); }
const char* grb_name(const GB_IndexUnaryOp_opaque* op) { return op_name(op); }

const char* grb_name(const GB_Monoid_opaque* m) {
  if (!m->builtin) return m->user_name ? m->user_name : "";
  // the spec's name where there is one (GrB_PLUS_MONOID_INT32 is GxB_PLUS_INT32_MONOID)
#define GB_GRB_MONOID_NAME(S, C, K, ADD) \
  if (m == GrB_##ADD##_MONOID_##S) return "GrB_" #ADD "_MONOID_" #S;
  GB_BUILTIN_GRB_MONOIDS(GB_GRB_MONOID_NAME)
#undef GB_GRB_MONOID_NAME
  return m->name;
}

const char* grb_name(const GB_Semiring_opaque* s) {
  if (!s->builtin) return s->user_name ? s->user_name : "";
#define GB_GRB_SEMIRING_NAME(S, C, K, ADD, MULT, NAME) \
  if (s == GrB_##NAME##_SEMIRING_##S) return "GrB_" #NAME "_SEMIRING_" #S;
  GB_BUILTIN_GRB_SEMIRINGS(GB_GRB_SEMIRING_NAME)
#undef GB_GRB_SEMIRING_NAME
  return s->name;
}

GrB_Info set_user_name_once(char** user_name, bool builtin, const char* value) {
  if (builtin) return GrB_INVALID_VALUE;     // built-in objects cannot be renamed
  if (*user_name) return GrB_ALREADY_SET;    // the name of a user object is set at most once
  char* c = copy_string(value);
  if (!c) return GrB_OUT_OF_MEMORY;
  *user_name = c;
  return GrB_SUCCESS;
}

GrB_Info scalar_to_int32(GrB_Scalar s, int32_t* value) {
  GB_TRY(check_container(s));
  int32_t v = 0;
  GrB_Info info = c_extract_element(&v, TypeCode::Int32, s, 0, 0);
  if (info == GrB_NO_VALUE) return GrB_EMPTY_OBJECT;
  if (info != GrB_SUCCESS) return info;
  *value = v;
  return GrB_SUCCESS;
}

GrB_Info scalar_to_double(GrB_Scalar s, double* value) {
  GB_TRY(check_container(s));
  double v = 0;
  GrB_Info info = c_extract_element(&v, TypeCode::FP64, s, 0, 0);
  if (info == GrB_NO_VALUE) return GrB_EMPTY_OBJECT;
  if (info != GrB_SUCCESS) return info;
  *value = v;
  return GrB_SUCCESS;
}

GrB_Info int32_to_scalar(GrB_Scalar s, int32_t value) {
  return c_set_element(s, &value, TypeCode::Int32, 0, 0);
}

GrB_Info double_to_scalar(GrB_Scalar s, double value) {
  return c_set_element(s, &value, TypeCode::FP64, 0, 0);
}

}  // namespace gb

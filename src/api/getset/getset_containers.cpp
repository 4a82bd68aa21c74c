// GrB_get / GrB_set for GrB_Matrix, GrB_Vector and GrB_Scalar (see getset.hpp for the field rule).
//
//   field                               R/W   value
//   GrB_NAME                            R/W   string (any number of times)
//   GrB_EL_TYPE_CODE                    R     int32 (GrB_Type_Code)
//   GrB_EL_TYPE_STRING                  R     string (the type's GrB_NAME)
//   GrB_STORAGE_ORIENTATION_HINT        R/W   int32 (GrB_Orientation); setting GrB_COLMAJOR stores
//                                             a matrix by column, GrB_ROWMAJOR, GrB_BOTH and
//                                             GrB_UNKNOWN by row; vectors and scalars are always
//                                             by column and ignore it
//   GxB_JIT_C_NAME (7041)               R     string (the type's C name)
//   GxB_FORMAT (7002)                   R/W   int32 (GxB_BY_ROW / GxB_BY_COL; ignored by vectors)
//   GxB_SPARSITY_CONTROL (7036)         R/W   int32
//   GxB_SPARSITY_STATUS (7034)          R     int32 (forces pending work)
//   GxB_IS_HYPER (7035)                 R     int32 (historical)
//   GxB_ISO (7079)                      R     int32 (forces pending work)
//   GxB_HYPER_SWITCH (7000)             R/W   double, through a GrB_Scalar (matrices only)
//   GxB_BITMAP_SWITCH (7001)            R/W   double, through a GrB_Scalar
#include "api/getset/getset.hpp"
#include "api/matrix/container_api.hpp"
#include "api/matrix/options.hpp"

namespace gb {
namespace {

GrB_Info check(GB_Matrix_opaque* A) {
  GB_RETURN_IF_NOT_INIT();
  return check_container(A);
}

bool is_matrix_api(ObjectKind api) { return api == ObjectKind::Matrix; }

GrB_Info get_int32(GB_Matrix_opaque* A, int field, int32_t* value) {
  switch (field) {
    case GrB_STORAGE_ORIENTATION_HINT: *value = wants_by_row(A) ? GrB_ROWMAJOR : GrB_COLMAJOR; return GrB_SUCCESS;
    case GrB_EL_TYPE_CODE: *value = type_code_value(A->type); return GrB_SUCCESS;
    case kF_FORMAT: *value = option_format(A); return GrB_SUCCESS;
    case kF_SPARSITY_CONTROL: *value = A->sparsity_control; return GrB_SUCCESS;
    case kF_SPARSITY_STATUS:
    case kF_IS_HYPER: {
      int status = 0;
      GB_TRY(option_sparsity_status(A, &status));
      *value = (field == kF_IS_HYPER) ? (status == GxB_HYPERSPARSE) : status;
      return GrB_SUCCESS;
    }
    case kF_ISO: {
      bool iso = false;
      GB_TRY(c_iso(&iso, A));
      *value = iso;
      return GrB_SUCCESS;
    }
    default: return fail(A, GrB_INVALID_VALUE, "field %d is not an int32 field of this object", field);
  }
}

GrB_Info set_int32(GB_Matrix_opaque* A, ObjectKind api, int field, int32_t value) {
  switch (field) {
    case GrB_STORAGE_ORIENTATION_HINT:
      if (value < GrB_ROWMAJOR || value > GrB_UNKNOWN)
        return fail(A, GrB_INVALID_VALUE, "%d is not a GrB_Orientation", int(value));
      return option_set_by_row(A, value != GrB_COLMAJOR);
    case kF_FORMAT:
      if (!is_matrix_api(api)) return GrB_SUCCESS;  // vectors and scalars: always by column
      if (value != GxB_BY_ROW && value != GxB_BY_COL)
        return fail(A, GrB_INVALID_VALUE, "GxB_FORMAT must be GxB_BY_ROW or GxB_BY_COL, not %d", int(value));
      return option_set_by_row(A, value == GxB_BY_ROW);
    case kF_SPARSITY_CONTROL: return option_set_sparsity_control(A, value);
    default: return fail(A, GrB_INVALID_VALUE, "field %d cannot be set to an int32 value", field);
  }
}

bool is_int32_field(int field) {
  switch (field) {
    case GrB_STORAGE_ORIENTATION_HINT:
    case GrB_EL_TYPE_CODE:
    case kF_FORMAT:
    case kF_SPARSITY_CONTROL:
    case kF_SPARSITY_STATUS:
    case kF_IS_HYPER:
    case kF_ISO: return true;
    default: return false;
  }
}

GrB_Info get_scalar(GB_Matrix_opaque* A, ObjectKind api, int field, GrB_Scalar s) {
  if (is_int32_field(field)) {
    int32_t i = 0;
    GB_TRY(get_int32(A, field, &i));
    return int32_to_scalar(s, i);
  }
  switch (field) {
    case kF_HYPER_SWITCH:
      if (!is_matrix_api(api)) return fail(A, GrB_INVALID_VALUE, "only a GrB_Matrix has a hyper switch");
      return double_to_scalar(s, A->hyper_switch);
    case kF_BITMAP_SWITCH: return double_to_scalar(s, A->bitmap_switch);
    default: return fail(A, GrB_INVALID_VALUE, "field %d cannot be read into a GrB_Scalar", field);
  }
}

GrB_Info set_scalar(GB_Matrix_opaque* A, ObjectKind api, int field, GrB_Scalar s) {
  switch (field) {
    case GrB_STORAGE_ORIENTATION_HINT:
    case kF_FORMAT:
    case kF_SPARSITY_CONTROL: {
      int32_t i = 0;
      GB_TRY(scalar_to_int32(s, &i));
      return set_int32(A, api, field, i);
    }
    case kF_HYPER_SWITCH: {
      if (!is_matrix_api(api)) return fail(A, GrB_INVALID_VALUE, "only a GrB_Matrix has a hyper switch");
      double d = 0;
      GB_TRY(scalar_to_double(s, &d));
      return option_set_hyper_switch(A, d);
    }
    case kF_BITMAP_SWITCH: {
      double d = 0;
      GB_TRY(scalar_to_double(s, &d));
      return option_set_bitmap_switch(A, d);
    }
    default: return fail(A, GrB_INVALID_VALUE, "field %d cannot be set from a GrB_Scalar", field);
  }
}

// The string fields, or null for other fields.
const char* string_field(GB_Matrix_opaque* A, int field) {
  switch (field) {
    case GrB_NAME: return A->name;
    case GrB_EL_TYPE_STRING: return type_grb_name(A->type);
    case kF_JIT_C_NAME: return A->type->name;
    default: return nullptr;
  }
}

GrB_Info get_string(GB_Matrix_opaque* A, int field, char* value) {
  const char* s = string_field(A, field);
  if (!s) return fail(A, GrB_INVALID_VALUE, "field %d is not a string field of this object", field);
  return copy_out(value, s);
}

GrB_Info get_size(GB_Matrix_opaque* A, int field, size_t* value) {
  const char* s = string_field(A, field);
  if (!s) return fail(A, GrB_INVALID_VALUE, "field %d has no size for this object", field);
  *value = string_size(s);
  return GrB_SUCCESS;
}

GrB_Info set_string(GB_Matrix_opaque* A, int field, const char* value) {
  if (field != GrB_NAME) return fail(A, GrB_INVALID_VALUE, "field %d cannot be set to a string", field);
  if (std::strlen(value) >= GxB_MAX_NAME_LEN)
    return fail(A, GrB_INVALID_VALUE, "the name is longer than %d characters", GxB_MAX_NAME_LEN - 1);
  set_name(A->name, value);
  return GrB_SUCCESS;
}

}  // namespace
}  // namespace gb

// One instance per container kind (the handle types differ, the bodies do not).
#define GB_CONTAINER_GETSET(Kind, Handle, API)                                                      \
  GrB_Info GrB_##Kind##_get_INT32(Handle object, int32_t* value, GrB_Field field) {                  \
    GB_TRY(gb::check(object));                                                                       \
    GB_RETURN_IF_NULL(value);                                                                        \
    return gb::get_int32(object, int(field), value);                                                 \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_get_SIZE(Handle object, size_t* value, GrB_Field field) {                    \
    GB_TRY(gb::check(object));                                                                       \
    GB_RETURN_IF_NULL(value);                                                                        \
    return gb::get_size(object, int(field), value);                                                  \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_get_String(Handle object, char* value, GrB_Field field) {                    \
    GB_TRY(gb::check(object));                                                                       \
    GB_RETURN_IF_NULL(value);                                                                        \
    return gb::get_string(object, int(field), value);                                                \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_get_Scalar(Handle object, GrB_Scalar value, GrB_Field field) {               \
    GB_TRY(gb::check(object));                                                                       \
    GB_TRY(gb::check_container(value));                                                              \
    return gb::get_scalar(object, API, int(field), value);                                           \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_get_VOID(Handle object, void* value, GrB_Field field) {                      \
    GB_TRY(gb::check(object));                                                                       \
    GB_RETURN_IF_NULL(value);                                                                        \
    return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a void * field", int(field));       \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_set_INT32(Handle object, int32_t value, GrB_Field field) {                   \
    GB_TRY(gb::check(object));                                                                       \
    return gb::set_int32(object, API, int(field), value);                                            \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_set_Scalar(Handle object, GrB_Scalar value, GrB_Field field) {               \
    GB_TRY(gb::check(object));                                                                       \
    GB_TRY(gb::check_container(value));                                                              \
    return gb::set_scalar(object, API, int(field), value);                                           \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_set_String(Handle object, char* value, GrB_Field field) {                    \
    GB_TRY(gb::check(object));                                                                       \
    GB_RETURN_IF_NULL(value);                                                                        \
    return gb::set_string(object, int(field), value);                                                \
  }                                                                                                  \
  GrB_Info GrB_##Kind##_set_VOID(Handle object, void* value, GrB_Field field, size_t size) {         \
    GB_TRY(gb::check(object));                                                                       \
    GB_RETURN_IF_NULL(value);                                                                        \
    (void)size;                                                                                      \
    return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a void * field", int(field));       \
  }

extern "C" {
GB_CONTAINER_GETSET(Matrix, GrB_Matrix, gb::ObjectKind::Matrix)
GB_CONTAINER_GETSET(Vector, GrB_Vector, gb::ObjectKind::Vector)
GB_CONTAINER_GETSET(Scalar, GrB_Scalar, gb::ObjectKind::Scalar)
}  // extern "C"

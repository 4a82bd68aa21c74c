// GxB_Matrix_Option_get/set and GxB_Vector_Option_get/set (variadic and typed forms), and the
// per-object storage preferences they share with GrB_get / GrB_set.
//
// Behaviour follows SuiteSparse:GraphBLAS 7.4 (checked against the real library):
//   matrix  set: GxB_HYPER_SWITCH, GxB_BITMAP_SWITCH (double); GxB_FORMAT, GxB_SPARSITY_CONTROL
//                (int); anything else is GrB_INVALID_VALUE
//           get: the four above, GxB_SPARSITY_STATUS (int), GxB_IS_HYPER (variadic only, bool *)
//   vector  set: GxB_BITMAP_SWITCH, GxB_SPARSITY_CONTROL; GxB_FORMAT and GxB_HYPER_SWITCH are
//                GrB_INVALID_VALUE (a vector is always held by column and never hypersparse)
//           get: GxB_FORMAT (always GxB_BY_COL), GxB_BITMAP_SWITCH, GxB_SPARSITY_CONTROL,
//                GxB_SPARSITY_STATUS, GxB_IS_HYPER (variadic only)
// The typed forms take only the fields of their value type (a double field through _INT32 is
// GrB_INVALID_VALUE). GxB_Matrix_Option_set on a GrB_Vector or GrB_Scalar cast to GrB_Matrix
// accepts a valid GxB_FORMAT and ignores it.
#include <new>

#include "core/memory.hpp"
#include "api/matrix/options.hpp"

#include <cstdarg>
#include <vector>

namespace gb {

int normalize_sparsity_control(int control) {
  control &= GxB_ANY_SPARSITY;
  return control == 0 ? GxB_AUTO_SPARSITY : control;
}

int option_format(const GB_Matrix_opaque* A) { return wants_by_row(A) ? GxB_BY_ROW : GxB_BY_COL; }

namespace {

// Re-apply the handle's preferences to its value now.
GrB_Info reconform(GB_Matrix_opaque* A) {
  if (!A->current) return GrB_SUCCESS;
  // Pending work is finished first (its result conformed with the settings of its call), then
  // conformed to the settings of now: SuiteSparse's operations finish (and conform) at once and
  // its option set conforms again, and the rule's hysteresis makes the order matter. A failure
  // stays with the value, reported where it is read.
  StorePtr s;
  if (wait_store(A, &s) != GrB_SUCCESS || !s) return GrB_SUCCESS;
  try {
    set_store(A, s);  // conformed to the new preferences (SuiteSparse conforms at every option set)
  } catch (const std::bad_alloc&) {
    // the option is set and the value unchanged: its format follows at a later read, as when a
    // conversion is refused for its size
  }
  return GrB_SUCCESS;
}

}  // namespace

GrB_Info option_set_by_row(GB_Matrix_opaque* A, bool by_row) {
  if (A->kind != ObjectKind::Matrix) return GrB_SUCCESS;  // always by column: ignored
  A->by_row = by_row;  // conformed even when unchanged, as SuiteSparse conforms at every option set
  return reconform(A);
}

GrB_Info option_set_sparsity_control(GB_Matrix_opaque* A, int control) {
  A->sparsity_control = normalize_sparsity_control(control);
  return reconform(A);
}

GrB_Info option_set_hyper_switch(GB_Matrix_opaque* A, double hyper_switch) {
  A->hyper_switch = double(float(hyper_switch));  // single precision, as SuiteSparse
  return reconform(A);
}

GrB_Info option_set_bitmap_switch(GB_Matrix_opaque* A, double bitmap_switch) {
  A->bitmap_switch = double(float(bitmap_switch));
  return reconform(A);
}

GrB_Info option_sparsity_status(GB_Matrix_opaque* A, int* status) {
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  *status = static_cast<int>(s->format);
  return GrB_SUCCESS;
}

namespace {

//------------------------------------------------------------------------------------------------
// the typed entry points, shared by matrices and vectors
//------------------------------------------------------------------------------------------------
GrB_Info set_int32(GB_Matrix_opaque* A, int field, int32_t value, bool vector_api) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  switch (field) {
    case GxB_FORMAT:
      if (vector_api) return fail(A, GrB_INVALID_VALUE, "the format of a GrB_Vector cannot be changed");
      if (value != GxB_BY_ROW && value != GxB_BY_COL)
        return fail(A, GrB_INVALID_VALUE, "GxB_FORMAT must be GxB_BY_ROW or GxB_BY_COL, not %d", int(value));
      return option_set_by_row(A, value == GxB_BY_ROW);
    case GxB_SPARSITY_CONTROL: return option_set_sparsity_control(A, value);
    default:
      return fail(A, GrB_INVALID_VALUE, "option %d cannot be set to an int32_t value", field);
  }
}

GrB_Info set_fp64(GB_Matrix_opaque* A, int field, double value, bool vector_api) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  switch (field) {
    case GxB_HYPER_SWITCH:
      if (vector_api) return fail(A, GrB_INVALID_VALUE, "a GrB_Vector has no hyper switch");
      return option_set_hyper_switch(A, value);
    case GxB_BITMAP_SWITCH: return option_set_bitmap_switch(A, value);
    default:
      return fail(A, GrB_INVALID_VALUE, "option %d cannot be set to a double value", field);
  }
}

GrB_Info get_int32(GB_Matrix_opaque* A, int field, int32_t* value, bool vector_api) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_RETURN_IF_NULL(value);
  switch (field) {
    case GxB_FORMAT: *value = option_format(A); return GrB_SUCCESS;
    case GxB_SPARSITY_CONTROL: *value = A->sparsity_control; return GrB_SUCCESS;
    case GxB_SPARSITY_STATUS: {
      int status = 0;
      GB_TRY(option_sparsity_status(A, &status));
      *value = status;
      return GrB_SUCCESS;
    }
    default:
      (void)vector_api;
      return fail(A, GrB_INVALID_VALUE, "option %d cannot be read as an int32_t value", field);
  }
}

GrB_Info get_fp64(GB_Matrix_opaque* A, int field, double* value, bool vector_api) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_RETURN_IF_NULL(value);
  switch (field) {
    case GxB_HYPER_SWITCH:
      if (vector_api) return fail(A, GrB_INVALID_VALUE, "a GrB_Vector has no hyper switch");
      *value = A->hyper_switch;
      return GrB_SUCCESS;
    case GxB_BITMAP_SWITCH: *value = A->bitmap_switch; return GrB_SUCCESS;
    default:
      return fail(A, GrB_INVALID_VALUE, "option %d cannot be read as a double value", field);
  }
}

// The variadic forms: the field says what the one extra argument is.
GrB_Info set_va(GB_Matrix_opaque* A, int field, va_list ap, bool vector_api) {
  switch (field) {
    case GxB_HYPER_SWITCH:
    case GxB_BITMAP_SWITCH: return set_fp64(A, field, va_arg(ap, double), vector_api);
    case GxB_FORMAT:
    case GxB_SPARSITY_CONTROL: return set_int32(A, field, va_arg(ap, int), vector_api);
    default:
      GB_RETURN_IF_NOT_INIT();
      GB_TRY(check_container(A));
      return fail(A, GrB_INVALID_VALUE, "option %d cannot be set", field);
  }
}

GrB_Info get_va(GB_Matrix_opaque* A, int field, va_list ap, bool vector_api) {
  switch (field) {
    case GxB_HYPER_SWITCH:
    case GxB_BITMAP_SWITCH: return get_fp64(A, field, va_arg(ap, double*), vector_api);
    case GxB_FORMAT:  // a GxB_Format_Value *, the size of an int
    case GxB_SPARSITY_CONTROL:
    case GxB_SPARSITY_STATUS: return get_int32(A, field, reinterpret_cast<int32_t*>(va_arg(ap, int*)), vector_api);
    case GxB_IS_HYPER: {
      bool* b = va_arg(ap, bool*);
      GB_RETURN_IF_NOT_INIT();
      GB_TRY(check_container(A));
      GB_RETURN_IF_NULL(b);
      int status = 0;
      GB_TRY(option_sparsity_status(A, &status));
      *b = (status == GxB_HYPERSPARSE);
      return GrB_SUCCESS;
    }
    default:
      GB_RETURN_IF_NOT_INIT();
      GB_TRY(check_container(A));
      return fail(A, GrB_INVALID_VALUE, "option %d cannot be read", field);
  }
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GxB_Matrix_Option_set_INT32(GrB_Matrix A, GxB_Option_Field field, int32_t value) {
  return gb::set_int32(A, int(field), value, false);
}
GrB_Info GxB_Matrix_Option_set_FP64(GrB_Matrix A, GxB_Option_Field field, double value) {
  return gb::set_fp64(A, int(field), value, false);
}
GrB_Info GxB_Matrix_Option_get_INT32(GrB_Matrix A, GxB_Option_Field field, int32_t* value) {
  return gb::get_int32(A, int(field), value, false);
}
GrB_Info GxB_Matrix_Option_get_FP64(GrB_Matrix A, GxB_Option_Field field, double* value) {
  return gb::get_fp64(A, int(field), value, false);
}
GrB_Info GxB_Matrix_Option_set(GrB_Matrix A, GxB_Option_Field field, ...) {
  va_list ap;
  va_start(ap, field);
  GrB_Info info = gb::set_va(A, int(field), ap, false);
  va_end(ap);
  return info;
}
GrB_Info GxB_Matrix_Option_get(GrB_Matrix A, GxB_Option_Field field, ...) {
  va_list ap;
  va_start(ap, field);
  GrB_Info info = gb::get_va(A, int(field), ap, false);
  va_end(ap);
  return info;
}

GrB_Info GxB_Vector_Option_set_INT32(GrB_Vector v, GxB_Option_Field field, int32_t value) {
  return gb::set_int32(v, int(field), value, true);
}
GrB_Info GxB_Vector_Option_set_FP64(GrB_Vector v, GxB_Option_Field field, double value) {
  return gb::set_fp64(v, int(field), value, true);
}
GrB_Info GxB_Vector_Option_get_INT32(GrB_Vector v, GxB_Option_Field field, int32_t* value) {
  return gb::get_int32(v, int(field), value, true);
}
GrB_Info GxB_Vector_Option_get_FP64(GrB_Vector v, GxB_Option_Field field, double* value) {
  return gb::get_fp64(v, int(field), value, true);
}
GrB_Info GxB_Vector_Option_set(GrB_Vector v, GxB_Option_Field field, ...) {
  va_list ap;
  va_start(ap, field);
  GrB_Info info = gb::set_va(v, int(field), ap, true);
  va_end(ap);
  return info;
}
GrB_Info GxB_Vector_Option_get(GrB_Vector v, GxB_Option_Field field, ...) {
  va_list ap;
  va_start(ap, field);
  GrB_Info info = gb::get_va(v, int(field), ap, true);
  va_end(ap);
  return info;
}

}  // extern "C"

// GrB_get / GrB_set for GrB_Descriptor and GrB_GLOBAL (see getset.hpp for the field rule).
//
// GrB_Descriptor:
//   GrB_OUTP_FIELD, GrB_MASK_FIELD, GrB_INP0_FIELD, GrB_INP1_FIELD   R/W  int32 (GrB_Desc_Value)
//   GxB_AxB_METHOD (7090), GxB_SORT (7091), GxB_COMPRESSION (7092),
//   GxB_IMPORT (7093), GxB_NTHREADS (7086)                           R/W  int32
//   GxB_CHUNK (7087)                                                 R/W  double (GrB_Scalar)
//   GrB_NAME                       R/W string ("GrB_DESC_T1", ... for the predefined ones)
// The predefined descriptors cannot be modified (GrB_INVALID_VALUE, as SuiteSparse 9). The values
// of GxB_AxB_METHOD and GxB_IMPORT are this header's GrB_Desc_Value numbers.
//
// GrB_GLOBAL:
//   GrB_LIBRARY_VER_MAJOR/MINOR/PATCH, GrB_API_VER_MAJOR/MINOR/PATCH, GrB_BLOCKING_MODE  R int32
//   GrB_STORAGE_ORIENTATION_HINT (default orientation of new matrices)                  R/W int32
//   GrB_NAME (the library name)                                                         R string
//   GxB fields (SuiteSparse 9 numbers): FORMAT, MODE, LIBRARY_OPENMP, NTHREADS, BURBLE,
//   PRINT_1BASED, JIT_C_CONTROL (int32); HYPER_SWITCH, CHUNK (double, GrB_Scalar);
//   LIBRARY_* / API_* / COMPILER_NAME / JIT_CACHE_PATH strings; BITMAP_SWITCH (double[8]),
//   COMPILER_VERSION / LIBRARY_VERSION / API_VERSION (int32[3]), PRINTF, FLUSH and the
//   MALLOC/CALLOC/REALLOC/FREE functions (void *).
//   GxB_COMPENSATED_SUM (7500, this library's own): 0/1, compensated FP PLUS reductions to a
//   scalar (src/kernels/reduce.hpp)                                                   R/W int32
#include <cstdlib>

#include "api/getset/getset.hpp"
#include "api/matrix/container_api.hpp"
#include "kernels/reduce.hpp"

namespace gb {
namespace {

//------------------------------------------------------------------------------------------------
// descriptors
//------------------------------------------------------------------------------------------------
GrB_Info check_desc(GrB_Descriptor d) {
  GB_RETURN_IF_NOT_INIT();
  return check_object(d);
}

// The GxB_Desc_* field of an integer-valued GrB_get/GrB_set field; false if none.
bool desc_int_field(int field, GrB_Desc_Field* f) {
  switch (field) {
    case GrB_OUTP_FIELD: *f = GrB_OUTP; return true;
    case GrB_MASK_FIELD: *f = GrB_MASK; return true;
    case GrB_INP0_FIELD: *f = GrB_INP0; return true;
    case GrB_INP1_FIELD: *f = GrB_INP1; return true;
    case kF_AxB_METHOD: *f = GxB_AxB_METHOD; return true;
    case kF_SORT: *f = GxB_SORT; return true;
    case kF_COMPRESSION: *f = GxB_COMPRESSION; return true;
    case kF_IMPORT: *f = GxB_IMPORT; return true;
    case kF_NTHREADS: *f = GxB_DESCRIPTOR_NTHREADS; return true;
    default: return false;
  }
}

GrB_Info desc_get_int32(GrB_Descriptor d, int field, int32_t* value) {
  GrB_Desc_Field f;
  if (!desc_int_field(field, &f)) return fail(d, GrB_INVALID_VALUE, "field %d is not an int32 descriptor field", field);
  return GxB_Desc_get_INT32(d, f, value);
}

GrB_Info desc_set_int32(GrB_Descriptor d, int field, int32_t value) {
  if (d->builtin) return fail(d, GrB_INVALID_VALUE, "predefined descriptors cannot be modified");
  GrB_Desc_Field f;
  if (!desc_int_field(field, &f)) return fail(d, GrB_INVALID_VALUE, "field %d is not an int32 descriptor field", field);
  return GxB_Desc_set_INT32(d, f, value);
}

//------------------------------------------------------------------------------------------------
// the global settings
//------------------------------------------------------------------------------------------------
GrB_Info check_global(GrB_Global g) {
  GB_RETURN_IF_NOT_INIT();
  if (g == nullptr) return GrB_NULL_POINTER;
  return g == GrB_GLOBAL ? GrB_SUCCESS : GrB_UNINITIALIZED_OBJECT;  // there is one global object
}

GrB_Info global_get_int32(int field, int32_t* value) {
  Global& g = global();
  switch (field) {
    case GrB_LIBRARY_VER_MAJOR: *value = GxB_IMPLEMENTATION_MAJOR; return GrB_SUCCESS;
    case GrB_LIBRARY_VER_MINOR: *value = GxB_IMPLEMENTATION_MINOR; return GrB_SUCCESS;
    case GrB_LIBRARY_VER_PATCH: *value = GxB_IMPLEMENTATION_SUB; return GrB_SUCCESS;
    case GrB_API_VER_MAJOR: *value = GxB_SPEC_MAJOR; return GrB_SUCCESS;
    case GrB_API_VER_MINOR: *value = GxB_SPEC_MINOR; return GrB_SUCCESS;
    case GrB_API_VER_PATCH: *value = GxB_SPEC_SUB; return GrB_SUCCESS;
    case GrB_BLOCKING_MODE:
      // the GrB modes only (the GPU modes of the draft GxB API are reported as their GrB mode)
      *value = (g.mode == GrB_BLOCKING || g.mode == GxB_BLOCKING_GPU) ? GrB_BLOCKING : GrB_NONBLOCKING;
      return GrB_SUCCESS;
    case kF_MODE: *value = g.mode; return GrB_SUCCESS;
    case GrB_STORAGE_ORIENTATION_HINT: *value = (g.format == GxB_BY_COL) ? GrB_COLMAJOR : GrB_ROWMAJOR; return GrB_SUCCESS;
    case kF_FORMAT: *value = g.format; return GrB_SUCCESS;
    case kF_LIBRARY_OPENMP: return GxB_Global_Option_get_INT32(GxB_LIBRARY_OPENMP, value);
    case kF_NTHREADS: return GxB_Global_Option_get_INT32(GxB_GLOBAL_NTHREADS, value);
    case kF_BURBLE: *value = g.burble; return GrB_SUCCESS;
    case kF_PRINT_1BASED: *value = g.print_1based; return GrB_SUCCESS;
    case kF_JIT_C_CONTROL: *value = g.jit_control; return GrB_SUCCESS;
    case kF_COMPENSATED_SUM: *value = compensated_sum() ? 1 : 0; return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

GrB_Info global_set_int32(int field, int32_t value) {
  switch (field) {
    case GrB_STORAGE_ORIENTATION_HINT:
      if (value < GrB_ROWMAJOR || value > GrB_UNKNOWN) return GrB_INVALID_VALUE;
      return GxB_Global_Option_set_INT32(GxB_FORMAT, value == GrB_COLMAJOR ? GxB_BY_COL : GxB_BY_ROW);
    case kF_FORMAT: return GxB_Global_Option_set_INT32(GxB_FORMAT, value);
    case kF_NTHREADS: return GxB_Global_Option_set_INT32(GxB_GLOBAL_NTHREADS, value);
    case kF_BURBLE: return GxB_Global_Option_set_INT32(GxB_BURBLE, value);
    case kF_PRINT_1BASED: return GxB_Global_Option_set_INT32(GxB_PRINT_1BASED, value);
    case kF_JIT_C_CONTROL:
      // GxB_JIT_OFF, PAUSE, RUN, LOAD, ON
      if (value < 0 || value > 4) return GrB_INVALID_VALUE;
      global().jit_control = value;
      return GrB_SUCCESS;
    case kF_COMPENSATED_SUM:
      if (value != 0 && value != 1) return GrB_INVALID_VALUE;
      set_compensated_sum(value == 1);
      return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;  // unknown, or read-only
  }
}

bool global_int32_field(int field) {
  int32_t v;
  return global_get_int32(field, &v) == GrB_SUCCESS;
}

// The string-valued global fields; false if not one.
bool global_string(int field, std::string* out) {
  GxB_Option_Field f;
  switch (field) {
    case GrB_NAME:
    case kF_LIBRARY_NAME: f = GxB_LIBRARY_NAME; break;
    case kF_LIBRARY_DATE: f = GxB_LIBRARY_DATE; break;
    case kF_LIBRARY_ABOUT: f = GxB_LIBRARY_ABOUT; break;
    case kF_LIBRARY_URL: f = GxB_LIBRARY_URL; break;
    case kF_LIBRARY_LICENSE: f = GxB_LIBRARY_LICENSE; break;
    case kF_LIBRARY_COMPILE_DATE: f = GxB_LIBRARY_COMPILE_DATE; break;
    case kF_LIBRARY_COMPILE_TIME: f = GxB_LIBRARY_COMPILE_TIME; break;
    case kF_API_DATE: f = GxB_API_DATE; break;
    case kF_API_ABOUT: f = GxB_API_ABOUT; break;
    case kF_API_URL: f = GxB_API_URL; break;
    case kF_COMPILER_NAME: f = GxB_COMPILER_NAME; break;
    case kF_JIT_CACHE_PATH: {
      std::lock_guard<std::mutex> lock(global().mu);
      *out = global().jit_cache_path;
      return true;
    }
    default: return false;
  }
  char* s = nullptr;
  if (GxB_Global_Option_get_CHAR(f, &s) != GrB_SUCCESS || s == nullptr) return false;
  *out = s;
  return true;
}

// Size in bytes of the void * fields; 0 if not one.
size_t global_void_size(int field) {
  switch (field) {
    case kF_BITMAP_SWITCH: return sizeof(double) * GxB_NBITMAP_SWITCH;
    case kF_COMPILER_VERSION:
    case kF_LIBRARY_VERSION:
    case kF_API_VERSION: return sizeof(int32_t) * 3;
    case kF_PRINTF:
    case kF_FLUSH:
    case kF_MALLOC_FUNCTION:
    case kF_CALLOC_FUNCTION:
    case kF_REALLOC_FUNCTION:
    case kF_FREE_FUNCTION: return sizeof(void*);
    default: return 0;
  }
}

}  // namespace
}  // namespace gb

using gb::check_desc;
using gb::check_global;

extern "C" {

//------------------------------------------------------------------------------------------------
// GrB_Descriptor
//------------------------------------------------------------------------------------------------
GrB_Info GrB_Descriptor_get_INT32(GrB_Descriptor object, int32_t* value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_RETURN_IF_NULL(value);
  return gb::desc_get_int32(object, int(field), value);
}
GrB_Info GrB_Descriptor_get_Scalar(GrB_Descriptor object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_TRY(gb::check_container(value));
  if (int(field) == gb::kF_CHUNK) {
    double d = 0;
    GB_TRY(GxB_Desc_get_FP64(object, GxB_DESCRIPTOR_CHUNK, &d));
    return gb::double_to_scalar(value, d);
  }
  int32_t i = 0;
  GB_TRY(gb::desc_get_int32(object, int(field), &i));
  return gb::int32_to_scalar(value, i);
}
GrB_Info GrB_Descriptor_get_String(GrB_Descriptor object, char* value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) != GrB_NAME) return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a string field", int(field));
  return gb::copy_out(value, object->name);
}
GrB_Info GrB_Descriptor_get_SIZE(GrB_Descriptor object, size_t* value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) != GrB_NAME) return gb::fail(object, GrB_INVALID_VALUE, "field %d has no size", int(field));
  *value = gb::string_size(object->name);
  return GrB_SUCCESS;
}
GrB_Info GrB_Descriptor_get_VOID(GrB_Descriptor object, void* value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_RETURN_IF_NULL(value);
  return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a void * field", int(field));
}
GrB_Info GrB_Descriptor_set_INT32(GrB_Descriptor object, int32_t value, GrB_Field field) {
  GB_TRY(check_desc(object));
  return gb::desc_set_int32(object, int(field), value);
}
GrB_Info GrB_Descriptor_set_Scalar(GrB_Descriptor object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_TRY(gb::check_container(value));
  if (object->builtin) return gb::fail(object, GrB_INVALID_VALUE, "predefined descriptors cannot be modified");
  if (int(field) == gb::kF_CHUNK) {
    double d = 0;
    GB_TRY(gb::scalar_to_double(value, &d));
    return GxB_Desc_set_FP64(object, GxB_DESCRIPTOR_CHUNK, d);
  }
  GrB_Desc_Field f;
  if (!gb::desc_int_field(int(field), &f))
    return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a descriptor field", int(field));
  int32_t i = 0;
  GB_TRY(gb::scalar_to_int32(value, &i));
  return gb::desc_set_int32(object, int(field), i);
}
GrB_Info GrB_Descriptor_set_String(GrB_Descriptor object, char* value, GrB_Field field) {
  GB_TRY(check_desc(object));
  GB_RETURN_IF_NULL(value);
  if (object->builtin) return gb::fail(object, GrB_INVALID_VALUE, "predefined descriptors cannot be renamed");
  if (int(field) != GrB_NAME) return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a string field", int(field));
  if (std::strlen(value) >= GxB_MAX_NAME_LEN)
    return gb::fail(object, GrB_INVALID_VALUE, "the name is longer than %d characters", GxB_MAX_NAME_LEN - 1);
  gb::set_name(object->name, value);
  return GrB_SUCCESS;
}
GrB_Info GrB_Descriptor_set_VOID(GrB_Descriptor object, void* value, GrB_Field field, size_t size) {
  GB_TRY(check_desc(object));
  GB_RETURN_IF_NULL(value);
  (void)size;
  return gb::fail(object, GrB_INVALID_VALUE, "field %d is not a void * field", int(field));
}

//------------------------------------------------------------------------------------------------
// GrB_GLOBAL
//------------------------------------------------------------------------------------------------
GrB_Info GrB_Global_get_INT32(GrB_Global object, int32_t* value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_RETURN_IF_NULL(value);
  return gb::global_get_int32(int(field), value);
}
GrB_Info GrB_Global_get_Scalar(GrB_Global object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_TRY(gb::check_container(value));
  double d = 0;
  switch (int(field)) {
    case gb::kF_HYPER_SWITCH:
      GB_TRY(GxB_Global_Option_get_FP64(GxB_HYPER_SWITCH, &d));
      return gb::double_to_scalar(value, d);
    case gb::kF_CHUNK:
      GB_TRY(GxB_Global_Option_get_FP64(GxB_GLOBAL_CHUNK, &d));
      return gb::double_to_scalar(value, d);
    default: {
      int32_t i = 0;
      GB_TRY(gb::global_get_int32(int(field), &i));
      return gb::int32_to_scalar(value, i);
    }
  }
}
GrB_Info GrB_Global_get_String(GrB_Global object, char* value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_RETURN_IF_NULL(value);
  std::string s;
  if (!gb::global_string(int(field), &s)) return GrB_INVALID_VALUE;
  return gb::copy_out(value, s.c_str());
}
GrB_Info GrB_Global_get_SIZE(GrB_Global object, size_t* value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_RETURN_IF_NULL(value);
  std::string s;
  if (gb::global_string(int(field), &s)) {
    *value = s.size() + 1;
    return GrB_SUCCESS;
  }
  const size_t n = gb::global_void_size(int(field));
  if (n == 0) return GrB_INVALID_VALUE;
  *value = n;
  return GrB_SUCCESS;
}
GrB_Info GrB_Global_get_VOID(GrB_Global object, void* value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_RETURN_IF_NULL(value);
  gb::Global& g = gb::global();
  void* fn = nullptr;
  switch (int(field)) {
    case gb::kF_BITMAP_SWITCH: return GxB_Global_Option_get_FP64(GxB_BITMAP_SWITCH, static_cast<double*>(value));
    case gb::kF_COMPILER_VERSION: return GxB_Global_Option_get_INT32(GxB_COMPILER_VERSION, static_cast<int32_t*>(value));
    case gb::kF_LIBRARY_VERSION: return GxB_Global_Option_get_INT32(GxB_LIBRARY_VERSION, static_cast<int32_t*>(value));
    case gb::kF_API_VERSION: return GxB_Global_Option_get_INT32(GxB_API_VERSION, static_cast<int32_t*>(value));
    case gb::kF_PRINTF: fn = reinterpret_cast<void*>(g.printf_fn); break;
    case gb::kF_FLUSH: fn = reinterpret_cast<void*>(g.flush_fn); break;
    case gb::kF_MALLOC_FUNCTION:
      fn = g.user_malloc ? reinterpret_cast<void*>(g.user_malloc) : reinterpret_cast<void*>(&std::malloc);
      break;
    case gb::kF_CALLOC_FUNCTION:
      fn = g.user_calloc ? reinterpret_cast<void*>(g.user_calloc) : reinterpret_cast<void*>(&std::calloc);
      break;
    case gb::kF_REALLOC_FUNCTION:
      fn = g.user_realloc ? reinterpret_cast<void*>(g.user_realloc) : reinterpret_cast<void*>(&std::realloc);
      break;
    case gb::kF_FREE_FUNCTION:
      fn = g.user_free ? reinterpret_cast<void*>(g.user_free) : reinterpret_cast<void*>(&std::free);
      break;
    default: return GrB_INVALID_VALUE;
  }
  std::memcpy(value, &fn, sizeof(void*));
  return GrB_SUCCESS;
}
GrB_Info GrB_Global_set_INT32(GrB_Global object, int32_t value, GrB_Field field) {
  GB_TRY(check_global(object));
  return gb::global_set_int32(int(field), value);
}
GrB_Info GrB_Global_set_Scalar(GrB_Global object, GrB_Scalar value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_TRY(gb::check_container(value));
  double d = 0;
  switch (int(field)) {
    case gb::kF_HYPER_SWITCH:
      GB_TRY(gb::scalar_to_double(value, &d));
      return GxB_Global_Option_set_FP64(GxB_HYPER_SWITCH, d);
    case gb::kF_CHUNK:
      GB_TRY(gb::scalar_to_double(value, &d));
      return GxB_Global_Option_set_FP64(GxB_GLOBAL_CHUNK, d);
    default: {
      if (!gb::global_int32_field(int(field))) return GrB_INVALID_VALUE;
      int32_t i = 0;
      GB_TRY(gb::scalar_to_int32(value, &i));
      return gb::global_set_int32(int(field), i);
    }
  }
}
GrB_Info GrB_Global_set_String(GrB_Global object, char* value, GrB_Field field) {
  GB_TRY(check_global(object));
  GB_RETURN_IF_NULL(value);
  if (int(field) != gb::kF_JIT_CACHE_PATH) return GrB_INVALID_VALUE;  // the others are read only
  std::lock_guard<std::mutex> lock(gb::global().mu);
  gb::global().jit_cache_path = value;
  return GrB_SUCCESS;
}
GrB_Info GrB_Global_set_VOID(GrB_Global object, void* value, GrB_Field field, size_t size) {
  GB_TRY(check_global(object));
  switch (int(field)) {
    case gb::kF_BITMAP_SWITCH:
      // null restores the defaults
      if (value != nullptr && size < sizeof(double) * GxB_NBITMAP_SWITCH) return GrB_INVALID_VALUE;
      return GxB_Global_Option_set_FP64_ARRAY(GxB_BITMAP_SWITCH, static_cast<double*>(value));
    case gb::kF_PRINTF:
      if (size != sizeof(void*)) return GrB_INVALID_VALUE;
      return GxB_Global_Option_set_FUNCTION(GxB_PRINTF, value);  // the function pointer itself
    case gb::kF_FLUSH:
      if (size != sizeof(void*)) return GrB_INVALID_VALUE;
      return GxB_Global_Option_set_FUNCTION(GxB_FLUSH, value);
    default:
      GB_RETURN_IF_NULL(value);
      return GrB_INVALID_VALUE;
  }
}

}  // extern "C"

// GxB_Global_Option_get / _set: the variadic forms and their typed variants.
#include <cstring>

#include "api/api.hpp"

namespace gb {
namespace {

const char* compile_date() { return __DATE__; }
const char* compile_time() { return __TIME__; }

// Every string-valued global option. The library's name, date, about and license text are the
// header's GxB_IMPLEMENTATION_* macros, their one definition: programs compare the two (LAGraph's
// LAGraph_Init test requires the runtime GxB_LIBRARY_DATE to equal GxB_IMPLEMENTATION_DATE), as
// SuiteSparse returns its macros. The URLs have no macro in SuiteSparse's header either.
bool string_option(GxB_Option_Field field, const char** value) {
  switch (int(field)) {
    case GxB_LIBRARY_NAME: *value = GxB_IMPLEMENTATION_NAME; return true;
    case GxB_LIBRARY_DATE: *value = GxB_IMPLEMENTATION_DATE; return true;
    case GxB_LIBRARY_ABOUT: *value = GxB_IMPLEMENTATION_ABOUT; return true;
    case GxB_LIBRARY_URL: *value = "https://github.com/kokkos-graphblas"; return true;
    case GxB_LIBRARY_LICENSE: *value = GxB_IMPLEMENTATION_LICENSE; return true;
    case GxB_LIBRARY_COMPILE_DATE: *value = compile_date(); return true;
    case GxB_LIBRARY_COMPILE_TIME: *value = compile_time(); return true;
    case GxB_API_DATE: *value = GxB_SPEC_DATE; return true;
    case GxB_API_ABOUT: *value = GxB_SPEC_ABOUT; return true;
    case GxB_API_URL: *value = "http://graphblas.org"; return true;
    case GxB_COMPILER_NAME: *value = "GNU C++ " __VERSION__; return true;
    default: return false;
  }
}

bool version_option(GxB_Option_Field field, int* v) {
  switch (int(field)) {
    case GxB_LIBRARY_VERSION:
      v[0] = GxB_IMPLEMENTATION_MAJOR; v[1] = GxB_IMPLEMENTATION_MINOR; v[2] = GxB_IMPLEMENTATION_SUB;
      return true;
    case GxB_API_VERSION:
      v[0] = GxB_SPEC_MAJOR; v[1] = GxB_SPEC_MINOR; v[2] = GxB_SPEC_SUB;
      return true;
    case GxB_COMPILER_VERSION:
#if defined(__GNUC__)
      v[0] = __GNUC__; v[1] = __GNUC_MINOR__; v[2] = __GNUC_PATCHLEVEL__;
#else
      v[0] = v[1] = v[2] = 0;
#endif
      return true;
    default: return false;
  }
}

}  // namespace
}  // namespace gb

using gb::global;

extern "C" {

GrB_Info GxB_Global_Option_set_INT32(GxB_Option_Field field, int32_t value) {
  GB_RETURN_IF_NOT_INIT();
  auto& g = global();
  switch (int(field)) {
    case GxB_FORMAT:
      if (value != GxB_BY_ROW && value != GxB_BY_COL) return GrB_INVALID_VALUE;
      g.format = GxB_Format_Value(value);
      return GrB_SUCCESS;
    case GxB_GLOBAL_NTHREADS: g.nthreads_max = value > 0 ? value : 0; return GrB_SUCCESS;
    case GxB_BURBLE: g.burble = value != 0; return GrB_SUCCESS;
    case GxB_PRINT_1BASED: g.print_1based = value != 0; return GrB_SUCCESS;
    case GxB_GLOBAL_GPU_CONTROL:  // no GPU: SuiteSparse 7.4 without one keeps GxB_GPU_NEVER
      (void)value;
      return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

GrB_Info GxB_Global_Option_set_FP64(GxB_Option_Field field, double value) {
  GB_RETURN_IF_NOT_INIT();
  auto& g = global();
  switch (int(field)) {
    // the switches are single precision, as SuiteSparse keeps them (a get returns the float)
    case GxB_HYPER_SWITCH: g.hyper_switch = double(float(value)); return GrB_SUCCESS;
    case GxB_BITMAP_SWITCH:
      for (double& b : g.bitmap_switch) b = double(float(value));
      return GrB_SUCCESS;
    case GxB_GLOBAL_CHUNK: g.chunk = value > 0 ? value : 65536; return GrB_SUCCESS;
    case GxB_GLOBAL_GPU_CHUNK: g.gpu_chunk = value > 0 ? value : 1048576; return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

GrB_Info GxB_Global_Option_set_FP64_ARRAY(GxB_Option_Field field, double* value) {
  GB_RETURN_IF_NOT_INIT();
  auto& g = global();
  if (int(field) != GxB_BITMAP_SWITCH) return GrB_INVALID_VALUE;
  if (value == nullptr) {
    const float defaults[GxB_NBITMAP_SWITCH] = {0.04f, 0.05f, 0.06f, 0.08f, 0.10f, 0.20f, 0.30f, 0.40f};
    for (int k = 0; k < GxB_NBITMAP_SWITCH; k++) g.bitmap_switch[k] = double(defaults[k]);
  } else {
    for (int k = 0; k < GxB_NBITMAP_SWITCH; k++) g.bitmap_switch[k] = double(float(value[k]));
  }
  return GrB_SUCCESS;
}

GrB_Info GxB_Global_Option_set_INT64_ARRAY(GxB_Option_Field field, int64_t* value) {
  GB_RETURN_IF_NOT_INIT();
  if (int(field) != GxB_MEMORY_POOL) return GrB_INVALID_VALUE;
  // The memory pool is a SuiteSparse internal; the setting is kept for get but has no effect.
  if (value) std::memcpy(global().memory_pool, value, sizeof(int64_t) * 64);
  return GrB_SUCCESS;
}

GrB_Info GxB_Global_Option_set_FUNCTION(GxB_Option_Field field, void* value) {
  GB_RETURN_IF_NOT_INIT();
  auto& g = global();
  switch (int(field)) {
    case GxB_PRINTF: g.printf_fn = reinterpret_cast<int (*)(const char*, ...)>(value); return GrB_SUCCESS;
    case GxB_FLUSH: g.flush_fn = reinterpret_cast<int (*)(void)>(value); return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

GrB_Info GxB_Global_Option_get_INT32(GxB_Option_Field field, int32_t* value) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(value);
  auto& g = global();
  switch (int(field)) {
    case GxB_FORMAT: *value = g.format; return GrB_SUCCESS;
    case GxB_MODE: *value = g.mode; return GrB_SUCCESS;
    case GxB_GLOBAL_NTHREADS: *value = gb::max_threads(); return GrB_SUCCESS;
    case GxB_BURBLE: *value = g.burble; return GrB_SUCCESS;
    case GxB_PRINT_1BASED: *value = g.print_1based; return GrB_SUCCESS;
    case GxB_LIBRARY_OPENMP: *value = 1; return GrB_SUCCESS;
    case GxB_GLOBAL_GPU_CONTROL: *value = g.gpu_control; return GrB_SUCCESS;
    case GxB_LIBRARY_VERSION:
    case GxB_API_VERSION:
    case GxB_COMPILER_VERSION: return gb::version_option(field, value) ? GrB_SUCCESS : GrB_INVALID_VALUE;
    default: return GrB_INVALID_VALUE;
  }
}

GrB_Info GxB_Global_Option_get_FP64(GxB_Option_Field field, double* value) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(value);
  auto& g = global();
  switch (int(field)) {
    case GxB_HYPER_SWITCH: *value = g.hyper_switch; return GrB_SUCCESS;
    case GxB_BITMAP_SWITCH:
      for (int k = 0; k < GxB_NBITMAP_SWITCH; k++) value[k] = g.bitmap_switch[k];
      return GrB_SUCCESS;
    case GxB_GLOBAL_CHUNK: *value = g.chunk; return GrB_SUCCESS;
    case GxB_GLOBAL_GPU_CHUNK: *value = g.gpu_chunk; return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

GrB_Info GxB_Global_Option_get_INT64(GxB_Option_Field field, int64_t* value) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(value);
  if (int(field) == GxB_MEMORY_POOL) {
    std::memcpy(value, global().memory_pool, sizeof(int64_t) * 64);
    return GrB_SUCCESS;
  }
  int32_t v32;
  GrB_Info info = GxB_Global_Option_get_INT32(field, &v32);
  if (info == GrB_SUCCESS) *value = v32;
  return info;
}

GrB_Info GxB_Global_Option_get_CHAR(GxB_Option_Field field, char** value) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(value);
  const char* s = nullptr;
  if (!gb::string_option(field, &s)) return GrB_INVALID_VALUE;
  *value = const_cast<char*>(s);
  return GrB_SUCCESS;
}

GrB_Info GxB_Global_Option_get_FUNCTION(GxB_Option_Field field, void** value) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(value);
  auto& g = global();
  switch (int(field)) {
    case GxB_PRINTF: *value = reinterpret_cast<void*>(g.printf_fn); return GrB_SUCCESS;
    case GxB_FLUSH: *value = reinterpret_cast<void*>(g.flush_fn); return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

// The variadic forms: the field says what the single extra argument is.
GrB_Info GxB_Global_Option_set(GxB_Option_Field field, ...) {
  GB_RETURN_IF_NOT_INIT();
  va_list ap;
  va_start(ap, field);
  GrB_Info info;
  switch (int(field)) {
    case GxB_HYPER_SWITCH:
    case GxB_GLOBAL_CHUNK:
    case GxB_GLOBAL_GPU_CHUNK:
      info = GxB_Global_Option_set_FP64(field, va_arg(ap, double));
      break;
    case GxB_BITMAP_SWITCH:
      info = GxB_Global_Option_set_FP64_ARRAY(field, va_arg(ap, double*));
      break;
    case GxB_FORMAT:
    case GxB_GLOBAL_NTHREADS:
    case GxB_BURBLE:
    case GxB_PRINT_1BASED:
    case GxB_GLOBAL_GPU_CONTROL:
      info = GxB_Global_Option_set_INT32(field, va_arg(ap, int));
      break;
    case GxB_PRINTF:
    case GxB_FLUSH:
      info = GxB_Global_Option_set_FUNCTION(field, va_arg(ap, void*));
      break;
    case GxB_MEMORY_POOL:
      info = GxB_Global_Option_set_INT64_ARRAY(field, va_arg(ap, int64_t*));
      break;
    default:
      info = GrB_INVALID_VALUE;
  }
  va_end(ap);
  return info;
}

GrB_Info GxB_Global_Option_get(GxB_Option_Field field, ...) {
  GB_RETURN_IF_NOT_INIT();
  va_list ap;
  va_start(ap, field);
  GrB_Info info;
  switch (int(field)) {
    case GxB_HYPER_SWITCH:
    case GxB_BITMAP_SWITCH:
    case GxB_GLOBAL_CHUNK:
    case GxB_GLOBAL_GPU_CHUNK:
      info = GxB_Global_Option_get_FP64(field, va_arg(ap, double*));
      break;
    case GxB_FORMAT:
    case GxB_MODE:
    case GxB_GLOBAL_NTHREADS:
    case GxB_GLOBAL_GPU_CONTROL:
    case GxB_LIBRARY_VERSION:
    case GxB_API_VERSION:
    case GxB_COMPILER_VERSION:
      info = GxB_Global_Option_get_INT32(field, va_arg(ap, int32_t*));
      break;
    case GxB_BURBLE:
    case GxB_PRINT_1BASED:
    case GxB_LIBRARY_OPENMP: {
      bool* b = va_arg(ap, bool*);
      int32_t v = 0;
      info = b ? GxB_Global_Option_get_INT32(field, &v) : GrB_NULL_POINTER;
      if (info == GrB_SUCCESS) *b = v != 0;
      break;
    }
    case GxB_PRINTF:
    case GxB_FLUSH:
      info = GxB_Global_Option_get_FUNCTION(field, va_arg(ap, void**));
      break;
    case GxB_MEMORY_POOL:
      info = GxB_Global_Option_get_INT64(field, va_arg(ap, int64_t*));
      break;
    default: {
      char** s = va_arg(ap, char**);
      info = GxB_Global_Option_get_CHAR(field, s);
    }
  }
  va_end(ap);
  return info;
}

}  // extern "C"

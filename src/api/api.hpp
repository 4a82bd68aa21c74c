// Shared helpers for the API entry points: argument checks that return the spec's error codes
// before anything is recorded, and per-object error messages for GrB_error.
#pragma once
#include <cstdarg>
#include <cstdio>
#include <string>

#include "core/container.hpp"
#include "core/errors.hpp"
#include "core/global.hpp"
#include "core/objects.hpp"
#include "dag/handle_value.hpp"

#define GB_RETURN_IF_NULL(p)                    \
  do {                                          \
    if ((p) == nullptr) return GrB_NULL_POINTER; \
  } while (0)

// valid object (not null, live magic)
#define GB_CHECK_OBJ(o) GB_TRY(gb::check_object(o))
// optional object: null allowed
#define GB_CHECK_OPT(o) GB_TRY(gb::check_optional(o))

namespace gb {

// Record an error message on an object (for GrB_error) and return the code.
template <class Obj>
GrB_Info fail(Obj* obj, GrB_Info info, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
template <class Obj>
GrB_Info fail(Obj* obj, GrB_Info info, const char* fmt, ...) {
  if (obj) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    std::vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    obj->error = buf;
  }
  return info;
}

inline GrB_Info check_type(GrB_Type t) { return check_object(t); }
// Matrix dimension limit of the API.
inline bool valid_dim(GrB_Index n) { return n <= GrB_INDEX_MAX + 1; }

const char* info_name(GrB_Info info);

// The body of every entry point whose operation is not implemented yet.
GrB_Info not_implemented(const char* name);

}  // namespace gb

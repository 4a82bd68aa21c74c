// Entry-point bodies shared by every object kind: free, wait, error.
#pragma once
#include "api/api.hpp"

namespace gb {

// Free a user-created object and null the handle; built-in objects are never freed and their
// handles are left as they are.
template <class Obj> GrB_Info free_object(Obj** handle) {
  if (handle == nullptr || *handle == nullptr) return GrB_SUCCESS;
  Obj* obj = *handle;
  if (obj->magic != kMagicLive) return GrB_SUCCESS;  // already freed or garbage: nothing safe to do
  if (obj->builtin) return GrB_SUCCESS;
  obj->magic = kMagicFreed;
  delete obj;
  *handle = nullptr;
  return GrB_SUCCESS;
}

// Objects that are never pending: wait only validates.
template <class Obj> GrB_Info wait_object(Obj* obj, GrB_WaitMode mode) {
  GB_RETURN_IF_NOT_INIT();
  GB_CHECK_OBJ(obj);
  if (mode != GrB_COMPLETE && mode != GrB_MATERIALIZE) return GrB_INVALID_VALUE;
  return GrB_SUCCESS;
}

template <class Obj> GrB_Info error_of(const char** error, const Obj* obj) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(error);
  GB_CHECK_OBJ(obj);
  *error = obj->error.c_str();
  return GrB_SUCCESS;
}

// Copy a type's C name (as GxB_Type_name reports it) into a user buffer of GxB_MAX_NAME_LEN.
GrB_Info copy_type_name(char* dst, GrB_Type type);

}  // namespace gb

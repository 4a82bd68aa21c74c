// Entry-point bodies shared by every object kind: free, wait, error.
#pragma once
#include <cstdlib>

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
  if constexpr (!std::is_same_v<Obj, GB_Descriptor_opaque> && !std::is_same_v<Obj, GB_SelectOp_opaque>) {
    std::free(obj->user_name);  // the GrB_NAME set by GrB_set, if any
  }
  if constexpr (std::is_same_v<Obj, GB_Monoid_opaque>) {
    obj->identity.release();
    obj->terminal.release();
  } else if constexpr (!std::is_same_v<Obj, GB_Semiring_opaque> && !std::is_same_v<Obj, GB_Descriptor_opaque>) {
    std::free(obj->defn);
  }
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
  if constexpr (std::is_same_v<Obj, GB_Descriptor_opaque>) {
    *error = obj->error.c_str();
  } else {
    *error = "";  // these objects are never the subject of a failed call
  }
  return GrB_SUCCESS;
}

// Copy a type's C name (as GxB_Type_name reports it) into a user buffer of GxB_MAX_NAME_LEN.
GrB_Info copy_type_name(char* dst, GrB_Type type);
// malloc'd copy of a user string (null stays null)
char* copy_string(const char* s);

}  // namespace gb

// GrB_Matrix, GrB_Vector and GrB_Scalar: a handle to a current *version* of the object's value.
//
// The handle (its shape, type, format preferences and error text) is core's; its value is a
// gb::Version, which src/dag/ owns (dag/version.hpp): either materialized storage or the pending
// output of a DAG node. Core only holds the pointer, so it needs no definition of a version here.
// Creating, forcing and replacing a handle's value: dag/handle_value.hpp; element updates:
// dag/element_updates.hpp.
#pragma once
#include <memory>
#include <string>

#include "core/store.hpp"

namespace gb {

struct Version;
using VersionPtr = std::shared_ptr<Version>;

}  // namespace gb

struct GB_Matrix_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  gb::ObjectKind kind = gb::ObjectKind::Matrix;  // Vector and Scalar objects are matrices too
  GrB_Type type = nullptr;
  uint64_t nrows = 0, ncols = 0;
  // user preferences (GxB_FORMAT, GxB_SPARSITY_CONTROL, GxB_HYPER_SWITCH, GxB_BITMAP_SWITCH)
  bool by_row = true;
  int sparsity_control = GxB_AUTO_SPARSITY;
  double hyper_switch = GxB_HYPER_DEFAULT;
  double bitmap_switch = double(0.04f);
  char name[GxB_MAX_NAME_LEN] = {};
  std::string error;
  gb::VersionPtr current;
};
// A GrB_Vector or GrB_Scalar may be cast to GrB_Matrix (LAGraph and others do): same layout.
struct GB_Vector_opaque : GB_Matrix_opaque {};
struct GB_Scalar_opaque : GB_Matrix_opaque {};

namespace gb {

GrB_Info check_container(const GB_Matrix_opaque* A);   // null / magic
inline GrB_Info check_optional_container(const GB_Matrix_opaque* A) {
  return A == nullptr ? GrB_SUCCESS : check_container(A);
}

// Free a handle (created by new_container, dag/handle_value.hpp) and drop its version.
void free_container(GB_Matrix_opaque* A);

// The storage orientation this handle wants for a newly produced value.
inline bool wants_by_row(const GB_Matrix_opaque* A) {
  return A->kind == ObjectKind::Matrix ? A->by_row : false;
}

// Representation preferences of the handle applied to a materialized store: its orientation, and
// with `conform_format` its sparsity control and switches (core/store.hpp: conform). SuiteSparse
// conforms a matrix when an operation or an option set changes it and when a wait finishes
// pending work, never at a read: a store left as it is (an import, a bitmap after removeElement)
// keeps its format until then.
StorePtr apply_preferences(const GB_Matrix_opaque* A, StorePtr s, bool conform_format = true);

}  // namespace gb

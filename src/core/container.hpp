// GrB_Matrix, GrB_Vector and GrB_Scalar: a handle to a current *version* of the object's value.
//
// A version is either materialized (a Store) or the pending output of a DAG node (src/dag/).
// Every write gives the handle a new version; whoever still reads an older version (a pending node,
// a dup'ed handle) keeps it alive, so the DAG is acyclic by construction and aliasing (C = A*C) is
// safe. Reads that hand data to the user force materialization.
#pragma once
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/store.hpp"

namespace gb {

struct Node;

struct Version {
  // Shape and type of the value, fixed for the version's life.
  GrB_Type type = nullptr;
  uint64_t nrows = 0, ncols = 0;

  std::mutex mu;                    // guards materialization when versions are shared
  StorePtr store;                   // set once materialized
  std::shared_ptr<Node> producer;   // set while pending
  GrB_Info exec_error = GrB_SUCCESS;
  std::string exec_message;

  bool materialized() const { return store != nullptr; }
};
using VersionPtr = std::shared_ptr<Version>;

// A version that already holds a store.
VersionPtr make_version(StorePtr store, GrB_Type type, uint64_t nrows, uint64_t ncols);
// A version produced by a node (pending; in blocking mode the caller materializes it at once).
VersionPtr make_pending(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols);

// Force a version: run its producer (and, recursively, the producers of what it reads).
// Returns the execution error, if any, of this or an upstream node.
GrB_Info materialize(const VersionPtr& v);

}  // namespace gb

struct GB_Matrix_opaque {
  int64_t magic = gb::kMagicLive;
  gb::ObjectKind kind = gb::ObjectKind::Matrix;  // Vector and Scalar objects are matrices too
  GrB_Type type = nullptr;
  uint64_t nrows = 0, ncols = 0;
  // user preferences (GxB_FORMAT, GxB_SPARSITY_CONTROL, GxB_HYPER_SWITCH, GxB_BITMAP_SWITCH)
  bool by_row = true;
  int sparsity_control = GxB_AUTO_SPARSITY;
  double hyper_switch = GxB_HYPER_DEFAULT;
  double bitmap_switch = 0.04;
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

// Create a handle with an empty value.
GrB_Info new_container(GB_Matrix_opaque** out, ObjectKind kind, GrB_Type type, uint64_t nrows,
                       uint64_t ncols);
void free_container(GB_Matrix_opaque* A);

// Force the handle's current version; on success *store is the materialized store.
// On an execution error, records the message on the handle.
GrB_Info wait_store(GB_Matrix_opaque* A, StorePtr* store);

// Replace the handle's value (a write). Applies the handle's format preferences when the new value
// is materialized.
void set_store(GB_Matrix_opaque* A, StorePtr store);
void set_version(GB_Matrix_opaque* A, VersionPtr v);

// Whether element updates can be written into the current version in place (nobody else reads it).
bool sole_owner(GB_Matrix_opaque* A);

// Element updates (setElement / removeElement) in non-blocking and blocking mode.
GrB_Info set_element(GB_Matrix_opaque* A, const void* x, TypeCode xcode, uint64_t row, uint64_t col);
GrB_Info remove_element(GB_Matrix_opaque* A, uint64_t row, uint64_t col);
// extractElement: NO_VALUE when absent.
GrB_Info extract_element(void* x, TypeCode xcode, size_t xsize, GB_Matrix_opaque* A, uint64_t row,
                         uint64_t col);

// The storage orientation this handle wants for a newly produced value.
inline bool wants_by_row(const GB_Matrix_opaque* A) {
  return A->kind == ObjectKind::Matrix ? A->by_row : false;
}

}  // namespace gb

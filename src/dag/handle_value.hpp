// A container handle's value (core/container.hpp holds the handle, dag/version.hpp the version):
// creating a handle with an empty value, forcing its current version, and replacing it.
#pragma once
#include "core/container.hpp"
#include "dag/version.hpp"

namespace gb {

// Create a handle with an empty value.
GrB_Info new_container(GB_Matrix_opaque** out, ObjectKind kind, GrB_Type type, uint64_t nrows,
                       uint64_t ncols);

// Force the handle's current version; on success *store is the materialized store.
// On an execution error, records the message on the handle.
GrB_Info wait_store(GB_Matrix_opaque* A, StorePtr* store);

// Replace the handle's value (a write). Applies the handle's format preferences when the new value
// is materialized.
void set_store(GB_Matrix_opaque* A, StorePtr store);
void set_version(GB_Matrix_opaque* A, VersionPtr v);

// Whether element updates can be written into the current version in place (nobody else reads it).
bool sole_owner(GB_Matrix_opaque* A);

}  // namespace gb

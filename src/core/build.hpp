#pragma once
#include <string>

#include "core/store.hpp"

namespace gb {

// Build a store of `type` from n tuples (rows[k], cols[k], X[k]) where X holds values of type
// `xcode` (or one value when x_iso). Duplicates are combined left to right with `dup`; with no
// dup they are an error (GrB_INVALID_VALUE); GxB_IGNORE_DUP keeps the first. Indices out of range
// give GrB_INDEX_OUT_OF_BOUNDS. rows or cols may be null (all zero: vectors, scalars).
GrB_Info build_store(StorePtr* out, GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row,
                     const GrB_Index* rows, const GrB_Index* cols, const void* X, TypeCode xcode,
                     bool x_iso, uint64_t n, GrB_BinaryOp dup, std::string* msg);

}  // namespace gb

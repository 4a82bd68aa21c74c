#pragma once
#include "core/store.hpp"

namespace gb {

// T = A (nrows-by-ncols) reshaped to nrows_new-by-ncols_new, taking the entries in column-major
// (by_col) or row-major order. nrows*ncols == nrows_new*ncols_new must hold and fit in int64.
// The result is stored by column when by_col, by row otherwise.
GrB_Info reshape(const StorePtr& A, bool by_col, uint64_t nrows, uint64_t ncols, uint64_t nrows_new,
                 uint64_t ncols_new, StorePtr* out);

}  // namespace gb

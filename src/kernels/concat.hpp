#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/store.hpp"

namespace gb {

// C = [tiles], tiles[i*n + j] the (i,j) tile of an m-by-n grid; row_off[i] / col_off[j] are the
// first row / column of tile row i / tile column j (row_off[m] and col_off[n] the dimensions of C).
// Values are cast to ctype; the result is stored by row or by column as asked.
GrB_Info concat(const gb::vector<StorePtr>& tiles, int64_t m, int64_t n, const gb::vector<int64_t>& row_off,
                const gb::vector<int64_t>& col_off, GrB_Type ctype, bool by_row, StorePtr* out);

// T = A(r0:r1-1, c0:c1-1), in A's type and A's storage orientation (A sparse or hypersparse).
GrB_Info extract_block(const StorePtr& A, int64_t r0, int64_t r1, int64_t c0, int64_t c1, StorePtr* out);

}  // namespace gb

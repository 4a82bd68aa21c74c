#pragma once
#include "core/store.hpp"

namespace gb {

// T = diag(v, k): an N-by-N matrix (N = n + |k|) with T(i, i+k) = v(i) (k >= 0) or T(i-k, i) = v(i)
// (k < 0), in v's type, stored by row or by column.
GrB_Info diag_matrix(const StorePtr& v, int64_t k, int64_t N, bool by_row, StorePtr* out);

// T = diag(A, k) as a len-by-1 vector: T(t) = A(t, t+k) (k >= 0) or A(t-k, t) (k < 0), in A's type.
GrB_Info diag_vector(const StorePtr& A, int64_t k, int64_t len, StorePtr* out);

}  // namespace gb

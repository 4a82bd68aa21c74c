// Submatrix extraction: T = A(I,J).
#pragma once
#include "core/store.hpp"
#include "kernels/index_list.hpp"

namespace gb {

// T = A(V, X) in A's own storage orientation: vector k of T is vector V[k] of A, and its entry q is
// A's entry X[q] of that vector. T has |V| vectors of length |X|, A's type, orientation and iso-ness.
// Lists may be unsorted and hold duplicates (an entry of A is then copied to several places of T).
// A may be in any format. Null on out of memory.
GrB_Info extract_oriented(const StorePtr& A, const IndexList& V, const IndexList& X, StorePtr* T);

// T = op(A)(I, J) with op(A) = A or A' (tran), stored in orientation by_row.
GrB_Info extract_matrix(const StorePtr& A, bool tran, const IndexList& I, const IndexList& J, bool by_row,
                        StorePtr* T);

}  // namespace gb

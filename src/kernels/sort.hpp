#pragma once
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// Sort each row of A (each column when `cols`) with the comparator op (z = bool): C(i,k) is the
// k-th value of row i in sorted order (A's type) and P(i,k) the column it came from (int64); both
// have A's pattern packed to the left. Values are compared in op's input type. The order is that of
// a merge sort taking the later entry first only when op(later, earlier) holds: for a strict order
// (LT, GT) equal values keep their index order, for LE/GE they come out in reverse index order, as
// in SuiteSparse. Either output may be skipped (null pointer).
GrB_Info sort(const StorePtr& A, bool cols, const BinaryOpRef& op, StorePtr* C, StorePtr* P);

}  // namespace gb

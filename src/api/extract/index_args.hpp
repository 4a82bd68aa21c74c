// The (I, ni) index arguments of extract, assign and subassign: GrB_ALL, an explicit list, or
// SuiteSparse's GxB_RANGE / GxB_STRIDE / GxB_BACKWARDS forms (I = {begin, end[, inc]}).
#pragma once
#include "api/api.hpp"
#include "kernels/index_list.hpp"

namespace gb {

// How many indices (I, ni) denotes for a dimension `dim` (GrB_ALL: dim, ni ignored as in SuiteSparse;
// an empty range or a zero stride: 0). I must not be null.
uint64_t index_count(const GrB_Index* I, GrB_Index ni, uint64_t dim);

// Whether (I, ni) is an explicit list of exactly one index (not GrB_ALL nor a range form).
inline bool single_explicit_index(const GrB_Index* I, GrB_Index ni) {
  return I != GrB_ALL && ni == 1;
}

// The kernel's form of (I, ni), every index checked against dim. On an index >= dim returns false
// and sets *bad to it. With `drop_bad`, out-of-range indices are left out instead (used where
// SuiteSparse ignores them).
bool make_index_list(const GrB_Index* I, GrB_Index ni, uint64_t dim, IndexList* out, uint64_t* bad,
                     bool drop_bad = false);

}  // namespace gb

namespace gb {

// SuiteSparse treats a valued mask whose entries all hold one value (an iso mask) specially: true
// means structural, false means "no mask" with the complement flipped. Results never depend on it,
// but which error an out-of-range index gives (or whether the call is a no-op that does not look at
// the indices) does. Checked on the error path only: it needs the mask materialized.
bool mask_is_iso_false(GB_Matrix_opaque* M, bool structural);

}  // namespace gb

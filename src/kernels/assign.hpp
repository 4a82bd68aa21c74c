// GrB_assign and GxB_subassign: C(I,J) is rewritten from an operand matrix or scalar, through a mask
// and an accumulator, with GrB_REPLACE acting on a scope that depends on the method:
//
//   GxB_subassign   C(I,J)<M> = accum(C(I,J), A)   M is |I|-by-|J|; nothing outside C(I,J) changes
//   GrB_assign      C<M>(I,J) = accum(C(I,J), A)   M is C's size; with GrB_REPLACE, entries of C
//                                                  outside C(I,J) where M is false are deleted too
//   GrB_Row_assign  C<m'>(i,J)                     the same, with the mask and replace on row i only
//   GrB_Col_assign  C<m>(I,j)                      the same, on column j only
//
// Inside C(I,J) both behave alike, the mask of GrB_assign being read at C's coordinates. Duplicate
// indices in I or J follow SuiteSparse 7.4: the last occurrence wins (its row/column of A, and of a
// subassign mask, is the one assigned; the earlier ones are ignored).
#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"
#include "kernels/index_list.hpp"
#include "kernels/writeback.hpp"

namespace gb {

enum class AssignMaskKind {
  None,
  Sub,      // |I|-by-|J| matrix (subassign forms)
  Full,     // C-shaped matrix (GrB_assign, GrB_Vector_assign)
  RowLine,  // GrB_Row_assign: a vector over the columns of row `line`
  ColLine,  // GrB_Col_assign: a vector over the rows of column `line`
};
enum class AssignScope { None, All, Rows, Cols };  // where GrB_REPLACE reaches outside C(I,J)

struct AssignSpec {
  IndexList I, J;  // rows and columns of C (any order; duplicates allowed)
  // the operand: a matrix that is |I|-by-|J| (after the optional transpose), or a scalar
  bool scalar = false;
  bool scalar_present = false;             // an empty GrB_Scalar assigns "no entry"
  gb::vector<unsigned char> scalar_value;  // in scalar_type
  TypeRef scalar_type;
  bool tran = false;
  AssignMaskKind mask_kind = AssignMaskKind::None;
  int64_t line = 0;  // RowLine: the row; ColLine: the column
  bool structural = false, complement = false, replace = false;
  AccumSpec accum;
  AssignScope scope = AssignScope::None;
  GrB_Type ctype = nullptr;
  // C<M, replace> = A (or a scalar) over all of an nrows-by-ncols C, M not complemented, no
  // accumulator: nothing of the old C survives (GrB_REPLACE deletes what lies outside M, Z = A
  // replaces what lies inside), so the result is M's entries where A has one.
  bool drops_old_c(uint64_t nrows, uint64_t ncols) const {
    return mask_kind == AssignMaskKind::Full && !complement && replace && !accum.has && scope == AssignScope::All &&
           I.is_identity() && J.is_identity() && uint64_t(I.n) == nrows && uint64_t(J.n) == ncols;
  }
};

// The new value of C. M is the mask (null for none: then complement means "all false"), A the
// operand matrix (null for the scalar forms). A vector operand or mask of a row method must be given
// as a 1-by-n matrix (a GrB_Vector's store relabeled by row). `steal`: C's storage may be updated in
// place, nobody else can see it.
GrB_Info assign_kernel(const AssignSpec& spec, const StorePtr& C, const StorePtr& M, const StorePtr& A, bool steal,
                       StorePtr* out);

}  // namespace gb

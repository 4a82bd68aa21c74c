// Argument checks and recording shared by every operation entry point (mxm, eWise*, apply, ...):
// the spec's API errors are detected here, before anything is recorded, in SuiteSparse's order
// (null and uninitialized objects, then domains, then dimensions).
#pragma once
#include "core/memory.hpp"
#include "api/object_common.hpp"
#include "dag/opnode.hpp"
#include "dag/scheduler.hpp"

namespace gb {

struct DescFlags {
  bool replace = false, mask_comp = false, mask_struct = false, tran0 = false, tran1 = false;
  GrB_Desc_Value axb = GxB_DEFAULT;
  int nthreads = 0;  // GxB_NTHREADS of the descriptor (0: the global setting)
};
DescFlags read_desc(GrB_Descriptor d);

// Typecasting rule: built-in types cast to each other; a user type only to itself.
bool compatible(GrB_Type to, GrB_Type from);

// The common output-side checks: C, mask, accum objects valid; mask dimensions equal to C's; a
// valued mask castable to bool; accum compatible with C and with the result type ttype (null ttype:
// skip the result check). Records a message on C.
GrB_Info check_output(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_Descriptor desc);
GrB_Info check_output_domains(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_Type ttype,
                              const DescFlags& d);
GrB_Info check_mask_dims(GB_Matrix_opaque* C, GB_Matrix_opaque* M);

// Fill the output-side fields of the node, attach C's old value and the mask as inputs 0 and 1,
// append the operand versions, record it (running it now in blocking mode) and make it C's value.
GrB_Info record_op(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, const DescFlags& d,
                   std::shared_ptr<OpNode> node, std::initializer_list<GB_Matrix_opaque*> operands);
// Same, for operations with a number of operands known only at run time (GxB_Matrix_concat).
GrB_Info record_op(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, const DescFlags& d,
                   std::shared_ptr<OpNode> node, const gb::vector<GB_Matrix_opaque*>& operands);

// Dimensions of op(A) with an optional transpose.
inline uint64_t rows_of(GB_Matrix_opaque* A, bool tran) { return tran ? A->ncols : A->nrows; }
inline uint64_t cols_of(GB_Matrix_opaque* A, bool tran) { return tran ? A->nrows : A->ncols; }

}  // namespace gb

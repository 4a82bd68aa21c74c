// Storage preferences of one matrix, vector or scalar (GxB_FORMAT, GxB_SPARSITY_CONTROL,
// GxB_HYPER_SWITCH, GxB_BITMAP_SWITCH) and the structure queries (GxB_SPARSITY_STATUS,
// GxB_IS_HYPER). Shared by GxB_Matrix_Option_* / GxB_Vector_Option_* and by GrB_get / GrB_set.
//
// A preference never changes a result, only the representation. Setting one re-applies the
// handle's preferences to its value at once when the value is materialized; a pending value takes
// them when it is computed (core/container.cpp: apply_preferences, called by wait_store and
// set_store in dag/handle_value.cpp).
#pragma once
#include "api/object_common.hpp"

namespace gb {

// SuiteSparse's rule: only the low 4 bits count, and 0 means "any format".
int normalize_sparsity_control(int control);

// The caller has checked the handle. Each returns GrB_SUCCESS or an error code (recorded on A).
// Orientation: vectors and scalars are always held by column; for them the request is ignored.
GrB_Info option_set_by_row(GB_Matrix_opaque* A, bool by_row);
GrB_Info option_set_sparsity_control(GB_Matrix_opaque* A, int control);
GrB_Info option_set_hyper_switch(GB_Matrix_opaque* A, double hyper_switch);
GrB_Info option_set_bitmap_switch(GB_Matrix_opaque* A, double bitmap_switch);

// The structure of the materialized value (forces pending work): GxB_HYPERSPARSE, GxB_SPARSE,
// GxB_BITMAP or GxB_FULL.
GrB_Info option_sparsity_status(GB_Matrix_opaque* A, int* status);
// The orientation of the handle (GxB_BY_ROW / GxB_BY_COL).
int option_format(const GB_Matrix_opaque* A);

}  // namespace gb

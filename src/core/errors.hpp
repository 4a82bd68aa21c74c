// Returning a GrB_Info early: shared by every layer that passes errors up (api entry points,
// DAG nodes).
#pragma once
#include "GraphBLAS.h"

#define GB_TRY(expr)                          \
  do {                                        \
    GrB_Info gb_info_ = (expr);               \
    if (gb_info_ != GrB_SUCCESS) return gb_info_; \
  } while (0)

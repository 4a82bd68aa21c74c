// Ahead-of-time export of the fused kernels (src/dag/jit_export.cpp): the entry point
// GxB_Global_export_kernels (src/api/global/export_kernels.cpp) validates its argument and calls
// export_kernels; GRB_JIT_EXPORT=<dir> at GrB_finalize calls jit_export_at_finalize (dag/jit.hpp).
#pragma once
#include <string>

#include "GraphBLAS.h"

namespace gb {

// Write every group the planner handed to the JIT in this process into `dir`.
// GrB_SUCCESS, GrB_NO_VALUE (nothing planned in this process: nothing written), GrB_INVALID_VALUE
// (the directory cannot be made or written; a group cannot be emitted: *why says).
GrB_Info export_kernels(const std::string& dir, std::string* why);

}  // namespace gb

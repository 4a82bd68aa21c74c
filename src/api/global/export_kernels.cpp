// GxB_Global_export_kernels(dir): write the fused kernels the JIT planned in this process as
// standalone Kokkos C++ (the export itself: src/dag/jit_export.cpp).
#include <string>

#include "api/api.hpp"
#include "dag/jit.hpp"
#include "dag/jit_export.hpp"

extern "C" GrB_Info GxB_Global_export_kernels(const char* dir) {
  GB_RETURN_IF_NOT_INIT();
  if (dir == nullptr) return GrB_NULL_POINTER;
  if (*dir == '\0') return GrB_INVALID_VALUE;
  std::string why;
  const GrB_Info info = gb::export_kernels(dir, &why);
  if (info != GrB_SUCCESS) gb::jit_log(std::string("GxB_Global_export_kernels: ") + why);
  return info;
}

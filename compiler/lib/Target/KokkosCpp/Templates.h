//===- Templates.h - fixed C++ text of the Kokkos emitter (no MLIR headers) ------------------===//
#ifndef GRAPHBLAS_MLIR_LIB_TARGET_KOKKOSCPP_TEMPLATES_H
#define GRAPHBLAS_MLIR_LIB_TARGET_KOKKOSCPP_TEMPLATES_H

#include <string>

namespace grb_templates {
/// File header: includes, the CsrMatrix struct kernels take and return.
extern const char *const kPrelude;
/// The kernels' namespace, opened and closed: grb_kernels on the default execution space, and
/// grb_kernels_serial, the same kernels on Kokkos::Serial (small groups run without waking the
/// thread pool).
extern const char *const kKernelsOpen;
extern const char *const kSerialKernelsOpen;
extern const char *const kEpilogue;
extern const char *const kSerialEpilogue;
/// Kokkos reducer class template for a reducer name (sum, prod, min, max, lor, land).
std::string reducerClass(const std::string &reducer, const std::string &type);
/// The statement joining `value` into the reduction variable `update`.
std::string joinStatement(const std::string &reducer, const std::string &update, const std::string &value);
} // namespace grb_templates

#endif

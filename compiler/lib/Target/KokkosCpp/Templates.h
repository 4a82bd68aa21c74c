//===- Templates.h - fixed C++ text of the Kokkos emitter (no MLIR headers) ------------------===//
#ifndef GRAPHBLAS_MLIR_LIB_TARGET_KOKKOSCPP_TEMPLATES_H
#define GRAPHBLAS_MLIR_LIB_TARGET_KOKKOSCPP_TEMPLATES_H

#include <string>

namespace grb_templates {
/// File header: includes, the CsrMatrix struct kernels take and return, namespace opening.
extern const char *const kPrelude;
extern const char *const kEpilogue;
/// Kokkos reducer class template for a reducer name (sum, prod, min, max, lor, land).
std::string reducerClass(const std::string &reducer, const std::string &type);
/// The statement joining `value` into the reduction variable `update`.
std::string joinStatement(const std::string &reducer, const std::string &update, const std::string &value);
} // namespace grb_templates

#endif

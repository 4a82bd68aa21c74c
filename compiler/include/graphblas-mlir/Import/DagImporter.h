//===- DagImporter.h - a DAG group (GroupAbi.h) as a graphblas module ---------------------===//
//
// The library describes a connected set of pending GraphBLAS calls as plain data (a
// `grb_group`, GroupAbi.h); the importer builds the same computation as one function in the
// graphblas dialect with MLIR's builders:
//
//   func.func @grb_fused(<the group's operands>) -> (<the values it hands back>)
//
// one operation per recorded call, masks / accumulators / replace / descriptor transposes as
// the operations' operands and flags, and what the types cannot say (signedness, iso-ness,
// index width, dimensions) as a `graphblas.value` attribute (#graphblas.value<...>) on every
// argument and every result. What the dialect cannot express yet (an operator outside its
// enums, a user-defined operator) fails with a diagnostic naming it.
//
//===----------------------------------------------------------------------------------------===//
#ifndef GRAPHBLAS_MLIR_IMPORT_DAGIMPORTER_H
#define GRAPHBLAS_MLIR_IMPORT_DAGIMPORTER_H

#include "graphblas-mlir/Jit/GroupAbi.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace mlir::graphblas {

/// The name of the function the importer builds.
inline constexpr const char *kFusedFunctionName = "grb_fused";
/// The argument / result attribute naming the group value (grb_group.values index) it carries:
/// how a compiled kernel's parameters are bound back to the library's values.
inline constexpr const char *kGroupValueAttrName = "graphblas.group_value";

/// Builds a module holding `func.func @grb_fused` for `group`. Null (after emitting an error at
/// an unknown location of `context`) when the group is malformed or not expressible.
OwningOpRef<ModuleOp> importDagGroup(MLIRContext *context, const grb_group &group);

} // namespace mlir::graphblas

#endif

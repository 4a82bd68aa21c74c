//===- Kokkos.h - the kokkos dialect ----------------------------------------------------------===//
#ifndef GRAPHBLAS_MLIR_DIALECT_KOKKOS_KOKKOS_H
#define GRAPHBLAS_MLIR_DIALECT_KOKKOS_KOKKOS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "graphblas-mlir/Dialect/Kokkos/KokkosOpsDialect.h.inc"
#include "graphblas-mlir/Dialect/Kokkos/KokkosEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "graphblas-mlir/Dialect/Kokkos/KokkosAttrs.h.inc"

#define GET_OP_CLASSES
#include "graphblas-mlir/Dialect/Kokkos/KokkosOps.h.inc"

#endif

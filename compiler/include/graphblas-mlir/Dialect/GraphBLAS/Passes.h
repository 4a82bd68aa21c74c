//===- Passes.h - graphblas dialect passes ---------------------------------------------------===//
#ifndef GRAPHBLAS_MLIR_DIALECT_GRAPHBLAS_PASSES_H
#define GRAPHBLAS_MLIR_DIALECT_GRAPHBLAS_PASSES_H

#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "mlir/Pass/Pass.h"

namespace mlir::graphblas {
#define GEN_PASS_DECL
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h.inc"
#define GEN_PASS_REGISTRATION
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h.inc"
} // namespace mlir::graphblas

#endif

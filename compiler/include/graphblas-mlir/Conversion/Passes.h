//===- Passes.h - conversion passes ----------------------------------------------------------===//
#ifndef GRAPHBLAS_MLIR_CONVERSION_PASSES_H
#define GRAPHBLAS_MLIR_CONVERSION_PASSES_H

#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace mlir::graphblas {
#define GEN_PASS_DECL
#include "graphblas-mlir/Conversion/Passes.h.inc"
#define GEN_PASS_REGISTRATION
#include "graphblas-mlir/Conversion/Passes.h.inc"
} // namespace mlir::graphblas

#endif

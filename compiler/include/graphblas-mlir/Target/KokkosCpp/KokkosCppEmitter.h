//===- KokkosCppEmitter.h - print kokkos-dialect IR as readable Kokkos C++ -------------------===//
#ifndef GRAPHBLAS_MLIR_TARGET_KOKKOSCPP_KOKKOSCPPEMITTER_H
#define GRAPHBLAS_MLIR_TARGET_KOKKOSCPP_KOKKOSCPPEMITTER_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::graphblas {
/// Prints every func.func of `op` (a module) as a C++ function over Kokkos views: one Kokkos
/// parallel construct per kokkos parallel op, each preceded by a comment naming the GraphBLAS
/// calls it came from. Fails (with a diagnostic) on operations it cannot print.
LogicalResult translateToKokkosCpp(Operation *op, llvm::raw_ostream &os);
/// Registers the `--graphblas-to-kokkos-cpp` translation with mlir-translate style drivers.
void registerToKokkosCppTranslation();
} // namespace mlir::graphblas

#endif

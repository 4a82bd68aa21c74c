//===- KokkosCppEmitter.h - print kokkos-dialect IR as readable Kokkos C++ -------------------===//
#ifndef GRAPHBLAS_MLIR_TARGET_KOKKOSCPP_KOKKOSCPPEMITTER_H
#define GRAPHBLAS_MLIR_TARGET_KOKKOSCPP_KOKKOSCPPEMITTER_H

#include "graphblas-mlir/Jit/GroupAbi.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::graphblas {
/// Prints every func.func of `op` (a module) as a C++ function over Kokkos views: one Kokkos
/// parallel construct per kokkos parallel op, each preceded by a comment naming the GraphBLAS
/// calls it came from. Fails (with a diagnostic) on operations it cannot print.
LogicalResult translateToKokkosCpp(Operation *op, llvm::raw_ostream &os);
/// The same functions for a JIT kernel: with `serial` false, the prelude and the functions in
/// namespace grb_kernels (default execution space); with `serial` true, only the functions, in
/// namespace grb_kernels_serial on Kokkos::Serial. A kernel's source holds both.
LogicalResult translateKernelsToKokkosCpp(Operation *op, llvm::raw_ostream &os, bool serial);
/// The extern "C" entry of a JIT kernel around `@grb_fused` of `module` (imported from a DAG
/// group, lowered): grb_kernel_describe, which returns the kernel's parameters as a typed
/// descriptor (also written to *descriptor), grb_kernel_run, which binds them (GroupAbi.h), and
/// grb_kernel_group_text, the group as imported (`groupText`). Fails with a diagnostic on a
/// parameter or result it cannot bind.
LogicalResult emitKernelEntry(Operation *module, llvm::StringRef groupText, llvm::raw_ostream &os,
                              grb_kernel_descriptor *descriptor);
/// Registers the `--graphblas-to-kokkos-cpp` translation with mlir-translate style drivers.
void registerToKokkosCppTranslation();
} // namespace mlir::graphblas

#endif

//===- TranslateRegistration.cpp - --graphblas-to-kokkos-cpp ---------------------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"
#include "graphblas-mlir/Target/KokkosCpp/KokkosCppEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Tools/mlir-translate/Translation.h"

void mlir::graphblas::registerToKokkosCppTranslation() {
  static TranslateFromMLIRRegistration reg(
      "graphblas-to-kokkos-cpp", "print kokkos-dialect IR as readable Kokkos C++",
      [](Operation *op, llvm::raw_ostream &os) { return translateToKokkosCpp(op, os); },
      [](DialectRegistry &registry) {
        registry.insert<GraphBLASDialect, kokkos::KokkosDialect, func::FuncDialect, arith::ArithDialect,
                        scf::SCFDialect, memref::MemRefDialect, math::MathDialect>();
      });
}

//===- grb-opt.cpp - mlir-opt with the graphblas and kokkos dialects and their passes ---------===//
#include "graphblas-mlir/Conversion/Passes.h"
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::graphblas::registerGraphBLASPasses();
  mlir::graphblas::registerGraphBLASConversionPasses();
  mlir::DialectRegistry registry;
  registry.insert<mlir::graphblas::GraphBLASDialect, mlir::kokkos::KokkosDialect,
                  mlir::func::FuncDialect, mlir::arith::ArithDialect, mlir::scf::SCFDialect,
                  mlir::memref::MemRefDialect, mlir::math::MathDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "GraphBLAS compiler optimizer driver\n", registry));
}

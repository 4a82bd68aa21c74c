//===- grb-translate.cpp - mlir-translate with the Kokkos C++ emitter ------------------------===//
#include "graphblas-mlir/Target/KokkosCpp/KokkosCppEmitter.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::graphblas::registerToKokkosCppTranslation();
  return mlir::failed(mlir::mlirTranslateMain(argc, argv, "GraphBLAS compiler translation driver"));
}

//===- GraphBLASCompiler.cpp - libgraphblas-compiler.so: graphblas MLIR text -> Kokkos C++ ------===//
//
// The one entry point libgraphblas.so loads with dlopen on first use (never linked into it, so a
// machine without MLIR still runs everything on the kernel library): parse a module in the
// graphblas dialect, run graphblas-fold, graphblas-fuse, convert-graphblas-to-kokkos and
// canonicalize, and emit readable Kokkos C++. Errors (parse, verifier, a group the lowering
// refuses) come back as text: the library logs them and runs the group node by node.
#include "graphblas-mlir/Conversion/Passes.h"
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"
#include "graphblas-mlir/Target/KokkosCpp/KokkosCppEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

namespace {

char *dupString(const std::string &s) {
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  if (p)
    std::memcpy(p, s.c_str(), s.size() + 1);
  return p;
}

int translate(const char *text, std::string &cpp, std::string &error) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::graphblas::GraphBLASDialect, mlir::kokkos::KokkosDialect, mlir::func::FuncDialect,
                  mlir::arith::ArithDialect, mlir::scf::SCFDialect, mlir::memref::MemRefDialect,
                  mlir::math::MathDialect>();
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::string diagnostics;
  llvm::raw_string_ostream diagOs(diagnostics);
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    diagOs << d.getLocation() << ": " << d << "\n";
    return mlir::success();
  });
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(llvm::StringRef(text), &context);
  if (!module) {
    error = "parse failed: " + diagnostics;
    return 1;
  }
  mlir::PassManager pm(&context);
  pm.addPass(mlir::graphblas::createGraphBLASFold());
  pm.addPass(mlir::graphblas::createGraphBLASFuse());
  pm.addNestedPass<mlir::func::FuncOp>(mlir::graphblas::createConvertGraphBLASToKokkos());
  pm.addPass(mlir::createCanonicalizerPass());
  if (mlir::failed(pm.run(*module))) {
    error = "lowering failed: " + diagnostics;
    return 2;
  }
  llvm::raw_string_ostream os(cpp);
  if (mlir::failed(mlir::graphblas::translateToKokkosCpp(module->getOperation(), os))) {
    error = "C++ emission failed: " + diagnostics;
    return 3;
  }
  return 0;
}

} // namespace

extern "C" {

/// ABI version of this entry point; the library checks it before calling.
__attribute__((visibility("default"))) int grb_compiler_abi_version(void) { return 1; }

/// `mlir_text`: a module in the graphblas dialect. On success returns 0 and sets *cpp_out to the
/// emitted C++ (malloc'ed); on failure returns nonzero and sets *error_out (malloc'ed).
__attribute__((visibility("default"))) int grb_compiler_translate(const char *mlir_text, char **cpp_out,
                                                                  char **error_out) {
  static std::mutex mu; // one pipeline at a time (contexts are independent; keeps memory low)
  std::lock_guard<std::mutex> lock(mu);
  *cpp_out = nullptr;
  *error_out = nullptr;
  std::string cpp, error;
  int rc = translate(mlir_text, cpp, error);
  if (rc == 0)
    *cpp_out = dupString(cpp);
  else
    *error_out = dupString(error);
  return rc;
}

__attribute__((visibility("default"))) void grb_compiler_free(char *p) { std::free(p); }

} // extern "C"

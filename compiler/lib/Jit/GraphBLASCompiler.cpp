//===- GraphBLASCompiler.cpp - libgraphblas-compiler.so: a DAG group -> Kokkos C++ --------------===//
//
// The one entry point libgraphblas.so loads with dlopen on first use (never linked into it, so a
// machine without MLIR still runs everything on the kernel library): import a described group
// (GroupAbi.h) as a graphblas module, run cse, graphblas-fold, graphblas-fuse,
// convert-graphblas-to-kokkos and canonicalize, and emit readable Kokkos C++ with the kernel's
// entry and descriptor. Errors (import, verifier, a group the lowering refuses) come back as
// text: the library logs them and runs the group node by node.
#include "graphblas-mlir/Conversion/Passes.h"
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"
#include "graphblas-mlir/Import/DagImporter.h"
#include "graphblas-mlir/Target/KokkosCpp/KokkosCppEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>

namespace {

char *dupString(const std::string &s) {
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  if (p)
    std::memcpy(p, s.c_str(), s.size() + 1);
  return p;
}

/// One compilation: a context with every dialect the pipeline makes, and its diagnostics kept
/// as text for the library's log.
struct Compilation {
  mlir::DialectRegistry registry;
  std::unique_ptr<mlir::MLIRContext> context;
  std::string diagnostics;
  llvm::raw_string_ostream diagOs{diagnostics};
  std::unique_ptr<mlir::ScopedDiagnosticHandler> handler;

  Compilation() {
    registry.insert<mlir::graphblas::GraphBLASDialect, mlir::kokkos::KokkosDialect, mlir::func::FuncDialect,
                    mlir::arith::ArithDialect, mlir::scf::SCFDialect, mlir::memref::MemRefDialect,
                    mlir::math::MathDialect>();
    context = std::make_unique<mlir::MLIRContext>(registry, mlir::MLIRContext::Threading::DISABLED);
    context->loadAllAvailableDialects();
    handler = std::make_unique<mlir::ScopedDiagnosticHandler>(context.get(), [this](mlir::Diagnostic &d) {
      diagOs << d.getLocation() << ": " << d << "\n";
      return mlir::success();
    });
  }

  /// cse (identical calls once: the graphblas ops are Pure), graphblas-fold, graphblas-fuse (with
  /// every fusion, and a lone call as a group of one: what a lowering then refuses fails the
  /// group, which the library runs on its kernel library), the lowering to kokkos, canonicalize.
  mlir::LogicalResult lower(mlir::ModuleOp module) {
    mlir::PassManager pm(context.get());
    pm.addPass(mlir::createCSEPass());
    pm.addPass(mlir::graphblas::createGraphBLASFold());
    mlir::graphblas::GraphBLASFuseOptions fuse;
    fuse.maskedVxmAssign = true;
    fuse.loneOps = true; // a group of one recorded call is compiled alone
    pm.addPass(mlir::graphblas::createGraphBLASFuse(fuse));
    pm.addNestedPass<mlir::func::FuncOp>(mlir::graphblas::createConvertGraphBLASToKokkos());
    pm.addPass(mlir::createCanonicalizerPass());
    return pm.run(module);
  }
};

/// A DAG group to a whole kernel source: its kernels on the default execution space and on
/// Kokkos::Serial, then the entry the descriptor describes.
int compileGroup(const grb_group &group, grb_kernel_descriptor &descriptor, std::string &cpp, std::string &error) {
  Compilation c;
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::graphblas::importDagGroup(c.context.get(), group);
  if (!module) {
    error = "import failed: " + c.diagnostics;
    return 1;
  }
  std::string groupText;
  llvm::raw_string_ostream groupOs(groupText);
  module->print(groupOs);
  if (mlir::failed(c.lower(*module))) {
    error = "lowering failed: " + c.diagnostics;
    return 2;
  }
  llvm::raw_string_ostream os(cpp);
  if (mlir::failed(mlir::graphblas::translateKernelsToKokkosCpp(module->getOperation(), os, false)) ||
      mlir::failed(mlir::graphblas::translateKernelsToKokkosCpp(module->getOperation(), os, true)) ||
      mlir::failed(mlir::graphblas::emitKernelEntry(module->getOperation(), groupText, os, &descriptor))) {
    error = "C++ emission failed: " + c.diagnostics;
    return 3;
  }
  return 0;
}

} // namespace

extern "C" {

/// ABI version of this entry point; the library checks it before calling.
__attribute__((visibility("default"))) int grb_compiler_abi_version(void) { return 1; }

/// The typed entry (GroupAbi.h): the version of its structs.
__attribute__((visibility("default"))) int grb_compiler_group_abi_version(void) { return GRB_GROUP_ABI_VERSION; }

/// A DAG group (GroupAbi.h) -> the kernel's whole C++ source and its descriptor. 0 on success;
/// otherwise *error_out says why (malloc'ed).
__attribute__((visibility("default"))) int grb_compiler_compile_group(const grb_group *group,
                                                                      grb_kernel_descriptor *descriptor,
                                                                      char **cpp_out, char **error_out) {
  static std::mutex mu; // one pipeline at a time (contexts are independent; keeps memory low)
  std::lock_guard<std::mutex> lock(mu);
  *cpp_out = nullptr;
  *error_out = nullptr;
  std::string cpp, error;
  int rc = 4;
  try {
    rc = group && descriptor ? compileGroup(*group, *descriptor, cpp, error) : 4;
    if (rc == 4 && error.empty())
      error = "no group or no descriptor";
  } catch (const std::exception &e) {
    error = std::string("the compiler failed: ") + e.what();
    rc = 5;
  }
  if (rc == 0)
    *cpp_out = dupString(cpp);
  else
    *error_out = dupString(error);
  return rc == 0 && !*cpp_out ? 6 : rc;
}

__attribute__((visibility("default"))) void grb_compiler_free(char *p) { std::free(p); }

} // extern "C"

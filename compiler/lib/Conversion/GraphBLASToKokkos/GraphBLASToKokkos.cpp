//===- GraphBLASToKokkos.cpp - convert-graphblas-to-kokkos -----------------------------------===//
#include "LoweringUtils.h"

namespace mlir::graphblas {
#define GEN_PASS_DEF_CONVERTGRAPHBLASTOKOKKOS
#include "graphblas-mlir/Conversion/Passes.h.inc"
} // namespace mlir::graphblas

using namespace mlir;
using namespace mlir::graphblas;

namespace {
struct ConvertGraphBLASToKokkosPass
    : mlir::graphblas::impl::ConvertGraphBLASToKokkosBase<ConvertGraphBLASToKokkosPass> {
  void runOnOperation() override {
    SmallVector<FusedOp> groups;
    getOperation()->walk([&](FusedOp g) { groups.push_back(g); });
    for (FusedOp g : groups) {
      LogicalResult r = failure();
      if (g.getKind() == "mxm_reduce")
        r = lowering::lowerMxmReduce(g);
      else if (g.getKind() == "ewise_chain")
        r = lowering::lowerEWiseChain(g);
      else if (g.getKind() == "reduce_values")
        r = lowering::lowerReduceValues(g);
      else if (g.getKind() == "mxv_accum" || g.getKind() == "mxv_pull")
        r = lowering::lowerMxvAccum(g);
      else if (g.getKind() == "vxm_push")
        r = lowering::lowerVxmPush(g);
      else if (g.getKind() == "vxm_assign")
        r = lowering::lowerVxmAssign(g);
      else
        g.emitOpError("no lowering for fusion group kind '") << g.getKind() << "'";
      if (failed(r))
        return signalPassFailure();
    }
  }
};
} // namespace

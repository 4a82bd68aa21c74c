//===- KokkosDialect.cpp - kokkos dialect and verifiers ---------------------------------------===//
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::kokkos;

#include "graphblas-mlir/Dialect/Kokkos/KokkosOpsDialect.cpp.inc"
#include "graphblas-mlir/Dialect/Kokkos/KokkosEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "graphblas-mlir/Dialect/Kokkos/KokkosAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "graphblas-mlir/Dialect/Kokkos/KokkosOps.cpp.inc"

void KokkosDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "graphblas-mlir/Dialect/Kokkos/KokkosOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "graphblas-mlir/Dialect/Kokkos/KokkosAttrs.cpp.inc"
      >();
}

/// A parallel body: one block, one `index` argument (the iteration or league rank), ending in a
/// kokkos.yield of `yielded` values.
static LogicalResult verifyBody(Operation *op, Region &body, TypeRange yielded) {
  if (body.empty())
    return op->emitOpError("needs a body");
  Block &block = body.front();
  if (block.getNumArguments() != 1 || !block.getArgument(0).getType().isIndex())
    return op->emitOpError("body takes exactly one index argument");
  auto yield = llvm::dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return op->emitOpError("body must end in kokkos.yield");
  if (yield.getValues().getTypes() != yielded)
    return op->emitOpError("body must yield ") << yielded.size() << " value(s) of type(s) " << yielded;
  return success();
}

static bool insideTeam(Operation *op) {
  return op->getParentOfType<TeamParallelForOp>() || op->getParentOfType<TeamParallelReduceOp>();
}

LogicalResult RangeParallelForOp::verify() { return verifyBody(*this, getBody(), {}); }

LogicalResult RangeParallelReduceOp::verify() {
  if ((getReducer() == Reducer::lor || getReducer() == Reducer::land) && !getResult().getType().isInteger(1))
    return emitOpError("logical reducer needs an i1 result");
  if (auto chunk = getHostChunk()) {
    if (*chunk < 1)
      return emitOpError("host_chunk must be at least 1");
    if (getReducer() != Reducer::sum)
      return emitOpError("host_chunk needs the sum reducer");
  }
  return verifyBody(*this, getBody(), getResult().getType());
}

LogicalResult RangeParallelScanOp::verify() {
  if (getOut().getType().getElementType() != getTotal().getType())
    return emitOpError("the scan view's element type must be the total's type");
  return verifyBody(*this, getBody(), getTotal().getType());
}

/// team_size >= 1, scratch_level 0 or 1 (and only with scratch bytes).
static LogicalResult verifyTeamAttrs(Operation *op, std::optional<int64_t> teamSize,
                                     std::optional<int64_t> level, bool hasScratch) {
  if (teamSize && *teamSize < 1)
    return op->emitOpError("team_size must be at least 1");
  if (level && *level != 0 && *level != 1)
    return op->emitOpError("scratch_level must be 0 or 1");
  if (level && !hasScratch)
    return op->emitOpError("scratch_level needs scratch bytes");
  return success();
}

LogicalResult TeamParallelForOp::verify() {
  if (failed(verifyTeamAttrs(*this, getTeamSize(), getScratchLevel(), (bool)getScratchBytes())))
    return failure();
  return verifyBody(*this, getBody(), {});
}

LogicalResult TeamParallelReduceOp::verify() {
  if ((getReducer() == Reducer::lor || getReducer() == Reducer::land) && !getResult().getType().isInteger(1))
    return emitOpError("logical reducer needs an i1 result");
  if (failed(verifyTeamAttrs(*this, getTeamSize(), getScratchLevel(), (bool)getScratchBytes())))
    return failure();
  return verifyBody(*this, getBody(), getResult().getType());
}

LogicalResult TeamThreadForOp::verify() {
  if (!insideTeam(*this))
    return emitOpError("must be nested in a team_parallel_for or team_parallel_reduce");
  return verifyBody(*this, getBody(), {});
}

LogicalResult TeamThreadReduceOp::verify() {
  if (!insideTeam(*this))
    return emitOpError("must be nested in a team_parallel_for or team_parallel_reduce");
  return verifyBody(*this, getBody(), getResult().getType());
}

LogicalResult TeamScratchOp::verify() {
  Operation *team = getOperation()->getParentOfType<TeamParallelForOp>();
  if (!team)
    team = getOperation()->getParentOfType<TeamParallelReduceOp>();
  if (!team)
    return emitOpError("team scratch exists only inside a team_parallel_for or team_parallel_reduce");
  bool hasScratch = llvm::isa<TeamParallelForOp>(team)
                        ? (bool)llvm::cast<TeamParallelForOp>(team).getScratchBytes()
                        : (bool)llvm::cast<TeamParallelReduceOp>(team).getScratchBytes();
  if (!hasScratch)
    return emitOpError("the enclosing team policy must reserve scratch bytes");
  std::optional<int64_t> teamLevel = llvm::isa<TeamParallelForOp>(team)
                                         ? llvm::cast<TeamParallelForOp>(team).getScratchLevel()
                                         : llvm::cast<TeamParallelReduceOp>(team).getScratchLevel();
  if (getLevel().value_or(0) != teamLevel.value_or(0))
    return emitOpError("scratch level ") << getLevel().value_or(0)
                                         << " differs from the enclosing team policy's scratch_level "
                                         << teamLevel.value_or(0);
  return success();
}

LogicalResult FixedTreeReduceOp::verify() {
  if (getView().getType().getElementType() != getResult().getType())
    return emitOpError("the result type must be the view's element type");
  if (getReducer() != Reducer::sum && getReducer() != Reducer::prod)
    return emitOpError("a fixed-order reduction is for sum and prod (min, max and the logical "
                       "reducers are order-independent)");
  if (getCompensated() && getReducer() != Reducer::sum)
    return emitOpError("compensated reduction is for sum");
  return success();
}

LogicalResult AtomicCasOp::verify() {
  Type t = getView().getType().getElementType();
  if (t != getOld().getType())
    return emitOpError("the compared and stored values must have the view's element type, got ")
           << getOld().getType() << " for a view of " << t;
  auto it = llvm::dyn_cast<IntegerType>(t);
  unsigned w = it ? it.getWidth() : 0;
  if (w != 8 && w != 16 && w != 32 && w != 64)
    return emitOpError("compares and swaps integers of 8, 16, 32 or 64 bits, got ") << t;
  Operation *p = getOperation()->getParentOp();
  while (p && !llvm::isa<RangeParallelForOp, RangeParallelReduceOp, RangeParallelScanOp, TeamParallelForOp,
                         TeamParallelReduceOp, TeamThreadForOp, TeamThreadReduceOp>(p))
    p = p->getParentOp();
  if (!p)
    return emitOpError("must be nested in a kokkos parallel body (outside one nothing races with it)");
  return success();
}

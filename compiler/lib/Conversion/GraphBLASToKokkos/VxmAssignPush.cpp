//===- VxmAssignPush.cpp - lower a vxm_assign group (a frontier step): the push kernel ----===//
//
// The push form of the frontier step (Beamer's top-down step), a vxm over A's rows without tran_a:
//     q1<!v, struct> = q any.pair A         (GrB_vxm(q, v, NULL, ANY_PAIR, q, A, GrB_DESC_RSC))
//     v1<q1, struct> = level                (GrB_assign(v, q, NULL, level, GrB_ALL, n, GrB_DESC_S))
// lowerVxmAssign (VxmAssign.cpp) checks the group and hands the push form here. Kernels:
//   1. clear_frontier: q1's presence bytes set to 0 (a byte fill over n);
//   2. push_step: ONE parallel_reduce over the frontier's entries k (a sparse q; dynamic schedule:
//      rows of uneven length): vertex i = q's k-th index, for each out-neighbour j in row i of A
//      whose v(j) is absent, claim j with an atomic compare-and-swap of v's presence byte 0 -> 1
//      (kokkos.atomic_cas); the one thread whose swap succeeded writes v(j) = level and q1(j) = 1
//      and counts it. The reduction is nvals(q1), which the function returns.
// v1 is v updated IN PLACE: the kernel writes v's own presence bytes and values (the caller
// hands arrays it may overwrite: the library steals v's buffers when only the step holds them,
// else copies them), so the work is O(edges leaving the frontier) plus the byte fill of q1.
// The result does not depend on the number of threads nor on which thread claims j: any.pair
// gives every reached vertex the value 1, the level is one scalar, and each unvisited
// out-neighbour is claimed exactly once. q1 is written as a bitmap into two views appended to the
// function (destination passing, zero copy; a sparse q1 is the caller's conversion, in index
// order). Refused with a diagnostic: a frontier that is not sparse (the caller converts it).
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

LogicalResult lowering::lowerVxmAssignPush(FusedOp group, VxmOp vxm, AssignOp assign) {
  Value q = vxm.getU();
  auto qFormat = llvm::cast<GrbVectorType>(q.getType()).getFormat();
  if (qFormat != Format::sparse)
    return group.emitOpError("vxm_assign lowering: the push form reads a sparse frontier (one pass over its "
                             "entries), got ")
           << stringifyFormat(qFormat);

  OpBuilder b(group);
  Location loc = group.getLoc();
  MLIRContext *ctx = b.getContext();
  Type i8 = b.getI8Type(), i64 = b.getI64Type();
  auto viewOf = [](Type t) { return MemRefType::get({ShapedType::kDynamic}, t); };
  Type qType = llvm::cast<GrbVectorType>(vxm.getType()).getElementType();
  Type vType = llvm::cast<GrbVectorType>(assign.getC().getType()).getElementType();
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);

  // A by rows: row i lists i's out-neighbours j (q1(j) = OR over frontier vertices i of A(i, j)).
  CsrArrays A = unpackCsr(b, loc, vxm.getA(), "A", /*values=*/false);
  Value qIdx = named(IndicesOp::create(b, loc, viewOf(i64), q), "q_indices");
  Value nq = named(memref::DimOp::create(b, loc, qIdx, 0), "q_nvals");
  Value v = assign.getC();
  Value vPresent = named(BitmapOp::create(b, loc, viewOf(i8), v), "v_present");
  Value vValues = named(ValuesOp::create(b, loc, viewOf(vType), v), "v_values");
  Value level = castTo(b, loc, assign.getValue(), vType);

  // Destination passing for q1: two views appended to the function. v1 is v's own arrays.
  FailureOr<std::pair<Value, Value>> views = appendFrontierViews(group, assign, qType);
  if (failed(views))
    return failure();
  auto [q1Present, q1Values] = *views;

  // 1. q1 starts empty.
  auto clear = kokkos::RangeParallelForOp::create(b, loc, c0, A.ncols, kernelName(group, "clear_frontier"),
                                                  originOf(group));
  nameArgs(clear, {"j"});
  {
    OpBuilder::InsertionGuard guard(b);
    Block *blk = b.createBlock(&clear.getBody(), {}, {b.getIndexType()}, {loc});
    memref::StoreOp::create(b, loc, constOf(b, loc, i8, 0), q1Present, ValueRange{blk->getArgument(0)});
    kokkos::YieldOp::create(b, loc, ValueRange{});
  }

  // 2. The step: one pass over the frontier's entries, counting the vertices this pass claims.
  auto kernel = kokkos::RangeParallelReduceOp::create(b, loc, i64, c0, nq,
                                                      kokkos::ReducerAttr::get(ctx, kokkos::Reducer::sum),
                                                      kernelName(group, "push_step"), originOf(group), /*dynamic=*/nullptr, /*host_chunk=*/nullptr);
  kernel.setDynamic(true);
  nameArgs(kernel, {"k"});
  named(kernel.getResult(), "q1_nvals");
  {
    OpBuilder::InsertionGuard guard(b);
    Block *blk = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
    Value i = named(loadIndex(b, loc, qIdx, blk->getArgument(0)), "i");
    Value begin = named(loadIndex(b, loc, A.ptr, i), "row_begin");
    Value end = named(loadIndex(b, loc, A.ptr, arith::AddIOp::create(b, loc, i, c1)), "row_end");
    auto row = scf::ForOp::create(
        b, loc, begin, end, c1, ValueRange{constOf(b, loc, i64, 0)},
        [&](OpBuilder &b, Location loc, Value p, ValueRange acc) {
          Value j = named(loadIndex(b, loc, A.idx, p), "j");
          // a plain read first: most out-neighbours of a large frontier are visited already, and
          // the atomic is paid only for the ones that look unvisited
          Value unvisited = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                                        memref::LoadOp::create(b, loc, vPresent, ValueRange{j}),
                                                        constOf(b, loc, i8, 0)),
                                  "unvisited");
          auto tryClaim = scf::IfOp::create(b, loc, TypeRange{i64}, unvisited, /*withElseRegion=*/true);
          nameArgs(tryClaim, {"claimed"});
          {
            OpBuilder::InsertionGuard g(b);
            b.setInsertionPointToStart(&tryClaim.getThenRegion().front());
            Value old = named(kokkos::AtomicCasOp::create(b, loc, i8, vPresent, j, constOf(b, loc, i8, 0),
                                                          constOf(b, loc, i8, 1)),
                              "was_present");
            Value won = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, old, constOf(b, loc, i8, 0)),
                              "won");
            auto write = scf::IfOp::create(b, loc, TypeRange{}, won, /*withElseRegion=*/false);
            {
              OpBuilder::InsertionGuard g2(b);
              b.setInsertionPointToStart(&write.getThenRegion().front());
              memref::StoreOp::create(b, loc, level, vValues, ValueRange{j});
              memref::StoreOp::create(b, loc, constOf(b, loc, i8, 1), q1Present, ValueRange{j});
              // pair: every entry of q1 is 1 (the value at an absent position is not read)
              memref::StoreOp::create(b, loc, constOf(b, loc, qType, 1), q1Values, ValueRange{j});
            }
            scf::YieldOp::create(b, loc, ValueRange{castTo(b, loc, won, i64)});
            b.setInsertionPointToStart(&tryClaim.getElseRegion().front());
            scf::YieldOp::create(b, loc, ValueRange{constOf(b, loc, i64, 0)});
          }
          scf::YieldOp::create(b, loc, ValueRange{arith::AddIOp::create(b, loc, acc[0], tryClaim.getResult(0))});
        });
    nameArgs(row, {"p", "row_claims"});
    kokkos::YieldOp::create(b, loc, ValueRange{row.getResult(0)});
  }

  returnBitmapResultCount(group, kernel.getResult());
  return success();
}

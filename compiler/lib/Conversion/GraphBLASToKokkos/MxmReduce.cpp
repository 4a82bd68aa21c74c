//===- MxmReduce.cpp - lower an mxm_reduce group: masked dot products summed in one kernel ----===//
//
//   s = reduce(monoid, C)  where  C<M> = A (+.*) B'     (A, B, M in CSR; B' given as B's rows)
//
// becomes one Kokkos parallel_reduce over the rows i of M; for each mask entry (i, j) a sorted
// merge of row i of A with row j of B computes C(i, j) in registers (found = at least one common
// column); it joins the row's partial result only when present. C is never materialized.
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

LogicalResult lowering::lowerMxmReduce(FusedOp group) {
  Block &body = group.getBody().front();
  auto mxm = llvm::dyn_cast<MxmOp>(&body.front());
  auto reduce = mxm ? llvm::dyn_cast<ReduceToScalarOp>(mxm->getNextNode()) : ReduceToScalarOp();
  if (!mxm || !reduce || reduce.getA() != mxm.getResult())
    return group.emitOpError("mxm_reduce group must hold an mxm and the reduce_to_scalar of its result");
  if (failed(checkDotMxm(group, mxm)))
    return failure();
  if (reduce.getCompensated())
    return group.emitOpError("compensated summation of an mxm_reduce is not lowered yet");
  MonoidKind reduceMonoid = reduce.getMonoid();
  std::optional<kokkos::Reducer> reducer = reducerFor(reduceMonoid);
  if (!reducer)
    return group.emitOpError("no Kokkos reducer for monoid '") << stringifyMonoidKind(reduceMonoid) << "'";
  Type t = reduce.getType();

  OpBuilder b(group);
  Location loc = group.getLoc();
  DotMxm d = unpackDotMxm(b, loc, mxm);

  Value c1 = constIndex(b, loc, 1);
  Value result = emitRowReduction(b, loc, group, "mxm_reduce", t, *reducer, d.M.nrows,
                                  [&](OpBuilder &b, Location loc, Value i) -> Value {
    Value ip1 = named(arith::AddIOp::create(b, loc, i, c1), "next_row");
    Value mBegin = named(loadIndex(b, loc, d.M.ptr, i), "mask_begin");
    Value mEnd = named(loadIndex(b, loc, d.M.ptr, ip1), "mask_end");
    Value aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
    Value aEnd = named(loadIndex(b, loc, d.A.ptr, ip1), "a_end");
    Value reduceId = *monoidIdentity(b, loc, reduceMonoid, t);
    auto rowLoop = scf::ForOp::create(
        b, loc, mBegin, mEnd, c1, ValueRange{reduceId},
        [&](OpBuilder &b, Location loc, Value p, ValueRange iter) {
          Value acc = iter[0];
          Value j = named(loadIndex(b, loc, d.M.idx, p), "j");
          auto join = [&](OpBuilder &b, Location loc) -> Value {
            auto [found, cij] = emitDotMerge(b, loc, d, aBegin, aEnd, j);
            Value joined = applyMonoid(b, loc, reduceMonoid, acc, castTo(b, loc, cij, t));
            return arith::SelectOp::create(b, loc, found, joined, acc);
          };
          Value next;
          if (d.valuedMask) {
            Value mv = named(castTo(b, loc, memref::LoadOp::create(b, loc, d.M.val, ValueRange{p}), b.getI1Type()), "mij");
            auto ifOp = scf::IfOp::create(b, loc, TypeRange{t}, mv, /*withElseRegion=*/true);
            {
              OpBuilder::InsertionGuard g(b);
              b.setInsertionPointToStart(&ifOp.getThenRegion().front());
              scf::YieldOp::create(b, loc, join(b, loc));
              b.setInsertionPointToStart(&ifOp.getElseRegion().front());
              scf::YieldOp::create(b, loc, acc);
            }
            next = ifOp.getResult(0);
          } else {
            next = join(b, loc);
          }
          scf::YieldOp::create(b, loc, next);
        });
    nameArgs(rowLoop, {"p", "row_sum"});
    return rowLoop.getResult(0);
  });
  group.getResult(0).replaceAllUsesWith(result);
  group.erase();
  return success();
}

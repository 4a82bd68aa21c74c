//===- MxmReduce.cpp - lower an mxm_reduce group: masked dot products summed in one kernel ----===//
//
//   s = reduce(monoid, C)  where  C<M> = A (+.*) B'     (A, B, M in CSR; B' given as B's rows)
//
// C is never materialized. Two kernels, chosen at run time by the width of A:
//
//  * scatter/probe (the fast one): a TeamPolicy, one thread per team, dynamic schedule, each team
//    owning a block of consecutive rows and a level-1 scratch bitmap of ncols(A) bits (plus a
//    dense array of A's values when the multiply reads them). Row i of A is scattered into the
//    bitmap once; each mask entry (i, j) then probes it with the entries of B(j, :) (cost
//    |B(j, :)|, not |A(i, :)| + |B(j, :)|); a long B(j, :) is first cut to the columns between
//    A(i, :)'s first and last (two binary searches; rows are sorted), and when what is left is
//    still 32x longer than A(i, :) (a hub), A(i, :)'s columns are binary-searched in it instead.
//    plus_pair on integers counts the probed bits without selects. The row's bits are cleared
//    again before the next row (the bitmap is cleared once per team, when it starts).
//  * merge (wide matrices, when the team scratch would exceed GRB_KERNEL_MAX_TEAM_SCRATCH_BYTES): a RangePolicy
//    over the rows of M and a sorted merge of A(i, :) with B(j, :) per mask entry (DotMerge.cpp).
//
// Both join C(i, j) into the row's result only when present (at least one common column) and
// visit the columns of a dot product in increasing order, so they give the same bits; floating-
// point sums go through the fixed-order reduction (independent of the thread count).
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;


namespace {
struct Reduction {
  MonoidKind monoid;
  kokkos::Reducer reducer;
  Type t;
};
} // namespace

/// The value of row i: the mask entries of row i joined with `reduce`; `dot(j)` gives (found, cij).
static Value emitMaskRow(OpBuilder &b, Location loc, const DotMxm &d, const Reduction &r, Value mBegin, Value mEnd,
                         function_ref<std::pair<Value, Value>(OpBuilder &, Location, Value)> dot) {
  Value c1 = constIndex(b, loc, 1);
  Value reduceId = *monoidIdentity(b, loc, r.monoid, r.t);
  auto rowLoop = scf::ForOp::create(
      b, loc, mBegin, mEnd, c1, ValueRange{reduceId}, [&](OpBuilder &b, Location loc, Value p, ValueRange iter) {
        Value acc = iter[0];
        Value j = named(loadIndex(b, loc, d.M.idx, p), "j");
        auto join = [&](OpBuilder &b, Location loc) -> Value {
          auto [found, cij] = dot(b, loc, j);
          Value joined = applyMonoid(b, loc, r.monoid, acc, castTo(b, loc, cij, r.t));
          return arith::SelectOp::create(b, loc, found, joined, acc);
        };
        Value next;
        if (d.valuedMask) {
          Value mv = named(castTo(b, loc, memref::LoadOp::create(b, loc, d.M.val, ValueRange{p}), b.getI1Type()),
                           "mij");
          auto ifOp = scf::IfOp::create(b, loc, TypeRange{r.t}, mv, /*withElseRegion=*/true);
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
}

/// The merge kernel (a RangePolicy over rows; one sorted merge per mask entry).
static Value emitMergeKernel(OpBuilder &b, Location loc, FusedOp group, const DotMxm &d, const Reduction &r) {
  Value c1 = constIndex(b, loc, 1);
  return emitRowReduction(b, loc, group, "mxm_reduce_merge", r.t, r.reducer, d.M.nrows,
                          [&](OpBuilder &b, Location loc, Value i) -> Value {
                            Value ip1 = named(arith::AddIOp::create(b, loc, i, c1), "next_row");
                            Value mBegin = named(loadIndex(b, loc, d.M.ptr, i), "mask_begin");
                            Value mEnd = named(loadIndex(b, loc, d.M.ptr, ip1), "mask_end");
                            Value aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
                            Value aEnd = named(loadIndex(b, loc, d.A.ptr, ip1), "a_end");
                            return emitMaskRow(b, loc, d, r, mBegin, mEnd, [&](OpBuilder &b, Location loc, Value j) {
                              return emitDotMerge(b, loc, d, aBegin, aEnd, j);
                            });
                          });
}

/// The scatter/probe kernel (DotScatter.cpp).
static Value emitScatterProbeKernel(OpBuilder &b, Location loc, FusedOp group, const DotMxm &d, const Reduction &r,
                                    const ScatterScratch &scratch) {
  Value c1 = constIndex(b, loc, 1);
  SemiringAttr semiring = MxmOp(d.mxm).getSemiring();
  return emitTeamRowReduction(
      b, loc, group, "mxm_reduce", r.t, r.reducer, r.monoid, d.M.nrows, rowsPerScatterTeam(b, loc, scratch.words, d.M.nrows),
      scratch.bytes, [&](OpBuilder &b, Location loc) { return emitScatterSetup(b, loc, d, scratch); },
      [&](OpBuilder &b, Location loc, Value i, ValueRange state) -> Value {
        Value ip1 = named(arith::AddIOp::create(b, loc, i, c1), "next_row");
        Value mBegin = named(loadIndex(b, loc, d.M.ptr, i), "mask_begin");
        Value mEnd = named(loadIndex(b, loc, d.M.ptr, ip1), "mask_end");
        Value aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
        Value aEnd = named(loadIndex(b, loc, d.A.ptr, ip1), "a_end");
        Value nonEmpty = named(arith::AndIOp::create(
                                   b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, aBegin, aEnd),
                                   arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, mBegin, mEnd)),
                               "row_has_work");
        auto ifOp = scf::IfOp::create(b, loc, TypeRange{r.t}, nonEmpty, /*withElseRegion=*/true);
        {
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(&ifOp.getElseRegion().front());
          scf::YieldOp::create(b, loc, *monoidIdentity(b, loc, r.monoid, r.t));
          b.setInsertionPointToStart(&ifOp.getThenRegion().front());
          const ScatteredRow row = emitScatterRow(b, loc, d, state, aBegin, aEnd);
          Value rowValue = emitMaskRow(b, loc, d, r, mBegin, mEnd, [&](OpBuilder &b, Location loc, Value j) {
            return emitScatteredDot(b, loc, d, semiring, row, j);
          });
          emitClearRow(b, loc, d, row); // for the next row
          scf::YieldOp::create(b, loc, rowValue);
        }
        nameArgs(ifOp, {"row_value"});
        return ifOp.getResult(0);
      });
}

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
  if (reduce.getType() != mxm.getType().getElementType())
    return group.emitOpError("mxm_reduce lowering reduces in the product's type (no typecast)");
  MonoidKind reduceMonoid = reduce.getMonoid();
  std::optional<kokkos::Reducer> reducer = reducerFor(reduceMonoid);
  if (!reducer)
    return group.emitOpError("no Kokkos reducer for monoid '") << stringifyMonoidKind(reduceMonoid) << "'";
  Reduction r{reduceMonoid, *reducer, reduce.getType()};

  OpBuilder b(group);
  Location loc = group.getLoc();
  DotMxm d = unpackDotMxm(b, loc, mxm);

  const ScatterScratch scratch = scatterScratch(b, loc, d);
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{r.t}, scratch.fits, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    scf::YieldOp::create(b, loc, emitScatterProbeKernel(b, loc, group, d, r, scratch));
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    scf::YieldOp::create(b, loc, emitMergeKernel(b, loc, group, d, r));
  }
  nameArgs(ifOp, {"result"});
  Value result = ifOp.getResult(0);
  group.getResult(0).replaceAllUsesWith(result);
  group.erase();
  return success();
}

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
  if (!mxm.getMask() || mxm.getMaskComplement() || mxm.getAccumIn())
    return group.emitOpError("mxm_reduce lowering needs a non-complemented mask and no accumulator");
  if (mxm.getTranA() || !mxm.getTranB())
    return group.emitOpError("mxm_reduce lowering needs the dot-product form C<M> = A*B' (tran_b set, tran_a not)");
  auto isCsr = [](Value v) {
    auto t = llvm::dyn_cast<MatrixType>(v.getType());
    return t && t.getFormat() == Format::csr;
  };
  if (!isCsr(mxm.getA()) || !isCsr(mxm.getB()) || !isCsr(mxm.getMask()))
    return group.emitOpError("mxm_reduce lowering needs A, B and the mask in csr format");
  MonoidKind reduceMonoid = reduce.getMonoid();
  std::optional<kokkos::Reducer> reducer = reducerFor(reduceMonoid);
  if (!reducer)
    return group.emitOpError("no Kokkos reducer for monoid '") << stringifyMonoidKind(reduceMonoid) << "'";

  SemiringAttr semiring = mxm.getSemiring();
  BinaryOpKind mul = semiring.getMul();
  bool needA = mul != BinaryOpKind::pair && mul != BinaryOpKind::second;
  bool needB = mul != BinaryOpKind::pair && mul != BinaryOpKind::first && mul != BinaryOpKind::any;
  bool valuedMask = !mxm.getMaskStructural();
  Type t = reduce.getType();

  OpBuilder b(group);
  Location loc = group.getLoc();
  MLIRContext *ctx = b.getContext();
  CsrArrays A = unpackCsr(b, loc, mxm.getA(), "A", needA);
  CsrArrays B = mxm.getB() == mxm.getA() ? A : unpackCsr(b, loc, mxm.getB(), "B", needB);
  if (needB && !B.val)
    B.val = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, getElementType(mxm.getB().getType())), mxm.getB()), "B_values");
  CsrArrays M = mxm.getMask() == mxm.getA() ? A
                : mxm.getMask() == mxm.getB() ? B
                : unpackCsr(b, loc, mxm.getMask(), "M", valuedMask);
  if (valuedMask && !M.val)
    M.val = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, getElementType(mxm.getMask().getType())), mxm.getMask()), "M_values");
  if (needA && !A.val)
    A.val = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, getElementType(mxm.getA().getType())), mxm.getA()), "A_values");
  if (needB && !B.val)
    B.val = A.val;

  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  auto kernel = kokkos::RangeParallelReduceOp::create(
      b, loc, t, c0, M.nrows, kokkos::ReducerAttr::get(ctx, *reducer), kernelName(group, "mxm_reduce"),
      originOf(group));
  nameArgs(kernel, {"i"});
  named(kernel.getResult(), "result");
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
    Value i = k->getArgument(0);
    Value ip1 = named(arith::AddIOp::create(b, loc, i, c1), "next_row");
    Value mBegin = named(loadIndex(b, loc, M.ptr, i), "mask_begin");
    Value mEnd = named(loadIndex(b, loc, M.ptr, ip1), "mask_end");
    Value aBegin = named(loadIndex(b, loc, A.ptr, i), "a_begin");
    Value aEnd = named(loadIndex(b, loc, A.ptr, ip1), "a_end");
    Value reduceId = *monoidIdentity(b, loc, reduceMonoid, t);
    FailureOr<Value> addId = monoidIdentity(b, loc, semiring.getAdd(), t);
    auto rowLoop = scf::ForOp::create(
        b, loc, mBegin, mEnd, c1, ValueRange{reduceId},
        [&](OpBuilder &b, Location loc, Value p, ValueRange iter) {
          Value acc = iter[0];
          Value j = named(loadIndex(b, loc, M.idx, p), "j");
          // C(i, j) = A(i, :) . B(j, :), a merge of two sorted index lists
          auto dot = [&](OpBuilder &b, Location loc) -> Value {
            Value bBegin = named(loadIndex(b, loc, B.ptr, j), "b_begin");
            Value bEnd = named(loadIndex(b, loc, B.ptr, arith::AddIOp::create(b, loc, j, c1)), "b_end");
            auto merge = scf::WhileOp::create(
                b, loc, TypeRange{b.getIndexType(), b.getIndexType(), t, b.getI1Type()},
                ValueRange{aBegin, bBegin, *addId, constBool(b, loc, false)},
                [&](OpBuilder &b, Location loc, ValueRange s) {
                  Value inA = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, s[0], aEnd);
                  Value inB = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, s[1], bEnd);
                  scf::ConditionOp::create(b, loc, arith::AndIOp::create(b, loc, inA, inB), s);
                },
                [&](OpBuilder &b, Location loc, ValueRange s) {
                  Value ka = named(memref::LoadOp::create(b, loc, A.idx, ValueRange{s[0]}), "ka");
                  Value kb = named(memref::LoadOp::create(b, loc, B.idx, ValueRange{s[1]}), "kb");
                  Value match = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, ka, kb), "match");
                  Value av = needA ? (Value)memref::LoadOp::create(b, loc, A.val, ValueRange{s[0]}) : Value();
                  Value bv = needB ? (Value)memref::LoadOp::create(b, loc, B.val, ValueRange{s[1]}) : Value();
                  if (!av) av = bv ? bv : constOf(b, loc, t, 1);
                  if (!bv) bv = av;
                  Value prod = named(applyBinary(b, loc, mul, av, bv, t), "prod");
                  Value sum = applyMonoid(b, loc, semiring.getAdd(), s[2], prod);
                  Value dotNext = arith::SelectOp::create(b, loc, match, sum, s[2]);
                  Value found = arith::OrIOp::create(b, loc, s[3], match);
                  Value aNext = arith::SelectOp::create(
                      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, ka, kb),
                      arith::AddIOp::create(b, loc, s[0], c1), s[0]);
                  Value bNext = arith::SelectOp::create(
                      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, kb, ka),
                      arith::AddIOp::create(b, loc, s[1], c1), s[1]);
                  scf::YieldOp::create(b, loc, ValueRange{aNext, bNext, dotNext, found});
                });
            nameArgs(merge, {"pa", "pb", "cij", "found"});
            Value joined = applyMonoid(b, loc, reduceMonoid, acc, merge.getResult(2));
            return arith::SelectOp::create(b, loc, merge.getResult(3), joined, acc);
          };
          Value next;
          if (valuedMask) {
            Value mv = named(castTo(b, loc, memref::LoadOp::create(b, loc, M.val, ValueRange{p}), b.getI1Type()), "mij");
            auto ifOp = scf::IfOp::create(b, loc, TypeRange{t}, mv, /*withElseRegion=*/true);
            {
              OpBuilder::InsertionGuard g(b);
              b.setInsertionPointToStart(&ifOp.getThenRegion().front());
              scf::YieldOp::create(b, loc, dot(b, loc));
              b.setInsertionPointToStart(&ifOp.getElseRegion().front());
              scf::YieldOp::create(b, loc, acc);
            }
            next = ifOp.getResult(0);
          } else {
            next = dot(b, loc);
          }
          scf::YieldOp::create(b, loc, next);
        });
    nameArgs(rowLoop, {"p", "row_sum"});
    kokkos::YieldOp::create(b, loc, rowLoop.getResult(0));
  }
  group.getResult(0).replaceAllUsesWith(kernel.getResult());
  group.erase();
  return success();
}

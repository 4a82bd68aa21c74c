//===- DotMerge.cpp - the masked dot product C(i,j) = A(i,:) . B(j,:) as a sorted merge ------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

LogicalResult lowering::checkDotMxm(FusedOp group, MxmOp mxm) {
  if (!mxm.getMask() || mxm.getMaskComplement() || mxm.getAccumIn())
    return group.emitOpError("mxm lowering needs a non-complemented mask and no accumulator");
  if (mxm.getTranA() || !mxm.getTranB())
    return group.emitOpError("mxm lowering needs the dot-product form C<M> = A*B' (tran_b set, tran_a not)");
  auto isCsr = [](Value v) {
    auto t = llvm::dyn_cast<MatrixType>(v.getType());
    return t && t.getFormat() == Format::csr;
  };
  if (!isCsr(mxm.getA()) || !isCsr(mxm.getB()) || !isCsr(mxm.getMask()))
    return group.emitOpError("mxm lowering needs A, B and the mask in csr format");
  return success();
}

DotMxm lowering::unpackDotMxm(OpBuilder &b, Location loc, MxmOp mxm) {
  DotMxm d;
  d.mxm = mxm;
  BinaryOpKind mul = mxm.getSemiring().getMul();
  d.needA = mul != BinaryOpKind::pair && mul != BinaryOpKind::second;
  d.needB = mul != BinaryOpKind::pair && mul != BinaryOpKind::first && mul != BinaryOpKind::any;
  d.valuedMask = !mxm.getMaskStructural();
  d.t = mxm.getType().getElementType();
  auto valuesOf = [&](Value m, StringRef name) {
    return named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, getElementType(m.getType())), m),
                 name);
  };
  d.A = unpackCsr(b, loc, mxm.getA(), "A", d.needA);
  d.B = mxm.getB() == mxm.getA() ? d.A : unpackCsr(b, loc, mxm.getB(), "B", d.needB);
  if (d.needB && !d.B.val)
    d.B.val = valuesOf(mxm.getB(), "B_values");
  d.M = mxm.getMask() == mxm.getA()   ? d.A
        : mxm.getMask() == mxm.getB() ? d.B
                                      : unpackCsr(b, loc, mxm.getMask(), "M", d.valuedMask);
  if (d.valuedMask && !d.M.val)
    d.M.val = valuesOf(mxm.getMask(), "M_values");
  if (d.needA && !d.A.val)
    d.A.val = valuesOf(mxm.getA(), "A_values");
  return d;
}

std::pair<Value, Value> lowering::emitDotMerge(OpBuilder &b, Location loc, const DotMxm &d, Value aBegin,
                                               Value aEnd, Value j) {
  Value c1 = constIndex(b, loc, 1);
  Type t = d.t;
  SemiringAttr semiring = MxmOp(d.mxm).getSemiring();
  Value bBegin = named(loadIndex(b, loc, d.B.ptr, j), "b_begin");
  Value bEnd = named(loadIndex(b, loc, d.B.ptr, arith::AddIOp::create(b, loc, j, c1)), "b_end");
  Value addId = *monoidIdentity(b, loc, semiring.getAdd(), t);
  auto merge = scf::WhileOp::create(
      b, loc, TypeRange{b.getIndexType(), b.getIndexType(), t, b.getI1Type()},
      ValueRange{aBegin, bBegin, addId, constBool(b, loc, false)},
      [&](OpBuilder &b, Location loc, ValueRange s) {
        Value inA = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, s[0], aEnd);
        Value inB = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, s[1], bEnd);
        scf::ConditionOp::create(b, loc, arith::AndIOp::create(b, loc, inA, inB), s);
      },
      [&](OpBuilder &b, Location loc, ValueRange s) {
        Value ka = named(memref::LoadOp::create(b, loc, d.A.idx, ValueRange{s[0]}), "ka");
        Value kb = named(memref::LoadOp::create(b, loc, d.B.idx, ValueRange{s[1]}), "kb");
        Value match = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, ka, kb), "match");
        Value av = d.needA ? (Value)memref::LoadOp::create(b, loc, d.A.val, ValueRange{s[0]}) : Value();
        Value bv = d.needB ? (Value)memref::LoadOp::create(b, loc, d.B.val, ValueRange{s[1]}) : Value();
        if (!av)
          av = bv ? bv : constOf(b, loc, t, 1);
        if (!bv)
          bv = av;
        Value prod = named(applyBinary(b, loc, semiring.getMul(), av, bv, t), "prod");
        Value sum = applyMonoid(b, loc, semiring.getAdd(), s[2], prod);
        Value dotNext = arith::SelectOp::create(b, loc, match, sum, s[2]);
        Value found = arith::OrIOp::create(b, loc, s[3], match);
        Value aNext = arith::SelectOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, ka, kb),
                                              arith::AddIOp::create(b, loc, s[0], c1), s[0]);
        Value bNext = arith::SelectOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, kb, ka),
                                              arith::AddIOp::create(b, loc, s[1], c1), s[1]);
        scf::YieldOp::create(b, loc, ValueRange{aNext, bNext, dotNext, found});
      });
  nameArgs(merge, {"pa", "pb", "cij", "found"});
  return {merge.getResult(3), merge.getResult(2)};
}

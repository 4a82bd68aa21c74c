//===- Fold.cpp - graphblas-fold: transposes into descriptors, identity work away ------------===//
//
// transpose(transpose(A)) -> A; transpose feeding an operand -> that operand's descriptor flag;
// apply(identity) -> input; lnot(lnot(A)) -> A on bool; a valued mask lnot(M) with M a full
// bool matrix -> M with mask_complement toggled (exact: a full M has every entry, so "not
// present or false" and "present and false" agree), so a double complement cancels; an mxv
// without an accumulator -> the vxm that computes the same vector (one canonical form for a
// matrix-vector product that writes its result, which fusion and lowering then match once).
//
//===----------------------------------------------------------------------------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <optional>

namespace mlir::graphblas {
#define GEN_PASS_DEF_GRAPHBLASFOLD
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h.inc"
} // namespace mlir::graphblas

using namespace mlir;
using namespace mlir::graphblas;

namespace {

/// An operation with no mask, no accumulator: its result is exactly f(inputs).
template <typename OpT>
bool isPlain(OpT op) {
  return !op.getMask() && !op.getAccumIn();
}

/// A plain transpose (no mask, no accumulator) whose result feeds an operand.
TransposeOp plainTranspose(Value v) {
  auto t = v.getDefiningOp<TransposeOp>();
  return (t && isPlain(t)) ? t : TransposeOp();
}

struct DoubleTranspose : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TransposeOp op, PatternRewriter &rewriter) const override {
    TransposeOp inner = plainTranspose(op.getA());
    if (!inner || !isPlain(op) || inner.getA().getType() != op.getType())
      return failure();
    rewriter.replaceOp(op, inner.getA());
    return success();
  }
};

/// op(transpose(A), ...) -> op(A, ...) {tran_a toggled}.
template <typename OpT>
struct TransposeIntoA : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const override {
    TransposeOp t = plainTranspose(op.getA());
    if (!t)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getAMutable().assign(t.getA());
      op.setTranA(!op.getTranA());
    });
    return success();
  }
};

/// op(A, transpose(B)) -> op(A, B) {tran_b toggled}.
template <typename OpT>
struct TransposeIntoB : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const override {
    TransposeOp t = plainTranspose(op.getB());
    if (!t)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getBMutable().assign(t.getA());
      op.setTranB(!op.getTranB());
    });
    return success();
  }
};

struct IdentityApply : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ApplyOp op, PatternRewriter &rewriter) const override {
    if (op.getOp() != UnaryOpKind::identity || !isPlain(op) || op.getTranA() ||
        op.getA().getType() != op.getType())
      return failure();
    rewriter.replaceOp(op, op.getA());
    return success();
  }
};

/// A plain, untransposed apply(lnot) on bool.
ApplyOp plainLnot(Value v) {
  auto a = v.getDefiningOp<ApplyOp>();
  if (!a || a.getOp() != UnaryOpKind::lnot || !isPlain(a) || a.getTranA() ||
      !getElementType(a.getA().getType()).isInteger(1))
    return ApplyOp();
  return a;
}

struct DoubleLnot : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ApplyOp op, PatternRewriter &rewriter) const override {
    ApplyOp outer = plainLnot(op.getResult());
    ApplyOp inner = outer ? plainLnot(op.getA()) : ApplyOp();
    if (!inner || inner.getA().getType() != op.getType())
      return failure();
    rewriter.replaceOp(op, inner.getA());
    return success();
  }
};

/// mask = lnot(M), M full bool, valued mask -> mask = M, complement toggled.
template <typename OpT>
struct LnotMaskToComplement : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const override {
    if (!op.getMask() || op.getMaskStructural())
      return failure();
    ApplyOp lnot = plainLnot(op.getMask());
    if (!lnot)
      return failure();
    auto m = llvm::dyn_cast<MatrixType>(lnot.getA().getType());
    auto v = llvm::dyn_cast<GrbVectorType>(lnot.getA().getType());
    if (!((m && m.getFormat() == Format::full) || (v && v.getFormat() == Format::full)))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getMaskMutable().assign(lnot.getA());
      op.setMaskComplement(!op.getMaskComplement());
    });
    return success();
  }
};

/// The semiring multiply with its operands exchanged, f'(y, x) = f(x, y); none for minus and div
/// (the dialect has no reversed forms of them).
std::optional<BinaryOpKind> swapOperands(BinaryOpKind k) {
  switch (k) {
  case BinaryOpKind::first: return BinaryOpKind::second;
  case BinaryOpKind::second: return BinaryOpKind::first;
  case BinaryOpKind::lt: return BinaryOpKind::gt;
  case BinaryOpKind::gt: return BinaryOpKind::lt;
  case BinaryOpKind::le: return BinaryOpKind::ge;
  case BinaryOpKind::ge: return BinaryOpKind::le;
  case BinaryOpKind::ult: return BinaryOpKind::ugt;
  case BinaryOpKind::ugt: return BinaryOpKind::ult;
  case BinaryOpKind::ule: return BinaryOpKind::uge;
  case BinaryOpKind::uge: return BinaryOpKind::ule;
  case BinaryOpKind::minus: case BinaryOpKind::div: return std::nullopt;
  default: return k; // commutative (any: either operand is a valid answer)
  }
}

/// w<m> = op(A) (+.*) u  ->  w<m> = u (+.x) op(A)' with x the multiply's operands exchanged:
/// w(i) = sum_k A(i,k) * u(k) = sum_k u(k) x A'(k,i). Mask, replace and origin are kept; an mxv
/// with an accumulator stays (the mxv_accum fusion matches it as written).
struct MxvAsVxm : OpRewritePattern<MxvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MxvOp op, PatternRewriter &rewriter) const override {
    if (op.getAccumIn())
      return failure();
    std::optional<BinaryOpKind> mul = swapOperands(op.getSemiring().getMul());
    if (!mul)
      return failure();
    SmallVector<NamedAttribute> attrs;
    for (NamedAttribute a : op->getAttrs())
      if (a.getName() != "semiring" && a.getName() != "tran_a" && a.getName() != "operandSegmentSizes")
        attrs.push_back(a);
    attrs.push_back(rewriter.getNamedAttr(
        "semiring", SemiringAttr::get(getContext(), op.getSemiring().getAdd(), *mul)));
    if (!op.getTranA())
      attrs.push_back(rewriter.getNamedAttr("tran_a", rewriter.getUnitAttr()));
    SmallVector<Value> operands{op.getU(), op.getA()};
    if (op.getMask())
      operands.push_back(op.getMask());
    attrs.push_back(rewriter.getNamedAttr("operandSegmentSizes",
                                          rewriter.getDenseI32ArrayAttr({1, 1, op.getMask() ? 1 : 0, 0})));
    rewriter.replaceOpWithNewOp<VxmOp>(op, TypeRange{op.getType()}, operands, attrs);
    return success();
  }
};

template <typename... OpTs>
void addMaskPatterns(RewritePatternSet &patterns) {
  (patterns.add<LnotMaskToComplement<OpTs>>(patterns.getContext()), ...);
}

struct GraphBLASFoldPass : mlir::graphblas::impl::GraphBLASFoldBase<GraphBLASFoldPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    patterns.add<DoubleTranspose, IdentityApply, DoubleLnot, MxvAsVxm>(ctx);
    patterns.add<TransposeIntoA<MxmOp>, TransposeIntoB<MxmOp>, TransposeIntoA<MxvOp>,
                 TransposeIntoA<VxmOp>, TransposeIntoA<EWiseAddOp>, TransposeIntoB<EWiseAddOp>,
                 TransposeIntoA<EWiseMultOp>, TransposeIntoB<EWiseMultOp>, TransposeIntoA<ApplyOp>,
                 TransposeIntoA<SelectOp>, TransposeIntoA<ReduceToVectorOp>, TransposeIntoA<ExtractOp>>(ctx);
    addMaskPatterns<MxmOp, MxvOp, VxmOp, EWiseAddOp, EWiseMultOp, ApplyOp, SelectOp, TransposeOp,
                    ReduceToVectorOp, ExtractOp, AssignOp>(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

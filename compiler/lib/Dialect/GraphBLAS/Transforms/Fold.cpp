//===- Fold.cpp - graphblas-fold: transposes into descriptors, identity work away ------------===//
//
// transpose(transpose(A)) -> A; transpose feeding an operand -> that operand's descriptor flag;
// apply(identity) -> input; lnot(lnot(A)) -> A on bool; a valued mask lnot(M) with M a full
// bool matrix -> M with mask_complement toggled (exact: a full M has every entry, so "not
// present or false" and "present and false" agree), so a double complement cancels.
//
//===----------------------------------------------------------------------------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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

template <typename... OpTs>
void addMaskPatterns(RewritePatternSet &patterns) {
  (patterns.add<LnotMaskToComplement<OpTs>>(patterns.getContext()), ...);
}

struct GraphBLASFoldPass : mlir::graphblas::impl::GraphBLASFoldBase<GraphBLASFoldPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    patterns.add<DoubleTranspose, IdentityApply, DoubleLnot>(ctx);
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

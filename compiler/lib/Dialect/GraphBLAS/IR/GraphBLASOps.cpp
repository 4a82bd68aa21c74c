//===- GraphBLASOps.cpp - graphblas operations and their verifiers ---------------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::graphblas;

#define GET_OP_CLASSES
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOps.cpp.inc"

static bool isMatrix(Type t) { return llvm::isa<MatrixType>(t); }
static bool sameKind(Type a, Type b) { return isMatrix(a) == isMatrix(b); }
static bool isBool(Type t) { return t && t.isInteger(1); }

/// The checks every masked operation shares: flags need a mask, the mask has the output's kind,
/// an accumulator comes as operand + operator together, and accumulates into the output type.
template <typename OpT>
static LogicalResult verifyMaskAccum(OpT op) {
  Type resultType = op.getResult().getType();
  if (!op.getMask()) {
    if (op.getMaskStructural() || op.getMaskComplement() || op.getReplace())
      return op.emitOpError("mask flags (mask_structural, mask_complement, replace) need a mask operand");
  } else if (!sameKind(op.getMask().getType(), resultType)) {
    return op.emitOpError("mask must be a ") << (isMatrix(resultType) ? "matrix" : "vector")
                                             << " like the result";
  }
  if ((bool)op.getAccumIn() != op.getAccum().has_value())
    return op.emitOpError("an accumulator needs both the accum operand (the old output) and the accum operator");
  if (op.getAccumIn() && op.getAccumIn().getType() != resultType)
    return op.emitOpError("accumulator input type ") << op.getAccumIn().getType()
                                                      << " differs from the result type " << resultType;
  return success();
}

static LogicalResult verifyMonoidType(Operation *op, MonoidKind monoid, Type elementType) {
  if (isLogical(monoid) && !isBool(elementType))
    return op->emitOpError("logical monoid '") << stringifyMonoidKind(monoid)
                                               << "' needs a bool (i1) result, got " << elementType;
  if (isUnsignedInteger(monoid) && (!llvm::isa<IntegerType>(elementType) || isBool(elementType)))
    return op->emitOpError("unsigned monoid '") << stringifyMonoidKind(monoid) << "' needs an integer result, got "
                                                << elementType;
  return success();
}

LogicalResult MxmOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  return verifyMonoidType(*this, getSemiring().getAdd(), getResult().getType().getElementType());
}

LogicalResult MxvOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  return verifyMonoidType(*this, getSemiring().getAdd(), getResult().getType().getElementType());
}

LogicalResult VxmOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  return verifyMonoidType(*this, getSemiring().getAdd(), getResult().getType().getElementType());
}

template <typename OpT>
static LogicalResult verifyEWise(OpT op) {
  if (failed(verifyMaskAccum(op)))
    return failure();
  Type a = op.getA().getType(), b = op.getB().getType(), c = op.getResult().getType();
  if (!sameKind(a, b) || !sameKind(a, c))
    return op.emitOpError("operands and result must all be matrices or all be vectors");
  if ((op.getTranA() || op.getTranB()) && !isMatrix(a))
    return op.emitOpError("tran_a / tran_b apply to matrices only");
  if (isLogical(op.getOp()) && !isBool(getElementType(c)))
    return op.emitOpError("logical operator needs a bool (i1) result");
  Type x = getElementType(a);
  if (isUnsignedInteger(op.getOp()) && (!llvm::isa<IntegerType>(x) || isBool(x)))
    return op.emitOpError("unsigned operator '") << stringifyBinaryOpKind(op.getOp()) << "' needs integer operands, got "
                                                 << x;
  return success();
}
LogicalResult EWiseAddOp::verify() { return verifyEWise(*this); }
LogicalResult EWiseMultOp::verify() { return verifyEWise(*this); }
LogicalResult EWiseUnionOp::verify() { return verifyEWise(*this); }

LogicalResult KronOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  if (isLogical(getOp()) && !isBool(getElementType(getResult().getType())))
    return emitOpError("logical operator needs a bool (i1) result");
  return success();
}

/// The checks every apply shares: mask and accumulator, an input of the result's kind, and a
/// transpose only of a matrix.
template <typename OpT>
static LogicalResult verifyApplyShape(OpT op) {
  if (failed(verifyMaskAccum(op)))
    return failure();
  if (!sameKind(op.getA().getType(), op.getResult().getType()))
    return op.emitOpError("input and result must both be matrices or both be vectors");
  if (op.getTranA() && !isMatrix(op.getA().getType()))
    return op.emitOpError("tran_a applies to matrices only");
  return success();
}

LogicalResult ApplyBinaryOp::verify() {
  if (failed(verifyApplyShape(*this)))
    return failure();
  if (isLogical(getOp()) && !isBool(getElementType(getResult().getType())))
    return emitOpError("logical operator needs a bool (i1) result");
  return success();
}

LogicalResult ApplyOp::verify() {
  if (failed(verifyApplyShape(*this)))
    return failure();
  if (getOp() == UnaryOpKind::lnot && !isBool(getElementType(getResult().getType())))
    return emitOpError("lnot needs a bool (i1) result");
  return success();
}

static bool isValueOp(IndexUnaryOpKind k) { return k >= IndexUnaryOpKind::valueeq && k <= IndexUnaryOpKind::valuege; }

LogicalResult SelectOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  Type a = getA().getType(), c = getResult().getType();
  if (!sameKind(a, c) || getElementType(a) != getElementType(c))
    return emitOpError("result must have the input's kind and element type");
  if (getTranA() && !isMatrix(a))
    return emitOpError("tran_a applies to matrices only");
  if (isValueOp(getOp())) {
    if (!getThunk())
      return emitOpError("'") << stringifyIndexUnaryOpKind(getOp()) << "' compares values with a thunk: it needs one";
  } else if (getThunk() && !llvm::isa<IntegerType>(getThunk().getType())) {
    return emitOpError("the thunk of a positional operator is an integer offset");
  }
  return success();
}

LogicalResult ApplyIndexOp::verify() {
  if (failed(verifyApplyShape(*this)))
    return failure();
  if (isValueOp(getOp()) && !getThunk())
    return emitOpError("'") << stringifyIndexUnaryOpKind(getOp()) << "' compares values with a thunk: it needs one";
  return success();
}

LogicalResult TransposeOp::verify() { return verifyMaskAccum(*this); }

LogicalResult ReduceToVectorOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  return verifyMonoidType(*this, getMonoid(), getResult().getType().getElementType());
}

LogicalResult ExtractOp::verify() {
  if (failed(verifyMaskAccum(*this)))
    return failure();
  Type a = getA().getType();
  if (!isMatrix(a) && (getCols() || getTranA()))
    return emitOpError("extracting from a vector takes row indices only, no cols and no tran_a");
  if (!isMatrix(a) && isMatrix(getResult().getType()))
    return emitOpError("extracting from a vector gives a vector");
  return success();
}

/// assign and subassign: the result is C's next version, and a vector takes row indices only.
template <typename OpT>
static LogicalResult verifyAssign(OpT op) {
  if (failed(verifyMaskAccum(op)))
    return failure();
  if (op.getResult().getType() != op.getC().getType())
    return op.emitOpError("the result is the next version of C: it must have C's type");
  if (!isMatrix(op.getC().getType()) && op.getCols())
    return op.emitOpError("assigning into a vector takes row indices only");
  return success();
}
LogicalResult AssignOp::verify() { return verifyAssign(*this); }
LogicalResult SubassignOp::verify() { return verifyAssign(*this); }

LogicalResult ReduceToScalarOp::verify() {
  Type elem = getElementType(getA().getType());
  Type result = getResult().getType();
  auto numeric = [](Type t) { return llvm::isa<FloatType>(t) || (t.isInteger() && !t.isInteger(1)); };
  if (result != elem && !(numeric(result) && numeric(elem)))
    return emitOpError("result type ") << result << " must be the element type " << elem
                                       << " or a numeric type its values are cast to";
  if (getCompensated() && (result != elem || getMonoid() != MonoidKind::plus || !(elem.isF32() || elem.isF64())))
    return emitOpError("compensated summation is for the plus monoid on f32 / f64, in the values' type");
  return verifyMonoidType(*this, getMonoid(), result);
}

LogicalResult FusedOp::verify() {
  auto yield = llvm::cast<YieldOp>(getBody().front().getTerminator());
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("yielded types must match the group's result types");
  for (Attribute call : getCalls())
    if (!llvm::isa<StringAttr>(call))
      return emitOpError("calls must be strings naming GraphBLAS calls");
  if (getBody().front().getOperations().size() < 2)
    return emitOpError("a fusion group holds at least one operation");
  return success();
}

static bool isCompressed(Format f) { return f == Format::csr || f == Format::csc; }

LogicalResult PointersOp::verify() {
  if (!isCompressed(getA().getType().getFormat()))
    return emitOpError("pointers exist for csr / csc matrices only");
  return success();
}

LogicalResult IndicesOp::verify() {
  Type t = getA().getType();
  Format f = isMatrix(t) ? llvm::cast<MatrixType>(t).getFormat() : llvm::cast<GrbVectorType>(t).getFormat();
  if (!isCompressed(f) && f != Format::sparse)
    return emitOpError("indices exist for csr / csc matrices and sparse vectors only");
  unsigned width = getResult().getType().getElementType().getIntOrFloatBitWidth();
  if (getNarrow() && !isMatrix(t))
    return emitOpError("narrow (32-bit) indices exist for csr / csc matrices only");
  if (width != (getNarrow() ? 32u : 64u))
    return emitOpError(getNarrow() ? "narrow indices are i32" : "indices are i64 (i32 only with narrow)");
  return success();
}

LogicalResult BitmapOp::verify() {
  if (getA().getType().getFormat() != Format::bitmap)
    return emitOpError("presence bytes exist for bitmap vectors only");
  return success();
}

LogicalResult AssembleVectorOp::verify() {
  GrbVectorType t = getResult().getType();
  if (t.getFormat() != Format::full)
    return emitOpError("assembles a full vector");
  if (getValues().getType().getElementType() != t.getElementType())
    return emitOpError("values array element type must be the vector element type");
  return success();
}

LogicalResult ValuesOp::verify() {
  if (getResult().getType().getElementType() != getElementType(getA().getType()))
    return emitOpError("values array element type must be the element type of the object");
  return success();
}

LogicalResult AssembleCsrOp::verify() {
  MatrixType t = getResult().getType();
  if (t.getFormat() != Format::csr)
    return emitOpError("assembles a csr matrix");
  if (getValues().getType().getElementType() != t.getElementType())
    return emitOpError("values array element type must be the matrix element type");
  return success();
}

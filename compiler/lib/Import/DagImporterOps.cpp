//===- DagImporterOps.cpp - one graphblas operation per recorded call ----------------------===//
//
// Each builder gathers the call's operands as operand segments (an absent optional operand is
// an empty segment) and its operators and flags as attributes, then creates the operation
// through the ODS-generated generic builder, so every attribute is the op's own typed one.
// Operators map from the library's numbering (GroupAbi.h) to the dialect's enums; one the
// dialect has no case for is refused here with its name, never approximated.
//
//===----------------------------------------------------------------------------------------===//
#include "Importer.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::import_detail;

namespace {

const char *originOf(const grb_group_node &n) { return n.origin ? n.origin : "a recorded call"; }

/// Creates `OpT` with one operand segment per entry of `segments` (null: empty) and `attrs`.
template <typename OpT>
Operation *createWithSegments(OpBuilder &b, Location loc, Type result, ArrayRef<Value> segments,
                              ArrayRef<NamedAttribute> attrs) {
  llvm::SmallVector<Value> operands;
  llvm::SmallVector<int32_t> sizes;
  for (Value v : segments) {
    sizes.push_back(v ? 1 : 0);
    if (v)
      operands.push_back(v);
  }
  llvm::SmallVector<NamedAttribute> all(attrs.begin(), attrs.end());
  all.push_back(b.getNamedAttr("operandSegmentSizes", b.getDenseI32ArrayAttr(sizes)));
  return OpT::create(b, loc, TypeRange{result}, operands, all).getOperation();
}

} // namespace

/// The library's unsigned integer type codes (UINT8 ... UINT64): MIN, MAX and the order
/// comparisons have unsigned forms in the dialect, whose integers are signless.
static bool unsignedCode(int32_t code) { return code == 3 || code == 5 || code == 7 || code == 9; }

FailureOr<BinaryOpKind> Importer::binary(const grb_abi_op &op, const char *role) {
  if (unsignedCode(op.x.code)) {
    switch (op.opcode) {
    case GRB_BINOP_MIN: return BinaryOpKind::umin;
    case GRB_BINOP_MAX: return BinaryOpKind::umax;
    case GRB_BINOP_LT: return BinaryOpKind::ult;
    case GRB_BINOP_LE: return BinaryOpKind::ule;
    case GRB_BINOP_GT: return BinaryOpKind::ugt;
    case GRB_BINOP_GE: return BinaryOpKind::uge;
    case GRB_BINOP_DIV:
      return error() << "unsigned integer division as " << role << " (GraphBLAS' rules for x/0) has no graphblas "
                     << "dialect form", failure();
    default: break;
    }
  }
  switch (op.opcode) {
  case GRB_BINOP_FIRST: return BinaryOpKind::first;
  case GRB_BINOP_SECOND: return BinaryOpKind::second;
  case GRB_BINOP_PAIR: return BinaryOpKind::pair;
  case GRB_BINOP_PLUS: return BinaryOpKind::plus;
  case GRB_BINOP_MINUS: return BinaryOpKind::minus;
  case GRB_BINOP_TIMES: return BinaryOpKind::times;
  case GRB_BINOP_DIV: return BinaryOpKind::div;
  case GRB_BINOP_MIN: return BinaryOpKind::min;
  case GRB_BINOP_MAX: return BinaryOpKind::max;
  case GRB_BINOP_LOR: return BinaryOpKind::lor;
  case GRB_BINOP_LAND: return BinaryOpKind::land;
  case GRB_BINOP_LXOR: return BinaryOpKind::lxor;
  case GRB_BINOP_EQ: return BinaryOpKind::eq;
  case GRB_BINOP_NE: return BinaryOpKind::ne;
  case GRB_BINOP_LT: return BinaryOpKind::lt;
  case GRB_BINOP_LE: return BinaryOpKind::le;
  case GRB_BINOP_GT: return BinaryOpKind::gt;
  case GRB_BINOP_GE: return BinaryOpKind::ge;
  case GRB_BINOP_ANY: return BinaryOpKind::any;
  case GRB_BINOP_USER:
    return error() << "a user-defined " << role << " (not in the graphblas dialect yet)", failure();
  default:
    return error() << "binary operator " << op.opcode << " as " << role << " has no graphblas dialect form",
           failure();
  }
}

FailureOr<UnaryOpKind> Importer::unary(const grb_abi_op &op) {
  switch (op.opcode) {
  case GRB_UNOP_IDENTITY: return UnaryOpKind::identity;
  case GRB_UNOP_AINV: return UnaryOpKind::ainv;
  case GRB_UNOP_MINV: return UnaryOpKind::minv;
  case GRB_UNOP_LNOT: return UnaryOpKind::lnot;
  case GRB_UNOP_ONE: return UnaryOpKind::one;
  case GRB_UNOP_ABS: return UnaryOpKind::abs;
  case GRB_UNOP_USER: return error() << "a user-defined unary operator (not in the graphblas dialect yet)", failure();
  default: return error() << "unary operator " << op.opcode << " has no graphblas dialect form", failure();
  }
}

FailureOr<IndexUnaryOpKind> Importer::indexUnary(const grb_abi_op &op) {
  switch (op.opcode) {
  case GRB_IDXOP_ROWINDEX: return IndexUnaryOpKind::rowindex;
  case GRB_IDXOP_COLINDEX: return IndexUnaryOpKind::colindex;
  case GRB_IDXOP_DIAGINDEX: return IndexUnaryOpKind::diagindex;
  case GRB_IDXOP_FLIPDIAGINDEX: return IndexUnaryOpKind::flipdiagindex;
  case GRB_IDXOP_TRIL: return IndexUnaryOpKind::tril;
  case GRB_IDXOP_TRIU: return IndexUnaryOpKind::triu;
  case GRB_IDXOP_DIAG: return IndexUnaryOpKind::diag;
  case GRB_IDXOP_OFFDIAG: return IndexUnaryOpKind::offdiag;
  case GRB_IDXOP_COLLE: return IndexUnaryOpKind::colle;
  case GRB_IDXOP_COLGT: return IndexUnaryOpKind::colgt;
  case GRB_IDXOP_ROWLE: return IndexUnaryOpKind::rowle;
  case GRB_IDXOP_ROWGT: return IndexUnaryOpKind::rowgt;
  case GRB_IDXOP_VALUEEQ: return IndexUnaryOpKind::valueeq;
  case GRB_IDXOP_VALUENE: return IndexUnaryOpKind::valuene;
  case GRB_IDXOP_VALUELT: return IndexUnaryOpKind::valuelt;
  case GRB_IDXOP_VALUELE: return IndexUnaryOpKind::valuele;
  case GRB_IDXOP_VALUEGT: return IndexUnaryOpKind::valuegt;
  case GRB_IDXOP_VALUEGE: return IndexUnaryOpKind::valuege;
  case GRB_IDXOP_USER:
    return error() << "a user-defined index-unary operator (not in the graphblas dialect yet)", failure();
  default: return error() << "index-unary operator " << op.opcode << " has no graphblas dialect form", failure();
  }
}

/// The monoid of a semiring or a reduction, named by its binary operator.
FailureOr<MonoidKind> Importer::monoid(const grb_group_node &n) {
  if (unsignedCode(n.monoid.z.code) && n.monoid.opcode == GRB_BINOP_MIN)
    return MonoidKind::umin;
  if (unsignedCode(n.monoid.z.code) && n.monoid.opcode == GRB_BINOP_MAX)
    return MonoidKind::umax;
  switch (n.monoid.opcode) {
  case GRB_BINOP_PLUS: return MonoidKind::plus;
  case GRB_BINOP_TIMES: return MonoidKind::times;
  case GRB_BINOP_MIN: return MonoidKind::min;
  case GRB_BINOP_MAX: return MonoidKind::max;
  case GRB_BINOP_ANY: return MonoidKind::any;
  case GRB_BINOP_LOR: return MonoidKind::lor;
  case GRB_BINOP_LAND: return MonoidKind::land;
  case GRB_BINOP_LXOR: return MonoidKind::lxor;
  case GRB_BINOP_EQ: case GRB_BINOP_LXNOR: return MonoidKind::eq;
  default:
    return error() << originOf(n) << ": monoid of binary operator " << n.monoid.opcode
                   << " has no graphblas dialect form", failure();
  }
}

/// The mask, accumulator and descriptor flags every masked operation shares.
LogicalResult Importer::setMaskAccum(Operation *op, const grb_group_node &n, bool withMask) {
  auto unit = [&](const char *name, bool on) {
    if (on)
      op->setAttr(name, b.getUnitAttr());
  };
  unit("mask_structural", withMask && (n.flags & GRB_FLAG_MASK_STRUCTURAL));
  unit("mask_complement", withMask && (n.flags & GRB_FLAG_MASK_COMPLEMENT));
  unit("replace", withMask && (n.flags & GRB_FLAG_REPLACE));
  if (n.accum.opcode >= 0) {
    FailureOr<BinaryOpKind> acc = binary(n.accum, "accumulator");
    if (failed(acc))
      return failure();
    op->setAttr("accum", BinaryOpKindAttr::get(ctx, *acc));
  }
  return success();
}

/// tran_a when the descriptor transposes the (first) input.
llvm::SmallVector<NamedAttribute> Importer::tranAttrs(const grb_group_node &n) {
  llvm::SmallVector<NamedAttribute> attrs;
  if (n.flags & GRB_FLAG_TRAN_A)
    attrs.push_back(b.getNamedAttr("tran_a", b.getUnitAttr()));
  return attrs;
}

/// The built operation with its mask, accumulator and descriptor flags set.
FailureOr<Operation *> Importer::finish(Operation *op, const grb_group_node &n, bool withMask) {
  if (failed(setMaskAccum(op, n, withMask)))
    return failure();
  return op;
}

/// Mask and accumulator operands: the mask value and, with an accumulator, C's old value.
#define GRB_MASK_ACCUM_OPERANDS(n)                                                              \
  FailureOr<Value> mask = operand(n, n.mask, "mask", true);                                     \
  FailureOr<Value> accIn = operand(n, n.accum.opcode >= 0 ? n.c_in : -1, "accumulator input", true); \
  if (failed(mask) || failed(accIn))                                                            \
    return failure();

FailureOr<Operation *> Importer::buildProduct(const grb_group_node &n, Type result) {
  FailureOr<Value> a = operand(n, n.a, "first operand", false), bb = operand(n, n.b, "second operand", false);
  if (failed(a) || failed(bb))
    return failure();
  GRB_MASK_ACCUM_OPERANDS(n)
  llvm::SmallVector<NamedAttribute> attrs;
  if (n.family == GRB_NODE_KRON) {
    FailureOr<BinaryOpKind> op = binary(n.op, "kronecker operator");
    if (failed(op))
      return failure();
    attrs.push_back(b.getNamedAttr("op", BinaryOpKindAttr::get(ctx, *op)));
  } else {
    FailureOr<MonoidKind> add = monoid(n);
    FailureOr<BinaryOpKind> mul = binary(n.op, "semiring multiply");
    if (failed(add) || failed(mul))
      return failure();
    attrs.push_back(b.getNamedAttr("semiring", SemiringAttr::get(ctx, *add, *mul)));
  }
  if ((n.flags & GRB_FLAG_TRAN_A) && n.family != GRB_NODE_VXM)
    attrs.push_back(b.getNamedAttr("tran_a", b.getUnitAttr()));
  if ((n.flags & GRB_FLAG_TRAN_B) && (n.family == GRB_NODE_MXM || n.family == GRB_NODE_KRON))
    attrs.push_back(b.getNamedAttr("tran_b", b.getUnitAttr()));
  // GrB_vxm transposes its matrix with the descriptor's second input (INP1): the dialect calls it tran_a
  if (n.family == GRB_NODE_VXM && (n.flags & GRB_FLAG_TRAN_B))
    attrs.push_back(b.getNamedAttr("tran_a", b.getUnitAttr()));
  llvm::SmallVector<Value> segs{*a, *bb, *mask, *accIn};
  Operation *op = nullptr;
  switch (n.family) {
  case GRB_NODE_MXM: op = createWithSegments<MxmOp>(b, loc, result, segs, attrs); break;
  case GRB_NODE_MXV: op = createWithSegments<MxvOp>(b, loc, result, segs, attrs); break;
  case GRB_NODE_VXM: op = createWithSegments<VxmOp>(b, loc, result, segs, attrs); break;
  default: op = createWithSegments<KronOp>(b, loc, result, segs, attrs); break;
  }
  return finish(op, n, bool(*mask));
}

FailureOr<Operation *> Importer::buildElementWise(const grb_group_node &n, Type result) {
  FailureOr<Value> a = operand(n, n.a, "first operand", false), bb = operand(n, n.b, "second operand", false);
  if (failed(a) || failed(bb))
    return failure();
  GRB_MASK_ACCUM_OPERANDS(n)
  FailureOr<BinaryOpKind> kind = binary(n.op, "element-wise operator");
  if (failed(kind))
    return failure();
  llvm::SmallVector<NamedAttribute> attrs{b.getNamedAttr("op", BinaryOpKindAttr::get(ctx, *kind))};
  if (n.flags & GRB_FLAG_TRAN_A)
    attrs.push_back(b.getNamedAttr("tran_a", b.getUnitAttr()));
  if (n.flags & GRB_FLAG_TRAN_B)
    attrs.push_back(b.getNamedAttr("tran_b", b.getUnitAttr()));
  Operation *op = nullptr;
  if (n.family == GRB_NODE_EWISE_UNION) {
    FailureOr<Value> alpha = operand(n, n.scalar0, "alpha", false), beta = operand(n, n.scalar1, "beta", false);
    if (failed(alpha) || failed(beta))
      return failure();
    op = createWithSegments<EWiseUnionOp>(b, loc, result, {*a, *alpha, *bb, *beta, *mask, *accIn}, attrs);
  } else if (n.family == GRB_NODE_EWISE_ADD) {
    op = createWithSegments<EWiseAddOp>(b, loc, result, {*a, *bb, *mask, *accIn}, attrs);
  } else {
    op = createWithSegments<EWiseMultOp>(b, loc, result, {*a, *bb, *mask, *accIn}, attrs);
  }
  return finish(op, n, bool(*mask));
}

FailureOr<Operation *> Importer::buildApplySelect(const grb_group_node &n, Type result) {
  FailureOr<Value> a = operand(n, n.a, "operand", false);
  FailureOr<Value> scalar = operand(n, n.scalar0, "scalar", n.family != GRB_NODE_APPLY_BIND1ST &&
                                                                n.family != GRB_NODE_APPLY_BIND2ND);
  if (failed(a) || failed(scalar))
    return failure();
  GRB_MASK_ACCUM_OPERANDS(n)
  llvm::SmallVector<NamedAttribute> attrs = tranAttrs(n);
  Operation *op = nullptr;
  if (n.family == GRB_NODE_APPLY) {
    FailureOr<UnaryOpKind> kind = unary(n.op);
    if (failed(kind))
      return failure();
    attrs.push_back(b.getNamedAttr("op", UnaryOpKindAttr::get(ctx, *kind)));
    op = createWithSegments<ApplyOp>(b, loc, result, {*a, *mask, *accIn}, attrs);
  } else if (n.family == GRB_NODE_APPLY_BIND1ST || n.family == GRB_NODE_APPLY_BIND2ND) {
    FailureOr<BinaryOpKind> kind = binary(n.op, "bound operator");
    if (failed(kind))
      return failure();
    attrs.push_back(b.getNamedAttr("op", BinaryOpKindAttr::get(ctx, *kind)));
    if (n.family == GRB_NODE_APPLY_BIND1ST)
      attrs.push_back(b.getNamedAttr("bind_first", b.getUnitAttr()));
    op = createWithSegments<ApplyBinaryOp>(b, loc, result, {*a, *scalar, *mask, *accIn}, attrs);
  } else {
    FailureOr<IndexUnaryOpKind> kind = indexUnary(n.op);
    if (failed(kind))
      return failure();
    attrs.push_back(b.getNamedAttr("op", IndexUnaryOpKindAttr::get(ctx, *kind)));
    if (n.family == GRB_NODE_APPLY_INDEX)
      op = createWithSegments<ApplyIndexOp>(b, loc, result, {*a, *scalar, *mask, *accIn}, attrs);
    else
      op = createWithSegments<SelectOp>(b, loc, result, {*a, *scalar, *mask, *accIn}, attrs);
  }
  return finish(op, n, bool(*mask));
}

FailureOr<Operation *> Importer::buildReduceTranspose(const grb_group_node &n, Type result) {
  FailureOr<Value> a = operand(n, n.a, "operand", false);
  if (failed(a))
    return failure();
  if (n.family == GRB_NODE_REDUCE_TO_SCALAR) {
    FailureOr<MonoidKind> kind = monoid(n);
    if (failed(kind))
      return failure();
    llvm::SmallVector<NamedAttribute> attrs{b.getNamedAttr("monoid", MonoidKindAttr::get(ctx, *kind))};
    if (n.flags & GRB_FLAG_COMPENSATED)
      attrs.push_back(b.getNamedAttr("compensated", b.getUnitAttr()));
    return ReduceToScalarOp::create(b, loc, TypeRange{result}, ValueRange{*a}, attrs).getOperation();
  }
  GRB_MASK_ACCUM_OPERANDS(n)
  llvm::SmallVector<NamedAttribute> attrs = tranAttrs(n);
  Operation *op = nullptr;
  if (n.family == GRB_NODE_REDUCE_TO_VECTOR) {
    FailureOr<MonoidKind> kind = monoid(n);
    if (failed(kind))
      return failure();
    attrs.push_back(b.getNamedAttr("monoid", MonoidKindAttr::get(ctx, *kind)));
    op = createWithSegments<ReduceToVectorOp>(b, loc, result, {*a, *mask, *accIn}, attrs);
  } else {
    // GrB_transpose with INP0 transposed is a copy: tran_a is the dialect's no-op transpose
    if (n.flags & GRB_FLAG_TRAN_A)
      return error() << originOf(n) << ": a transpose of a transposed input (a copy) is not imported", failure();
    op = createWithSegments<TransposeOp>(b, loc, result, {*a, *mask, *accIn}, {});
  }
  return finish(op, n, bool(*mask));
}

FailureOr<Operation *> Importer::buildExtractAssign(const grb_group_node &n, Type result) {
  FailureOr<Value> a = operand(n, n.a, n.family == GRB_NODE_EXTRACT ? "operand" : "value assigned", false);
  FailureOr<Value> rows = operand(n, n.rows, "row indices", true), cols = operand(n, n.cols, "column indices", true);
  if (failed(a) || failed(rows) || failed(cols))
    return failure();
  GRB_MASK_ACCUM_OPERANDS(n)
  llvm::SmallVector<NamedAttribute> attrs = tranAttrs(n);
  Operation *op = nullptr;
  if (n.family == GRB_NODE_EXTRACT) {
    op = createWithSegments<ExtractOp>(b, loc, result, {*a, *rows, *cols, *mask, *accIn}, attrs);
  } else {
    FailureOr<Value> c = operand(n, n.c_in, "target's old value", false);
    if (failed(c))
      return failure();
    if (n.family == GRB_NODE_ASSIGN)
      op = createWithSegments<AssignOp>(b, loc, result, {*c, *a, *rows, *cols, *mask, *accIn}, attrs);
    else
      op = createWithSegments<SubassignOp>(b, loc, result, {*c, *a, *rows, *cols, *mask, *accIn}, attrs);
  }
  return finish(op, n, bool(*mask));
}

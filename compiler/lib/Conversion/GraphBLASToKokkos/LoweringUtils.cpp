//===- LoweringUtils.cpp - scalar semantics of GraphBLAS operators in arith ------------------===//
#include "LoweringUtils.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

Value lowering::named(Value v, StringRef name) {
  Operation *op = v.getDefiningOp();
  if (!op || llvm::isa<arith::ConstantOp>(op))
    return v;
  op->setAttr("grb.name", StringAttr::get(op->getContext(), name));
  // view[i] read as an index: the load carries the name too (the cast may fold away)
  if (auto cast = llvm::dyn_cast<arith::IndexCastOp>(op))
    if (auto load = cast.getIn().getDefiningOp<memref::LoadOp>())
      if (load->hasOneUse())
        load->setAttr("grb.name", StringAttr::get(op->getContext(), name));
  return v;
}

void lowering::nameArgs(Operation *op, ArrayRef<StringRef> names) {
  SmallVector<Attribute> attrs;
  for (StringRef n : names)
    attrs.push_back(StringAttr::get(op->getContext(), n));
  op->setAttr("grb.arg_names", ArrayAttr::get(op->getContext(), attrs));
}

void lowering::nameAppendedArgs(func::FuncOp func, unsigned first, ArrayRef<std::string> added) {
  SmallVector<std::string> names;
  if (auto old = func->getAttrOfType<ArrayAttr>("grb.arg_names"))
    for (Attribute a : old)
      names.push_back(llvm::cast<StringAttr>(a).getValue().str());
  names.resize(first);
  for (unsigned k = 0; k < first; k++)
    if (names[k].empty())
      names[k] = "arg" + std::to_string(k);
  names.append(added.begin(), added.end());
  SmallVector<StringRef> refs(names.begin(), names.end());
  nameArgs(func, refs);
}

CsrArrays lowering::unpackCsr(OpBuilder &b, Location loc, Value m, StringRef name, bool values) {
  auto type = llvm::cast<MatrixType>(m.getType());
  auto i64View = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  CsrArrays csr;
  csr.nrows = named(NumRowsOp::create(b, loc, b.getIndexType(), m), (name + "_nrows").str());
  csr.ncols = named(NumColsOp::create(b, loc, b.getIndexType(), m), (name + "_ncols").str());
  csr.ptr = named(PointersOp::create(b, loc, i64View, m), (name + "_rowptr").str());
  csr.idx = named(IndicesOp::create(b, loc, i64View, m), (name + "_colidx").str());
  if (values)
    csr.val = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, type.getElementType()), m),
                    (name + "_values").str());
  return csr;
}

Value lowering::emitLowerBound(OpBuilder &b, Location loc, Value idx, Value lo, Value hi, Value key, StringRef name) {
  Value c1 = constIndex(b, loc, 1);
  auto lb = scf::WhileOp::create(
      b, loc, TypeRange{b.getIndexType(), b.getIndexType()}, ValueRange{lo, hi},
      [&](OpBuilder &b, Location loc, ValueRange q) {
        scf::ConditionOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q[0], q[1]), q);
      },
      [&](OpBuilder &b, Location loc, ValueRange q) {
        Value mid = named(arith::ShRUIOp::create(b, loc, arith::AddIOp::create(b, loc, q[0], q[1]), c1), "mid");
        Value less = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, loadIndex(b, loc, idx, mid), key),
                           "less");
        scf::YieldOp::create(b, loc,
                             ValueRange{arith::SelectOp::create(b, loc, less, arith::AddIOp::create(b, loc, mid, c1), q[0]),
                                        arith::SelectOp::create(b, loc, less, q[1], mid)});
      });
  nameArgs(lb, {name, (name + "_hi").str()});
  return lb.getResult(0);
}

Value lowering::emitLowerPosition(OpBuilder &b, Location loc, Value idx, Value lo, Value hi, Value key,
                                  StringRef name) {
  Value c1 = constIndex(b, loc, 1);
  Value shortRow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, arith::SubIOp::create(b, loc, hi, lo),
                                         constIndex(b, loc, 16));
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{b.getIndexType()}, shortRow, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  auto count = scf::ForOp::create(b, loc, lo, hi, c1, ValueRange{lo},
                                  [&](OpBuilder &b, Location loc, Value p, ValueRange pos) {
                                    Value less = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                                                       loadIndex(b, loc, idx, p), key);
                                    Value step = castTo(b, loc, castTo(b, loc, less, b.getI64Type()), b.getIndexType());
                                    scf::YieldOp::create(b, loc, ValueRange{arith::AddIOp::create(b, loc, pos[0], step)});
                                  });
  nameArgs(count, {"q", (name + "_pos").str()});
  scf::YieldOp::create(b, loc, count.getResult(0));
  b.setInsertionPointToStart(&ifOp.getElseRegion().front());
  scf::YieldOp::create(b, loc, emitLowerBound(b, loc, idx, lo, hi, key, name));
  return ifOp.getResult(0);
}

Value lowering::constIndex(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

Value lowering::constOf(OpBuilder &b, Location loc, Type t, double v) {
  if (auto ft = llvm::dyn_cast<FloatType>(t))
    return arith::ConstantOp::create(b, loc, FloatAttr::get(ft, v));
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(t, (int64_t)v));
}

Value lowering::constBool(OpBuilder &b, Location loc, bool v) {
  return arith::ConstantOp::create(b, loc, b.getBoolAttr(v));
}

Value lowering::loadIndex(OpBuilder &b, Location loc, Value view, Value i) {
  Value v = memref::LoadOp::create(b, loc, view, ValueRange{i});
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

Value lowering::castTo(OpBuilder &b, Location loc, Value v, Type t) {
  Type s = v.getType();
  if (s == t)
    return v;
  bool sf = llvm::isa<FloatType>(s), tf = llvm::isa<FloatType>(t);
  if (t.isInteger(1)) { // anything -> bool: != 0
    if (sf)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, v, constOf(b, loc, s, 0));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, v, constOf(b, loc, s, 0));
  }
  if (sf && tf)
    return s.getIntOrFloatBitWidth() < t.getIntOrFloatBitWidth()
               ? (Value)arith::ExtFOp::create(b, loc, t, v)
               : (Value)arith::TruncFOp::create(b, loc, t, v);
  if (!sf && tf)
    return s.isInteger(1) ? (Value)arith::UIToFPOp::create(b, loc, t, v)
                          : (Value)arith::SIToFPOp::create(b, loc, t, v);
  if (sf && !tf)
    return arith::FPToSIOp::create(b, loc, t, v);
  if (s.isIndex() || t.isIndex())
    return arith::IndexCastOp::create(b, loc, t, v);
  if (s.getIntOrFloatBitWidth() < t.getIntOrFloatBitWidth())
    return s.isInteger(1) ? (Value)arith::ExtUIOp::create(b, loc, t, v)
                          : (Value)arith::ExtSIOp::create(b, loc, t, v);
  return arith::TruncIOp::create(b, loc, t, v);
}

FailureOr<Value> lowering::monoidIdentity(OpBuilder &b, Location loc, MonoidKind kind, Type t) {
  auto ft = llvm::dyn_cast<FloatType>(t);
  switch (kind) {
  case MonoidKind::plus:
  case MonoidKind::any:
  case MonoidKind::lor:
  case MonoidKind::lxor:
    return constOf(b, loc, t, 0);
  case MonoidKind::times:
  case MonoidKind::land:
  case MonoidKind::eq:
    return constOf(b, loc, t, 1);
  case MonoidKind::min:
  case MonoidKind::max: {
    bool isMin = kind == MonoidKind::min;
    if (ft)
      return (Value)arith::ConstantOp::create(
          b, loc, FloatAttr::get(ft, llvm::APFloat::getInf(ft.getFloatSemantics(), /*Negative=*/!isMin)));
    unsigned w = t.getIntOrFloatBitWidth();
    llvm::APInt v = isMin ? llvm::APInt::getSignedMaxValue(w) : llvm::APInt::getSignedMinValue(w);
    return (Value)arith::ConstantOp::create(b, loc, IntegerAttr::get(t, v));
  }
  case MonoidKind::umin:
  case MonoidKind::umax: {
    if (!llvm::isa<IntegerType>(t))
      return failure();
    unsigned w = t.getIntOrFloatBitWidth();
    llvm::APInt v = kind == MonoidKind::umin ? llvm::APInt::getMaxValue(w) : llvm::APInt::getZero(w);
    return (Value)arith::ConstantOp::create(b, loc, IntegerAttr::get(t, v));
  }
  }
  return failure();
}

std::optional<Value> lowering::exactIdentity(OpBuilder &b, Location loc, MonoidKind kind, Type t) {
  bool fp = llvm::isa<FloatType>(t);
  switch (kind) {
  case MonoidKind::plus:
    return constOf(b, loc, t, fp ? -0.0 : 0.0);
  case MonoidKind::times:
    return constOf(b, loc, t, 1);
  case MonoidKind::min:
  case MonoidKind::max:
    if (fp)
      return std::nullopt;
    return *monoidIdentity(b, loc, kind, t);
  case MonoidKind::umin:
  case MonoidKind::umax:
    return *monoidIdentity(b, loc, kind, t);
  default:
    return std::nullopt;
  }
}

Value lowering::applyMonoid(OpBuilder &b, Location loc, MonoidKind kind, Value x, Value y) {
  bool f = llvm::isa<FloatType>(x.getType());
  switch (kind) {
  case MonoidKind::plus:
    return f ? (Value)arith::AddFOp::create(b, loc, x, y) : (Value)arith::AddIOp::create(b, loc, x, y);
  case MonoidKind::times:
    return f ? (Value)arith::MulFOp::create(b, loc, x, y) : (Value)arith::MulIOp::create(b, loc, x, y);
  // GraphBLAS' floating-point MIN and MAX ignore a NaN operand (minnumf / maxnumf; the emitter
  // prints them as the kernel library's rule, ties included)
  case MonoidKind::min:
    return f ? (Value)arith::MinNumFOp::create(b, loc, x, y) : (Value)arith::MinSIOp::create(b, loc, x, y);
  case MonoidKind::max:
    return f ? (Value)arith::MaxNumFOp::create(b, loc, x, y) : (Value)arith::MaxSIOp::create(b, loc, x, y);
  case MonoidKind::umin:
    return arith::MinUIOp::create(b, loc, x, y);
  case MonoidKind::umax:
    return arith::MaxUIOp::create(b, loc, x, y);
  case MonoidKind::any:
    return x;
  case MonoidKind::lor:
    return arith::OrIOp::create(b, loc, x, y);
  case MonoidKind::land:
    return arith::AndIOp::create(b, loc, x, y);
  case MonoidKind::lxor:
    return arith::XOrIOp::create(b, loc, x, y);
  case MonoidKind::eq:
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y);
  }
  return x;
}

static Value compare(OpBuilder &b, Location loc, BinaryOpKind kind, Value x, Value y) {
  y = castTo(b, loc, y, x.getType());
  if (llvm::isa<FloatType>(x.getType())) {
    arith::CmpFPredicate p = arith::CmpFPredicate::OEQ;
    switch (kind) {
    case BinaryOpKind::ne: p = arith::CmpFPredicate::UNE; break;
    case BinaryOpKind::lt: p = arith::CmpFPredicate::OLT; break;
    case BinaryOpKind::le: p = arith::CmpFPredicate::OLE; break;
    case BinaryOpKind::gt: p = arith::CmpFPredicate::OGT; break;
    case BinaryOpKind::ge: p = arith::CmpFPredicate::OGE; break;
    default: break;
    }
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  arith::CmpIPredicate p = arith::CmpIPredicate::eq;
  switch (kind) {
  case BinaryOpKind::ne: p = arith::CmpIPredicate::ne; break;
  case BinaryOpKind::lt: p = arith::CmpIPredicate::slt; break;
  case BinaryOpKind::le: p = arith::CmpIPredicate::sle; break;
  case BinaryOpKind::gt: p = arith::CmpIPredicate::sgt; break;
  case BinaryOpKind::ge: p = arith::CmpIPredicate::sge; break;
  case BinaryOpKind::ult: p = arith::CmpIPredicate::ult; break;
  case BinaryOpKind::ule: p = arith::CmpIPredicate::ule; break;
  case BinaryOpKind::ugt: p = arith::CmpIPredicate::ugt; break;
  case BinaryOpKind::uge: p = arith::CmpIPredicate::uge; break;
  default: break;
  }
  return arith::CmpIOp::create(b, loc, p, x, y);
}

Value lowering::applyBinary(OpBuilder &b, Location loc, BinaryOpKind kind, Value x, Value y, Type t) {
  switch (kind) {
  case BinaryOpKind::first:
  case BinaryOpKind::any:
    return castTo(b, loc, x, t);
  case BinaryOpKind::second:
    return castTo(b, loc, y, t);
  case BinaryOpKind::pair:
    return constOf(b, loc, t, 1);
  case BinaryOpKind::eq:
  case BinaryOpKind::ne:
  case BinaryOpKind::lt:
  case BinaryOpKind::le:
  case BinaryOpKind::gt:
  case BinaryOpKind::ge:
  case BinaryOpKind::ult:
  case BinaryOpKind::ule:
  case BinaryOpKind::ugt:
  case BinaryOpKind::uge:
    return castTo(b, loc, compare(b, loc, kind, x, y), t);
  case BinaryOpKind::lor:
  case BinaryOpKind::land:
  case BinaryOpKind::lxor: {
    Value bx = castTo(b, loc, x, b.getI1Type()), by = castTo(b, loc, y, b.getI1Type());
    MonoidKind m = kind == BinaryOpKind::lor ? MonoidKind::lor
                   : kind == BinaryOpKind::land ? MonoidKind::land : MonoidKind::lxor;
    return castTo(b, loc, applyMonoid(b, loc, m, bx, by), t);
  }
  default:
    break;
  }
  x = castTo(b, loc, x, t);
  y = castTo(b, loc, y, t);
  bool f = llvm::isa<FloatType>(t);
  switch (kind) {
  case BinaryOpKind::plus: return applyMonoid(b, loc, MonoidKind::plus, x, y);
  case BinaryOpKind::times: return applyMonoid(b, loc, MonoidKind::times, x, y);
  case BinaryOpKind::min: return applyMonoid(b, loc, MonoidKind::min, x, y);
  case BinaryOpKind::max: return applyMonoid(b, loc, MonoidKind::max, x, y);
  case BinaryOpKind::umin: return applyMonoid(b, loc, MonoidKind::umin, x, y);
  case BinaryOpKind::umax: return applyMonoid(b, loc, MonoidKind::umax, x, y);
  case BinaryOpKind::minus:
    return f ? (Value)arith::SubFOp::create(b, loc, x, y) : (Value)arith::SubIOp::create(b, loc, x, y);
  case BinaryOpKind::div:
    return f ? (Value)arith::DivFOp::create(b, loc, x, y) : (Value)arith::DivSIOp::create(b, loc, x, y);
  default:
    return x;
  }
}

Value lowering::applyUnary(OpBuilder &b, Location loc, UnaryOpKind kind, Value x, Type t) {
  switch (kind) {
  case UnaryOpKind::identity:
    return castTo(b, loc, x, t);
  case UnaryOpKind::one:
    return constOf(b, loc, t, 1);
  case UnaryOpKind::lnot:
    return castTo(b, loc, arith::XOrIOp::create(b, loc, castTo(b, loc, x, b.getI1Type()), constBool(b, loc, true)), t);
  default:
    break;
  }
  x = castTo(b, loc, x, t);
  bool f = llvm::isa<FloatType>(t);
  Value zero = constOf(b, loc, t, 0);
  switch (kind) {
  case UnaryOpKind::ainv:
    return f ? (Value)arith::NegFOp::create(b, loc, x) : (Value)arith::SubIOp::create(b, loc, zero, x);
  case UnaryOpKind::minv:
    return f ? (Value)arith::DivFOp::create(b, loc, constOf(b, loc, t, 1), x)
             : (Value)arith::DivSIOp::create(b, loc, constOf(b, loc, t, 1), x);
  case UnaryOpKind::abs: {
    // FP: the kernel library's std::abs clears the sign bit (-0.0 -> +0.0, -NaN -> NaN with the
    // same payload); math.absf is emitted as std::fabs, the same operation. (x < 0 ? -x : x)
    // would keep the sign of -0.0 and of a NaN.
    if (f)
      return math::AbsFOp::create(b, loc, x);
    Value neg = f ? (Value)arith::NegFOp::create(b, loc, x) : (Value)arith::SubIOp::create(b, loc, zero, x);
    Value isNeg = f ? (Value)arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, zero)
                    : (Value)arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, zero);
    return arith::SelectOp::create(b, loc, isNeg, neg, x);
  }
  default:
    return x;
  }
}

std::optional<kokkos::Reducer> lowering::reducerFor(MonoidKind kind) {
  switch (kind) {
  case MonoidKind::plus: return kokkos::Reducer::sum;
  case MonoidKind::times: return kokkos::Reducer::prod;
  case MonoidKind::min: return kokkos::Reducer::min;
  case MonoidKind::max: return kokkos::Reducer::max;
  case MonoidKind::lor: return kokkos::Reducer::lor;
  case MonoidKind::land: return kokkos::Reducer::land;
  default: return std::nullopt;
  }
}

StringAttr lowering::originOf(FusedOp group) {
  SmallVector<StringRef> calls;
  for (Attribute a : group.getCalls())
    calls.push_back(llvm::cast<StringAttr>(a).getValue());
  return StringAttr::get(group.getContext(), llvm::join(calls, ", "));
}

StringAttr lowering::kernelName(FusedOp group, StringRef suffix) {
  std::string fn = "kernel";
  if (auto f = group->getParentOfType<func::FuncOp>())
    fn = f.getSymName().str();
  return StringAttr::get(group.getContext(), fn + "_" + suffix.str());
}

Value lowering::emitRowReduction(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Type t,
                                 kokkos::Reducer reducer, Value nrows,
                                 function_ref<Value(OpBuilder &, Location, Value)> rowValue, bool compensated,
                                 function_ref<Value()> rowCompensation) {
  MLIRContext *ctx = b.getContext();
  Value c0 = constIndex(b, loc, 0);
  bool fixedOrder = llvm::isa<FloatType>(t) && (reducer == kokkos::Reducer::sum || reducer == kokkos::Reducer::prod);
  if (!fixedOrder) {
    auto kernel = kokkos::RangeParallelReduceOp::create(b, loc, t, c0, nrows, kokkos::ReducerAttr::get(ctx, reducer),
                                                        kernelName(group, suffix), originOf(group), /*dynamic=*/nullptr, /*host_chunk=*/nullptr);
    kernel.setDynamic(true); // rows of uneven length
    nameArgs(kernel, {"i"});
    named(kernel.getResult(), "result");
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
    kokkos::YieldOp::create(b, loc, rowValue(b, loc, k->getArgument(0)));
    return kernel.getResult();
  }
  auto view = MemRefType::get({ShapedType::kDynamic}, t);
  Value size = compensated ? (Value)arith::MulIOp::create(b, loc, nrows, constIndex(b, loc, 2)) : nrows;
  Value partials = named(kokkos::ViewAllocOp::create(b, loc, view, size, b.getStringAttr("row_partials")), "row_partials");
  auto kernel = kokkos::RangeParallelForOp::create(b, loc, c0, nrows, kernelName(group, (suffix + "_rows").str()),
                                                   originOf(group));
  kernel.setDynamic(true);
  nameArgs(kernel, {"i"});
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
    Value i = k->getArgument(0);
    Value v = rowValue(b, loc, i);
    if (compensated) {
      Value at = arith::MulIOp::create(b, loc, i, constIndex(b, loc, 2));
      memref::StoreOp::create(b, loc, v, partials, ValueRange{at});
      memref::StoreOp::create(b, loc, rowCompensation(), partials,
                              ValueRange{arith::AddIOp::create(b, loc, at, constIndex(b, loc, 1))});
    } else {
      memref::StoreOp::create(b, loc, v, partials, ValueRange{i});
    }
    kokkos::YieldOp::create(b, loc, ValueRange{});
  }
  auto reduce = kokkos::FixedTreeReduceOp::create(b, loc, t, partials, kokkos::ReducerAttr::get(ctx, reducer));
  if (compensated)
    reduce.setCompensated(true);
  return named(reduce, "result");
}

/// The teams of a row loop over a TeamPolicy: blocks of rowsPerTeam rows, the last one short.
static Value leagueSize(OpBuilder &b, Location loc, Value nrows, Value rowsPerTeam) {
  Value c1 = constIndex(b, loc, 1);
  return named(arith::DivUIOp::create(
                   b, loc, arith::AddIOp::create(b, loc, nrows, arith::SubIOp::create(b, loc, rowsPerTeam, c1)),
                   rowsPerTeam),
               "league_size");
}

/// Team `rank`'s rows [first, last).
static std::pair<Value, Value> teamRows(OpBuilder &b, Location loc, Value rank, Value rowsPerTeam, Value nrows) {
  Value first = named(arith::MulIOp::create(b, loc, rank, rowsPerTeam), "first_row");
  Value last =
      named(arith::MinUIOp::create(b, loc, arith::AddIOp::create(b, loc, first, rowsPerTeam), nrows), "end_row");
  return {first, last};
}

Value lowering::emitTeamRowReduction(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Type t,
                                     kokkos::Reducer reducer, MonoidKind monoid, Value nrows, Value rowsPerTeam,
                                     Value scratchBytes,
                                     function_ref<SmallVector<Value>(OpBuilder &, Location)> teamSetup,
                                     function_ref<Value(OpBuilder &, Location, Value, ValueRange)> rowValue) {
  MLIRContext *ctx = b.getContext();
  if (llvm::isa<FloatType>(t) && (reducer == kokkos::Reducer::sum || reducer == kokkos::Reducer::prod)) {
    // fixed order: each row's value stored, then combined by fixed_tree_reduce
    Value partials = named(kokkos::ViewAllocOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, t), nrows,
                                                       b.getStringAttr("row_partials")),
                           "row_partials");
    forEachRowInTeams(b, loc, group, (suffix + "_rows").str(), nrows, rowsPerTeam, scratchBytes, teamSetup,
                      [&](OpBuilder &b, Location loc, Value i, ValueRange state) {
                        memref::StoreOp::create(b, loc, rowValue(b, loc, i, state), partials, ValueRange{i});
                      });
    return named(kokkos::FixedTreeReduceOp::create(b, loc, t, partials, kokkos::ReducerAttr::get(ctx, reducer)),
                 "result");
  }
  auto i64 = [&](int64_t v) { return b.getI64IntegerAttr(v); };
  auto kernel = kokkos::TeamParallelReduceOp::create(b, loc, t, leagueSize(b, loc, nrows, rowsPerTeam), scratchBytes,
                                                     kokkos::ReducerAttr::get(ctx, reducer), kernelName(group, suffix),
                                                     originOf(group), b.getUnitAttr(), i64(1), i64(1));
  nameArgs(kernel, {"team_rank"});
  named(kernel.getResult(), "result");
  OpBuilder::InsertionGuard guard(b);
  Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  // the team's rows: setup, then each row's value joined in row order
  auto [first, last] = teamRows(b, loc, k->getArgument(0), rowsPerTeam, nrows);
  SmallVector<Value> state = teamSetup(b, loc);
  Value id = *monoidIdentity(b, loc, monoid, t);
  auto rows = scf::ForOp::create(b, loc, first, last, constIndex(b, loc, 1), ValueRange{id},
                                 [&](OpBuilder &b, Location loc, Value i, ValueRange acc) {
                                   Value v = rowValue(b, loc, i, state);
                                   scf::YieldOp::create(b, loc, applyMonoid(b, loc, monoid, acc[0], v));
                                 });
  nameArgs(rows, {"i", "team_sum"});
  kokkos::YieldOp::create(b, loc, rows.getResult(0));
  return kernel.getResult();
}

std::pair<Value, Value> lowering::neumaierAdd(OpBuilder &b, Location loc, Value sum, Value c, Value x) {
  Value t = named(arith::AddFOp::create(b, loc, sum, x), "next_sum");
  Value absSum = applyUnary(b, loc, UnaryOpKind::abs, sum, sum.getType());
  Value absX = applyUnary(b, loc, UnaryOpKind::abs, x, x.getType());
  Value sumBigger = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, absSum, absX);
  // the low-order bits lost in t = sum + x
  Value lostX = arith::AddFOp::create(b, loc, arith::SubFOp::create(b, loc, sum, t), x);
  Value lostSum = arith::AddFOp::create(b, loc, arith::SubFOp::create(b, loc, x, t), sum);
  Value lost = named(arith::SelectOp::create(b, loc, sumBigger, lostX, lostSum), "lost");
  // an infinite or NaN t has no representable error (inf - inf): c stays finite, so a row holding
  // an infinity sums to the plain sum's infinity, not NaN (grb_kokkos::neumaier_add does the same)
  Value finite = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, arith::SubFOp::create(b, loc, t, t),
                                       constOf(b, loc, t.getType(), 0));
  return {t, arith::SelectOp::create(b, loc, finite, arith::AddFOp::create(b, loc, c, lost), c)};
}

FailureOr<Value> lowering::resultView(OpBuilder &b, Location loc, FusedOp group, unsigned index, Value size, Type t,
                                      bool *assemble, ArrayRef<NamedAttribute> extra) {
  Value result = group.getResult(index);
  auto view = MemRefType::get({ShapedType::kDynamic}, t);
  auto func = llvm::dyn_cast<func::FuncOp>(group->getParentOp());
  std::optional<unsigned> returned;
  bool onlyReturned = func && !result.use_empty();
  for (OpOperand &use : result.getUses()) {
    if (!llvm::isa<func::ReturnOp>(use.getOwner()) || returned)
      onlyReturned = false;
    else
      returned = use.getOperandNumber();
  }
  if (!onlyReturned) {
    *assemble = true;
    return named(kokkos::ViewAllocOp::create(b, loc, view, size, b.getStringAttr("w_values")), "w_values");
  }
  *assemble = false;
  unsigned argIndex = func.getNumArguments();
  // the parameter carries what the result carried (the DAG importer's group value and facts),
  // marked as the destination of that result, so a kernel entry can bind it as one
  NamedAttrList attrs(func.getResultAttrDict(*returned));
  attrs.set(kDestinationAttrName, b.getUnitAttr());
  for (NamedAttribute a : extra)
    attrs.set(a.getName(), a.getValue());
  if (failed(func.insertArgument(argIndex, view, attrs.getDictionary(b.getContext()), loc)))
    return group.emitOpError("cannot append the result view to the function");
  nameAppendedArgs(func, argIndex,
                   {returned && func.getNumResults() > 1 ? "result" + std::to_string(*returned) + "_values"
                                                         : std::string("result_values")});
  return func.getArgument(argIndex);
}

void lowering::dropReturned(func::FuncOp func, ArrayRef<unsigned> dropped) {
  llvm::BitVector erase(func.getNumResults());
  for (unsigned k : dropped)
    erase.set(k);
  func.walk([&](func::ReturnOp ret) {
    for (unsigned k = ret.getNumOperands(); k-- > 0;)
      if (erase.test(k))
        ret->eraseOperand(k);
  });
  (void)func.eraseResults(erase);
}

void lowering::forEachRowInTeams(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Value nrows,
                                 Value rowsPerTeam, Value scratchBytes,
                                 function_ref<SmallVector<Value>(OpBuilder &, Location)> teamSetup,
                                 function_ref<void(OpBuilder &, Location, Value, ValueRange)> rowBody) {
  auto i64 = [&](int64_t v) { return b.getI64IntegerAttr(v); };
  auto kernel = kokkos::TeamParallelForOp::create(b, loc, leagueSize(b, loc, nrows, rowsPerTeam), scratchBytes,
                                                  kernelName(group, suffix), originOf(group), b.getUnitAttr(), i64(1),
                                                  i64(1));
  nameArgs(kernel, {"team_rank"});
  OpBuilder::InsertionGuard guard(b);
  Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  auto [first, last] = teamRows(b, loc, k->getArgument(0), rowsPerTeam, nrows);
  SmallVector<Value> state = teamSetup(b, loc);
  auto rows = scf::ForOp::create(b, loc, first, last, constIndex(b, loc, 1), ValueRange{},
                                 [&](OpBuilder &b, Location loc, Value i, ValueRange) {
                                   rowBody(b, loc, i, state);
                                   scf::YieldOp::create(b, loc);
                                 });
  nameArgs(rows, {"i"});
  b.setInsertionPointToEnd(k);
  kokkos::YieldOp::create(b, loc, ValueRange{});
}

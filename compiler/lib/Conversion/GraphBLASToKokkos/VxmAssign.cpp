//===- VxmAssign.cpp - lower a vxm_assign group (a frontier step): the pull kernel -------------===//
//
// The group (graphblas-fuse (c), option masked-vxm-assign): the next frontier and the level
// update of a level-synchronous traversal,
//     q1<!v, struct> = q any.pair A'        (GrB_mxv(q, v, NULL, ANY_PAIR, AT, q, GrB_DESC_RSC),
//                                            or GrB_vxm(q, v, ..., q, A, ...) with tran_a)
//     v1<q1, struct> = level                (GrB_assign(v, q, NULL, level, GrB_ALL, n, GrB_DESC_S))
// becomes one parallel_reduce over the vertices j (the pull direction, Beamer's bottom-up step):
//   an unvisited j (v(j) absent) scans row j of the stored matrix (column j of A') until it finds
//   a frontier vertex (q present); found: q1(j) = 1 and v(j) = level; a visited j keeps v(j) and
//   is not in q1. The reduction counts q1's entries (its nvals, which the caller needs).
// v1 is v updated IN PLACE, as in the push: only the newly found positions of v are written (and
// q1's values there), so a step moves n presence bytes of v, the row offsets and n bytes of q1's
// presence beyond its scans. Writing v1 whole into new arrays would cost 18 more bytes per vertex
// and step, most of a late step's time, when few vertices are found. The caller hands arrays it may overwrite (the library's v when only the step holds it, else a copy).
// Each vertex is decided by the one thread that owns it, so no atomics are needed, and the result
// does not depend on the number of threads or on the order of the scan (any.pair: every hit gives
// the same value; the scan stops at the first one, which the any / lor monoids allow: true and any
// value are terminal).
// The push form (a vxm over A's rows, no tran_a) passes the same checks and is lowered by
// VxmAssignPush.cpp (one pass over the frontier's entries, atomic claims).
// Forms not lowered, refused with a diagnostic (the library then runs the step node by node):
//   - products that read values (secondi for parent vectors, first, second, land ...): only the
//     level step (pair) is lowered;
//   - a level vector that is not bitmap, a frontier result that is not bitmap (a sparse q1 needs a
//     compaction pass), a non-csr matrix, an assign with replace;
//   - results used inside the function: q1 is written into views the caller appends (destination
//     passing: the library allocates the Stores, zero copy) and v1 into v's arrays, so both must
//     be returned.
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "graphblas-mlir/Import/DagImporter.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

namespace {

MemRefType viewOf(Type t) { return MemRefType::get({ShapedType::kDynamic}, t); }

/// Checks the group's two operations; diagnostics on `group`.
LogicalResult checkStep(FusedOp group, VxmOp &vxm, AssignOp &assign) {
  Block &body = group.getBody().front();
  for (Operation &op : body.without_terminator()) {
    if (auto v = llvm::dyn_cast<VxmOp>(&op); v && !vxm)
      vxm = v;
    else if (auto a = llvm::dyn_cast<AssignOp>(&op); a && !assign)
      assign = a;
    else
      return group.emitOpError("vxm_assign lowering does not handle ") << op.getName();
  }
  auto yield = llvm::cast<YieldOp>(body.getTerminator());
  if (!vxm || !assign || yield.getNumOperands() != 2 || yield.getOperand(0) != vxm.getResult() ||
      yield.getOperand(1) != assign.getResult())
    return group.emitOpError("a vxm_assign group is a vxm and the assign it masks, yielding (frontier, assigned)");
  if (!vxm.getMask() || vxm.getMask() != assign.getC() || !vxm.getMaskComplement() || !vxm.getMaskStructural() ||
      vxm.getAccumIn())
    return group.emitOpError("the vxm of a vxm_assign group is masked by the complement of the assigned vector's "
                             "structure, without an accumulator");
  if (assign.getMask() != vxm.getResult() || !assign.getMaskStructural() || assign.getMaskComplement() ||
      assign.getAccumIn() || assign.getRows() || assign.getCols() ||
      llvm::isa<MatrixType, GrbVectorType>(assign.getValue().getType()))
    return group.emitOpError("the assign of a vxm_assign group writes a scalar into all of v under the frontier's "
                             "structure, without an accumulator");
  if (assign.getReplace())
    return group.emitOpError("vxm_assign lowering does not handle an assign with replace (it would clear the "
                             "visited set)");
  auto aType = llvm::cast<MatrixType>(vxm.getA().getType());
  if (aType.getFormat() != Format::csr)
    return group.emitOpError("vxm_assign lowering needs a csr matrix, got ") << stringifyFormat(aType.getFormat());
  MonoidKind add = vxm.getSemiring().getAdd();
  BinaryOpKind mul = vxm.getSemiring().getMul();
  if ((add != MonoidKind::any && add != MonoidKind::lor) || mul != BinaryOpKind::pair)
    return group.emitOpError("vxm_assign lowering handles the any.pair and lor.pair semirings only (the level "
                             "step; products that read values are not lowered), got ")
           << stringifyMonoidKind(add) << "." << stringifyBinaryOpKind(mul);
  auto vType = llvm::cast<GrbVectorType>(assign.getC().getType());
  if (vType.getFormat() != Format::bitmap)
    return group.emitOpError("vxm_assign lowering needs a bitmap assigned vector, got ")
           << stringifyFormat(vType.getFormat());
  auto q1Type = llvm::cast<GrbVectorType>(vxm.getType());
  if (q1Type.getFormat() != Format::bitmap)
    return group.emitOpError("vxm_assign lowering writes the frontier as a bitmap, got ")
           << stringifyFormat(q1Type.getFormat());
  auto func = llvm::dyn_cast<func::FuncOp>(group->getParentOp());
  for (Value r : group.getResults()) {
    if (!func || !r.hasOneUse() || !llvm::isa<func::ReturnOp>(r.use_begin()->getOwner()))
      return group.emitOpError("vxm_assign lowering writes its results into caller views: each must be returned "
                               "by the function once and used nowhere else");
  }
  return success();
}

/// The attributes of the function result that returns `r` (the importer's group value and value
/// facts), or none.
DictionaryAttr returnedAttrs(func::FuncOp func, Value r) {
  DictionaryAttr attrs;
  func.walk([&](func::ReturnOp ret) {
    for (auto [k, operand] : llvm::enumerate(ret.getOperands()))
      if (operand == r)
        attrs = func.getResultAttrDict(unsigned(k));
  });
  return attrs;
}

/// The group value the function returns `r` as (graphblas.group_value), or -1.
int64_t returnedGroupValue(func::FuncOp func, Value r) {
  DictionaryAttr attrs = returnedAttrs(func, r);
  auto a = attrs ? attrs.getAs<IntegerAttr>(kGroupValueAttrName) : IntegerAttr();
  return a ? a.getInt() : -1;
}

} // namespace

FailureOr<std::pair<Value, Value>> lowering::appendBitmapResultViews(FusedOp group, unsigned result, Type element,
                                                                     StringRef name) {
  auto func = llvm::cast<func::FuncOp>(group->getParentOp());
  MLIRContext *ctx = group.getContext();
  Builder b(ctx);
  const int64_t value = returnedGroupValue(func, group.getResult(result));
  unsigned first = func.getNumArguments();
  const std::pair<Type, const char *> views[] = {{viewOf(b.getI8Type()), kResultPresenceAttrName},
                                                 {viewOf(element), kResultValuesAttrName}};
  // each view keeps what the importer said of the result (its type), and which of its arrays it is
  DictionaryAttr resultAttrs = returnedAttrs(func, group.getResult(result));
  for (auto [k, view] : llvm::enumerate(views)) {
    NamedAttrList list;
    if (resultAttrs)
      list.append(resultAttrs.getValue());
    list.erase(kGroupValueAttrName);
    list.set(view.second, b.getI32IntegerAttr(int32_t(value)));
    auto attrs = list.getDictionary(ctx);
    if (failed(func.insertArgument(first + unsigned(k), view.first, attrs, group.getLoc())))
      return group.emitOpError("cannot append the result views to the function");
  }
  nameAppendedArgs(func, first, {(name + "_present").str(), (name + "_values").str()});
  return std::make_pair(Value(func.getArgument(first)), Value(func.getArgument(first + 1)));
}

FailureOr<std::pair<Value, Value>> lowering::appendFrontierViews(FusedOp group, AssignOp assign, Type qElement) {
  auto func = llvm::cast<func::FuncOp>(group->getParentOp());
  auto vArg = llvm::dyn_cast<BlockArgument>(assign.getC());
  if (!vArg || vArg.getOwner() != &func.getBody().front())
    return group.emitOpError("vxm_assign lowering updates the assigned vector in place: it must be an argument "
                             "of the function");
  Builder b(group.getContext());
  const int64_t v1Value = returnedGroupValue(func, group.getResult(1));
  func.setArgAttr(vArg.getArgNumber(), kUpdatedIntoAttrName, b.getI32IntegerAttr(int32_t(v1Value)));
  // v1 = v plus q1's entries: q1 is written only where v had none
  func.setArgAttr(vArg.getArgNumber(), kGrowsByCountAttrName, b.getUnitAttr());
  return appendBitmapResultViews(group, 0, qElement, "q1");
}

std::pair<kokkos::RangeParallelReduceOp, Value> lowering::emitBitmapRowsKernel(OpBuilder &b, Location loc,
                                                                               FusedOp group, Value nrows,
                                                                               StringRef suffix) {
  auto kernel = kokkos::RangeParallelReduceOp::create(b, loc, b.getI64Type(), constIndex(b, loc, 0), nrows,
                                                      kokkos::ReducerAttr::get(b.getContext(), kokkos::Reducer::sum),
                                                      kernelName(group, suffix), originOf(group),
                                                      /*dynamic=*/nullptr, /*host_chunk=*/nullptr);
  kernel.setDynamic(true);
  kernel.setHostChunk(64);
  nameArgs(kernel, {"i"});
  named(kernel.getResult(), "w_nvals");
  Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  return {kernel, k->getArgument(0)};
}

void lowering::returnBitmapResultCount(FusedOp group, Value count) {
  auto func = llvm::cast<func::FuncOp>(group->getParentOp());
  const int64_t value = returnedGroupValue(func, group.getResult(0));
  // the results that stay keep their attributes (another group's count, the importer's facts)
  SmallVector<DictionaryAttr> keptAttrs;
  func.walk([&](func::ReturnOp ret) {
    SmallVector<Value> kept;
    keptAttrs.clear();
    for (auto [k, r] : llvm::enumerate(ret.getOperands()))
      if (r.getDefiningOp() != group.getOperation()) {
        kept.push_back(r);
        keptAttrs.push_back(func.getResultAttrDict(unsigned(k)));
      }
    kept.push_back(count);
    ret->setOperands(kept);
  });
  SmallVector<Type> results;
  func.walk([&](func::ReturnOp ret) { results.assign(ret.getOperandTypes().begin(), ret.getOperandTypes().end()); });
  func->removeAttr("res_attrs");
  func.setType(FunctionType::get(group.getContext(), func.getArgumentTypes(), results));
  for (auto [k, attrs] : llvm::enumerate(keptAttrs))
    if (attrs)
      func.setResultAttrs(unsigned(k), attrs);
  func.setResultAttr(unsigned(results.size() - 1), kResultCountAttrName,
                     Builder(group.getContext()).getI32IntegerAttr(int32_t(value)));
  group.erase();
}

LogicalResult lowering::lowerVxmAssign(FusedOp group) {
  VxmOp vxm;
  AssignOp assign;
  if (failed(checkStep(group, vxm, assign)))
    return failure();
  if (!vxm.getTranA()) // q*A over A's rows: the push form (VxmAssignPush.cpp)
    return lowerVxmAssignPush(group, vxm, assign);

  OpBuilder b(group);
  Location loc = group.getLoc();
  Type i8 = b.getI8Type(), i64 = b.getI64Type();
  Type qType = llvm::cast<GrbVectorType>(vxm.getType()).getElementType();
  Type vType = llvm::cast<GrbVectorType>(assign.getC().getType()).getElementType();
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);

  // A' by rows is the stored matrix: row j lists j's in-neighbours i (q1(j) = OR_i q(i)).
  CsrArrays A = unpackCsr(b, loc, vxm.getA(), "A", /*values=*/false);

  // The frontier's presence at dense positions: a bitmap q in place, a sparse q scattered once
  // (nvals(q) stores), a full q present everywhere.
  Value q = vxm.getU();
  auto qFormat = llvm::cast<GrbVectorType>(q.getType()).getFormat();
  Value qPresent;
  if (qFormat == Format::bitmap) {
    qPresent = named(BitmapOp::create(b, loc, viewOf(i8), q), "q_present");
  } else if (qFormat == Format::sparse) {
    Value qIdx = named(IndicesOp::create(b, loc, viewOf(i64), q), "q_indices");
    qPresent = named(kokkos::ViewAllocOp::create(b, loc, viewOf(i8), A.ncols, b.getStringAttr("q_present")),
                     "q_present");
    Value nq = named(memref::DimOp::create(b, loc, qIdx, 0), "q_nvals");
    auto scatter = kokkos::RangeParallelForOp::create(b, loc, c0, nq, kernelName(group, "scatter_frontier"),
                                                      originOf(group));
    nameArgs(scatter, {"k"});
    OpBuilder::InsertionGuard guard(b);
    Block *blk = b.createBlock(&scatter.getBody(), {}, {b.getIndexType()}, {loc});
    memref::StoreOp::create(b, loc, constOf(b, loc, i8, 1), qPresent,
                            ValueRange{loadIndex(b, loc, qIdx, blk->getArgument(0))});
    kokkos::YieldOp::create(b, loc, ValueRange{});
  }

  Value v = assign.getC();
  Value vPresent = named(BitmapOp::create(b, loc, viewOf(i8), v), "v_present");
  Value vValues = named(ValuesOp::create(b, loc, viewOf(vType), v), "v_values");
  Value level = castTo(b, loc, assign.getValue(), vType);

  // Destination passing: the caller's views for q1, appended to the function. v1 is v's own arrays.
  FailureOr<std::pair<Value, Value>> views = appendFrontierViews(group, assign, qType);
  if (failed(views))
    return failure();
  auto [q1Present, q1Values] = *views;

  // The step: one parallel_reduce over the vertices, counting the new frontier. Rows are of
  // uneven length and scans stop early: dynamic schedule. Position j of v is read before it is
  // written and no other position of v is read, so v is updated in place without a race.
  auto kernel = kokkos::RangeParallelReduceOp::create(b, loc, i64, c0, A.nrows,
                                                      kokkos::ReducerAttr::get(b.getContext(), kokkos::Reducer::sum),
                                                      kernelName(group, "pull_step"), originOf(group), /*dynamic=*/nullptr, /*host_chunk=*/nullptr);
  kernel.setDynamic(true);
  // 256 vertices per call on a host, counted in a register: most vertices cost a few instructions
  // (a byte load, two offsets, one branch), and a per-vertex add into the reduction through memory
  // (the byte stores may alias it) would be the longest chain of the loop
  kernel.setHostChunk(256);
  nameArgs(kernel, {"j"});
  named(kernel.getResult(), "q1_nvals");
  {
    OpBuilder::InsertionGuard guard(b);
    Block *blk = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
    Value j = blk->getArgument(0);
    Value visited = castTo(b, loc, memref::LoadOp::create(b, loc, vPresent, ValueRange{j}), b.getI1Type());
    // One branch per vertex, on "unvisited and with in-neighbours", computed without branches
    // (the row's length masked by -!visited: the C++ compiler splits a && or & of two bools back
    // into two branches). In a traversal's late pull steps a third or more of the vertices are visited
    // and most unvisited ones are isolated (R-MAT), so a branch on visited alone mispredicts
    // about every other vertex, while this one is nearly always false. The row bounds are read
    // for every vertex: a sequential stream.
    Value begin = named(loadIndex(b, loc, A.ptr, j), "row_begin");
    Value end = named(loadIndex(b, loc, A.ptr, arith::AddIOp::create(b, loc, j, c1)), "row_end");
    Value rowLen = castTo(b, loc, arith::SubIOp::create(b, loc, end, begin), i64);
    Value unvisited = castTo(b, loc, arith::XOrIOp::create(b, loc, visited, constBool(b, loc, true)), i64);
    Value gate = named(arith::AndIOp::create(b, loc, rowLen,
                                             arith::SubIOp::create(b, loc, constOf(b, loc, i64, 0), unvisited)),
                       "scan_gate");
    Value live = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, gate, constOf(b, loc, i64, 0)),
                       "scan_row");
    auto decide = scf::IfOp::create(b, loc, TypeRange{b.getI1Type()}, live, /*withElseRegion=*/true);
    nameArgs(decide, {"found"});
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&decide.getElseRegion().front());
      // visited (not in the frontier), or no in-neighbours (nothing to find)
      scf::YieldOp::create(b, loc, ValueRange{constBool(b, loc, false)});
      b.setInsertionPointToStart(&decide.getThenRegion().front());
      // scan j's in-neighbours until the first one in the frontier
      auto scan = scf::WhileOp::create(
          b, loc, TypeRange{b.getIndexType(), b.getI1Type()}, ValueRange{begin, constBool(b, loc, false)},
          [&](OpBuilder &b, Location loc, ValueRange s) {
            Value more = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, s[0], end);
            Value go = arith::AndIOp::create(b, loc, more, arith::XOrIOp::create(b, loc, s[1], constBool(b, loc, true)));
            scf::ConditionOp::create(b, loc, go, s);
          },
          [&](OpBuilder &b, Location loc, ValueRange s) {
            Value i = named(loadIndex(b, loc, A.idx, s[0]), "i");
            Value hit = qPresent ? castTo(b, loc, memref::LoadOp::create(b, loc, qPresent, ValueRange{i}),
                                          b.getI1Type())
                                 : constBool(b, loc, true);
            scf::YieldOp::create(b, loc, ValueRange{arith::AddIOp::create(b, loc, s[0], c1), named(hit, "hit")});
          });
      nameArgs(scan, {"p", "hit_found"});
      scf::YieldOp::create(b, loc, ValueRange{scan.getResult(1)});
    }
    Value found = decide.getResult(0);
    // q1's presence at every position (a sequential byte stream); the rest only where j was
    // found: pair gives every entry of q1 the value 1, and the value at an absent position of q1
    // is never read
    memref::StoreOp::create(b, loc, castTo(b, loc, found, i8), q1Present, ValueRange{j});
    auto reached = scf::IfOp::create(b, loc, TypeRange{}, found, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&reached.getThenRegion().front());
      memref::StoreOp::create(b, loc, constOf(b, loc, qType, 1), q1Values, ValueRange{j});
      memref::StoreOp::create(b, loc, constOf(b, loc, i8, 1), vPresent, ValueRange{j});
      memref::StoreOp::create(b, loc, level, vValues, ValueRange{j});
    }
    kokkos::YieldOp::create(b, loc, ValueRange{castTo(b, loc, found, i64)});
  }

  returnBitmapResultCount(group, kernel.getResult());
  return success();
}

//===- VxmPush.cpp - lower a vxm_push group: w = u (+.*) A, u's entries pushed through A's rows ===//
//
// The group (graphblas-fuse with lone-ops): one vxm over a csr A without tran_a, mask or
// accumulator, whose result the function returns. w(j) = (+) over u's entries k of u(k) (*) A(k, j):
// each entry of u scatters its row of A into a dense accumulator over the output range (the kernel
// library's saxpy push, src/kernels/mxm_vector.cpp). Kernel:
//   one parallel_reduce over the output BLOCKS [split[b], split[b+1]), boundaries the caller hands
//   in a view appended to the function (graphblas.work_split: balanced by the caller's sample of
//   the products, so that a graph whose entries crowd into the first columns still splits evenly).
//   Block b clears its part of the result (presence bytes; values at the monoid's identity where
//   `identity (+) x` is x bit for bit), then visits u's entries in increasing k and, of each row
//   A(k, :), only the columns inside the block (found by binary search), folding each product into
//   w(j); then it counts its present positions. The count is the reduction, which the function
//   returns.
// Every w(j) is reduced by one block in increasing k, starting from its first product (or from an
// identity that leaves it unchanged), so the bits never depend on the split nor on the number of
// threads, and equal the kernel library's push. A's 32-bit index copy is read when its extent
// matches (a run-time branch). The result is written into the two views appended to the function
// (presence bytes, values where present): destination passing, the caller's bitmap.
// Refused with a diagnostic: a mask, an accumulator, tran_a, a matrix that is not csr, a result
// that is not a bitmap returned by the function once.
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

namespace {

MemRefType viewOf(Type t) { return MemRefType::get({ShapedType::kDynamic}, t); }

LogicalResult checkVxmPush(FusedOp group, VxmOp &vxm) {
  Block &body = group.getBody().front();
  for (Operation &op : body.without_terminator()) {
    vxm = llvm::dyn_cast<VxmOp>(&op);
    if (!vxm || &op != body.getTerminator()->getPrevNode())
      return group.emitOpError("a vxm_push group holds one vxm, got ") << op.getName();
  }
  if (!vxm || group.getNumResults() != 1)
    return group.emitOpError("a vxm_push group yields the result of one vxm");
  if (vxm.getMask() || vxm.getAccumIn() || vxm.getTranA())
    return group.emitOpError("vxm_push lowering takes u (+.*) A over A's rows, without mask or accumulator");
  auto aType = llvm::cast<MatrixType>(vxm.getA().getType());
  if (aType.getFormat() != Format::csr)
    return group.emitOpError("vxm_push lowering needs a csr matrix, got ") << stringifyFormat(aType.getFormat());
  auto func = llvm::dyn_cast<func::FuncOp>(group->getParentOp());
  Value w = group.getResult(0);
  if (llvm::cast<GrbVectorType>(w.getType()).getFormat() != Format::bitmap)
    return group.emitOpError("vxm_push lowering writes bitmap vectors only");
  if (!func || !w.hasOneUse() || !llvm::isa<func::ReturnOp>(w.use_begin()->getOwner()))
    return group.emitOpError("vxm_push lowering writes its result into caller views: it must be returned by the "
                             "function once and used nowhere else");
  return success();
}

/// Appends the i64 view of the output blocks' boundaries to the function (graphblas.work_split).
Value appendWorkSplit(FusedOp group) {
  auto func = llvm::cast<func::FuncOp>(group->getParentOp());
  Builder b(group.getContext());
  unsigned index = func.getNumArguments();
  NamedAttrList attrs;
  attrs.set(kWorkSplitAttrName, b.getUnitAttr());
  if (failed(func.insertArgument(index, viewOf(b.getI64Type()), attrs.getDictionary(b.getContext()), group.getLoc())))
    return Value();
  nameAppendedArgs(func, index, {"w_split"});
  return func.getArgument(index);
}

/// u as the push reads it: entries e in [0, count), position k (u's index view, or e itself), the
/// value at values[e] when sparse else values[k] (null when the multiply does not read u), present
/// unless a bitmap's byte says otherwise.
struct PushSource {
  Value indices, present, values, count;
};

PushSource unpackU(OpBuilder &b, Location loc, Value u, bool readsU, Value K) {
  auto t = llvm::cast<GrbVectorType>(u.getType());
  PushSource s;
  s.count = K;
  if (t.getFormat() == Format::sparse) {
    s.indices = named(IndicesOp::create(b, loc, viewOf(b.getI64Type()), u), "u_indices");
    s.count = named(memref::DimOp::create(b, loc, s.indices, 0), "u_nvals");
  } else if (t.getFormat() == Format::bitmap) {
    s.present = named(BitmapOp::create(b, loc, viewOf(b.getI8Type()), u), "u_present");
  }
  if (readsU)
    s.values = named(ValuesOp::create(b, loc, viewOf(t.getElementType()), u), "u_values");
  return s;
}

/// What one block's loop needs.
struct PushBlock {
  mutable VxmOp vxm; // op handles: their accessors are not const
  CsrArrays A;
  PushSource u;
  Type t;
  std::optional<Value> identity; // values start here and fold every product without a test
  Value present, values;         // the result's views
};

/// The products of u(k) with A(k, p) for p in [begin, end), folded into w(j), j = idx[p].
void emitRowProducts(OpBuilder &b, Location loc, const PushBlock &pb, Value idx, Value uk, Value begin, Value end) {
  SemiringAttr sr = pb.vxm.getSemiring();
  Type i8 = b.getI8Type();
  auto loop = scf::ForOp::create(b, loc, begin, end, constIndex(b, loc, 1));
  nameArgs(loop, {"p"});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value p = loop.getInductionVar();
  Value j = named(loadIndex(b, loc, idx, p), "j");
  Value akj = pb.A.val ? (Value)memref::LoadOp::create(b, loc, pb.A.val, ValueRange{p}) : constOf(b, loc, pb.t, 1);
  Value x = uk ? uk : constOf(b, loc, pb.t, 1);
  Value prod = named(applyBinary(b, loc, sr.getMul(), x, akj, pb.t), "product");
  Value old = memref::LoadOp::create(b, loc, pb.values, ValueRange{j});
  Value folded = applyMonoid(b, loc, sr.getAdd(), old, prod);
  if (!pb.identity) {
    // the first product of w(j) is its value as it is (the monoid has no identity that leaves
    // every product's bits unchanged)
    Value seen = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                       memref::LoadOp::create(b, loc, pb.present, ValueRange{j}), constOf(b, loc, i8, 0));
    folded = arith::SelectOp::create(b, loc, seen, folded, prod);
  }
  memref::StoreOp::create(b, loc, named(folded, "w_j"), pb.values, ValueRange{j});
  memref::StoreOp::create(b, loc, constOf(b, loc, i8, 1), pb.present, ValueRange{j});
}

/// Block [w0, w1): u's entries in increasing k, each row clipped to the block's columns.
void emitBlockScan(OpBuilder &b, Location loc, const PushBlock &pb, Value idx, Value w0, Value w1) {
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  Value clipLow = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, w0, c0), "clip_low");
  Value clipHigh = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, w1, pb.A.ncols), "clip_high");
  auto entries = scf::ForOp::create(b, loc, c0, pb.u.count, c1);
  nameArgs(entries, {"e"});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entries.getBody());
  Value e = entries.getInductionVar();
  if (pb.u.present) {
    Value here = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                       memref::LoadOp::create(b, loc, pb.u.present, ValueRange{e}),
                                       constOf(b, loc, b.getI8Type(), 0));
    auto ifOp = scf::IfOp::create(b, loc, here, /*withElseRegion=*/false);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  }
  Value k = pb.u.indices ? named(loadIndex(b, loc, pb.u.indices, e), "k") : e;
  Value uk = pb.u.values ? (Value)named(memref::LoadOp::create(b, loc, pb.u.values, ValueRange{pb.u.indices ? e : k}),
                                        "u_k")
                         : Value();
  Value q0 = named(loadIndex(b, loc, pb.A.ptr, k), "row_begin");
  Value q1 = named(loadIndex(b, loc, pb.A.ptr, arith::AddIOp::create(b, loc, k, c1)), "row_end");
  auto clip = [&](Value on, Value lo, Value key, StringRef name, Value otherwise) -> Value {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{b.getIndexType()}, on, /*withElseRegion=*/true);
    nameArgs(ifOp, {name});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    scf::YieldOp::create(b, loc, emitLowerPosition(b, loc, idx, lo, q1, key, (name + "_at").str()));
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    scf::YieldOp::create(b, loc, otherwise);
    return ifOp.getResult(0);
  };
  Value begin = clip(clipLow, q0, w0, "block_begin", q0);
  Value end = clip(clipHigh, begin, w1, "block_end", q1);
  emitRowProducts(b, loc, pb, idx, uk, begin, end);
}

/// The push: one parallel_reduce over the blocks; returns the result's count.
Value emitPush(OpBuilder &b, Location loc, FusedOp group, const PushBlock &pb, Value split) {
  Type i64 = b.getI64Type(), i8 = b.getI8Type();
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  Value nblocks = named(arith::SubIOp::create(b, loc, memref::DimOp::create(b, loc, split, 0), c1), "nblocks");
  auto narrowIdx = named(IndicesOp::create(b, loc, viewOf(b.getI32Type()), pb.vxm.getA(), /*narrow=*/true),
                         "A_colidx32");
  Value narrowOk = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, memref::DimOp::create(b, loc, narrowIdx, 0),
                                               memref::DimOp::create(b, loc, pb.A.idx, 0)),
                         "use_colidx32");
  auto kernel = kokkos::RangeParallelReduceOp::create(b, loc, i64, c0, nblocks,
                                                      kokkos::ReducerAttr::get(b.getContext(), kokkos::Reducer::sum),
                                                      kernelName(group, "push_blocks"), originOf(group),
                                                      /*dynamic=*/nullptr, /*host_chunk=*/nullptr);
  nameArgs(kernel, {"block"});
  named(kernel.getResult(), "w_nvals");
  OpBuilder::InsertionGuard guard(b);
  Block *blk = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  Value block = blk->getArgument(0);
  Value w0 = named(loadIndex(b, loc, split, block), "w_begin");
  Value w1 = named(loadIndex(b, loc, split, arith::AddIOp::create(b, loc, block, c1)), "w_end");
  auto clear = scf::ForOp::create(b, loc, w0, w1, c1);
  nameArgs(clear, {"j"});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(clear.getBody());
    Value j = clear.getInductionVar();
    memref::StoreOp::create(b, loc, constOf(b, loc, i8, 0), pb.present, ValueRange{j});
    if (pb.identity)
      memref::StoreOp::create(b, loc, *pb.identity, pb.values, ValueRange{j});
  }
  auto width = scf::IfOp::create(b, loc, narrowOk, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&width.getThenRegion().front());
    emitBlockScan(b, loc, pb, narrowIdx, w0, w1);
    b.setInsertionPointToStart(&width.getElseRegion().front());
    emitBlockScan(b, loc, pb, pb.A.idx, w0, w1);
  }
  auto count = scf::ForOp::create(b, loc, w0, w1, c1, ValueRange{constOf(b, loc, i64, 0)},
                                  [&](OpBuilder &b, Location loc, Value j, ValueRange acc) {
                                    Value byte = memref::LoadOp::create(b, loc, pb.present, ValueRange{j});
                                    scf::YieldOp::create(b, loc,
                                                         ValueRange{arith::AddIOp::create(b, loc, acc[0],
                                                                                          castTo(b, loc, byte, i64))});
                                  });
  nameArgs(count, {"j", "block_nvals"});
  kokkos::YieldOp::create(b, loc, ValueRange{count.getResult(0)});
  return kernel.getResult();
}

} // namespace

LogicalResult lowering::lowerVxmPush(FusedOp group) {
  VxmOp vxm;
  if (failed(checkVxmPush(group, vxm)))
    return failure();
  OpBuilder b(group);
  Location loc = group.getLoc();
  SemiringAttr sr = vxm.getSemiring();
  BinaryOpKind mul = sr.getMul();
  PushBlock pb;
  pb.vxm = vxm;
  pb.t = llvm::cast<GrbVectorType>(vxm.getType()).getElementType();
  // the multiply's x is u(k), its y A(k, j)
  const bool readsA = mul != BinaryOpKind::first && mul != BinaryOpKind::pair;
  const bool readsU = mul != BinaryOpKind::second && mul != BinaryOpKind::pair;
  pb.A = unpackCsr(b, loc, vxm.getA(), "A", readsA);
  pb.u = unpackU(b, loc, vxm.getU(), readsU, pb.A.nrows);
  // -0.0 + x keeps x's bits unless x is a signalling NaN, which only FIRST / SECOND pass through
  // unchanged (an arithmetic product is a quiet NaN): those fold from the first product
  const bool passesValues = mul == BinaryOpKind::first || mul == BinaryOpKind::second;
  if (!(llvm::isa<FloatType>(pb.t) && passesValues))
    pb.identity = exactIdentity(b, loc, sr.getAdd(), pb.t);
  Value split = appendWorkSplit(group);
  if (!split)
    return group.emitOpError("cannot append the work split to the function");
  FailureOr<std::pair<Value, Value>> views = appendBitmapResultViews(group, 0, pb.t, "w");
  if (failed(views))
    return failure();
  pb.present = views->first;
  pb.values = views->second;
  returnBitmapResultCount(group, emitPush(b, loc, group, pb, split));
  return success();
}

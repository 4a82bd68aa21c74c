//===- MxvAccum.cpp - lower an mxv_accum group: w = c accum (A (+.*) u), one pull pass -------===//
//
// Also the mxv_pull group (graphblas-fuse with lone-ops): w = A (+.*) u without an accumulator,
// the same pull writing a bitmap result into caller views (presence bytes, values where present)
// and returning its count; u may be the result of an ewise_mult as below.
//
// The group (graphblas-fuse (b')): an mxv over a csr A with an accumulator, whose old value c is
// a full vector or a scalar assigned into all of c, and whose input u is a vector or the result of
// an ewise_mult of two vectors. A ranking iteration
//     w = prior ./ dscaled ; r = teleport ; r += AT * w        (PLUS_SECOND, accum PLUS)
// becomes
//   1. u's values in a dense view, once per call (a pass over n, or over the entries of the one
//      sparse operand): n divisions instead of one per matrix entry, and the pull reads 4 bytes
//      of u per entry. A full u is read in place; a bitmap one too (its presence bytes).
//   2. one parallel_for over the rows of A (the pull): row i's products in column order, summed
//      sequentially from the first present one, then r(i) = c(i) accum t(i), or c(i) when the row
//      has no present product (GraphBLAS: no entry in t keeps the old value). The result is written
//      straight into the output view: the assigned c and u are never formed.
// Each row is summed by one thread in column order, so the result does not depend on the number
// of threads, and it equals the kernel library's pull (the same order, starting from the first
// product). A's optional 32-bit index copy is read when present (a run-time check of its extent).
// A full result returned by the function is written into a caller-provided view (an argument
// appended to the function: destination passing, so the library's own Store holds the result
// without a copy); otherwise the lowering allocates it and assembles the vector.
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

namespace {

/// A vector operand read at dense positions: values(j), present when `present` is null or
/// present(j) != 0 (an i8 view).
struct DenseInput {
  Value values, present;
};

bool definedOutside(FusedOp group, Value v) { return !group->isAncestor(v.getParentBlock()->getParentOp()); }

/// Reads leaf vector `v` (a group input) as a full or bitmap one in place; a sparse one is nullopt.
std::optional<DenseInput> inPlace(OpBuilder &b, Location loc, Value v, StringRef name) {
  auto t = llvm::cast<GrbVectorType>(v.getType());
  if (t.getFormat() == Format::sparse)
    return std::nullopt;
  DenseInput in;
  in.values = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, t.getElementType()), v),
                    (name + "_values").str());
  if (t.getFormat() == Format::bitmap)
    in.present = named(BitmapOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, b.getI8Type()), v),
                       (name + "_present").str());
  return in;
}

Value isPresent(OpBuilder &b, Location loc, const DenseInput &in, Value j) {
  if (!in.present)
    return constBool(b, loc, true);
  return castTo(b, loc, memref::LoadOp::create(b, loc, in.present, ValueRange{j}), b.getI1Type());
}

/// Runs `body(j)` for j in [0, n) or, for a sparse vector, over its entries (j, value position).
void forEachEntry(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Value n, Value sparseIdx,
                  function_ref<void(OpBuilder &, Location, Value j, Value k)> body) {
  Value c0 = constIndex(b, loc, 0);
  Value ub = sparseIdx ? named(memref::DimOp::create(b, loc, sparseIdx, 0), "nvals") : n;
  auto kernel = kokkos::RangeParallelForOp::create(b, loc, c0, ub, kernelName(group, suffix), originOf(group));
  nameArgs(kernel, {sparseIdx ? "k" : "j"});
  OpBuilder::InsertionGuard guard(b);
  Block *blk = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  Value k = blk->getArgument(0);
  Value j = sparseIdx ? named(loadIndex(b, loc, sparseIdx, k), "j") : k;
  body(b, loc, j, k);
  kokkos::YieldOp::create(b, loc, ValueRange{});
}

/// values(j) = absent for j in [0, n), before the present entries are scattered over it; skipped
/// when `absent` is all zero bits (the view starts zeroed).
void fillWithAbsentValue(OpBuilder &b, Location loc, FusedOp group, Value n, Value values, Value absent) {
  if (auto c = absent.getDefiningOp<arith::ConstantOp>()) {
    Attribute a = c.getValue();
    if (auto i = llvm::dyn_cast<IntegerAttr>(a); i && i.getValue().isZero())
      return;
    if (auto f = llvm::dyn_cast<FloatAttr>(a); f && f.getValue().isPosZero())
      return;
  }
  forEachEntry(b, loc, group, "fill_u", n, Value(), [&](OpBuilder &b, Location loc, Value j, Value) {
    memref::StoreOp::create(b, loc, absent, values, ValueRange{j});
  });
}

/// The accumulator is the monoid's own operator, so c accum identity == c.
bool accumIsMonoid(BinaryOpKind accum, MonoidKind add) {
  return (accum == BinaryOpKind::plus && add == MonoidKind::plus) ||
         (accum == BinaryOpKind::times && add == MonoidKind::times) ||
         (accum == BinaryOpKind::min && add == MonoidKind::min) || (accum == BinaryOpKind::max && add == MonoidKind::max) ||
         (accum == BinaryOpKind::umin && add == MonoidKind::umin) ||
         (accum == BinaryOpKind::umax && add == MonoidKind::umax);
}

/// The members of an mxv_accum or mxv_pull group (the product it yields; the ewise_mult giving its
/// input and the scalar assign giving its old value, when there), checked for what the lowering
/// takes. A pull group's product may be in graphblas-fold's form, u (+.x) A' (a vxm with tran_a
/// over the stored A, the multiply's operands exchanged): the same pull over A's rows, each
/// product x(u(j), A(i,j)).
struct MxvAccumGroup {
  mutable MxvOp mxv; // op handles: their accessors are not const
  mutable VxmOp vxm;
  EWiseMultOp mult;
  AssignOp init;

  Operation *product() const { return mxv ? mxv.getOperation() : vxm.getOperation(); }
  Value a() const { return mxv ? mxv.getA() : vxm.getA(); }
  Value u() const { return mxv ? mxv.getU() : vxm.getU(); }
  SemiringAttr semiring() const { return mxv ? mxv.getSemiring() : vxm.getSemiring(); }
  bool uFirst() const { return !mxv; }
  Type elementType() const { return llvm::cast<GrbVectorType>(product()->getResult(0).getType()).getElementType(); }
};

/// The pull group's own checks: no accumulator, a bitmap result returned by the function alone.
LogicalResult checkPull(FusedOp group, const MxvAccumGroup &g) {
  if ((g.mxv && g.mxv.getAccumIn()) || (g.vxm && g.vxm.getAccumIn()) || g.init)
    return group.emitOpError("an mxv_pull group's mxv has no accumulator (an mxv_accum group has one)");
  if (g.vxm && (!g.vxm.getTranA() || g.vxm.getMask()))
    return group.emitOpError("the vxm of an mxv_pull group is u (+.x) A' (tran_a), unmasked");
  auto func = llvm::dyn_cast<func::FuncOp>(group->getParentOp());
  Value w = group.getResult(0);
  if (llvm::cast<GrbVectorType>(w.getType()).getFormat() != Format::bitmap)
    return group.emitOpError("mxv_pull lowering writes bitmap vectors only");
  if (!func || !w.hasOneUse() || !llvm::isa<func::ReturnOp>(w.use_begin()->getOwner()))
    return group.emitOpError("mxv_pull lowering writes its result into caller views: it must be returned by the "
                             "function once and used nowhere else");
  return success();
}

LogicalResult checkMxvAccum(FusedOp group, MxvAccumGroup &g) {
  MxvOp &mxv = g.mxv;
  EWiseMultOp &mult = g.mult;
  AssignOp &init = g.init;
  const bool pull = group.getKind() == "mxv_pull";
  Block &body = group.getBody().front();
  for (Operation &op : body.without_terminator()) {
    if (auto m = llvm::dyn_cast<MxvOp>(&op))
      mxv = m;
    else if (auto v = llvm::dyn_cast<VxmOp>(&op); v && pull)
      g.vxm = v;
    else if (auto m = llvm::dyn_cast<EWiseMultOp>(&op))
      mult = m;
    else if (auto a = llvm::dyn_cast<AssignOp>(&op))
      init = a;
    else
      return group.emitOpError("mxv_accum lowering does not handle ") << op.getName();
  }
  if ((!mxv && !g.vxm) || (mxv && g.vxm) || g.product() != body.getTerminator()->getPrevNode() ||
      group.getNumResults() != 1)
    return group.emitOpError("an mxv_accum group ends with the mxv it yields");
  if (pull && failed(checkPull(group, g)))
    return failure();
  if (mxv && mxv.getMask())
    return group.emitOpError("mxv_accum lowering does not handle a mask");
  if (mxv && mxv.getTranA())
    return group.emitOpError("mxv_accum lowering needs A by rows (tran_a is not lowered)");
  if (!pull && !mxv.getAccumIn())
    return group.emitOpError("mxv_accum lowering needs an accumulator (the result is written whole)");
  auto aType = llvm::cast<MatrixType>(g.a().getType());
  if (aType.getFormat() != Format::csr)
    return group.emitOpError("mxv_accum lowering needs a csr matrix, got ") << stringifyFormat(aType.getFormat());
  if (!pull && llvm::cast<GrbVectorType>(mxv.getType()).getFormat() != Format::full)
    return group.emitOpError("mxv_accum lowering writes full vectors only");
  if (init && (init.getResult() != mxv.getAccumIn() || init.getRows() || init.getMask() || init.getAccumIn() ||
               llvm::isa<MatrixType, GrbVectorType>(init.getValue().getType())))
    return group.emitOpError("the assign of an mxv_accum group sets all of the mxv's old value to a scalar");
  if (!pull && !init && llvm::cast<GrbVectorType>(mxv.getAccumIn().getType()).getFormat() != Format::full)
    return group.emitOpError("mxv_accum lowering needs a full old value (or a scalar assigned into it)");
  if (mult) {
    if (mult.getResult() != g.u() || mult.getMask() || mult.getAccumIn())
      return group.emitOpError("the ewise_mult of an mxv_accum group gives the mxv's input, unmasked");
    if (!definedOutside(group, mult.getA()) || !definedOutside(group, mult.getB()))
      return group.emitOpError("the ewise_mult of an mxv_accum group reads group inputs");
    auto fa = llvm::cast<GrbVectorType>(mult.getA().getType()).getFormat();
    auto fb = llvm::cast<GrbVectorType>(mult.getB().getType()).getFormat();
    if (fa == Format::sparse && fb == Format::sparse)
      return group.emitOpError("mxv_accum lowering: an ewise_mult of two sparse vectors is not lowered "
                               "(an intersection of index lists)");
  }
  return success();
}

/// u at dense positions (an ewise_mult computed into a view, a full or bitmap u read in place, a
/// sparse u scattered), and the presence bytes the NaN check reads when absent u(j) are stored as
/// the monoid's identity (absentValue).
struct DenseU {
  DenseInput u;
  Value presentForNaN;
};

DenseU buildDenseU(OpBuilder &b, Location loc, FusedOp group, const MxvAccumGroup &g, const CsrArrays &A,
                   std::optional<Value> absentValue, bool fp) {
  EWiseMultOp mult = g.mult;
  auto view = [&](Type e) { return MemRefType::get({ShapedType::kDynamic}, e); };
  DenseInput u;
  Value presentForNaN;
  Type uType = getElementType(g.u().getType());
  if (mult) {
    Value x = mult.getA(), y = mult.getB();
    std::optional<DenseInput> dx = inPlace(b, loc, x, "x"), dy = inPlace(b, loc, y, "y");
    Value sparseIdx, sparseVal;
    if (!dx || !dy) {
      Value s = !dx ? x : y;
      auto st = llvm::cast<GrbVectorType>(s.getType());
      sparseIdx = named(IndicesOp::create(b, loc, view(b.getI64Type()), s), !dx ? "x_indices" : "y_indices");
      sparseVal = named(ValuesOp::create(b, loc, view(st.getElementType()), s), !dx ? "x_values" : "y_values");
    }
    bool anyBitmap = (dx && dx->present) || (dy && dy->present);
    bool someAbsent = sparseIdx || anyBitmap;
    u.values = named(kokkos::ViewAllocOp::create(b, loc, view(uType), A.ncols, b.getStringAttr("u_values")),
                     "u_values");
    if (someAbsent && absentValue && sparseIdx)
      fillWithAbsentValue(b, loc, group, A.ncols, u.values, *absentValue);
    if (someAbsent && (!absentValue || fp))
      u.present = named(kokkos::ViewAllocOp::create(b, loc, view(b.getI8Type()), A.ncols,
                                                    b.getStringAttr("u_present")),
                        "u_present");
    forEachEntry(b, loc, group, "ewise_mult", A.ncols, sparseIdx, [&](OpBuilder &b, Location loc, Value j, Value k) {
      auto valueOf = [&](const std::optional<DenseInput> &d) -> Value {
        return d ? (Value)memref::LoadOp::create(b, loc, d->values, ValueRange{j})
                 : (Value)memref::LoadOp::create(b, loc, sparseVal, ValueRange{k});
      };
      Value present = constBool(b, loc, true);
      if (dx)
        present = arith::AndIOp::create(b, loc, present, isPresent(b, loc, *dx, j));
      if (dy)
        present = arith::AndIOp::create(b, loc, present, isPresent(b, loc, *dy, j));
      auto store = [&](OpBuilder &b, Location loc) {
        Value v = applyBinary(b, loc, mult.getOp(), valueOf(dx), valueOf(dy), uType);
        memref::StoreOp::create(b, loc, named(v, "u_j"), u.values, ValueRange{j});
        if (u.present)
          memref::StoreOp::create(b, loc, constOf(b, loc, b.getI8Type(), 1), u.present, ValueRange{j});
      };
      if (!someAbsent) {
        store(b, loc);
        return;
      }
      // absent positions keep present = 0 (views start zeroed); no operator on absent values
      // (an integer division by a meaningless 0 would trap); with a sparse operand they already
      // hold the absent value (the fill above), else it is stored here
      bool storeAbsent = absentValue && !sparseIdx;
      auto ifOp = scf::IfOp::create(b, loc, present, /*withElseRegion=*/storeAbsent);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      store(b, loc);
      if (storeAbsent) {
        b.setInsertionPointToStart(&ifOp.getElseRegion().front());
        memref::StoreOp::create(b, loc, *absentValue, u.values, ValueRange{j});
      }
    });
    if (someAbsent && absentValue) {
      presentForNaN = fp ? u.present : Value();
      u.present = Value(); // the pull reads values only
    }
  } else if (std::optional<DenseInput> d = inPlace(b, loc, g.u(), "u")) {
    u = *d;
  } else {
    Value uIdx = named(IndicesOp::create(b, loc, view(b.getI64Type()), g.u()), "u_indices");
    Value uVal = named(ValuesOp::create(b, loc, view(uType), g.u()), "u_entry_values");
    u.values = named(kokkos::ViewAllocOp::create(b, loc, view(uType), A.ncols, b.getStringAttr("u_values")),
                     "u_values");
    if (absentValue)
      fillWithAbsentValue(b, loc, group, A.ncols, u.values, *absentValue);
    if (!absentValue || fp)
      u.present = named(kokkos::ViewAllocOp::create(b, loc, view(b.getI8Type()), A.ncols,
                                                    b.getStringAttr("u_present")),
                        "u_present");
    forEachEntry(b, loc, group, "scatter_u", A.ncols, uIdx, [&](OpBuilder &b, Location loc, Value j, Value k) {
      memref::StoreOp::create(b, loc, memref::LoadOp::create(b, loc, uVal, ValueRange{k}), u.values, ValueRange{j});
      if (u.present)
        memref::StoreOp::create(b, loc, constOf(b, loc, b.getI8Type(), 1), u.present, ValueRange{j});
    });
    if (absentValue) {
      presentForNaN = u.present;
      u.present = Value();
    }
  }

  return DenseU{u, presentForNaN};
}

/// Row i of A (+.*) u as the kernel library's pull sums it: the products in column order, summed
/// sequentially from the first present one, so the same bits for any number of threads. A's 32-bit
/// index copy is read when its extent matches (a run-time branch).
/// The value at which an integer MIN / MAX stops changing (its type's extreme), where a row's sum
/// may stop early, as the kernel library's pull stops it: the result is the same value, and a
/// row of labels that reaches 0 under an unsigned MIN reads no further. None for other monoids
/// and for floating point (-inf / +inf are rare there, and a test per product would not pay).
std::optional<Value> terminalValue(OpBuilder &b, Location loc, MonoidKind add, Type t) {
  auto it = llvm::dyn_cast<IntegerType>(t);
  if (!it || it.getWidth() < 8)
    return std::nullopt;
  const unsigned w = it.getWidth();
  std::optional<APInt> v;
  switch (add) {
  case MonoidKind::min: v = APInt::getSignedMinValue(w); break;
  case MonoidKind::max: v = APInt::getSignedMaxValue(w); break;
  case MonoidKind::umin: v = APInt::getMinValue(w); break;
  case MonoidKind::umax: v = APInt::getMaxValue(w); break;
  default: return std::nullopt;
  }
  return (Value)arith::ConstantOp::create(b, loc, IntegerAttr::get(t, *v));
}

struct RowSums {
  const CsrArrays &A;
  const DenseInput &u;
  Type t;
  BinaryOpKind mul;
  MonoidKind add;
  bool uFirst, readsA;
  Value narrowIdx, narrowOk, c1;
  std::optional<Value> terminal;

  RowSums(OpBuilder &b, Location loc, const MxvAccumGroup &g, const CsrArrays &a, const DenseInput &dense)
      : A(a), u(dense), t(g.elementType()), mul(g.semiring().getMul()), add(g.semiring().getAdd()),
        uFirst(g.uFirst()),
        readsA(mul != (uFirst ? BinaryOpKind::first : BinaryOpKind::second) && mul != BinaryOpKind::pair) {
    auto view = MemRefType::get({ShapedType::kDynamic}, b.getI32Type());
    narrowIdx = named(IndicesOp::create(b, loc, view, g.a(), /*narrow=*/true), "A_colidx32");
    narrowOk = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, memref::DimOp::create(b, loc, narrowIdx, 0),
                                           memref::DimOp::create(b, loc, A.idx, 0)),
                     "use_colidx32");
    c1 = constIndex(b, loc, 1);
    terminal = terminalValue(b, loc, add, t);
  }

  /// Whether acc has not reached the terminal value (true without one).
  Value open(OpBuilder &b, Location loc, Value acc) const {
    if (!terminal)
      return constBool(b, loc, true);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, acc, *terminal);
  }

  Value product(OpBuilder &b, Location loc, Value idx, Value p) const {
    Value j = named(loadIndex(b, loc, idx, p), "j");
    Value aij = readsA ? (Value)memref::LoadOp::create(b, loc, A.val, ValueRange{p}) : constOf(b, loc, t, 1);
    Value uj = memref::LoadOp::create(b, loc, u.values, ValueRange{j});
    return named(uFirst ? applyBinary(b, loc, mul, uj, aij, t) : applyBinary(b, loc, mul, aij, uj, t), "product");
  }

  /// `rowFn(idx)` yielding `types`, on the 32-bit index copy when usable, else on A's indices.
  SmallVector<Value> byIndexWidth(OpBuilder &b, Location loc, TypeRange types, ArrayRef<StringRef> names,
                                  function_ref<SmallVector<Value>(OpBuilder &, Location, Value)> rowFn) const {
    auto branch = scf::IfOp::create(b, loc, types, narrowOk, /*withElseRegion=*/true);
    nameArgs(branch, names);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getThenRegion().front());
    scf::YieldOp::create(b, loc, rowFn(b, loc, narrowIdx));
    b.setInsertionPointToStart(&branch.getElseRegion().front());
    scf::YieldOp::create(b, loc, rowFn(b, loc, A.idx));
    return SmallVector<Value>(branch.getResults());
  }

  /// Every u(j) is a product to sum (no presence bytes): the sum of a non-empty row [begin, end).
  Value sumFrom(OpBuilder &b, Location loc, Value begin, Value end) const {
    return byIndexWidth(b, loc, TypeRange{t}, {"t_i"}, [&](OpBuilder &b, Location loc, Value idx) {
      Value first = product(b, loc, idx, begin);
      Value next = arith::AddIOp::create(b, loc, begin, c1);
      if (terminal)
        return SmallVector<Value>{stoppingSum(b, loc, idx, next, end, first)};
      auto loop = scf::ForOp::create(b, loc, next, end, c1, ValueRange{first},
                                     [&](OpBuilder &b, Location loc, Value p, ValueRange acc) {
                                       scf::YieldOp::create(b, loc,
                                                            applyMonoid(b, loc, add, acc[0], product(b, loc, idx, p)));
                                     });
      nameArgs(loop, {"p", "row_sum"});
      return SmallVector<Value>{loop.getResult(0)};
    })[0];
  }

  /// acc (+) the products at [begin, end), stopping once acc is the terminal value.
  Value stoppingSum(OpBuilder &b, Location loc, Value idx, Value begin, Value end, Value acc) const {
    auto loop = scf::WhileOp::create(
        b, loc, TypeRange{b.getIndexType(), t}, ValueRange{begin, acc},
        [&](OpBuilder &b, Location loc, ValueRange q) {
          Value more = arith::AndIOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q[0], end),
                                             open(b, loc, q[1]));
          scf::ConditionOp::create(b, loc, more, q);
        },
        [&](OpBuilder &b, Location loc, ValueRange q) {
          scf::YieldOp::create(b, loc,
                               ValueRange{arith::AddIOp::create(b, loc, q[0], c1),
                                          applyMonoid(b, loc, add, q[1], product(b, loc, idx, q[0]))});
        });
    nameArgs(loop, {"p", "row_sum"});
    return loop.getResult(1);
  }

  /// u has presence bytes: (found, t_i), t_i summed from the row's first present product.
  SmallVector<Value> presentSum(OpBuilder &b, Location loc, Value begin, Value end) const {
    Type i1 = b.getI1Type();
    return byIndexWidth(b, loc, TypeRange{i1, t}, {"found", "t_i"}, [&](OpBuilder &b, Location loc, Value idx) {
      SmallVector<Value> initArgs{constBool(b, loc, false), constOf(b, loc, t, 0)};
      // (found, acc) after the product at p
      auto step = [&](OpBuilder &b, Location loc, Value p, ValueRange acc) -> SmallVector<Value> {
        Value j = named(loadIndex(b, loc, idx, p), "j");
        Value prod = product(b, loc, idx, p);
        Value joined = arith::SelectOp::create(b, loc, acc[0], applyMonoid(b, loc, add, acc[1], prod), prod);
        Value present = isPresent(b, loc, u, j);
        return {arith::OrIOp::create(b, loc, acc[0], present), arith::SelectOp::create(b, loc, present, joined, acc[1])};
      };
      if (terminal) {
        // stops once a present product brought the sum to the terminal value
        initArgs.insert(initArgs.begin(), begin);
        auto loop = scf::WhileOp::create(
            b, loc, TypeRange{b.getIndexType(), b.getI1Type(), t}, initArgs,
            [&](OpBuilder &b, Location loc, ValueRange q) {
              Value notDone = arith::OrIOp::create(b, loc, arith::XOrIOp::create(b, loc, q[1], constBool(b, loc, true)),
                                                   open(b, loc, q[2]));
              Value more = arith::AndIOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q[0], end),
                                                 notDone);
              scf::ConditionOp::create(b, loc, more, q);
            },
            [&](OpBuilder &b, Location loc, ValueRange q) {
              SmallVector<Value> next = step(b, loc, q[0], q.drop_front());
              scf::YieldOp::create(b, loc, ValueRange{arith::AddIOp::create(b, loc, q[0], c1), next[0], next[1]});
            });
        nameArgs(loop, {"p", "found", "row_sum"});
        return SmallVector<Value>{loop.getResult(1), loop.getResult(2)};
      }
      auto loop = scf::ForOp::create(b, loc, begin, end, c1, initArgs,
                                     [&](OpBuilder &b, Location loc, Value p, ValueRange acc) {
                                       scf::YieldOp::create(b, loc, step(b, loc, p, acc));
                                     });
      nameArgs(loop, {"p", "found", "row_sum"});
      return SmallVector<Value>(loop.getResults());
    });
  }

  /// (found, t_i) for row i whatever u is: without presence bytes a row finds a product when it
  /// is not empty.
  SmallVector<Value> rowSum(OpBuilder &b, Location loc, Value begin, Value end) const {
    if (u.present)
      return presentSum(b, loc, begin, end);
    Value nonEmpty = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, begin, end), "found");
    auto row = scf::IfOp::create(b, loc, TypeRange{t}, nonEmpty, /*withElseRegion=*/true);
    nameArgs(row, {"t_i"});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&row.getThenRegion().front());
    scf::YieldOp::create(b, loc, ValueRange{sumFrom(b, loc, begin, end)});
    b.setInsertionPointToStart(&row.getElseRegion().front());
    scf::YieldOp::create(b, loc, ValueRange{constOf(b, loc, t, 0)});
    return {nonEmpty, row.getResult(0)};
  }
};

/// Row i's offsets [begin, end) in A.
std::pair<Value, Value> rowBounds(OpBuilder &b, Location loc, const CsrArrays &A, Value i) {
  Value begin = named(loadIndex(b, loc, A.ptr, i), "row_begin");
  Value end = named(loadIndex(b, loc, A.ptr, arith::AddIOp::create(b, loc, i, constIndex(b, loc, 1))), "row_end");
  return {begin, end};
}

/// The pull: one parallel loop over A's rows writing w(i) = c(i) accum (row i of A (+.*) u) into
/// `out` (c(i) the assigned scalar, or cValues(i)).
void emitPull(OpBuilder &b, Location loc, FusedOp group, const MxvAccumGroup &g, const CsrArrays &A, const DenseU &du,
              Value cValues, Value out) {
  MxvOp mxv = g.mxv;
  AssignOp init = g.init;
  const Value presentForNaN = du.presentForNaN;
  Type t = llvm::cast<GrbVectorType>(mxv.getType()).getElementType();
  RowSums rows(b, loc, g, A, du.u);
  Value c1 = rows.c1;
  Value c0 = constIndex(b, loc, 0);
  auto kernel = kokkos::RangeParallelForOp::create(b, loc, c0, A.nrows, kernelName(group, "mxv_rows"), originOf(group));
  kernel.setDynamic(true); // rows of uneven length
  nameArgs(kernel, {"i"});
  OpBuilder::InsertionGuard guard(b);
  Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  Value i = k->getArgument(0);
  auto [begin, end] = rowBounds(b, loc, A, i);
  // Every u(j) the row reads is a product to sum (u has every entry, or an absent one holds the
  // monoid's identity): no presence bytes, no per-entry test; an empty row keeps c(i). Returns w(i).
  auto emitPresentRow = [&](OpBuilder &b, Location loc, Value old) -> Value {
    Value nonEmpty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, begin, end);
    auto row = scf::IfOp::create(b, loc, TypeRange{t}, nonEmpty, /*withElseRegion=*/true);
    nameArgs(row, {"w_i"});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&row.getThenRegion().front());
    Value updated = applyBinary(b, loc, *mxv.getAccum(), old, rows.sumFrom(b, loc, begin, end), t);
    if (presentForNaN) {
      // c(i) is NaN: c + identity would quieten a signalling NaN, so look up whether the row
      // has a present product at all (c(i) stays as it is when it has none)
      Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, old, old);
      auto nan = scf::IfOp::create(b, loc, TypeRange{t}, isNaN, /*withElseRegion=*/true);
      nameArgs(nan, {"w_nan_c"});
      OpBuilder::InsertionGuard g2(b);
      b.setInsertionPointToStart(&nan.getThenRegion().front());
      auto any = scf::ForOp::create(b, loc, begin, end, c1, ValueRange{constBool(b, loc, false)},
                                    [&](OpBuilder &b, Location loc, Value p, ValueRange acc) {
                                      Value j = named(loadIndex(b, loc, A.idx, p), "j");
                                      Value present = castTo(
                                          b, loc, memref::LoadOp::create(b, loc, presentForNaN, ValueRange{j}),
                                          b.getI1Type());
                                      scf::YieldOp::create(b, loc, ValueRange{arith::OrIOp::create(b, loc, acc[0], present)});
                                    });
      nameArgs(any, {"p", "found"});
      scf::YieldOp::create(b, loc, ValueRange{arith::SelectOp::create(b, loc, any.getResult(0), updated, old)});
      b.setInsertionPointToStart(&nan.getElseRegion().front());
      scf::YieldOp::create(b, loc, ValueRange{updated});
      updated = nan.getResult(0);
    }
    scf::YieldOp::create(b, loc, ValueRange{updated});
    b.setInsertionPointToStart(&row.getElseRegion().front());
    scf::YieldOp::create(b, loc, ValueRange{old});
    return row.getResult(0);
  };
  Value old = init ? castTo(b, loc, init.getValue(), t)
                   : (Value)named(memref::LoadOp::create(b, loc, cValues, ValueRange{i}), "c_i");
  Value w;
  if (!du.u.present) {
    w = emitPresentRow(b, loc, old);
  } else {
    SmallVector<Value> sum = rows.presentSum(b, loc, begin, end);
    Value updated = applyBinary(b, loc, *mxv.getAccum(), old, sum[1], t);
    w = arith::SelectOp::create(b, loc, sum[0], updated, old);
  }
  memref::StoreOp::create(b, loc, w, out, ValueRange{i});
  kokkos::YieldOp::create(b, loc, ValueRange{});
}

/// The pull without an accumulator (an mxv_pull group): w(i) is present where row i has a present
/// product. One parallel_reduce over A's rows writes every presence byte and the values where
/// present, and counts the entries. Returns the count.
Value emitPullBitmap(OpBuilder &b, Location loc, FusedOp group, const MxvAccumGroup &g, const CsrArrays &A,
                     const DenseU &du, Value present, Value values) {
  Type i64 = b.getI64Type(), i8 = b.getI8Type();
  RowSums rows(b, loc, g, A, du.u);
  OpBuilder::InsertionGuard guard(b);
  auto [kernel, i] = emitBitmapRowsKernel(b, loc, group, A.nrows, "mxv_rows");
  auto [begin, end] = rowBounds(b, loc, A, i);
  SmallVector<Value> sum = rows.rowSum(b, loc, begin, end);
  memref::StoreOp::create(b, loc, castTo(b, loc, sum[0], i8), present, ValueRange{i});
  // the value only where present: an absent position's value is never read
  auto found = scf::IfOp::create(b, loc, TypeRange{}, sum[0], /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&found.getThenRegion().front());
    memref::StoreOp::create(b, loc, sum[1], values, ValueRange{i});
  }
  kokkos::YieldOp::create(b, loc, ValueRange{castTo(b, loc, sum[0], i64)});
  return kernel.getResult();
}

} // namespace

LogicalResult lowering::lowerMxvAccum(FusedOp group) {
  MxvAccumGroup g;
  if (failed(checkMxvAccum(group, g)))
    return failure();
  MxvOp mxv = g.mxv;
  OpBuilder b(group);
  Location loc = group.getLoc();
  Type t = g.elementType();
  CsrArrays A = unpackCsr(b, loc, g.a(), "A", /*values=*/true);
  BinaryOpKind mul = g.semiring().getMul();
  MonoidKind add = g.semiring().getAdd();
  bool fp = llvm::isa<FloatType>(t);
  // Absent u(j) stored as the monoid's identity, so the pull reads no presence bytes: exact when
  // the product is u(j) itself (SECOND) and c accum identity == c (the accumulator is the monoid's
  // operator: a row whose products are all absent gives c, as GraphBLAS says). The one value for
  // which c + -0.0 is not c bit for bit is a signalling NaN (it comes back quiet): for an FP type
  // the presence bytes are still written and a row whose c is NaN looks its products up in them.
  // Only for u built here (a bitmap u read in place keeps its absent slots as they are).
  std::optional<Value> absentValue;
  if (mxv && mul == BinaryOpKind::second && mxv.getAccum() && accumIsMonoid(*mxv.getAccum(), add))
    absentValue = exactIdentity(b, loc, add, t);

  DenseU u = buildDenseU(b, loc, group, g, A, absentValue, fp);
  if (group.getKind() == "mxv_pull") {
    FailureOr<std::pair<Value, Value>> views = appendBitmapResultViews(group, 0, t, "w");
    if (failed(views))
      return failure();
    returnBitmapResultCount(group, emitPullBitmap(b, loc, group, g, A, u, views->first, views->second));
    return success();
  }

  // 2. the pull, into the output view
  Value cValues;  // c's entries, unless a scalar is assigned into all of c
  if (!g.init)
    cValues = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, t), mxv.getAccumIn()), "c_values");
  bool assemble = false;
  FailureOr<Value> out = resultView(b, loc, group, 0, A.nrows, t, &assemble);
  if (failed(out))
    return failure();
  emitPull(b, loc, group, g, A, u, cValues, *out);
  if (assemble) {
    group.getResult(0).replaceAllUsesWith(named(AssembleVectorOp::create(b, loc, mxv.getType(), A.nrows, *out), "w"));
    group.erase();
    return success();
  }
  auto func = llvm::cast<func::FuncOp>(group->getParentOp());
  SmallVector<unsigned> dropped;
  for (OpOperand &use : group.getResult(0).getUses())
    dropped.push_back(use.getOperandNumber());
  dropReturned(func, dropped); // the group's result is then unused
  group.erase();
  return success();
}

//===- EWiseChain.cpp - lower an ewise_chain group over one source matrix --------------------===//
//
// The source is a csr matrix S, or a masked dot-product mxm C<M> = A*B' whose candidate entries
// are the mask's (present when the merge finds a common column). Every operation of the chain
// reads entries of that one source, so each
// intermediate is, per entry (i, j, s_ij), a pair (present, value) kept in registers:
//   apply f      (p, f(v))              select g      (p && g(v, i, j, thunk), v)
//   ewise_mult   (p1 && p2, op(v1, v2)) ewise_add     (p1 || p2, both ? op(v1, v2) : the one present)
// A scalar root (reduce_to_scalar) is one parallel_reduce. A matrix root is a sparse output:
// symbolic count per row (parallel_for), exclusive prefix sum into the row pointers
// (parallel_scan), numeric fill (parallel_for), then graphblas.assemble_csr. The row pointers,
// column indices and values are `output` views (allocated by the caller's allocator when it
// gives one: the caller adopts them, no copy) and, like the counts, not zero-filled: every entry
// is written before it is read. The fill is branch-free per entry: each entry of the source row
// is written at the row's next free slot and the slot advances only past kept entries (a kept
// predicate is data, e.g. a value compare, and a branch on it mispredicts about every other
// entry); the write is skipped only once the row's slots are full, so it never reaches the next
// row (another thread's). Every entry's value is computed (it was before as well: the emitted
// C++ declares it ahead of the store's block), which is safe for what the library fuses; an
// integer minv / div chain from grb-opt would divide a dropped entry's 0 (not guarded yet).
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

namespace {

struct Entry {
  Value present, value;
};

/// Emits the chain for one entry of the source; returns the root's (present, value).
struct ChainEmitter {
  Value source;
  SmallVector<Operation *> ops; // in order, excluding a final reduce_to_scalar

  FailureOr<Entry> emit(OpBuilder &b, Location loc, Value i, Value j, Entry src) {
    llvm::DenseMap<Value, Entry> env;
    env[source] = src;
    if (ops.empty())
      return src;
    Entry last;
    for (Operation *op : ops) {
      Entry e;
      bool ok = llvm::TypeSwitch<Operation *, bool>(op)
                    .Case<ApplyOp>([&](ApplyOp a) {
                      Entry x = env.lookup(a.getA());
                      e = {x.present, applyUnary(b, loc, a.getOp(), x.value, getElementType(a.getType()))};
                      return true;
                    })
                    .Case<SelectOp>([&](SelectOp s) {
                      Entry x = env.lookup(s.getA());
                      e = {arith::AndIOp::create(b, loc, x.present, selectPredicate(b, loc, s, i, j, x.value)),
                           x.value};
                      return true;
                    })
                    .Case<EWiseMultOp>([&](EWiseMultOp m) {
                      Entry x = env.lookup(m.getA()), y = env.lookup(m.getB());
                      Type t = getElementType(m.getType());
                      e = {arith::AndIOp::create(b, loc, x.present, y.present),
                           applyBinary(b, loc, m.getOp(), x.value, y.value, t)};
                      return true;
                    })
                    .Case<EWiseAddOp>([&](EWiseAddOp m) {
                      Entry x = env.lookup(m.getA()), y = env.lookup(m.getB());
                      Type t = getElementType(m.getType());
                      Value both = arith::AndIOp::create(b, loc, x.present, y.present);
                      Value one = arith::SelectOp::create(b, loc, x.present, castTo(b, loc, x.value, t),
                                                          castTo(b, loc, y.value, t));
                      e = {arith::OrIOp::create(b, loc, x.present, y.present),
                           arith::SelectOp::create(b, loc, both,
                                                   applyBinary(b, loc, m.getOp(), x.value, y.value, t), one)};
                      return true;
                    })
                    .Default([](Operation *) { return false; });
      if (!ok)
        return failure();
      env[op->getResult(0)] = e;
      last = e;
    }
    return last;
  }

  static Value selectPredicate(OpBuilder &b, Location loc, SelectOp s, Value i, Value j, Value v) {
    Type i64 = b.getI64Type();
    Value thunk = s.getThunk();
    IndexUnaryOpKind k = s.getOp();
    if (k >= IndexUnaryOpKind::valueeq && k <= IndexUnaryOpKind::valuege) {
      BinaryOpKind cmp = k == IndexUnaryOpKind::valueeq   ? BinaryOpKind::eq
                         : k == IndexUnaryOpKind::valuene ? BinaryOpKind::ne
                         : k == IndexUnaryOpKind::valuelt ? BinaryOpKind::lt
                         : k == IndexUnaryOpKind::valuele ? BinaryOpKind::le
                         : k == IndexUnaryOpKind::valuegt ? BinaryOpKind::gt
                                                          : BinaryOpKind::ge;
      return applyBinary(b, loc, cmp, v, thunk, b.getI1Type());
    }
    Value ii = castTo(b, loc, i, i64), jj = castTo(b, loc, j, i64);
    Value kk = thunk ? castTo(b, loc, thunk, i64) : constOf(b, loc, i64, 0);
    Value ipk = arith::AddIOp::create(b, loc, ii, kk);
    auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
      return arith::CmpIOp::create(b, loc, p, x, y);
    };
    using P = arith::CmpIPredicate;
    switch (k) {
    case IndexUnaryOpKind::tril: return cmp(P::sle, jj, ipk);
    case IndexUnaryOpKind::triu: return cmp(P::sge, jj, ipk);
    case IndexUnaryOpKind::diag: return cmp(P::eq, jj, ipk);
    case IndexUnaryOpKind::offdiag: return cmp(P::ne, jj, ipk);
    case IndexUnaryOpKind::rowle: return cmp(P::sle, ii, kk);
    case IndexUnaryOpKind::rowgt: return cmp(P::sgt, ii, kk);
    case IndexUnaryOpKind::colle: return cmp(P::sle, jj, kk);
    case IndexUnaryOpKind::colgt: return cmp(P::sgt, jj, kk);
    default: return constBool(b, loc, true);
    }
  }
};

/// Where the entries come from: a csr matrix S (every entry present), or a masked dot-product
/// mxm C<M> = A*B' (one candidate per mask entry, present when the merge finds a common column).
struct Source {
  bool isMxm = false;
  CsrArrays S;
  DotMxm d;
  Value aBegin, aEnd;

  const CsrArrays &iter() const { return isMxm ? d.M : S; }

  void rowPrelude(OpBuilder &b, Location loc, Value i) {
    if (!isMxm)
      return;
    aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
    aEnd = named(loadIndex(b, loc, d.A.ptr, arith::AddIOp::create(b, loc, i, constIndex(b, loc, 1))), "a_end");
  }

  Entry entry(OpBuilder &b, Location loc, Value p, Value j) {
    if (!isMxm)
      return {constBool(b, loc, true), named(memref::LoadOp::create(b, loc, S.val, ValueRange{p}), "s_ij")};
    auto [found, cij] = emitDotMerge(b, loc, d, aBegin, aEnd, j);
    Value present = found;
    if (d.valuedMask)
      present = arith::AndIOp::create(
          b, loc, castTo(b, loc, memref::LoadOp::create(b, loc, d.M.val, ValueRange{p}), b.getI1Type()), found);
    return {present, cij};
  }
};

/// for p in row i of the source: body(p, j, entry, iterArgs) -> next iterArgs
scf::ForOp rowLoop(OpBuilder &b, Location loc, Source &src, Value i, ValueRange init,
                   function_ref<SmallVector<Value>(OpBuilder &, Location, Value, Value, Entry, ValueRange)> body) {
  Value c1 = constIndex(b, loc, 1);
  const CsrArrays &S = src.iter();
  src.rowPrelude(b, loc, i);
  Value begin = named(loadIndex(b, loc, S.ptr, i), "row_begin");
  Value end = named(loadIndex(b, loc, S.ptr, arith::AddIOp::create(b, loc, i, c1)), "row_end");
  return scf::ForOp::create(b, loc, begin, end, c1, init,
                            [&](OpBuilder &b, Location loc, Value p, ValueRange iter) {
                              Value j = named(loadIndex(b, loc, S.idx, p), "j");
                              scf::YieldOp::create(b, loc, body(b, loc, p, j, src.entry(b, loc, p, j), iter));
                            });
}

/// The chain's members in program order, its reduction (the root, if any), its mxm source (the
/// first member, if any) and its source value; fails with a diagnostic on what is not lowered.
LogicalResult collectChain(FusedOp group, ChainEmitter &chain, ReduceToScalarOp &reduce, MxmOp &mxm) {
  Block &body = group.getBody().front();
  SmallVector<Value> sources;
  for (Operation &op : body.without_terminator()) {
    if (auto m = llvm::dyn_cast<MxmOp>(&op)) {
      if (&op != &body.front())
        return group.emitOpError("an mxm can only be the first operation (the source) of an ewise_chain group");
      if (failed(checkDotMxm(group, m)))
        return failure();
      mxm = m;
      continue;
    }
    if (auto r = llvm::dyn_cast<ReduceToScalarOp>(&op)) {
      if (&op != body.getTerminator()->getPrevNode())
        return group.emitOpError("reduce_to_scalar must be the root of an ewise_chain group");
      reduce = r;
      continue;
    }
    if (!llvm::isa<ApplyOp, SelectOp, EWiseAddOp, EWiseMultOp>(&op))
      return group.emitOpError("ewise_chain lowering does not handle ") << op.getName();
    bool transposed = llvm::TypeSwitch<Operation *, bool>(&op)
                          .Case<ApplyOp, SelectOp>([](auto o) { return o.getTranA(); })
                          .Case<EWiseAddOp, EWiseMultOp>([](auto o) { return o.getTranA() || o.getTranB(); })
                          .Default([](Operation *) { return false; });
    if (transposed)
      return group.emitOpError("ewise_chain lowering does not handle transposed operands yet");
    if (auto s = llvm::dyn_cast<SelectOp>(&op); s && s.getOp() >= IndexUnaryOpKind::rowindex)
      return group.emitOpError("ewise_chain lowering does not select by ") << stringifyIndexUnaryOpKind(s.getOp());
    for (Value v : op.getOperands())
      if (llvm::isa<MatrixType, GrbVectorType>(v.getType()) && !group->isProperAncestor(v.getParentBlock()->getParentOp()) &&
          v.getParentBlock() != &body && !llvm::is_contained(sources, v))
        sources.push_back(v);
    chain.ops.push_back(&op);
  }
  if (mxm)
    llvm::erase(sources, mxm.getResult());
  if (sources.size() != (mxm ? 0u : 1u))
    return group.emitOpError("ewise_chain lowering needs one source matrix; this group reads ")
           << sources.size() + (mxm ? 1 : 0) << " (co-iteration of different matrices is not lowered yet)";
  chain.source = mxm ? mxm.getResult() : sources.front();
  auto srcType = llvm::dyn_cast<MatrixType>(chain.source.getType());
  if (!srcType || (!mxm && srcType.getFormat() != Format::csr))
    return group.emitOpError("ewise_chain lowering needs a csr source matrix");

  return success();
}

/// The chain reduced to a scalar: one row reduction over the source, the chain applied to every
/// entry; replaces the group's result. `failed` is set when the chain cannot be expressed.
LogicalResult emitChainReduce(OpBuilder &b, Location loc, FusedOp group, Source &src, ChainEmitter &chain,
                              ReduceToScalarOp reduce, bool &failed) {
  const CsrArrays &S = src.iter();
  std::optional<kokkos::Reducer> reducer = reducerFor(reduce.getMonoid());
  if (!reducer)
    return group.emitOpError("no Kokkos reducer for monoid '") << stringifyMonoidKind(reduce.getMonoid()) << "'";
  Type t = reduce.getType();
  bool compensated = reduce.getCompensated();
  Value rowComp;
  Value result = emitRowReduction(b, loc, group, "ewise_reduce", t, *reducer, S.nrows,
                                  [&](OpBuilder &b, Location loc, Value i) -> Value {
    Value id = *monoidIdentity(b, loc, reduce.getMonoid(), t);
    SmallVector<Value> init{id};
    if (compensated)
      init.push_back(constOf(b, loc, t, 0)); // Neumaier compensation
    auto loop = rowLoop(b, loc, src, i, init,
                        [&](OpBuilder &b, Location loc, Value p, Value j, Entry sij, ValueRange iter) {
                          Entry e = sij;
                          FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                          if (::mlir::failed(r))
                            failed = true;
                          else
                            e = *r;
                          Value v = castTo(b, loc, e.value, t);
                          if (compensated) {
                            Value x = arith::SelectOp::create(b, loc, e.present, v, constOf(b, loc, t, 0));
                            auto [sum, c] = neumaierAdd(b, loc, iter[0], iter[1], x);
                            return SmallVector<Value>{sum, c};
                          }
                          Value joined = applyMonoid(b, loc, reduce.getMonoid(), iter[0], v);
                          return SmallVector<Value>{arith::SelectOp::create(b, loc, e.present, joined, iter[0])};
                        });
    if (compensated) {
      nameArgs(loop, {"p", "row_sum", "row_compensation"});
      rowComp = loop.getResult(1);
    } else {
      nameArgs(loop, {"p", "row_acc"});
    }
    return loop.getResult(0);
  }, compensated, [&]() { return rowComp; });
  group.getResult(0).replaceAllUsesWith(result);
  return success();
}

/// The chain's matrix result, CSR by row: a symbolic pass counting each row's kept entries, a
/// scan into the row pointers, a numeric pass writing them; replaces the group's result.
LogicalResult emitChainMatrix(OpBuilder &b, Location loc, FusedOp group, Source &src, ChainEmitter &chain,
                              bool &failed) {
  const CsrArrays &S = src.iter();
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  auto outType = llvm::dyn_cast<MatrixType>(group.getResult(0).getType());
  if (!outType || outType.getFormat() != Format::csr)
    return group.emitOpError("ewise_chain lowering writes csr matrices only");
  Type t = outType.getElementType();
  auto i64View = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  // 1. symbolic: entries per row
  auto countsAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, S.nrows, b.getStringAttr("C_row_counts"));
  countsAlloc.setUninitialized(true); // the symbolic pass writes every row's count
  Value counts = named(countsAlloc, "C_row_counts");
  auto symbolic = kokkos::RangeParallelForOp::create(b, loc, c0, S.nrows, kernelName(group, "symbolic"), originOf(group));
  nameArgs(symbolic, {"i"});
  symbolic.setDynamic(true);
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&symbolic.getBody(), {}, {b.getIndexType()}, {loc});
    Value i = k->getArgument(0);
    auto loop = rowLoop(b, loc, src, i, ValueRange{constOf(b, loc, b.getI64Type(), 0)},
                        [&](OpBuilder &b, Location loc, Value p, Value j, Entry sij, ValueRange iter) {
                          FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                          if (::mlir::failed(r)) {
                            failed = true;
                            return SmallVector<Value>{iter[0]};
                          }
                          Value inc = castTo(b, loc, r->present, b.getI64Type());
                          return SmallVector<Value>{arith::AddIOp::create(b, loc, iter[0], inc)};
                        });
    nameArgs(loop, {"p", "count"});
    memref::StoreOp::create(b, loc, loop.getResult(0), counts, ValueRange{i});
    kokkos::YieldOp::create(b, loc, ValueRange{});
  }
  // 2. prefix sum into the row pointers
  Value np1 = arith::AddIOp::create(b, loc, S.nrows, c1);
  auto rowptrAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, np1, b.getStringAttr("C_rowptr"));
  rowptrAlloc.setOutput(true); // the scan writes all nrows + 1 offsets
  Value rowptr = named(rowptrAlloc, "C_rowptr");
  auto scan = kokkos::RangeParallelScanOp::create(b, loc, b.getI64Type(), c0, S.nrows, rowptr,
                                                  kernelName(group, "row_offsets"), originOf(group));
  nameArgs(scan, {"i"});
  named(scan.getTotal(), "C_nvals");
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&scan.getBody(), {}, {b.getIndexType()}, {loc});
    Value c = memref::LoadOp::create(b, loc, counts, ValueRange{k->getArgument(0)});
    kokkos::YieldOp::create(b, loc, c);
  }
  // 3. numeric fill
  Value nvals = arith::IndexCastOp::create(b, loc, b.getIndexType(), scan.getTotal());
  auto colidxAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, nvals, b.getStringAttr("C_colidx"));
  auto valuesAlloc = kokkos::ViewAllocOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, t), nvals,
                                                 b.getStringAttr("C_values"));
  colidxAlloc.setOutput(true); // the fill writes every slot (each row's count of them)
  valuesAlloc.setOutput(true);
  Value colidx = named(colidxAlloc, "C_colidx");
  Value values = named(valuesAlloc, "C_values");
  auto numeric = kokkos::RangeParallelForOp::create(b, loc, c0, S.nrows, kernelName(group, "numeric"), originOf(group));
  nameArgs(numeric, {"i"});
  numeric.setDynamic(true);
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&numeric.getBody(), {}, {b.getIndexType()}, {loc});
    Value i = k->getArgument(0);
    Value start = named(loadIndex(b, loc, rowptr, i), "dest");
    Value stop = named(loadIndex(b, loc, rowptr, arith::AddIOp::create(b, loc, i, c1)), "dest_end");
    auto loop = rowLoop(b, loc, src, i, ValueRange{start},
                        [&](OpBuilder &b, Location loc, Value p, Value j, Entry sij, ValueRange iter) {
                          FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                          if (::mlir::failed(r)) {
                            failed = true;
                            return SmallVector<Value>{iter[0]};
                          }
                          // a dropped entry's write is overwritten by the row's next kept one,
                          // or lands in no slot (the row's are full)
                          Value v = castTo(b, loc, r->value, t);
                          Value inRow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iter[0], stop);
                          auto ifOp = scf::IfOp::create(b, loc, inRow, /*withElseRegion=*/false);
                          {
                            OpBuilder::InsertionGuard g(b);
                            b.setInsertionPointToStart(&ifOp.getThenRegion().front());
                            memref::StoreOp::create(b, loc, castTo(b, loc, j, b.getI64Type()), colidx, ValueRange{iter[0]});
                            memref::StoreOp::create(b, loc, v, values, ValueRange{iter[0]});
                          }
                          Value step = castTo(b, loc, castTo(b, loc, r->present, b.getI64Type()), b.getIndexType());
                          Value next = arith::AddIOp::create(b, loc, iter[0], step);
                          return SmallVector<Value>{next};
                        });
    nameArgs(loop, {"p", "dest_pos"});
    kokkos::YieldOp::create(b, loc, ValueRange{});
  }
  Value C = AssembleCsrOp::create(b, loc, outType, S.nrows, S.ncols, rowptr, colidx, values);
  named(C, "C");
  group.getResult(0).replaceAllUsesWith(C);
  return success();
}

} // namespace

LogicalResult lowering::lowerEWiseChain(FusedOp group) {
  ChainEmitter chain;
  ReduceToScalarOp reduce;
  MxmOp mxm;
  if (failed(collectChain(group, chain, reduce, mxm)))
    return failure();
  OpBuilder b(group);
  Location loc = group.getLoc();
  Source src;
  if (mxm) {
    src.isMxm = true;
    src.d = unpackDotMxm(b, loc, mxm);
  } else {
    src.S = unpackCsr(b, loc, chain.source, "S", /*values=*/true);
  }
  bool unexpressed = false;
  if (failed(reduce ? emitChainReduce(b, loc, group, src, chain, reduce, unexpressed)
                    : emitChainMatrix(b, loc, group, src, chain, unexpressed)))
    return failure();
  if (unexpressed)
    return group.emitOpError("ewise_chain lowering met an operation it cannot express");
  group.erase();
  return success();
}

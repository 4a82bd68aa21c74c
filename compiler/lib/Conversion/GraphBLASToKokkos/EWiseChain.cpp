//===- EWiseChain.cpp - lower an ewise_chain group over its source matrices ------------------===//
//
// The sources are csr matrices, or one masked dot-product mxm C<M> = A*B' whose candidate entries
// are the mask's (present when the merge finds a common column). One csr source is walked entry
// by entry; several are walked together, row by row, as a merge of their sorted rows (one step
// per column present in any of them, each source present or absent there), or, where the result
// needs the first source present (no ewise_add above it), along that source's entries with the
// others' cursors skipped forward to each column (an intersection). Every operation of
// the chain reads entries at the position visited, so each intermediate is, per position
// (i, j), a pair (present, value) kept in registers:
//   apply f      (p, f(v))              select g      (p && g(v, i, j, thunk), v)
//   ewise_mult   (p1 && p2, op(v1, v2)) ewise_add     (p1 || p2, both ? op(v1, v2) : the one present)
// and a member's mask M (no accumulator: C starts empty) ands its presence with M's test, so a
// mask is one more source (required where it is not complemented).
// A scalar root (reduce_to_scalar) is one parallel_reduce. A matrix root is a sparse output:
// symbolic count per row (parallel_for), exclusive prefix sum into the row pointers
// (parallel_scan), numeric fill (parallel_for), then graphblas.assemble_csr; over a masked mxm,
// whose dot products are the cost, one pass computes each candidate once into the mask's slots
// of a scratch pair and counts the row, then the scan, then a pass packing the rows. The row pointers,
// column indices and values are `output` views (allocated by the caller's allocator when it
// gives one: the caller adopts them, no copy) and, like the counts, not zero-filled: every entry
// is written before it is read. The fill is branch-free per entry: each entry of the source row
// is written at the row's next free slot and the slot advances only past kept entries (a kept
// predicate is data, e.g. a value compare, and a branch on it mispredicts about every other
// entry); the write is skipped only once the row's slots are full, so it never reaches the next
// row (another thread's). Every entry's value is computed (it was before as well: the emitted
// C++ declares it ahead of the store's block), which is safe for what the library fuses; an
// integer minv / div chain from grb-opt would divide a dropped entry's 0 (not guarded yet).
// The range form (isRangeChain) replaces the per-entry test when every select keeps one run of
// columns per row. An iso source (the importer's graphblas.value) is read at its one value;
// selects alone over it give an iso result: C_values holds one value (none when C is empty),
// which the caller stores as an iso matrix.
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "graphblas-mlir/Import/DagImporter.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

namespace {

struct Entry {
  Value present, value;
};

/// A member's mask: C<M> = T with no accumulator writes into an empty C (the planner hands over no
/// other), so the result is T where M allows an entry: M present (structural) or present and
/// nonzero (valued), or the opposite when complemented. No mask: `mask` is null.
struct ChainMask {
  Value mask;
  bool structural = false, complement = false;

  Value allows(OpBuilder &b, Location loc, Entry m) const {
    Value here = structural ? m.present
                            : Value(arith::AndIOp::create(b, loc, m.present, castTo(b, loc, m.value, b.getI1Type())));
    return complement ? Value(arith::XOrIOp::create(b, loc, here, constBool(b, loc, true))) : here;
  }
};

ChainMask maskOf(Operation *op) {
  return llvm::TypeSwitch<Operation *, ChainMask>(op)
      .Case<ApplyOp, ApplyBinaryOp, SelectOp, EWiseAddOp, EWiseMultOp>([](auto o) {
        return ChainMask{o.getMask(), o.getMaskStructural(), o.getMaskComplement()};
      })
      .Default([](Operation *) { return ChainMask{}; });
}

bool anyMasked(ArrayRef<Operation *> ops) {
  return llvm::any_of(ops, [](Operation *op) { return bool(maskOf(op).mask); });
}

/// Emits the chain for one position (i, j) of its sources; returns the root's (present, value).
struct ChainEmitter {
  SmallVector<Value> sources;   // the matrices the chain reads, in the order of the entries given to emit
  SmallVector<Operation *> ops; // in order, excluding a final reduce_to_scalar

  FailureOr<Entry> emit(OpBuilder &b, Location loc, Value i, Value j, ArrayRef<Entry> entries) {
    llvm::DenseMap<Value, Entry> env;
    for (auto [s, e] : llvm::zip(sources, entries))
      env[s] = e;
    if (ops.empty())
      return entries.front();
    Entry last;
    for (Operation *op : ops) {
      Entry e;
      bool ok = llvm::TypeSwitch<Operation *, bool>(op)
                    .Case<ApplyOp>([&](ApplyOp a) {
                      Entry x = env.lookup(a.getA());
                      e = {x.present, applyUnary(b, loc, a.getOp(), x.value, getElementType(a.getType()))};
                      return true;
                    })
                    .Case<ApplyBinaryOp>([&](ApplyBinaryOp a) {
                      // the bound scalar (a function argument) on its side of the operator
                      Entry x = env.lookup(a.getA());
                      Value s = a.getScalar();
                      Type t = getElementType(a.getType());
                      e = {x.present, a.getBindFirst() ? applyBinary(b, loc, a.getOp(), s, x.value, t)
                                                       : applyBinary(b, loc, a.getOp(), x.value, s, t)};
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
      if (ChainMask m = maskOf(op); m.mask) // C<M> = T into an empty C: T's entries the mask allows
        e.present = arith::AndIOp::create(b, loc, e.present, m.allows(b, loc, env.lookup(m.mask)));
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

/// A source's value at position p (its one value when iso).
Value loadValue(OpBuilder &b, Location loc, Value values, bool iso, Value p) {
  return memref::LoadOp::create(b, loc, values, ValueRange{iso ? constIndex(b, loc, 0) : p});
}

/// Where the entries come from: a csr matrix S (every entry present), or a masked dot-product
/// mxm C<M> = A*B' (one candidate per mask entry, present when the merge finds a common column).
struct CsrSource {
  CsrArrays S;
  bool iso = false; // one value for all its entries (the values view has one element)
};

struct Source {
  bool isMxm = false;
  bool iso = false; // a csr S holding one value for all its entries (S_values has one element)
  CsrArrays S;
  SmallVector<CsrSource> coIterated; // the chain's other csr sources, merged with S row by row
  bool intersect = false;            // the chain needs S present: walk S's entries only
  bool allRequired = false;          // ... and every other source too: the walk ends with any row
  DotMxm d;
  Value aBegin, aEnd;
  const ScatteredRow *scattered = nullptr; // the row of A scattered in the team's scratch, if any

  const CsrArrays &iter() const { return isMxm ? d.M : S; }

  void rowPrelude(OpBuilder &b, Location loc, Value i) {
    if (!isMxm)
      return;
    aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
    aEnd = named(loadIndex(b, loc, d.A.ptr, arith::AddIOp::create(b, loc, i, constIndex(b, loc, 1))), "a_end");
  }

  Entry entry(OpBuilder &b, Location loc, Value p, Value j) {
    if (!isMxm)
      return {constBool(b, loc, true), named(loadValue(b, loc, S.val, iso, p), "s_ij")};
    auto [found, cij] = scattered ? emitScatteredDot(b, loc, d, MxmOp(d.mxm).getSemiring(), *scattered, j)
                                  : emitDotMerge(b, loc, d, aBegin, aEnd, j);
    Value present = found;
    if (d.valuedMask)
      present = arith::AndIOp::create(
          b, loc, castTo(b, loc, memref::LoadOp::create(b, loc, d.M.val, ValueRange{p}), b.getI1Type()), found);
    return {present, cij};
  }
};

/// Whether `m` is a function argument the importer marked iso (graphblas.value: one stored value
/// for every entry, which the caller binds as a values array of one element).
bool isIsoArgument(Value m) {
  auto arg = llvm::dyn_cast<BlockArgument>(m);
  auto f = arg ? llvm::dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()) : func::FuncOp();
  if (!f)
    return false;
  auto info = f.getArgAttrOfType<ValueInfoAttr>(arg.getArgNumber(), "graphblas.value");
  return info && info.getIso();
}

/// A row loop: the op (its block arguments named by rowLoop) and the values it carries out.
struct RowLoop {
  Operation *op;
  SmallVector<Value> results;
};

using RowBody = function_ref<SmallVector<Value>(OpBuilder &, Location, Value, ArrayRef<Entry>, ValueRange)>;

/// cond ? then() : otherwise as an scf.if whose result is named `name`: a load in then() is made
/// only when cond holds (a cursor at the end of its row may point past the array).
Value guarded(OpBuilder &b, Location loc, Value cond, Type t, function_ref<Value(OpBuilder &, Location)> then,
              function_ref<Value(OpBuilder &, Location)> otherwise, const std::string &name) {
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{t}, cond, /*withElseRegion=*/true);
  nameArgs(ifOp, {name});
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  scf::YieldOp::create(b, loc, then(b, loc));
  b.setInsertionPointToStart(&ifOp.getElseRegion().front());
  scf::YieldOp::create(b, loc, otherwise(b, loc));
  return ifOp.getResult(0);
}

/// Source s's value at position p when `present` (0 otherwise), named v_s.
Value valueAt(OpBuilder &b, Location loc, const CsrSource &c, Value present, Value p, size_t s) {
  Type t = llvm::cast<MemRefType>(c.S.val.getType()).getElementType();
  return guarded(b, loc, present, t, [&](OpBuilder &b, Location loc) { return loadValue(b, loc, c.S.val, c.iso, p); },
                 [&](OpBuilder &b, Location loc) { return constOf(b, loc, t, 0); }, "v_" + std::to_string(s));
}

/// One step of a walk over several rows: given the sources, their rows' ends and the cursors (one
/// per source), the column j visited, each source's entry there and the cursors' next positions.
using WalkStep = function_ref<void(OpBuilder &, Location, ArrayRef<CsrSource> all, ArrayRef<Value> ends,
                                   ValueRange cursors, Value &j, SmallVector<Entry> &entries, SmallVector<Value> &next)>;

/// How long a walk over several rows runs: while some row has entries left, while every row does,
/// or while the first one does.
enum class WalkWhile { AnyLeft, AllLeft, FirstLeft };

/// Row i of every csr source walked together: a cursor per source from the row's start, carried
/// with `init` through an scf.while that runs as `until` says; each step visits one column
/// (`step`) and hands it to `body`.
RowLoop multiRowLoop(OpBuilder &b, Location loc, Source &src, Value i, ValueRange init, ArrayRef<StringRef> names,
                     WalkWhile until, WalkStep step, RowBody body) {
  Value c1 = constIndex(b, loc, 1), i1 = arith::AddIOp::create(b, loc, i, c1);
  SmallVector<CsrSource> all{CsrSource{src.S, src.iso}};
  all.append(src.coIterated.begin(), src.coIterated.end());
  const size_t k = all.size();
  SmallVector<Value> inits, ends;
  SmallVector<std::string> cursorNames;
  for (size_t s = 0; s < k; s++) {
    inits.push_back(named(loadIndex(b, loc, all[s].S.ptr, i), ("row_begin_" + std::to_string(s)).c_str()));
    ends.push_back(named(loadIndex(b, loc, all[s].S.ptr, i1), ("row_end_" + std::to_string(s)).c_str()));
    cursorNames.push_back("p_" + std::to_string(s));
  }
  inits.append(init.begin(), init.end());
  SmallVector<Type> types;
  for (Value v : inits)
    types.push_back(v.getType());
  auto loop = scf::WhileOp::create(
      b, loc, types, inits,
      [&](OpBuilder &b, Location loc, ValueRange q) {
        const bool any = until == WalkWhile::AnyLeft;
        Value more = constBool(b, loc, !any);
        for (size_t s = 0; s < (until == WalkWhile::FirstLeft ? 1 : k); s++) {
          Value left = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q[s], ends[s]);
          more = any ? Value(arith::OrIOp::create(b, loc, more, left)) : Value(arith::AndIOp::create(b, loc, more, left));
        }
        scf::ConditionOp::create(b, loc, named(more, "more"), q);
      },
      [&](OpBuilder &b, Location loc, ValueRange q) {
        Value j;
        SmallVector<Entry> entries;
        SmallVector<Value> next;
        step(b, loc, all, ends, q.take_front(k), j, entries, next);
        SmallVector<Value> carried = body(b, loc, j, entries, q.drop_front(k));
        next.append(carried.begin(), carried.end());
        scf::YieldOp::create(b, loc, next);
      });
  SmallVector<StringRef> allNames(cursorNames.begin(), cursorNames.end());
  allNames.append(names.begin(), names.end());
  nameArgs(loop, allNames);
  return {loop, SmallVector<Value>(loop.getResults().drop_front(k))};
}

/// Row i of several csr sources visited in increasing column order, one step per column present
/// in any of them (a merge of their sorted rows): j the least column under the cursors, a source
/// present at j when its cursor is on j (its value loaded only then), the cursors on j advanced.
/// A source whose row is done stands at ncols, past every column.
RowLoop mergedRowLoop(OpBuilder &b, Location loc, Source &src, Value i, ValueRange init, ArrayRef<StringRef> names,
                      RowBody body) {
  auto step = [](OpBuilder &b, Location loc, ArrayRef<CsrSource> all, ArrayRef<Value> ends, ValueRange q, Value &j,
                 SmallVector<Entry> &entries, SmallVector<Value> &next) {
    SmallVector<Value> cols;
    for (size_t s = 0; s < all.size(); s++) {
      Value active = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q[s], ends[s]);
      cols.push_back(guarded(b, loc, active, b.getIndexType(), [&](OpBuilder &b, Location loc) {
        return loadIndex(b, loc, all[s].S.idx, q[s]);
      }, [&](OpBuilder &, Location) { return all[s].S.ncols; }, "j_" + std::to_string(s)));
      j = s == 0 ? cols[0] : Value(arith::MinUIOp::create(b, loc, j, cols[s]));
    }
    j = named(j, "j");
    for (size_t s = 0; s < all.size(); s++) {
      Value present = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, cols[s], j),
                            ("here_" + std::to_string(s)).c_str());
      entries.push_back({present, valueAt(b, loc, all[s], present, q[s], s)});
      next.push_back(arith::AddIOp::create(b, loc, q[s], castTo(b, loc, castTo(b, loc, present, b.getI64Type()),
                                                                b.getIndexType())));
    }
  };
  return multiRowLoop(b, loc, src, i, init, names, WalkWhile::AnyLeft, step, body);
}

/// The sources (bit s: chain.sources[s]) where the chain's result has an entry only where each of
/// them has one (ewise_mult, apply, select and a mask require their operands; an ewise_add keeps
/// what either side has; a complemented mask requires nothing). Where the first source is
/// required, a row walk may visit only its entries; 0 when not known (over 64 sources).
uint64_t requiredSources(const ChainEmitter &chain) {
  const size_t k = chain.sources.size();
  if (k > 64 || chain.ops.empty())
    return 0;
  llvm::DenseMap<Value, uint64_t> required; // per value, the sources its presence implies
  for (size_t s = 0; s < k; s++)
    required[chain.sources[s]] = uint64_t(1) << s;
  for (Operation *op : chain.ops) {
    uint64_t r = llvm::TypeSwitch<Operation *, uint64_t>(op)
                     .Case<ApplyOp, ApplyBinaryOp, SelectOp>([&](auto o) { return required.lookup(o.getA()); })
                     .Case<EWiseMultOp>([&](auto o) { return required.lookup(o.getA()) | required.lookup(o.getB()); })
                     .Case<EWiseAddOp>([&](auto o) { return required.lookup(o.getA()) & required.lookup(o.getB()); })
                     .Default([](Operation *) { return uint64_t(0); });
    if (ChainMask m = maskOf(op); m.mask && !m.complement) // kept only where the mask has an entry
      r |= required.lookup(m.mask);
    required[op->getResult(0)] = r;
  }
  return required.lookup(chain.ops.back()->getResult(0));
}

/// The first position in [p, end) of a sorted index row whose column is at least j (end if none),
/// stepping forward from p: the walks below move each cursor forward only, so the steps over a
/// row add up to its length.
Value skipTo(OpBuilder &b, Location loc, Value idx, Value p, Value end, Value j, const std::string &name) {
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{b.getIndexType()}, ValueRange{p},
      [&](OpBuilder &b, Location loc, ValueRange q) {
        Value active = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, q[0], end);
        Value behind = guarded(b, loc, active, b.getI1Type(), [&](OpBuilder &b, Location loc) -> Value {
          return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, loadIndex(b, loc, idx, q[0]), j);
        }, [&](OpBuilder &b, Location loc) { return constBool(b, loc, false); }, name + "_behind");
        scf::ConditionOp::create(b, loc, behind, q);
      },
      [&](OpBuilder &b, Location loc, ValueRange q) {
        scf::YieldOp::create(b, loc, ValueRange{arith::AddIOp::create(b, loc, q[0], constIndex(b, loc, 1))});
      });
  nameArgs(loop, {name});
  return loop.getResult(0);
}

/// Row i of several csr sources where the chain needs the first present (requiredSources): its
/// entries are visited in order, each other source's cursor skipped forward to the column and
/// present when it lands on it; the walk ends with the first source's row, or with any row
/// when every source is required.
RowLoop intersectedRowLoop(OpBuilder &b, Location loc, Source &src, Value i, ValueRange init,
                           ArrayRef<StringRef> names, RowBody body) {
  auto step = [](OpBuilder &b, Location loc, ArrayRef<CsrSource> all, ArrayRef<Value> ends, ValueRange q, Value &j,
                 SmallVector<Entry> &entries, SmallVector<Value> &next) {
    j = named(loadIndex(b, loc, all[0].S.idx, q[0]), "j");
    entries.push_back({constBool(b, loc, true), named(loadValue(b, loc, all[0].S.val, all[0].iso, q[0]), "v_0")});
    next.push_back(arith::AddIOp::create(b, loc, q[0], constIndex(b, loc, 1)));
    for (size_t s = 1; s < all.size(); s++) {
      const std::string n = std::to_string(s);
      Value at = skipTo(b, loc, all[s].S.idx, q[s], ends[s], j, "p_" + n + "_at");
      Value active = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at, ends[s]);
      Value present = guarded(b, loc, active, b.getI1Type(), [&](OpBuilder &b, Location loc) -> Value {
        return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, loadIndex(b, loc, all[s].S.idx, at), j);
      }, [&](OpBuilder &b, Location loc) { return constBool(b, loc, false); }, "here_" + n);
      entries.push_back({present, valueAt(b, loc, all[s], present, at, s)});
      next.push_back(at);
    }
  };
  return multiRowLoop(b, loc, src, i, init, names, src.allRequired ? WalkWhile::AllLeft : WalkWhile::FirstLeft, step,
                      body);
}

/// Row i of the source: body(j, entries (one per source), iterArgs) -> next iterArgs, for each
/// entry of the row (one source) or each column present in any source's row (several, merged).
/// `names`: the carried values' names in the emitted C++.
RowLoop rowLoop(OpBuilder &b, Location loc, Source &src, Value i, ValueRange init, ArrayRef<StringRef> names,
                RowBody body) {
  if (!src.coIterated.empty())
    return src.intersect ? intersectedRowLoop(b, loc, src, i, init, names, body)
                         : mergedRowLoop(b, loc, src, i, init, names, body);
  Value c1 = constIndex(b, loc, 1);
  const CsrArrays &S = src.iter();
  src.rowPrelude(b, loc, i);
  Value begin = named(loadIndex(b, loc, S.ptr, i), "row_begin");
  Value end = named(loadIndex(b, loc, S.ptr, arith::AddIOp::create(b, loc, i, c1)), "row_end");
  auto loop = scf::ForOp::create(b, loc, begin, end, c1, init,
                                 [&](OpBuilder &b, Location loc, Value p, ValueRange iter) {
                                   Value j = named(loadIndex(b, loc, S.idx, p), "j");
                                   Entry e = src.entry(b, loc, p, j);
                                   scf::YieldOp::create(b, loc, body(b, loc, j, ArrayRef<Entry>(e), iter));
                                 });
  SmallVector<StringRef> allNames{"p"};
  allNames.append(names.begin(), names.end());
  nameArgs(loop, allNames);
  return {loop, SmallVector<Value>(loop.getResults())};
}

/// The range form of a matrix result: every select of the chain is positional with an interval
/// of kept columns per row (tril, triu, diag, rowle, rowgt, colle, colgt) and the source is a csr
/// matrix (sorted rows), so row i keeps the entries whose column lies in [lo(i), hi(i)); applies
/// only change values. The count finds the run's ends (rangePositions) and stores its first
/// position; the fill copies the run: no per-entry test, as the kernel library's positional
/// select, where the general form tests every entry of the row in both passes.
bool isRangeChain(const ChainEmitter &chain, const Source &src) {
  if (src.isMxm || !src.coIterated.empty() || anyMasked(chain.ops))
    return false;
  bool anySelect = false;
  for (Operation *op : chain.ops) {
    if (llvm::isa<ApplyOp, ApplyBinaryOp>(op))
      continue;
    auto s = llvm::dyn_cast<SelectOp>(op);
    if (!s)
      return false;
    switch (s.getOp()) {
    case IndexUnaryOpKind::tril: case IndexUnaryOpKind::triu: case IndexUnaryOpKind::diag:
    case IndexUnaryOpKind::rowle: case IndexUnaryOpKind::rowgt: case IndexUnaryOpKind::colle:
    case IndexUnaryOpKind::colgt:
      anySelect = true;
      break;
    default:
      return false;
    }
  }
  return anySelect;
}

/// Row i's kept columns [lo, hi) in the range form, as indices with 0 <= lo <= hi <= ncols. The
/// thunks are clamped to +-2^61 first: indices are below 2^60, so i + k + 1 cannot overflow and
/// the bounds are those of exact arithmetic.
std::pair<Value, Value> rowRange(OpBuilder &b, Location loc, const ChainEmitter &chain, Value i, Value ncols) {
  Type i64 = b.getI64Type();
  Value zero = constOf(b, loc, i64, 0), one = constOf(b, loc, i64, 1);
  Value big = constOf(b, loc, i64, double(int64_t(1) << 61)), nbig = constOf(b, loc, i64, -double(int64_t(1) << 61));
  Value n = castTo(b, loc, ncols, i64), ii = castTo(b, loc, i, i64);
  auto maxs = [&](Value x, Value y) -> Value { return arith::MaxSIOp::create(b, loc, x, y); };
  auto mins = [&](Value x, Value y) -> Value { return arith::MinSIOp::create(b, loc, x, y); };
  auto add = [&](Value x, Value y) -> Value { return arith::AddIOp::create(b, loc, x, y); };
  auto rowIf = [&](arith::CmpIPredicate p, Value k, Value h) -> Value {
    return arith::SelectOp::create(b, loc, arith::CmpIOp::create(b, loc, p, ii, k), h, zero);
  };
  Value lo = zero, hi = n;
  for (Operation *op : chain.ops) {
    auto s = llvm::dyn_cast<SelectOp>(op);
    if (!s)
      continue;
    Value k = s.getThunk() ? castTo(b, loc, s.getThunk(), i64) : zero;
    k = mins(maxs(k, nbig), big);
    Value ipk = add(ii, k);
    switch (s.getOp()) {
    case IndexUnaryOpKind::tril: hi = mins(hi, add(ipk, one)); break;
    case IndexUnaryOpKind::triu: lo = maxs(lo, ipk); break;
    case IndexUnaryOpKind::diag: lo = maxs(lo, ipk); hi = mins(hi, add(ipk, one)); break;
    case IndexUnaryOpKind::colle: hi = mins(hi, add(k, one)); break;
    case IndexUnaryOpKind::colgt: lo = maxs(lo, add(k, one)); break;
    case IndexUnaryOpKind::rowle: hi = rowIf(arith::CmpIPredicate::sle, k, hi); break;
    case IndexUnaryOpKind::rowgt: hi = rowIf(arith::CmpIPredicate::sgt, k, hi); break;
    default: break;
    }
  }
  lo = mins(maxs(lo, zero), n);
  hi = mins(maxs(hi, lo), n);
  return {named(castTo(b, loc, lo, b.getIndexType()), "col_lo"), named(castTo(b, loc, hi, b.getIndexType()), "col_hi")};
}

/// The positions of row i whose columns lie in [lo, hi): a search for each bound that cuts
/// (lo > 0, hi < ncols).
std::pair<Value, Value> rangePositions(OpBuilder &b, Location loc, const CsrArrays &S, Value i, Value lo, Value hi) {
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  Value begin = named(loadIndex(b, loc, S.ptr, i), "row_begin");
  Value end = named(loadIndex(b, loc, S.ptr, arith::AddIOp::create(b, loc, i, c1)), "row_end");
  auto search = [&](Value cuts, Value from, Value key, Value otherwise, StringRef name) -> Value {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{b.getIndexType()}, cuts, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    scf::YieldOp::create(b, loc, emitLowerPosition(b, loc, S.idx, from, end, key, name));
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    scf::YieldOp::create(b, loc, otherwise);
    return ifOp.getResult(0);
  };
  Value pb = named(search(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, lo, c0), begin, lo, begin, "lo"),
                   "keep_begin");
  Value pe = named(search(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, hi, S.ncols), pb, hi, end, "hi"),
                   "keep_end");
  return {pb, pe};
}

/// The chain's members in program order, its reduction (the root, if any), its mxm source (the
/// first member, if any) and its source value; fails with a diagnostic on what is not lowered.
LogicalResult collectChain(FusedOp group, ChainEmitter &chain, ReduceToScalarOp &reduce, ReduceToVectorOp &rows,
                           MxmOp &mxm) {
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
    if (auto r = llvm::dyn_cast<ReduceToVectorOp>(&op)) {
      if (&op != body.getTerminator()->getPrevNode())
        return group.emitOpError("reduce_to_vector must be the root of an ewise_chain group");
      if (r.getMask() || r.getAccumIn() || r.getTranA())
        return group.emitOpError("ewise_chain lowering reduces rows without a mask, an accumulator or a transpose");
      if (r.getA().getParentBlock() != &body && !llvm::is_contained(sources, r.getA()))
        sources.push_back(r.getA()); // a stored matrix reduced alone
      rows = r;
      continue;
    }
    if (!llvm::isa<ApplyOp, ApplyBinaryOp, SelectOp, EWiseAddOp, EWiseMultOp>(&op))
      return group.emitOpError("ewise_chain lowering does not handle ") << op.getName();
    bool transposed = llvm::TypeSwitch<Operation *, bool>(&op)
                          .Case<ApplyOp, ApplyBinaryOp, SelectOp>([](auto o) { return o.getTranA(); })
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
  if (mxm && !sources.empty())
    return group.emitOpError("ewise_chain lowering reads an mxm source alone; this group also reads ")
           << sources.size() << " other matri" << (sources.size() == 1 ? "x" : "ces");
  if (mxm)
    sources.push_back(mxm.getResult());
  if (sources.empty())
    return group.emitOpError("ewise_chain lowering needs a source matrix");
  for (Value s : sources) {
    auto srcType = llvm::dyn_cast<MatrixType>(s.getType());
    if (!srcType || (!mxm && srcType.getFormat() != Format::csr))
      return group.emitOpError("ewise_chain lowering needs csr source matrices");
  }
  chain.sources = sources;

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
    SmallVector<StringRef> names{"row_acc"};
    if (compensated)
      names = {"row_sum", "row_compensation"};
    RowLoop loop = rowLoop(b, loc, src, i, init, names,
                        [&](OpBuilder &b, Location loc, Value j, ArrayRef<Entry> sij, ValueRange iter) {
                          Entry e = sij.front();
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
    if (compensated)
      rowComp = loop.results[1];
    return loop.results[0];
  }, compensated, [&]() { return rowComp; });
  group.getResult(0).replaceAllUsesWith(result);
  return success();
}

/// Row i's kept entries (i64): the chain's predicate summed over the row.
Value rowCount(OpBuilder &b, Location loc, Source &src, ChainEmitter &chain, Value i, bool &failed) {
  RowLoop loop = rowLoop(b, loc, src, i, ValueRange{constOf(b, loc, b.getI64Type(), 0)}, {"count"},
                      [&](OpBuilder &b, Location loc, Value j, ArrayRef<Entry> sij, ValueRange iter) {
                        FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                        if (::mlir::failed(r)) {
                          failed = true;
                          return SmallVector<Value>{iter[0]};
                        }
                        Value inc = castTo(b, loc, r->present, b.getI64Type());
                        return SmallVector<Value>{arith::AddIOp::create(b, loc, iter[0], inc)};
                      });
  return loop.results[0];
}

/// Whether the chain walks the first source's entries (an intersection) and reads the other
/// sources only as masks: their values never reach the result's, so once the count has decided
/// each of the first source's entries, the fill needs only that decision (the kept form).
bool othersOnlyMask(const ChainEmitter &chain, const Source &src) {
  if (!src.intersect)
    return false;
  for (Value other : llvm::drop_begin(chain.sources))
    for (Operation *op : chain.ops) {
      Value mask = maskOf(op).mask;
      for (Value v : op->getOperands())
        if (v == other && v != mask)
          return false;
    }
  return true;
}

/// Row i's kept entries (i64) as rowCount counts them, each of the first source's entries visited
/// leaving its decision (1 kept, 0 dropped) in `kept` at its position: the kept form's count. When
/// every source is required the walk ends once another source's row is done, so the decisions
/// past it are never written; every kept entry comes before them, and the fill stops at the row's
/// last one.
Value rowCountKept(OpBuilder &b, Location loc, Source &src, ChainEmitter &chain, Value i, Value kept, bool &failed) {
  Value first = named(loadIndex(b, loc, src.S.ptr, i), "kept_pos");
  RowLoop loop = rowLoop(b, loc, src, i, ValueRange{constOf(b, loc, b.getI64Type(), 0), first}, {"count", "kept_pos"},
                         [&](OpBuilder &b, Location loc, Value j, ArrayRef<Entry> sij, ValueRange iter) {
                           FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                           if (::mlir::failed(r)) {
                             failed = true;
                             return SmallVector<Value>{iter[0], iter[1]};
                           }
                           memref::StoreOp::create(b, loc, castTo(b, loc, r->present, b.getI8Type()), kept,
                                                   ValueRange{iter[1]});
                           Value inc = castTo(b, loc, r->present, b.getI64Type());
                           return SmallVector<Value>{arith::AddIOp::create(b, loc, iter[0], inc),
                                                     arith::AddIOp::create(b, loc, iter[1], constIndex(b, loc, 1))};
                         });
  return loop.results[0];
}

/// Row i's kept entries (i64) in the range form: the length of its kept run, whose first
/// position goes into `firsts` for the fill.
Value rangeCount(OpBuilder &b, Location loc, const CsrArrays &S, ChainEmitter &chain, Value i, Value firsts) {
  auto [lo, hi] = rowRange(b, loc, chain, i, S.ncols);
  auto [pb, pe] = rangePositions(b, loc, S, i, lo, hi);
  memref::StoreOp::create(b, loc, castTo(b, loc, pb, b.getI64Type()), firsts, ValueRange{i});
  return named(castTo(b, loc, arith::SubIOp::create(b, loc, pe, pb), b.getI64Type()), "count");
}

/// Where the fill writes: the result's column indices and values (element type t; null values: an
/// iso result, whose one value is written once).
struct RowOutput {
  Value colidx, values;
  Type t;
};

/// Row i's kept entries written from slot `start`, branch-free per entry: each entry of the row
/// is written at the next free slot and the slot advances only past kept ones; the write is
/// skipped once the row's slots [start, stop) are full. Returns the slot after the last kept one.
Value rowFill(OpBuilder &b, Location loc, Source &src, ChainEmitter &chain, Value i, Value start, Value stop,
              const RowOutput &out, bool &failed) {
  return rowLoop(b, loc, src, i, ValueRange{start}, {"dest_pos"},
                      [&](OpBuilder &b, Location loc, Value j, ArrayRef<Entry> sij, ValueRange iter) {
                        FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                        if (::mlir::failed(r)) {
                          failed = true;
                          return SmallVector<Value>{iter[0]};
                        }
                        // a dropped entry's write is overwritten by the row's next kept one, or
                        // lands in no slot (the row's are full)
                        Value v = castTo(b, loc, r->value, out.t);
                        Value inRow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iter[0], stop);
                        // an intersection keeps few of the entries it visits: the store waits for a
                        // kept one (a branch rarely taken) rather than writing every visited entry
                        if (src.intersect)
                          inRow = arith::AndIOp::create(b, loc, inRow, r->present);
                        auto ifOp = scf::IfOp::create(b, loc, inRow, /*withElseRegion=*/false);
                        {
                          OpBuilder::InsertionGuard g(b);
                          b.setInsertionPointToStart(&ifOp.getThenRegion().front());
                          memref::StoreOp::create(b, loc, castTo(b, loc, j, b.getI64Type()), out.colidx,
                                                  ValueRange{iter[0]});
                          memref::StoreOp::create(b, loc, v, out.values, ValueRange{iter[0]});
                        }
                        Value step = castTo(b, loc, castTo(b, loc, r->present, b.getI64Type()), b.getIndexType());
                        return SmallVector<Value>{arith::AddIOp::create(b, loc, iter[0], step)};
                      })
      .results[0];
}

/// Row i's kept entries in the kept form (othersOnlyMask): the first source's entries from the
/// row's start, each written at the next slot while the row has one, the slot advancing by its
/// decision from the count (no other source walked again: they only decided presence, so their
/// entries are given as present with a zero value, which no value reads).
void keptFill(OpBuilder &b, Location loc, Source &src, ChainEmitter &chain, Value i, Value start, Value stop, Value kept,
              const RowOutput &out, bool &failed) {
  Value first = named(loadIndex(b, loc, src.S.ptr, i), "row_begin");
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{b.getIndexType(), b.getIndexType()}, ValueRange{first, start},
      [&](OpBuilder &b, Location loc, ValueRange q) {
        Value free = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, q[1], stop);
        scf::ConditionOp::create(b, loc, named(free, "free"), q);
      },
      [&](OpBuilder &b, Location loc, ValueRange q) {
        Value j = named(loadIndex(b, loc, src.S.idx, q[0]), "j");
        SmallVector<Entry> entries{{constBool(b, loc, true), named(loadValue(b, loc, src.S.val, src.iso, q[0]), "v_0")}};
        for (const CsrSource &c : src.coIterated) {
          Type t = llvm::cast<MemRefType>(c.S.val.getType()).getElementType();
          entries.push_back({constBool(b, loc, true), constOf(b, loc, t, 0)});
        }
        FailureOr<Entry> r = chain.emit(b, loc, i, j, entries);
        if (::mlir::failed(r)) {
          failed = true;
        } else {
          memref::StoreOp::create(b, loc, castTo(b, loc, j, b.getI64Type()), out.colidx, ValueRange{q[1]});
          memref::StoreOp::create(b, loc, castTo(b, loc, r->value, out.t), out.values, ValueRange{q[1]});
        }
        Value k = memref::LoadOp::create(b, loc, kept, ValueRange{q[0]});
        Value step = castTo(b, loc, castTo(b, loc, k, b.getI64Type()), b.getIndexType());
        scf::YieldOp::create(b, loc, ValueRange{arith::AddIOp::create(b, loc, q[0], constIndex(b, loc, 1)),
                                                arith::AddIOp::create(b, loc, q[1], step)});
      });
  nameArgs(loop, {"p", "dest_pos"});
}

/// Row i's kept run (range form, starting at firsts(i)) copied to slots [start, stop), the chain's
/// applies on each value.
void rangeFill(OpBuilder &b, Location loc, Source &src, ChainEmitter &chain, Value i, Value start, Value stop,
               Value firsts, const RowOutput &out, bool &failed) {
  const CsrArrays &S = src.S;
  Value pb = named(loadIndex(b, loc, firsts, i), "keep_begin");
  Value offset = named(arith::SubIOp::create(b, loc, pb, start), "offset");
  Value c1 = constIndex(b, loc, 1);
  auto loop = scf::ForOp::create(b, loc, start, stop, c1, ValueRange{},
                                 [&](OpBuilder &b, Location loc, Value q, ValueRange) {
                                   Value p = arith::AddIOp::create(b, loc, q, offset);
                                   Value j = named(loadIndex(b, loc, S.idx, p), "j");
                                   Entry e = src.entry(b, loc, p, j);
                                   FailureOr<Entry> r = chain.emit(b, loc, i, j, ArrayRef<Entry>(e));
                                   if (::mlir::failed(r))
                                     failed = true;
                                   else {
                                     memref::StoreOp::create(b, loc, castTo(b, loc, j, b.getI64Type()), out.colidx,
                                                             ValueRange{q});
                                     if (out.values)
                                       memref::StoreOp::create(b, loc, castTo(b, loc, r->value, out.t), out.values,
                                                               ValueRange{q});
                                   }
                                   scf::YieldOp::create(b, loc);
                                 });
  nameArgs(loop, {"dest_pos"});
}

/// One parallel_for over the rows [0, nrows) named <group>_<suffix> (dynamic: rows of uneven
/// cost), body(i) emitted inside it.
void forEachRow(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Value nrows, bool dynamic,
                function_ref<void(OpBuilder &, Location, Value)> body) {
  auto kernel = kokkos::RangeParallelForOp::create(b, loc, constIndex(b, loc, 0), nrows, kernelName(group, suffix),
                                                   originOf(group));
  nameArgs(kernel, {"i"});
  if (dynamic)
    kernel.setDynamic(true);
  OpBuilder::InsertionGuard guard(b);
  Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
  body(b, loc, k->getArgument(0));
  b.setInsertionPointToEnd(k);
  kokkos::YieldOp::create(b, loc, ValueRange{});
}

/// Row i's span [ptr(i), ptr(i + 1)) of a row pointer view, named `name` and `name`_end.
std::pair<Value, Value> rowSpan(OpBuilder &b, Location loc, Value ptr, Value i, StringRef name) {
  Value begin = named(loadIndex(b, loc, ptr, i), name);
  Value end = named(loadIndex(b, loc, ptr, arith::AddIOp::create(b, loc, i, constIndex(b, loc, 1))),
                    (name + "_end").str());
  return {begin, end};
}

/// The row pointers of a CSR result (an `output` view of nrows + 1) as the exclusive prefix sum
/// of the per-row counts, and the total (its entry count).
std::pair<Value, Value> emitRowOffsets(OpBuilder &b, Location loc, FusedOp group, Value counts, Value nrows) {
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  Value np1 = arith::AddIOp::create(b, loc, nrows, c1);
  auto rowptrAlloc = kokkos::ViewAllocOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, b.getI64Type()), np1,
                                                 b.getStringAttr("C_rowptr"));
  rowptrAlloc.setOutput(true); // the scan writes all nrows + 1 offsets
  Value rowptr = named(rowptrAlloc, "C_rowptr");
  auto scan = kokkos::RangeParallelScanOp::create(b, loc, b.getI64Type(), c0, nrows, rowptr,
                                                  kernelName(group, "row_offsets"), originOf(group));
  nameArgs(scan, {"i"});
  named(scan.getTotal(), "C_nvals");
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&scan.getBody(), {}, {b.getIndexType()}, {loc});
    Value c = memref::LoadOp::create(b, loc, counts, ValueRange{k->getArgument(0)});
    kokkos::YieldOp::create(b, loc, c);
  }
  return {rowptr, arith::IndexCastOp::create(b, loc, b.getIndexType(), scan.getTotal())};
}

/// The matrix result of a chain over a masked mxm, each dot product computed once (against A's
/// row scattered in a team's scratch, or merged when A is too wide): the result has at most the
/// mask's entries, so one pass writes each row's kept entries into the mask's slots of a scratch
/// pair (column, value) and counts them; a scan gives the row pointers, and a copy
/// packs the rows (16 bytes moved per kept entry, where a count-then-fill pass would merge every
/// dot product twice). Replaces the group's result.
/// The matrix result from rows written at slots: row i's counts(i) kept entries lie in the
/// scratch views from slots.ptr(i) on. A scan of the counts gives the row pointers, and a pass
/// copies each row's entries into exact-size arrays; replaces the group's result.
void emitPackedRows(OpBuilder &b, Location loc, FusedOp group, const CsrArrays &slots, Value counts, Value tmpColidx,
                    Value tmpValues, MatrixType outType) {
  Value c1 = constIndex(b, loc, 1);
  auto i64View = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  auto tView = MemRefType::get({ShapedType::kDynamic}, outType.getElementType());
  auto [rowptr, nvals] = emitRowOffsets(b, loc, group, counts, slots.nrows);
  auto colidxAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, nvals, b.getStringAttr("C_colidx"));
  auto valuesAlloc = kokkos::ViewAllocOp::create(b, loc, tView, nvals, b.getStringAttr("C_values"));
  colidxAlloc.setOutput(true); // the copy writes every slot
  valuesAlloc.setOutput(true);
  Value colidx = named(colidxAlloc, "C_colidx"), values = named(valuesAlloc, "C_values");
  forEachRow(b, loc, group, "pack", slots.nrows, /*dynamic=*/false, [&](OpBuilder &b, Location loc, Value i) {
    Value from = named(loadIndex(b, loc, slots.ptr, i), "slot");
    auto [d0, d1] = rowSpan(b, loc, rowptr, i, "dest");
    Value shift = named(arith::SubIOp::create(b, loc, from, d0), "shift");
    auto copy = scf::ForOp::create(b, loc, d0, d1, c1, ValueRange{}, [&](OpBuilder &b, Location loc, Value q, ValueRange) {
      Value p = arith::AddIOp::create(b, loc, q, shift);
      memref::StoreOp::create(b, loc, memref::LoadOp::create(b, loc, tmpColidx, ValueRange{p}), colidx, ValueRange{q});
      memref::StoreOp::create(b, loc, memref::LoadOp::create(b, loc, tmpValues, ValueRange{p}), values, ValueRange{q});
      scf::YieldOp::create(b, loc);
    });
    nameArgs(copy, {"q"});
  });
  Value C = AssembleCsrOp::create(b, loc, outType, slots.nrows, slots.ncols, rowptr, colidx, values);
  named(C, "C");
  group.getResult(0).replaceAllUsesWith(C);
}

LogicalResult emitChainMatrixOnce(OpBuilder &b, Location loc, FusedOp group, Source &src, ChainEmitter &chain,
                                  MatrixType outType, bool &failed) {
  const CsrArrays &M = src.iter();
  Type t = outType.getElementType();
  auto i64View = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  auto tView = MemRefType::get({ShapedType::kDynamic}, t);
  Value slots = named(loadIndex(b, loc, M.ptr, M.nrows), "mask_nvals");
  auto slotView = [&](MemRefType type, StringRef name) {
    auto alloc = kokkos::ViewAllocOp::create(b, loc, type, slots, b.getStringAttr(name));
    alloc.setUninitialized(true); // read only below each row's count, all written by the pass
    return named(alloc, name);
  };
  Value tmpColidx = slotView(i64View, "C_slot_colidx"), tmpValues = slotView(tView, "C_slot_values");
  auto countsAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, M.nrows, b.getStringAttr("C_row_counts"));
  countsAlloc.setUninitialized(true);
  Value counts = named(countsAlloc, "C_row_counts");
  // 1. each row's dot products, once, into its mask slots; its count: against A's row scattered
  // in the team's scratch where it fits (DotScatter.cpp), else merged
  const ScatterScratch scratch = scatterScratch(b, loc, src.d);
  auto form = scf::IfOp::create(b, loc, scratch.fits, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&form.getThenRegion().front());
    forEachRowInTeams(
        b, loc, group, "numeric_once_scatter", M.nrows, rowsPerScatterTeam(b, loc, scratch.words, M.nrows),
        scratch.bytes, [&](OpBuilder &b, Location loc) { return emitScatterSetup(b, loc, src.d, scratch); },
        [&](OpBuilder &b, Location loc, Value i, ValueRange state) {
          auto [start, stop] = rowSpan(b, loc, M.ptr, i, "slot");
          auto [aBegin, aEnd] = rowSpan(b, loc, src.d.A.ptr, i, "a_row");
          Value work = named(arith::AndIOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, aBegin, aEnd),
                                                   arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, start, stop)),
                             "row_has_work");
          auto ifOp = scf::IfOp::create(b, loc, TypeRange{b.getIndexType()}, work, /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard g(b);
            b.setInsertionPointToStart(&ifOp.getElseRegion().front());
            scf::YieldOp::create(b, loc, start); // no column of A, or no mask entry: nothing kept
            b.setInsertionPointToStart(&ifOp.getThenRegion().front());
            const ScatteredRow row = emitScatterRow(b, loc, src.d, state, aBegin, aEnd);
            src.scattered = &row;
            Value end = rowFill(b, loc, src, chain, i, start, stop, RowOutput{tmpColidx, tmpValues, t}, failed);
            src.scattered = nullptr;
            emitClearRow(b, loc, src.d, row); // for the team's next row
            scf::YieldOp::create(b, loc, end);
          }
          nameArgs(ifOp, {"slot_end"});
          memref::StoreOp::create(b, loc, castTo(b, loc, arith::SubIOp::create(b, loc, ifOp.getResult(0), start), b.getI64Type()),
                                  counts, ValueRange{i});
        });
    b.setInsertionPointToStart(&form.getElseRegion().front());
    forEachRow(b, loc, group, "numeric_once", M.nrows, /*dynamic=*/true, [&](OpBuilder &b, Location loc, Value i) {
      auto [start, stop] = rowSpan(b, loc, M.ptr, i, "slot");
      Value end = rowFill(b, loc, src, chain, i, start, stop, RowOutput{tmpColidx, tmpValues, t}, failed);
      memref::StoreOp::create(b, loc, castTo(b, loc, arith::SubIOp::create(b, loc, end, start), b.getI64Type()), counts,
                              ValueRange{i});
    });
  }
  emitPackedRows(b, loc, group, M, counts, tmpColidx, tmpValues, outType);
  return success();
}

/// An integer attribute of function argument `m` (-1 when `m` is no argument or has none).
int64_t argAttrInt(Value m, StringRef name) {
  auto arg = llvm::dyn_cast<BlockArgument>(m);
  auto f = arg ? llvm::dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()) : func::FuncOp();
  auto a = f ? f.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(), name) : IntegerAttr();
  return a ? a.getInt() : -1;
}

/// Whether the chain's matrix result has exactly its first source's pattern: csr sources, no
/// select and no mask (no entry is dropped), every other source of that pattern (graphblas.pattern_of: each
/// operation finds all its operands present at every entry), and the result only returned (the
/// caller can take its values in a view of its own).
bool keepsSourcePattern(FusedOp group, const ChainEmitter &chain, const Source &src) {
  if (src.isMxm || anyMasked(chain.ops) || llvm::any_of(chain.ops, [](Operation *op) { return llvm::isa<SelectOp>(op); }))
    return false;
  const int64_t first = argAttrInt(chain.sources.front(), kGroupValueAttrName);
  if (first < 0)
    return false;
  for (Value s : llvm::drop_begin(chain.sources))
    if (argAttrInt(s, kPatternOfAttrName) != first)
      return false;
  Value r = group.getResult(0);
  return r.hasOneUse() && llvm::isa<func::ReturnOp>(*r.getUsers().begin());
}

/// The chain's matrix result when it keeps its first source's pattern (keepsSourcePattern): its
/// values alone, one per entry of the pattern and in its order, written by one parallel_for over
/// the entries into a view the caller passes (graphblas.values_of_pattern), the caller giving the
/// result the source's row pointers and column indices. No count, no scan, no index array: the
/// values are the only bytes written. Replaces the group's result.
LogicalResult emitChainValues(OpBuilder &b, Location loc, FusedOp group, Source &src, ChainEmitter &chain,
                              bool &failed) {
  Type t = llvm::cast<MatrixType>(group.getResult(0).getType()).getElementType();
  const unsigned returned = group.getResult(0).getUses().begin()->getOperandNumber();
  Value nvals = named(loadIndex(b, loc, src.S.ptr, src.S.nrows), "nvals");
  NamedAttribute of(b.getStringAttr(kValuesOfPatternAttrName),
                    b.getI32IntegerAttr(int32_t(argAttrInt(chain.sources.front(), kGroupValueAttrName))));
  bool assemble = false;
  FailureOr<Value> out = resultView(b, loc, group, 0, nvals, t, &assemble, {of});
  if (::mlir::failed(out) || assemble)
    return group.emitOpError("ewise_chain lowering cannot pass its values to the caller");
  SmallVector<CsrSource> all{CsrSource{src.S, src.iso}};
  all.append(src.coIterated.begin(), src.coIterated.end());
  auto kernel = kokkos::RangeParallelForOp::create(b, loc, constIndex(b, loc, 0), nvals, kernelName(group, "values"),
                                                   originOf(group));
  nameArgs(kernel, {"p"});
  {
    OpBuilder::InsertionGuard guard(b);
    Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
    Value p = k->getArgument(0);
    SmallVector<Entry> entries;
    for (size_t s = 0; s < all.size(); s++)
      entries.push_back({constBool(b, loc, true), named(loadValue(b, loc, all[s].S.val, all[s].iso, p),
                                                        ("v_" + std::to_string(s)).c_str())});
    FailureOr<Entry> r = chain.emit(b, loc, p, p, entries); // no select: the position is never read
    if (::mlir::failed(r))
      failed = true;
    else
      memref::StoreOp::create(b, loc, castTo(b, loc, r->value, t), *out, ValueRange{p});
    kokkos::YieldOp::create(b, loc, ValueRange{});
  }
  dropReturned(group->getParentOfType<func::FuncOp>(), {returned}); // the group's result is then unused
  return success();
}

/// The chain reduced row by row (reduce_to_vector, the root): w(i) is the monoid over row i's kept
/// entries in their order, starting from the first one (no identity joins the sum, so the bits
/// are the kernel library's), present where the row keeps one. One parallel_reduce over the rows
/// writes every presence byte of the bitmap result and the values where present, and counts the
/// entries; replaces the group's result (the caller's views, destination passing).
LogicalResult emitChainRows(OpBuilder &b, Location loc, FusedOp group, Source &src, ChainEmitter &chain,
                            ReduceToVectorOp rows, bool &failed) {
  if (src.isMxm)
    return group.emitOpError("ewise_chain lowering reduces the rows of csr sources only");
  Type t = llvm::cast<GrbVectorType>(rows.getType()).getElementType();
  if (llvm::cast<GrbVectorType>(rows.getType()).getFormat() != Format::bitmap)
    return group.emitOpError("ewise_chain lowering writes its row reductions as bitmap vectors");
  FailureOr<std::pair<Value, Value>> views = appendBitmapResultViews(group, 0, t, "w");
  if (::mlir::failed(views))
    return failure();
  auto [present, values] = *views;
  MonoidKind monoid = rows.getMonoid();
  Type i64 = b.getI64Type(), i8 = b.getI8Type();
  kokkos::RangeParallelReduceOp kernel;
  {
    OpBuilder::InsertionGuard guard(b);
    std::pair<kokkos::RangeParallelReduceOp, Value> rowsKernel = emitBitmapRowsKernel(b, loc, group, src.S.nrows, "rows");
    kernel = rowsKernel.first;
    Value i = rowsKernel.second;
    SmallVector<Value> init{constBool(b, loc, false), constOf(b, loc, t, 0)};
    RowLoop loop = rowLoop(b, loc, src, i, init, {"found", "w_i"},
                           [&](OpBuilder &b, Location loc, Value j, ArrayRef<Entry> sij, ValueRange acc) {
                             FailureOr<Entry> r = chain.emit(b, loc, i, j, sij);
                             if (::mlir::failed(r)) {
                               failed = true;
                               return SmallVector<Value>(acc.begin(), acc.end());
                             }
                             Value v = castTo(b, loc, r->value, t);
                             Value joined = arith::SelectOp::create(b, loc, acc[0], applyMonoid(b, loc, monoid, acc[1], v), v);
                             return SmallVector<Value>{arith::OrIOp::create(b, loc, acc[0], r->present),
                                                       arith::SelectOp::create(b, loc, r->present, joined, acc[1])};
                           });
    Value found = loop.results[0];
    memref::StoreOp::create(b, loc, castTo(b, loc, found, i8), present, ValueRange{i});
    auto ifFound = scf::IfOp::create(b, loc, TypeRange{}, found, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&ifFound.getThenRegion().front());
      memref::StoreOp::create(b, loc, loop.results[1], values, ValueRange{i});
    }
    kokkos::YieldOp::create(b, loc, ValueRange{castTo(b, loc, found, i64)});
  }
  if (failed)
    return group.emitOpError("ewise_chain lowering met an operation it cannot express");
  returnBitmapResultCount(group, kernel.getResult()); // erases the group
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
  const bool range = isRangeChain(chain, src);
  if (src.isMxm)
    return emitChainMatrixOnce(b, loc, group, src, chain, outType, failed);
  if (keepsSourcePattern(group, chain, src))
    return emitChainValues(b, loc, group, src, chain, failed);
  auto i64View = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  // 1. symbolic: entries per row
  auto countsAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, S.nrows, b.getStringAttr("C_row_counts"));
  countsAlloc.setUninitialized(true); // the symbolic pass writes every row's count
  Value counts = named(countsAlloc, "C_row_counts");
  Value firsts; // range form: each row's first kept position, found by the count, read by the fill
  if (range) {
    auto firstsAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, S.nrows, b.getStringAttr("C_row_first"));
    firstsAlloc.setUninitialized(true);
    firsts = named(firstsAlloc, "C_row_first");
  }
  Value kept; // kept form: the count's decision for each of the first source's entries
  if (!range && othersOnlyMask(chain, src)) {
    Value nnz = named(loadIndex(b, loc, S.ptr, S.nrows), "S_nvals");
    auto keptAlloc = kokkos::ViewAllocOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, b.getI8Type()), nnz,
                                                 b.getStringAttr("S_kept"));
    keptAlloc.setUninitialized(true); // written by the count where the fill reads it
    kept = named(keptAlloc, "S_kept");
  }
  forEachRow(b, loc, group, "symbolic", S.nrows, /*dynamic=*/true, [&](OpBuilder &b, Location loc, Value i) {
    Value count = range  ? rangeCount(b, loc, S, chain, i, firsts)
                  : kept ? rowCountKept(b, loc, src, chain, i, kept, failed)
                         : rowCount(b, loc, src, chain, i, failed);
    memref::StoreOp::create(b, loc, count, counts, ValueRange{i});
  });
  // 2. prefix sum into the row pointers
  auto [rowptr, nvals] = emitRowOffsets(b, loc, group, counts, S.nrows);
  // 3. numeric fill
  auto colidxAlloc = kokkos::ViewAllocOp::create(b, loc, i64View, nvals, b.getStringAttr("C_colidx"));
  // selects alone over an iso source keep copies of its one value: an iso result, one value
  // (the library stores it iso: src/dag/planner.cpp, lone_iso_value)
  const bool isoResult = range && src.iso && llvm::all_of(chain.ops, [](Operation *op) { return llvm::isa<SelectOp>(op); });
  Value nx = isoResult ? Value(arith::MinUIOp::create(b, loc, nvals, c1)) : nvals;
  auto valuesAlloc = kokkos::ViewAllocOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, t), nx,
                                                 b.getStringAttr("C_values"));
  colidxAlloc.setOutput(true); // the fill writes every slot (each row's count of them)
  valuesAlloc.setOutput(true);
  Value colidx = named(colidxAlloc, "C_colidx");
  Value values = named(valuesAlloc, "C_values");
  forEachRow(b, loc, group, "numeric", S.nrows, /*dynamic=*/true, [&](OpBuilder &b, Location loc, Value i) {
    auto [start, stop] = rowSpan(b, loc, rowptr, i, "dest");
    RowOutput out{colidx, isoResult ? Value() : values, t};
    if (range) {
      rangeFill(b, loc, src, chain, i, start, stop, firsts, out, failed);
    } else {
      // a row without kept entries is not walked again (a filter or an intersection keeps few)
      auto nonEmpty = scf::IfOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, start, stop),
                                        /*withElseRegion=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&nonEmpty.getThenRegion().front());
      if (kept)
        keptFill(b, loc, src, chain, i, start, stop, kept, out, failed);
      else
        rowFill(b, loc, src, chain, i, start, stop, out, failed);
    }
  });
  if (isoResult) {
    auto ifOp = scf::IfOp::create(b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, nx, c0),
                                  /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value one = memref::LoadOp::create(b, loc, S.val, ValueRange{c0});
    memref::StoreOp::create(b, loc, castTo(b, loc, one, t), values, ValueRange{c0});
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
  ReduceToVectorOp rows;
  MxmOp mxm;
  if (failed(collectChain(group, chain, reduce, rows, mxm)))
    return failure();
  OpBuilder b(group);
  Location loc = group.getLoc();
  Source src;
  if (mxm) {
    src.isMxm = true;
    src.d = unpackDotMxm(b, loc, mxm);
  } else {
    src.S = unpackCsr(b, loc, chain.sources.front(), "S", /*values=*/true);
    src.iso = isIsoArgument(chain.sources.front());
    for (size_t s = 1; s < chain.sources.size(); s++)
      src.coIterated.push_back(
          {unpackCsr(b, loc, chain.sources[s], ("S" + std::to_string(s)).c_str(), /*values=*/true),
           isIsoArgument(chain.sources[s])});
    const uint64_t required = requiredSources(chain);
    const size_t k = chain.sources.size();
    src.intersect = !src.coIterated.empty() && (required & 1);
    src.allRequired = src.intersect && required == (k == 64 ? ~uint64_t(0) : (uint64_t(1) << k) - 1);
  }
  bool unexpressed = false;
  if (rows) // the group is erased once its result count is returned
    return emitChainRows(b, loc, group, src, chain, rows, unexpressed);
  if (failed(reduce ? emitChainReduce(b, loc, group, src, chain, reduce, unexpressed)
                    : emitChainMatrix(b, loc, group, src, chain, unexpressed)))
    return failure();
  if (unexpressed)
    return group.emitOpError("ewise_chain lowering met an operation it cannot express");
  group.erase();
  return success();
}

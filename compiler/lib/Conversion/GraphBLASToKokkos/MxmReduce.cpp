//===- MxmReduce.cpp - lower an mxm_reduce group: masked dot products summed in one kernel ----===//
//
//   s = reduce(monoid, C)  where  C<M> = A (+.*) B'     (A, B, M in CSR; B' given as B's rows)
//
// C is never materialized. Two kernels, chosen at run time by the width of A:
//
//  * scatter/probe (the fast one): a TeamPolicy, one thread per team, dynamic schedule, each team
//    owning a block of consecutive rows and a level-1 scratch bitmap of ncols(A) bits (plus a
//    dense array of A's values when the multiply reads them). Row i of A is scattered into the
//    bitmap once; each mask entry (i, j) then probes it with the entries of B(j, :) (cost
//    |B(j, :)|, not |A(i, :)| + |B(j, :)|); a long B(j, :) is first cut to the columns between
//    A(i, :)'s first and last (two binary searches; rows are sorted), and when what is left is
//    still 32x longer than A(i, :) (a hub), A(i, :)'s columns are binary-searched in it instead.
//    plus_pair on integers counts the probed bits without selects. The row's bits are cleared
//    again before the next row (the bitmap is cleared once per team, when it starts).
//  * merge (wide matrices, when the team scratch would exceed kMaxScratchBytes): a RangePolicy
//    over the rows of M and a sorted merge of A(i, :) with B(j, :) per mask entry (DotMerge.cpp).
//
// Both join C(i, j) into the row's result only when present (at least one common column) and
// visit the columns of a dot product in increasing order, so they give the same bits; floating-
// point sums go through the fixed-order reduction (independent of the thread count).
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

/// Largest per-team scratch (bitmap + dense values of a row of A) the scatter/probe kernel uses;
/// wider matrices take the merge kernel.
static constexpr int64_t kMaxScratchBytes = 16 << 20;
/// A mask entry binary-searches A(i,:)'s columns in B(j,:) instead of probing when
/// |B(j,:)| > |A(i,:)| << kSearchShift.
static constexpr int64_t kSearchShift = 5;
/// B(j,:) is cut to A(i,:)'s column range by two binary searches when longer than this.
static constexpr int64_t kBoundAbove = 32;

namespace {
struct Reduction {
  MonoidKind monoid;
  kokkos::Reducer reducer;
  Type t;
};
} // namespace

/// The value of row i: the mask entries of row i joined with `reduce`; `dot(j)` gives (found, cij).
static Value emitMaskRow(OpBuilder &b, Location loc, const DotMxm &d, const Reduction &r, Value mBegin, Value mEnd,
                         function_ref<std::pair<Value, Value>(OpBuilder &, Location, Value)> dot) {
  Value c1 = constIndex(b, loc, 1);
  Value reduceId = *monoidIdentity(b, loc, r.monoid, r.t);
  auto rowLoop = scf::ForOp::create(
      b, loc, mBegin, mEnd, c1, ValueRange{reduceId}, [&](OpBuilder &b, Location loc, Value p, ValueRange iter) {
        Value acc = iter[0];
        Value j = named(loadIndex(b, loc, d.M.idx, p), "j");
        auto join = [&](OpBuilder &b, Location loc) -> Value {
          auto [found, cij] = dot(b, loc, j);
          Value joined = applyMonoid(b, loc, r.monoid, acc, castTo(b, loc, cij, r.t));
          return arith::SelectOp::create(b, loc, found, joined, acc);
        };
        Value next;
        if (d.valuedMask) {
          Value mv = named(castTo(b, loc, memref::LoadOp::create(b, loc, d.M.val, ValueRange{p}), b.getI1Type()),
                           "mij");
          auto ifOp = scf::IfOp::create(b, loc, TypeRange{r.t}, mv, /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard g(b);
            b.setInsertionPointToStart(&ifOp.getThenRegion().front());
            scf::YieldOp::create(b, loc, join(b, loc));
            b.setInsertionPointToStart(&ifOp.getElseRegion().front());
            scf::YieldOp::create(b, loc, acc);
          }
          next = ifOp.getResult(0);
        } else {
          next = join(b, loc);
        }
        scf::YieldOp::create(b, loc, next);
      });
  nameArgs(rowLoop, {"p", "row_sum"});
  return rowLoop.getResult(0);
}

/// The merge kernel (a RangePolicy over rows; one sorted merge per mask entry).
static Value emitMergeKernel(OpBuilder &b, Location loc, FusedOp group, const DotMxm &d, const Reduction &r) {
  Value c1 = constIndex(b, loc, 1);
  return emitRowReduction(b, loc, group, "mxm_reduce_merge", r.t, r.reducer, d.M.nrows,
                          [&](OpBuilder &b, Location loc, Value i) -> Value {
                            Value ip1 = named(arith::AddIOp::create(b, loc, i, c1), "next_row");
                            Value mBegin = named(loadIndex(b, loc, d.M.ptr, i), "mask_begin");
                            Value mEnd = named(loadIndex(b, loc, d.M.ptr, ip1), "mask_end");
                            Value aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
                            Value aEnd = named(loadIndex(b, loc, d.A.ptr, ip1), "a_end");
                            return emitMaskRow(b, loc, d, r, mBegin, mEnd, [&](OpBuilder &b, Location loc, Value j) {
                              return emitDotMerge(b, loc, d, aBegin, aEnd, j);
                            });
                          });
}

/// bitmap word of column k, and the bit inside it (as i64)
static std::pair<Value, Value> wordAndBit(OpBuilder &b, Location loc, Value k) {
  Value word = arith::ShRUIOp::create(b, loc, k, constIndex(b, loc, 6));
  Value bit = arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                         arith::AndIOp::create(b, loc, k, constIndex(b, loc, 63)));
  return {word, bit};
}

/// Row i's scattered columns (`bits`, and A's values at `avals` when read) against row j of B: the
/// dot product C(i, j) and whether any column met. A long B(j, :) is first cut to the columns
/// between A(i, :)'s first and last; what is left is binary-searched per column of A(i, :) when
/// it is much longer than A(i, :) (a hub), else its columns probe the bits.
struct ScatteredRow {
  Value bits, avals, aBegin, aEnd, aFirst, aStop, searchAbove;
};
static std::pair<Value, Value> emitScatteredDot(OpBuilder &b, Location loc, const DotMxm &d, SemiringAttr semiring,
                                                const ScatteredRow &row, Value j) {
  Value c1 = constIndex(b, loc, 1);
  auto i64 = b.getI64Type();
  Value bits = row.bits, avals = row.avals, aBegin = row.aBegin, aEnd = row.aEnd, aFirst = row.aFirst,
        aLastPlus1 = row.aStop, searchAbove = row.searchAbove;
  Value bBegin = named(loadIndex(b, loc, d.B.ptr, j), "b_begin");
  Value bEnd = named(loadIndex(b, loc, d.B.ptr, arith::AddIOp::create(b, loc, j, c1)), "b_end");
  Value addId = *monoidIdentity(b, loc, semiring.getAdd(), d.t);
  // (cij, found) += the product of A's entry at pa (or avals at k) and B's at pb
  auto accumulate = [&](OpBuilder &b, Location loc, Value hit, Value k, Value pa, Value pb, Value cij,
                        Value found) -> std::pair<Value, Value> {
    Value av = !d.needA ? Value()
               : avals  ? (Value)memref::LoadOp::create(b, loc, avals, ValueRange{k})
                        : (Value)memref::LoadOp::create(b, loc, d.A.val, ValueRange{pa});
    Value bv = d.needB ? (Value)memref::LoadOp::create(b, loc, d.B.val, ValueRange{pb}) : Value();
    if (!av)
      av = bv ? bv : constOf(b, loc, d.t, 1);
    if (!bv)
      bv = av;
    Value prod = named(applyBinary(b, loc, semiring.getMul(), av, bv, d.t), "prod");
    Value sum = applyMonoid(b, loc, semiring.getAdd(), cij, prod);
    return {arith::SelectOp::create(b, loc, hit, sum, cij), arith::OrIOp::create(b, loc, found, hit)};
  };
  // B(j, :) much longer than A(i, :) (a hub): binary-search each column of A(i, :) in
  // what is left of B(j, :), cost |A(i,:)| log |B(j,:)|; else probe the bitmap
  // only B(j, k) with a_first <= k <= a_last can meet A(i, :)
  // (binary searches only on long rows: on short ones probing the extra entries is cheaper)
  Value isLong = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                             arith::SubIOp::create(b, loc, bEnd, bBegin),
                                             constIndex(b, loc, kBoundAbove)),
                       "b_long");
  auto bounds = scf::IfOp::create(b, loc, TypeRange{b.getIndexType(), b.getIndexType()}, isLong,
                                  /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&bounds.getThenRegion().front());
    Value lo = emitLowerBound(b, loc, d.B.idx, bBegin, bEnd, aFirst, "lo");
    Value hi = emitLowerBound(b, loc, d.B.idx, lo, bEnd, aLastPlus1, "lo");
    scf::YieldOp::create(b, loc, ValueRange{lo, hi});
    b.setInsertionPointToStart(&bounds.getElseRegion().front());
    scf::YieldOp::create(b, loc, ValueRange{bBegin, bEnd});
  }
  nameArgs(bounds, {"b_start", "b_stop"});
  Value bStart = bounds.getResult(0), bStop = bounds.getResult(1);
  Value useSearch = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                                arith::SubIOp::create(b, loc, bStop, bStart), searchAbove),
                          "search");
  auto choice = scf::IfOp::create(b, loc, TypeRange{d.t, b.getI1Type()}, useSearch, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&choice.getThenRegion().front());
    Value bLast = named(arith::SubIOp::create(b, loc, bStop, c1), "b_last");
    auto search = scf::ForOp::create(
        b, loc, aBegin, aEnd, c1, ValueRange{bStart, addId, constBool(b, loc, false)},
        [&](OpBuilder &b, Location loc, Value pa, ValueRange s) {
          Value k = named(loadIndex(b, loc, d.A.idx, pa), "k");
          Value pos = emitLowerBound(b, loc, d.B.idx, s[0], bStop, k, "pos");
          Value pb = named(arith::MinUIOp::create(b, loc, pos, bLast), "pb");
          Value match = named(arith::AndIOp::create(
                                  b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, pos, bStop),
                                  arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                                        loadIndex(b, loc, d.B.idx, pb), k)),
                              "match");
          auto [cij, found] = accumulate(b, loc, match, k, pa, pb, s[1], s[2]);
          Value next = arith::SelectOp::create(b, loc, match, arith::AddIOp::create(b, loc, pos, c1), pos);
          scf::YieldOp::create(b, loc, ValueRange{next, cij, found});
        });
    nameArgs(search, {"pa", "b_from", "cij", "found"});
    scf::YieldOp::create(b, loc, ValueRange{search.getResult(1), search.getResult(2)});
    b.setInsertionPointToStart(&choice.getElseRegion().front());
    // plus_pair on integers (a count of common neighbours): cij adds the probed bit, no
    // select, found = cij != 0 (a plain sum the host compiler can unroll / vectorize)
    bool count = semiring.getMul() == BinaryOpKind::pair && semiring.getAdd() == MonoidKind::plus &&
                 llvm::isa<IntegerType>(d.t) && !d.t.isInteger(1);
    auto probe = scf::ForOp::create(
        b, loc, bStart, bStop, c1, ValueRange{addId, constBool(b, loc, false)},
        [&](OpBuilder &b, Location loc, Value pb, ValueRange s) {
          Value k = named(loadIndex(b, loc, d.B.idx, pb), "k");
          auto [w, bit] = wordAndBit(b, loc, k);
          Value word = named(memref::LoadOp::create(b, loc, bits, ValueRange{w}), "word");
          Value set = arith::AndIOp::create(b, loc, arith::ShRUIOp::create(b, loc, word, bit),
                                            constOf(b, loc, i64, 1));
          if (count) {
            Value cij = arith::AddIOp::create(b, loc, s[0], castTo(b, loc, set, d.t));
            scf::YieldOp::create(b, loc, ValueRange{cij, s[1]});
            return;
          }
          Value hit = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, set,
                                                  constOf(b, loc, i64, 0)),
                            "hit");
          auto [cij, found] = accumulate(b, loc, hit, k, Value(), pb, s[0], s[1]);
          scf::YieldOp::create(b, loc, ValueRange{cij, found});
        });
    nameArgs(probe, {"pb", "cij", "found"});
    Value found = count ? (Value)arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, probe.getResult(0),
                                                       constOf(b, loc, d.t, 0))
                        : probe.getResult(1);
    scf::YieldOp::create(b, loc, ValueRange{probe.getResult(0), found});
  }
  nameArgs(choice, {"dot", "dot_found"});
  return std::make_pair(choice.getResult(1), choice.getResult(0));
}

/// The scatter/probe kernel.
static Value emitScatterProbeKernel(OpBuilder &b, Location loc, FusedOp group, const DotMxm &d, const Reduction &r,
                                    Value words, Value scratchBytes, Type aValueType) {
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  auto i64 = b.getI64Type();
  auto level1 = b.getI64IntegerAttr(1);
  // a team clears its bitmap once: blocks of rows long enough to hide that (words / 16 rows),
  // but at least 64 teams when there are rows enough (load balance), and 16 rows at least
  Value rowsPerTeam = named(
      arith::MaxUIOp::create(b, loc, constIndex(b, loc, 16),
                             arith::MinUIOp::create(b, loc, arith::DivUIOp::create(b, loc, words, constIndex(b, loc, 16)),
                                                    arith::DivUIOp::create(b, loc, d.M.nrows, constIndex(b, loc, 64)))),
      "rows_per_team");
  SemiringAttr semiring = MxmOp(d.mxm).getSemiring();
  return emitTeamRowReduction(
      b, loc, group, "mxm_reduce", r.t, r.reducer, r.monoid, d.M.nrows, rowsPerTeam, scratchBytes,
      [&](OpBuilder &b, Location loc) -> SmallVector<Value> {
        SmallVector<Value> state;
        auto bits = kokkos::TeamScratchOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, i64), words,
                                                  b.getStringAttr("row_bits"), level1);
        state.push_back(bits);
        if (d.needA)
          state.push_back(kokkos::TeamScratchOp::create(
              b, loc, MemRefType::get({ShapedType::kDynamic}, aValueType), d.A.ncols,
              b.getStringAttr("row_values"), level1));
        auto clear = scf::ForOp::create(b, loc, c0, words, c1, ValueRange{},
                                        [&](OpBuilder &b, Location loc, Value w, ValueRange) {
                                          memref::StoreOp::create(b, loc, constOf(b, loc, i64, 0), bits, ValueRange{w});
                                          scf::YieldOp::create(b, loc);
                                        });
        nameArgs(clear, {"w"});
        return state;
      },
      [&](OpBuilder &b, Location loc, Value i, ValueRange state) -> Value {
        Value bits = state[0];
        Value avals = d.needA ? state[1] : Value();
        Value ip1 = named(arith::AddIOp::create(b, loc, i, c1), "next_row");
        Value mBegin = named(loadIndex(b, loc, d.M.ptr, i), "mask_begin");
        Value mEnd = named(loadIndex(b, loc, d.M.ptr, ip1), "mask_end");
        Value aBegin = named(loadIndex(b, loc, d.A.ptr, i), "a_begin");
        Value aEnd = named(loadIndex(b, loc, d.A.ptr, ip1), "a_end");
        Value nonEmpty = named(arith::AndIOp::create(
                                   b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, aBegin, aEnd),
                                   arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, mBegin, mEnd)),
                               "row_has_work");
        auto ifOp = scf::IfOp::create(b, loc, TypeRange{r.t}, nonEmpty, /*withElseRegion=*/true);
        {
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(&ifOp.getElseRegion().front());
          scf::YieldOp::create(b, loc, *monoidIdentity(b, loc, r.monoid, r.t));
          b.setInsertionPointToStart(&ifOp.getThenRegion().front());
          // the first and last columns of A(i, :) (rows are sorted): B(j, :) matters only between them
          Value aFirst = named(loadIndex(b, loc, d.A.idx, aBegin), "a_first");
          Value aLast = named(loadIndex(b, loc, d.A.idx, arith::SubIOp::create(b, loc, aEnd, c1)), "a_last");
          Value aLastPlus1 = named(arith::AddIOp::create(b, loc, aLast, c1), "a_stop");
          // scatter A(i, :)
          auto scatter = scf::ForOp::create(
              b, loc, aBegin, aEnd, c1, ValueRange{}, [&](OpBuilder &b, Location loc, Value pa, ValueRange) {
                Value k = named(loadIndex(b, loc, d.A.idx, pa), "k");
                auto [w, bit] = wordAndBit(b, loc, k);
                named(w, "word_index");
                Value old = named(memref::LoadOp::create(b, loc, bits, ValueRange{w}), "old_word");
                Value mask = arith::ShLIOp::create(b, loc, constOf(b, loc, i64, 1), bit);
                memref::StoreOp::create(b, loc, arith::OrIOp::create(b, loc, old, mask), bits, ValueRange{w});
                if (avals)
                  memref::StoreOp::create(b, loc, memref::LoadOp::create(b, loc, d.A.val, ValueRange{pa}), avals,
                                          ValueRange{k});
                scf::YieldOp::create(b, loc);
              });
          nameArgs(scatter, {"pa"});
          Value aLen = named(arith::SubIOp::create(b, loc, aEnd, aBegin), "a_len");
          Value searchAbove = named(arith::ShLIOp::create(b, loc, aLen, constIndex(b, loc, kSearchShift)),
                                    "search_above");
          const ScatteredRow row{bits, avals, aBegin, aEnd, aFirst, aLastPlus1, searchAbove};
          Value rowValue = emitMaskRow(b, loc, d, r, mBegin, mEnd, [&](OpBuilder &b, Location loc, Value j) {
            return emitScatteredDot(b, loc, d, semiring, row, j);
          });
          // clear the row's bits for the next row
          auto clear = scf::ForOp::create(
              b, loc, aBegin, aEnd, c1, ValueRange{}, [&](OpBuilder &b, Location loc, Value pa, ValueRange) {
                Value k = named(loadIndex(b, loc, d.A.idx, pa), "k");
                memref::StoreOp::create(b, loc, constOf(b, loc, i64, 0), bits,
                                        ValueRange{wordAndBit(b, loc, k).first});
                scf::YieldOp::create(b, loc);
              });
          nameArgs(clear, {"pa"});
          scf::YieldOp::create(b, loc, rowValue);
        }
        nameArgs(ifOp, {"row_value"});
        return ifOp.getResult(0);
      });
}

LogicalResult lowering::lowerMxmReduce(FusedOp group) {
  Block &body = group.getBody().front();
  auto mxm = llvm::dyn_cast<MxmOp>(&body.front());
  auto reduce = mxm ? llvm::dyn_cast<ReduceToScalarOp>(mxm->getNextNode()) : ReduceToScalarOp();
  if (!mxm || !reduce || reduce.getA() != mxm.getResult())
    return group.emitOpError("mxm_reduce group must hold an mxm and the reduce_to_scalar of its result");
  if (failed(checkDotMxm(group, mxm)))
    return failure();
  if (reduce.getCompensated())
    return group.emitOpError("compensated summation of an mxm_reduce is not lowered yet");
  if (reduce.getType() != mxm.getType().getElementType())
    return group.emitOpError("mxm_reduce lowering reduces in the product's type (no typecast)");
  MonoidKind reduceMonoid = reduce.getMonoid();
  std::optional<kokkos::Reducer> reducer = reducerFor(reduceMonoid);
  if (!reducer)
    return group.emitOpError("no Kokkos reducer for monoid '") << stringifyMonoidKind(reduceMonoid) << "'";
  Reduction r{reduceMonoid, *reducer, reduce.getType()};

  OpBuilder b(group);
  Location loc = group.getLoc();
  DotMxm d = unpackDotMxm(b, loc, mxm);

  // scratch per team: ceil(ncols / 64) words of bits (+ ncols values of A when the multiply reads
  // them), with slack for the scratch allocator's alignment
  Type aValueType = llvm::cast<MatrixType>(mxm.getA().getType()).getElementType();
  Value words = named(arith::DivUIOp::create(b, loc, arith::AddIOp::create(b, loc, d.A.ncols, constIndex(b, loc, 63)),
                                             constIndex(b, loc, 64)),
                      "bitmap_words");
  Value bytes = arith::AddIOp::create(b, loc, arith::MulIOp::create(b, loc, words, constIndex(b, loc, 8)),
                                      constIndex(b, loc, 64));
  if (d.needA) {
    int64_t width = std::max<int64_t>(1, aValueType.getIntOrFloatBitWidth() / 8);
    bytes = arith::AddIOp::create(b, loc, bytes,
                                  arith::MulIOp::create(b, loc, d.A.ncols, constIndex(b, loc, width)));
  }
  Value scratchBytes = named(bytes, "scratch_bytes");
  Value fits = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, scratchBytes,
                                           constIndex(b, loc, kMaxScratchBytes)),
                     "scratch_fits");
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{r.t}, fits, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    scf::YieldOp::create(b, loc, emitScatterProbeKernel(b, loc, group, d, r, words, scratchBytes, aValueType));
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    scf::YieldOp::create(b, loc, emitMergeKernel(b, loc, group, d, r));
  }
  nameArgs(ifOp, {"result"});
  Value result = ifOp.getResult(0);
  group.getResult(0).replaceAllUsesWith(result);
  group.erase();
  return success();
}

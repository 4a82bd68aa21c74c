//===- DotScatter.cpp - the masked dot product C(i,j) against a scattered row of A ------------===//
//
// The scatter/probe form of C<M> = A*B' (MxmReduce.cpp's fast kernel, EWiseChain.cpp's chains over
// a masked mxm): a team's level-1 scratch holds a bitmap of ncols(A) bits (plus a dense array of
// A's values when the multiply reads them); row i of A is scattered into it once, each mask entry
// (i, j) probes it with B(j, :), and the row's bits are cleared before the next row.
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "graphblas-mlir/Jit/GroupAbi.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

/// A mask entry binary-searches A(i,:)'s columns in B(j,:) instead of probing when
/// |B(j,:)| > |A(i,:)| << kSearchShift.
static constexpr int64_t kSearchShift = 5;
/// B(j,:) is cut to A(i,:)'s column range by two binary searches when longer than this.
static constexpr int64_t kBoundAbove = 32;

ScatterScratch lowering::scatterScratch(OpBuilder &b, Location loc, const DotMxm &d) {
  // ceil(ncols / 64) words of bits (+ ncols values of A when the multiply reads them), with slack
  // for the scratch allocator's alignment
  ScatterScratch s;
  s.aValueType = llvm::cast<MatrixType>(MxmOp(d.mxm).getA().getType()).getElementType();
  s.words = named(arith::DivUIOp::create(b, loc, arith::AddIOp::create(b, loc, d.A.ncols, constIndex(b, loc, 63)),
                                         constIndex(b, loc, 64)),
                  "bitmap_words");
  Value bytes = arith::AddIOp::create(b, loc, arith::MulIOp::create(b, loc, s.words, constIndex(b, loc, 8)),
                                      constIndex(b, loc, 64));
  if (d.needA) {
    int64_t width = std::max<int64_t>(1, s.aValueType.getIntOrFloatBitWidth() / 8);
    bytes = arith::AddIOp::create(b, loc, bytes, arith::MulIOp::create(b, loc, d.A.ncols, constIndex(b, loc, width)));
  }
  s.bytes = named(bytes, "scratch_bytes");
  s.fits = named(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, s.bytes,
                                       constIndex(b, loc, GRB_KERNEL_MAX_TEAM_SCRATCH_BYTES)),
                 "scratch_fits");
  return s;
}

Value lowering::rowsPerScatterTeam(OpBuilder &b, Location loc, Value words, Value nrows) {
  // a team clears its bitmap once: blocks of rows long enough to hide that (words / 16 rows),
  // but at least 64 teams when there are rows enough (load balance), and 16 rows at least
  return named(arith::MaxUIOp::create(
                   b, loc, constIndex(b, loc, 16),
                   arith::MinUIOp::create(b, loc, arith::DivUIOp::create(b, loc, words, constIndex(b, loc, 16)),
                                          arith::DivUIOp::create(b, loc, nrows, constIndex(b, loc, 64)))),
               "rows_per_team");
}

SmallVector<Value> lowering::emitScatterSetup(OpBuilder &b, Location loc, const DotMxm &d, const ScatterScratch &s) {
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  auto i64 = b.getI64Type();
  auto level1 = b.getI64IntegerAttr(1);
  SmallVector<Value> state;
  auto bits = kokkos::TeamScratchOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, i64), s.words,
                                            b.getStringAttr("row_bits"), level1);
  state.push_back(bits);
  if (d.needA)
    state.push_back(kokkos::TeamScratchOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, s.aValueType),
                                                  d.A.ncols, b.getStringAttr("row_values"), level1));
  auto clear = scf::ForOp::create(b, loc, c0, s.words, c1, ValueRange{},
                                  [&](OpBuilder &b, Location loc, Value w, ValueRange) {
                                    memref::StoreOp::create(b, loc, constOf(b, loc, i64, 0), bits, ValueRange{w});
                                    scf::YieldOp::create(b, loc);
                                  });
  nameArgs(clear, {"w"});
  return state;
}

ScatteredRow lowering::emitScatterRow(OpBuilder &b, Location loc, const DotMxm &d, ValueRange state, Value aBegin,
                                      Value aEnd) {
  Value c1 = constIndex(b, loc, 1);
  auto i64 = b.getI64Type();
  Value bits = state[0];
  Value avals = d.needA ? state[1] : Value();
  // the first and last columns of A(i, :) (rows are sorted): B(j, :) matters only between them
  Value aFirst = named(loadIndex(b, loc, d.A.idx, aBegin), "a_first");
  Value aLast = named(loadIndex(b, loc, d.A.idx, arith::SubIOp::create(b, loc, aEnd, c1)), "a_last");
  Value aLastPlus1 = named(arith::AddIOp::create(b, loc, aLast, c1), "a_stop");
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
  Value searchAbove = named(arith::ShLIOp::create(b, loc, aLen, constIndex(b, loc, kSearchShift)), "search_above");
  return ScatteredRow{bits, avals, aBegin, aEnd, aFirst, aLastPlus1, searchAbove};
}

void lowering::emitClearRow(OpBuilder &b, Location loc, const DotMxm &d, const ScatteredRow &row) {
  Value c1 = constIndex(b, loc, 1);
  auto clear = scf::ForOp::create(
      b, loc, row.aBegin, row.aEnd, c1, ValueRange{}, [&](OpBuilder &b, Location loc, Value pa, ValueRange) {
        Value k = named(loadIndex(b, loc, d.A.idx, pa), "k");
        memref::StoreOp::create(b, loc, constOf(b, loc, b.getI64Type(), 0), row.bits,
                                ValueRange{wordAndBit(b, loc, k).first});
        scf::YieldOp::create(b, loc);
      });
  nameArgs(clear, {"pa"});
}

std::pair<Value, Value> lowering::wordAndBit(OpBuilder &b, Location loc, Value k) {
  Value word = arith::ShRUIOp::create(b, loc, k, constIndex(b, loc, 6));
  Value bit = arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                         arith::AndIOp::create(b, loc, k, constIndex(b, loc, 63)));
  return {word, bit};
}

std::pair<Value, Value> lowering::emitScatteredDot(OpBuilder &b, Location loc, const DotMxm &d, SemiringAttr semiring,
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

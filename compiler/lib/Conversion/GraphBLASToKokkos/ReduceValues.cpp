//===- ReduceValues.cpp - lower a reduce_values group: one stored matrix reduced to a scalar ---===//
//
// A reduce_to_scalar alone over a function argument (one recorded call compiled alone). Its
// entries are reduced in the kernel library's order, so a floating-point sum has the library's
// bits (src/kernels/reduce.cpp): the values array, in storage order, cut into pieces whose bounds
// depend on its length alone (Chunks(n, 16384, 4096): count = clamp(ceil(n / 16384), 1, 4096),
// piece c = [n c / count, n (c + 1) / count)); each piece reduced in order from its first value
// (parallel_for over the pieces), then the pieces combined in order from the first one. No entry:
// the monoid's identity. Values of another type than the result are cast to it as they are read
// (the library casts the whole array first: the same values, in the same order).
//
//===----------------------------------------------------------------------------------------===//
#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::lowering;

LogicalResult lowering::lowerReduceValues(FusedOp group) {
  Block &body = group.getBody().front();
  auto reduce = llvm::dyn_cast<ReduceToScalarOp>(&body.front());
  if (!reduce || reduce->getNextNode() != body.getTerminator())
    return group.emitOpError("a reduce_values group holds one reduce_to_scalar");
  auto matrix = llvm::dyn_cast<MatrixType>(reduce.getA().getType());
  if (!matrix || reduce.getA().getParentBlock() == &body)
    return group.emitOpError("reduce_values lowering reduces a matrix argument");
  if (reduce.getCompensated())
    return group.emitOpError("reduce_values lowering has no compensated sum");
  OpBuilder b(group);
  Location loc = group.getLoc();
  Type t = reduce.getType(); // the monoid's type: the values' or one they are cast to
  Type elem = getElementType(reduce.getA().getType());
  FailureOr<Value> identity = monoidIdentity(b, loc, reduce.getMonoid(), t);
  if (failed(identity))
    return group.emitOpError("no identity for monoid '") << stringifyMonoidKind(reduce.getMonoid()) << "'";
  MonoidKind monoid = reduce.getMonoid();
  Value c0 = constIndex(b, loc, 0), c1 = constIndex(b, loc, 1);
  Value x = named(ValuesOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, elem), reduce.getA()), "A_values");
  auto valueAt = [&](OpBuilder &b, Location loc, Value p) {
    return castTo(b, loc, memref::LoadOp::create(b, loc, x, ValueRange{p}), t);
  };
  Value n = named(memref::DimOp::create(b, loc, x, 0), "n");
  // count = clamp(ceil(n / 16384), 1, 4096)
  Value pieces = arith::DivUIOp::create(b, loc, arith::AddIOp::create(b, loc, n, constIndex(b, loc, 16383)),
                                        constIndex(b, loc, 16384));
  Value count = named(arith::MaxUIOp::create(b, loc, c1, arith::MinUIOp::create(b, loc, pieces, constIndex(b, loc, 4096))),
                      "pieces");
  auto partialsAlloc = kokkos::ViewAllocOp::create(b, loc, MemRefType::get({ShapedType::kDynamic}, t), count,
                                                   b.getStringAttr("piece_partials"));
  partialsAlloc.setUninitialized(true); // every piece writes its own
  Value partials = named(partialsAlloc, "piece_partials");
  auto ifAny = scf::IfOp::create(b, loc, TypeRange{t}, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, n, c0),
                                 /*withElseRegion=*/true);
  nameArgs(ifAny, {"result"});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifAny.getThenRegion().front());
    auto kernel = kokkos::RangeParallelForOp::create(b, loc, c0, count, kernelName(group, "pieces"), originOf(group));
    nameArgs(kernel, {"c"});
    {
      OpBuilder::InsertionGuard kg(b);
      Block *k = b.createBlock(&kernel.getBody(), {}, {b.getIndexType()}, {loc});
      Value c = k->getArgument(0);
      Value begin = named(arith::DivUIOp::create(b, loc, arith::MulIOp::create(b, loc, n, c), count), "begin");
      Value end = named(arith::DivUIOp::create(b, loc,
                                               arith::MulIOp::create(b, loc, n, arith::AddIOp::create(b, loc, c, c1)), count),
                        "end");
      Value first = valueAt(b, loc, begin);
      auto loop = scf::ForOp::create(b, loc, arith::AddIOp::create(b, loc, begin, c1), end, c1, ValueRange{first},
                                     [&](OpBuilder &b, Location loc, Value p, ValueRange acc) {
                                       scf::YieldOp::create(b, loc, applyMonoid(b, loc, monoid, acc[0], valueAt(b, loc, p)));
                                     });
      nameArgs(loop, {"p", "piece_acc"});
      memref::StoreOp::create(b, loc, loop.getResult(0), partials, ValueRange{c});
      kokkos::YieldOp::create(b, loc, ValueRange{});
    }
    kokkos::FenceOp::create(b, loc); // the pieces are read on the host after the kernel
    Value firstPiece = memref::LoadOp::create(b, loc, partials, ValueRange{c0});
    auto combine = scf::ForOp::create(b, loc, c1, count, c1, ValueRange{firstPiece},
                                      [&](OpBuilder &b, Location loc, Value c, ValueRange acc) {
                                        Value v = memref::LoadOp::create(b, loc, partials, ValueRange{c});
                                        scf::YieldOp::create(b, loc, applyMonoid(b, loc, monoid, acc[0], v));
                                      });
    nameArgs(combine, {"c", "total"});
    scf::YieldOp::create(b, loc, combine.getResult(0));
    b.setInsertionPointToStart(&ifAny.getElseRegion().front());
    scf::YieldOp::create(b, loc, *identity);
  }
  group.getResult(0).replaceAllUsesWith(ifAny.getResult(0));
  group.erase();
  return success();
}

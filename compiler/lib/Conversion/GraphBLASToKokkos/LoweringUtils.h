//===- LoweringUtils.h - shared pieces of the graphblas -> kokkos lowering -------------------===//
#ifndef GRAPHBLAS_MLIR_LIB_CONVERSION_LOWERINGUTILS_H
#define GRAPHBLAS_MLIR_LIB_CONVERSION_LOWERINGUTILS_H

#include "graphblas-mlir/Conversion/Passes.h"
#include "mlir/IR/Builders.h"

namespace mlir::graphblas::lowering {

/// The arrays of a CSR matrix (val is null unless asked for).
struct CsrArrays {
  Value nrows, ncols, ptr, idx, val;
};
CsrArrays unpackCsr(OpBuilder &b, Location loc, Value matrix, StringRef name, bool values);

/// Names the value in the emitted C++ (the "grb.name" attribute of its defining op).
Value named(Value v, StringRef name);
/// Names the block arguments of a region op ("grb.arg_names").
void nameArgs(Operation *op, ArrayRef<StringRef> names);
/// Names the arguments appended to `func` from `first` on, keeping the names of those before it
/// ("argN" for any without one).
void nameAppendedArgs(func::FuncOp func, unsigned first, ArrayRef<std::string> added);

Value constIndex(OpBuilder &b, Location loc, int64_t v);
Value constOf(OpBuilder &b, Location loc, Type t, double v);
Value constBool(OpBuilder &b, Location loc, bool v);
/// view[i] for an i64 view, as an index.
Value loadIndex(OpBuilder &b, Location loc, Value view, Value i);
Value castTo(OpBuilder &b, Location loc, Value v, Type t);
/// The first position in [lo, hi) of the sorted index view idx whose column is >= key (hi if none):
/// a binary search (scf.while); `name` names its bounds in the emitted C++.
Value emitLowerBound(OpBuilder &b, Location loc, Value idx, Value lo, Value hi, Value key, StringRef name);
/// The same position, counted (a loop without branches on the data) when [lo, hi) holds at most 16
/// columns, as most rows of a sparse graph do, and found by emitLowerBound otherwise.
Value emitLowerPosition(OpBuilder &b, Location loc, Value idx, Value lo, Value hi, Value key, StringRef name);

FailureOr<Value> monoidIdentity(OpBuilder &b, Location loc, MonoidKind kind, Type t);
/// The monoid's identity when `identity (+) x` has the bits of x for every x the lowering sees
/// (FP PLUS starts from -0.0: -0.0 + x == x for x = +0.0, -0.0, NaN and everything else, while
/// +0.0 + -0.0 is +0.0); none for the logical monoids, ANY, and FP MIN/MAX (NaN rules).
std::optional<Value> exactIdentity(OpBuilder &b, Location loc, MonoidKind kind, Type t);
Value applyMonoid(OpBuilder &b, Location loc, MonoidKind kind, Value x, Value y);
Value applyBinary(OpBuilder &b, Location loc, BinaryOpKind kind, Value x, Value y, Type t);
Value applyUnary(OpBuilder &b, Location loc, UnaryOpKind kind, Value x, Type t);
std::optional<kokkos::Reducer> reducerFor(MonoidKind kind);

/// The destination of result `index` of `group` (`size` entries of `t`): when the function
/// returns it and nothing else uses it, a view argument appended to the function (the caller
/// allocates; the function no longer returns it), carrying the result's attributes, marked
/// graphblas.destination, and `extra`; else a new view. Sets *assemble when the caller must
/// build the result's value from the view.
FailureOr<Value> resultView(OpBuilder &b, Location loc, FusedOp group, unsigned index, Value size, Type t,
                            bool *assemble, ArrayRef<NamedAttribute> extra = {});
/// Drops the results of `func` that are no longer returned values (after destination passing):
/// `dropped` are the operand numbers of func.return to remove.
void dropReturned(func::FuncOp func, ArrayRef<unsigned> dropped);

/// "GrB_mxm#3, GrB_reduce#4": the calls a group came from, for the kernel's comment.
StringAttr originOf(FusedOp group);
/// "<function>_<suffix>": the kernel label.
StringAttr kernelName(FusedOp group, StringRef suffix);

/// The CSR operands of a masked dot-product mxm C<M> = A*B' and what the merge needs of them.
struct DotMxm {
  MxmOp mxm;
  CsrArrays A, B, M;
  bool needA = false, needB = false, valuedMask = false;
  Type t; // C's element type
};
/// Checks the form the lowering handles (mask, not complemented, no accumulator, tran_b only,
/// csr operands); diagnostics go on `group`.
LogicalResult checkDotMxm(FusedOp group, MxmOp mxm);
DotMxm unpackDotMxm(OpBuilder &b, Location loc, MxmOp mxm);
/// C(i, j) = A(i, :) . B(j, :) by a merge of two sorted rows; returns (found, cij).
std::pair<Value, Value> emitDotMerge(OpBuilder &b, Location loc, const DotMxm &d, Value aBegin, Value aEnd,
                                     Value j);

/// bitmap word of column k, and the bit inside it (as i64)
std::pair<Value, Value> wordAndBit(OpBuilder &b, Location loc, Value k);
/// A team's scratch for the scatter/probe form (DotScatter.cpp): bitmap words, bytes per team
/// (bits, plus A's values when read), and whether that is within GRB_KERNEL_MAX_TEAM_SCRATCH_BYTES.
struct ScatterScratch {
  Value words, bytes, fits;
  Type aValueType;
};
ScatterScratch scatterScratch(OpBuilder &b, Location loc, const DotMxm &d);
/// Rows per team of a scatter/probe kernel over nrows rows.
Value rowsPerScatterTeam(OpBuilder &b, Location loc, Value words, Value nrows);
/// A team's setup: its scratch bitmap (cleared) and A's values array when read; the team state.
SmallVector<Value> emitScatterSetup(OpBuilder &b, Location loc, const DotMxm &d, const ScatterScratch &s);
/// Row i of A (non-empty, [aBegin, aEnd)) scattered into the team state, and what a probe needs.
struct ScatteredRow {
  Value bits, avals, aBegin, aEnd, aFirst, aStop, searchAbove;
};
ScatteredRow emitScatterRow(OpBuilder &b, Location loc, const DotMxm &d, ValueRange state, Value aBegin, Value aEnd);
/// Row i's scattered columns against row j of B: (found, cij). A long B(j, :) is first cut to the
/// columns between A(i, :)'s first and last; what is left is binary-searched per column of A(i, :)
/// when it is much longer than A(i, :) (a hub), else its columns probe the bits.
std::pair<Value, Value> emitScatteredDot(OpBuilder &b, Location loc, const DotMxm &d, SemiringAttr semiring,
                                         const ScatteredRow &row, Value j);
/// Clears the bits row.aBegin..aEnd set, for the team's next row.
void emitClearRow(OpBuilder &b, Location loc, const DotMxm &d, const ScatteredRow &row);

/// Reduces per-row values to a scalar. Exact monoids (integers; min, max, logical) use one Kokkos
/// parallel_reduce. Floating-point sum / prod never depend on the thread count: rows write their
/// partial into a view (one parallel_for), then a fixed_tree_reduce combines them in a fixed order.
/// `rowValue` builds the value of row i inside the kernel body. `compensated`: the row's Neumaier
/// compensation (`rowCompensation()`, called after rowValue) is kept beside its sum: partials
/// holds sum_0, c_0, sum_1, c_1, ... and is reduced by a compensated fixed-order sum.
Value emitRowReduction(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Type t,
                       kokkos::Reducer reducer, Value nrows,
                       function_ref<Value(OpBuilder &, Location, Value)> rowValue, bool compensated = false,
                       function_ref<Value()> rowCompensation = nullptr);
/// emitRowReduction over a TeamPolicy: league rank t owns rows [t*rowsPerTeam, min(nrows,
/// (t+1)*rowsPerTeam)), one thread per team, dynamic schedule (rows of uneven cost), `scratchBytes`
/// of level-1 scratch per team. `teamSetup` runs once per team before its rows (allocate and clear
/// scratch) and returns values `rowValue` gets. The row values of a team are joined in row order
/// with `monoid`; floating-point sum / prod go through row partials and fixed_tree_reduce as in
/// emitRowReduction (thread-count independent).
Value emitTeamRowReduction(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Type t,
                           kokkos::Reducer reducer, MonoidKind monoid, Value nrows, Value rowsPerTeam,
                           Value scratchBytes, function_ref<SmallVector<Value>(OpBuilder &, Location)> teamSetup,
                           function_ref<Value(OpBuilder &, Location, Value, ValueRange)> rowValue);
/// One kernel over a TeamPolicy running rowBody(i, team state) for every row, as
/// emitTeamRowReduction's teams do (blocks of rowsPerTeam rows, one thread per team, dynamic
/// schedule, `scratchBytes` of level-1 scratch, `teamSetup` once per team).
void forEachRowInTeams(OpBuilder &b, Location loc, FusedOp group, StringRef suffix, Value nrows, Value rowsPerTeam,
                       Value scratchBytes, function_ref<SmallVector<Value>(OpBuilder &, Location)> teamSetup,
                       function_ref<void(OpBuilder &, Location, Value, ValueRange)> rowBody);
/// One Neumaier step: (sum, c) += x; returns the new (sum, c).
std::pair<Value, Value> neumaierAdd(OpBuilder &b, Location loc, Value sum, Value c, Value x);

LogicalResult lowerMxmReduce(FusedOp group);
LogicalResult lowerEWiseChain(FusedOp group);
/// A reduce_to_scalar alone over a matrix argument, in the kernel library's piece order.
LogicalResult lowerReduceValues(FusedOp group);
LogicalResult lowerMxvAccum(FusedOp group);
LogicalResult lowerVxmAssign(FusedOp group);
/// A vxm alone over A's rows: the push into output blocks the caller splits (VxmPush.cpp).
LogicalResult lowerVxmPush(FusedOp group);
/// The push form of a vxm_assign group (no tran_a), after lowerVxmAssign's checks (VxmAssignPush.cpp).
LogicalResult lowerVxmAssignPush(FusedOp group, VxmOp vxm, AssignOp assign);
/// Result `result` of `group`, a bitmap vector the function returns, by destination: appends its
/// presence (i8) and value views to the function, named <name>_present and <name>_values.
FailureOr<std::pair<Value, Value>> appendBitmapResultViews(FusedOp group, unsigned result, Type element,
                                                           StringRef name);
/// A vxm_assign group's results by destination: appends q1's presence and value views to the
/// function (returned) and marks the assigned vector's argument as updated in place.
FailureOr<std::pair<Value, Value>> appendFrontierViews(FusedOp group, AssignOp assign, Type qElement);
/// The function returns `count` (the entries of the group's bitmap result 0) in place of the
/// group's results; erases the group.
void returnBitmapResultCount(FusedOp group, Value count);
/// One parallel_reduce over the rows [0, nrows) summing an i64 count (each row yields 0 or 1: a
/// bitmap vector's entries), named <group>_<suffix>, its result `w_nvals`: rows of uneven cost
/// (dynamic), 64 rows per call on a host (the presence byte stores may alias the reduction's slot:
/// see host_chunk). The builder is left at the start of its body; returns the kernel and the row.
std::pair<kokkos::RangeParallelReduceOp, Value> emitBitmapRowsKernel(OpBuilder &b, Location loc, FusedOp group,
                                                                     Value nrows, StringRef suffix);

} // namespace mlir::graphblas::lowering

#endif

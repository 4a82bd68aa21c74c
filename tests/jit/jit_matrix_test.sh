#!/bin/bash
# JIT groups whose result is a matrix (ctest jit_matrix): tests/jit/jit_matrix_program.c with the
# JIT off (the kernel library, node by node) and on (cold cache: compiled; warm: loaded from disk)
# must print identical results (nvals and a hash of every entry's position and value bits), and
# the plan log must show the groups fused. Usage: jit_matrix_test.sh <program> <work dir>
set -u
PROG=$1
WORK=$2
N=${JIT_TEST_N:-600}
. "$(dirname "$0")/jit_three_way.sh"

run_off_cold_warm "$N"
[ "$(wc -l < "$WORK/off.txt")" -ge 20 ] || fail "short output"
cat "$WORK/cold.log"
fused() {  # fused <pattern> <min count>: matrix groups matching the pattern ran as kernels
  local n
  n=$(grep -- ": matrix " "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -ge "$2" ] || fail "expected $2 fused group(s) '$1', got $n"
}
fused 'apply(ainv) <- select(valuegt) \[ewise_chain' 1   # the empty result
fused 'apply(abs) <- apply(ainv) <- select(valuegt)' 1   # abs of ainv's -0.0
fused 'apply(abs) <- select(offdiag)' 2   # FP64 and FP32 abs of -0.0, -NaN, -inf, denormals
fused 'apply(ainv) <- apply(minv) <- select(valuene) <- select(tril)' 1
fused 'apply(ainv) <- select(valuele) <- select(triu)' 1
fused 'apply(one) <- select(rowgt) <- select(colle)' 1
fused 'select(valuelt) <- apply(abs) <- select(valuege)' 1
fused 'select(valueeq) <- apply(ainv) <- select(offdiag)' 1
fused 'apply(lnot) <- select(diag)' 1
fused 'apply(one) <- select(valuene) \[ewise_chain' 1   # no rows
fused 'apply(ainv) <- select(valuele) <- select(valuegt) \[ewise_chain' 1   # the large one: parallel kernel
grep -q '^large W nvals [0-9]* (above the serial cutoff: 1)$' "$WORK/off.txt" || fail "the large chain is under the serial cutoff"
# k-truss support: 3 filters, and every peel round after the first of both k-truss runs
fused 'select(valuege) <- mxm' 5
fused 'select(valuegt) <- mxm' 2   # PLUS_TIMES on FP64: A's values scattered, and A too wide: merged
# the chain over the held intermediate B starts at B: B itself is computed once, node by node
fused 'apply(minv) <- select(tril) <- apply(ainv) \[ewise_chain, 1 operand' 1
grep ': matrix ' "$WORK/warm.log" | grep -q 'apply(ainv) <- select(valuelt)' && fail "the held intermediate was fused into the chain"
fused 'apply(minv) <- select(valuegt)' 1   # the bitmap output
# element-wise trees over several operands (rows merged by column)
fused 'matrix <- eWiseAdd \[ewise_chain of one, 2 operand' 1   # the large W - W' alone
fused 'matrix <- eWiseAdd \[ewise_chain of one, 1 operand' 1   # T + T: T computed once, the sum alone
fused 'matrix <- eWiseAdd <- apply(ainv) <- eWiseMult \[ewise_chain, 2 operand' 1
fused 'matrix <- eWiseMult <- select(valuegt) <- eWiseAdd \[ewise_chain, 2 operand' 1
fused 'matrix <- apply(abs) <- eWiseAdd <- eWiseAdd \[ewise_chain, 2 operand' 1
reduced() {  # reduced <pattern>: a reduction group matching the pattern ran as a kernel
  grep -- ": reduce_to_scalar " "$WORK/warm.log" | grep -- "$1" | grep -q 'JIT kernel' || fail "no fused reduction '$1'"
}
reduced 'eWiseAdd <- apply(ainv) <- eWiseMult \[ewise_chain, 2 operand'
# X ./ Y read by two calls of the tree: an operand (hypersparse here, so run node by node)
grep -q ': reduce_to_scalar <- eWiseMult <- eWiseAdd \[ewise_chain, 2 operand' "$WORK/warm.log" ||
  fail "the intermediate read twice was not made an operand"
fused 'matrix <- apply(lnot) <- eWiseMult <- eWiseAdd \[ewise_chain, 2 operand' 1   # bool LOR, LXOR
fused 'matrix <- eWiseMult <- eWiseAdd \[ewise_chain, 2 operand' 1   # uint64 min (umin) .* Y
fused 'matrix <- apply(binop 20, bound 2nd) <- select(valuene) \[ewise_chain, 1 operand' 1   # uint64 ugt root
fused 'matrix <- select(valueeq) <- apply(ainv) <- apply(binop 20, bound 2nd) \[ewise_chain, 1 operand' 1   # ugt mask
grep -q 'unsigned values ordered by a select' "$WORK/warm.log" || fail "an unsigned select by order not left to the library"
grep -q 'eWiseAdd: operator not in the dialect' "$WORK/warm.log" || fail "bool PLUS not refused"
grep -q 'eWiseMult with PAIR: its result is iso' "$WORK/warm.log" || fail "PAIR matrix result not refused"
grep -q 'operands stored in different orientations' "$WORK/warm.log" || fail "mixed orientations not refused"
# one structure: the values written alone, the operand's pattern shared (ainv(W) alone, then
# W + ainv(W) and W .* ainv(W) alone); W .* W' (two structures) left to the library
shared() {  # shared <pattern> <min count>: matrix groups matching it wrote values over a shared pattern
  local n
  n=$(grep -- ": matrix " "$WORK/warm.log" | grep -- "$1" | grep 'JIT kernel' | grep -c "the operand's pattern shared" || true)
  [ "$n" -ge "$2" ] || fail "expected $2 group(s) '$1' sharing the operand's pattern, got $n"
}
shared 'matrix <- apply(ainv) \[ewise_chain of one, 1 operand' 1
shared 'matrix <- eWiseAdd \[ewise_chain of one, 2 operand' 1
shared 'matrix <- eWiseMult \[ewise_chain of one, 2 operand' 1
shared 'matrix <- apply(binop 7, bound 1st) \[ewise_chain of one, 1 operand' 1   # 1 - P, P held
fused 'matrix <- apply(binop 23, bound 2nd) <- select(valuegt) \[ewise_chain, 1 operand' 1   # LE into bool
grep -q 'an eWiseMult alone of two structures' "$WORK/warm.log" || fail "W .* W' not left to the library"
grep -q 'apply alone over values nothing else holds' "$WORK/warm.log" || fail "an apply in place not left to the library"
# computed stores reduced alone: W / 3 in FP64, FP32, INT64, the sparse vector, and five whose
# values are cast to the monoid's type (an unsigned one left to the library)
n=$(grep -- ': reduce_to_scalar \[reduce_values, 1 operand' "$WORK/warm.log" | grep -c 'JIT kernel' || true)
[ "$n" -ge 9 ] || fail "expected 9 reductions compiled alone, got $n"
grep -q 'reduce_values, 1 operand(s)\]: node by node: values of type uint64_t summed as double' "$WORK/warm.log" ||
  fail "an unsigned cast not left to the library"
grep -q 'reduce_values, 1 operand(s)\]: node by node: a reduction alone of' "$WORK/warm.log" || fail "small reduction not left to the library"
grep -q 'node by node: the result is wanted by column' "$WORK/warm.log" || fail "by-column output not logged as a fallback"
# members under masks: valued (FP64 with 0 and NaN, bool with false), structural, complemented,
# C<M,replace> over a C holding entries; a comparison computed in the group as the mask; a whole
# extract (an explicit list 0..n-1) under it, as a matrix and reduced
fused 'matrix <- apply(ainv) <- apply(abs) \[ewise_chain, 2 operand' 5
fused 'matrix <- apply(ainv) <- eWiseAdd \[ewise_chain, 3 operand' 4
fused 'matrix <- extract(whole) <- select(valuele) <- apply(binop 20, bound 2nd) \[ewise_chain, 1 operand' 1
reduced 'reduce_to_scalar <- extract(whole) <- select(valuele) <- apply(binop 20, bound 2nd) \[ewise_chain, 1 operand'
fused 'matrix <- apply(binop 9, bound 1st) <- apply(binop 21, bound 2nd) \[ewise_chain, 2 operand' 1
fused 'matrix <- apply(ainv) \[ewise_chain of one, 2 operand' 2   # C<W'> = -W, C<!W',struct> = -W alone
fused 'matrix <- extract(whole) \[ewise_chain of one, 2 operand' 1   # C<W'> = W(0:n-1, :) alone
# rows reduced as a chain's root (a bitmap vector): PLUS, MIN, MAX, TIMES over special values,
# INT32 sums, BOOL LOR, under a mask computed in the group, a stored matrix's rows alone; an
# accumulator, a mask, a transposed input, another result type: the kernel library
rows() {  # rows <pattern> <min count>: row reductions matching the pattern ran as kernels
  local n
  n=$(grep -- ": vector (rows reduced)" "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -ge "$2" ] || fail "expected $2 row reduction(s) '$1', got $n"
}
rows '(rows reduced) <- select(offdiag) \[ewise_chain, 1 operand' 4
rows '(rows reduced) <- apply(abs) <- select(valuegt) \[ewise_chain, 1 operand' 1
rows '(rows reduced) <- apply(lnot) \[ewise_chain, 1 operand' 1
rows '(rows reduced) <- apply(ainv) <- apply(binop 21, bound 2nd) \[ewise_chain, 1 operand' 1
rows '(rows reduced) \[ewise_chain of one, 1 operand' 1
[ "$(count 'rows reduced): node by node: the reduction has a mask or an accumulator' "$WORK/warm.log")" -ge 2 ] ||
  fail "accumulated / masked row reductions not left to the library"
grep -q "rows reduced): node by node: the reduction's input is transposed" "$WORK/warm.log" || fail "transposed reduction"
grep -q "rows reduced): node by node: the result's type differs from the monoid's" "$WORK/warm.log" || fail "typecast reduction"
grep -q '^bitmap output status 4$' "$WORK/off.txt" || fail "bitmap sparsity control not honoured"
[ "$(count 'compiled in' "$WORK/warm.log")" -eq 0 ] || fail "warm run compiled again"
[ "$(count 'loaded from the disk cache' "$WORK/warm.log")" -ge 8 ] || fail "warm run did not load from disk"
echo "PASS: matrix results"

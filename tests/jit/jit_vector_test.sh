#!/bin/bash
# JIT groups whose result is a vector (ctest jit_vector): tests/jit/jit_vector_program.c (the
# PageRank iteration, fixed and GAP) with the JIT off (kernel library) and on (cold cache:
# compiled; warm: loaded from disk) must print identical results, bit for bit (hash of every
# entry's index and value bits), and the plan log must show the mxv groups fused.
# Usage: jit_vector_test.sh <program> <work dir>
set -u
PROG=$1
WORK=$2
SCALE=${JIT_TEST_SCALE:-12}
. "$(dirname "$0")/jit_three_way.sh"

run_off_cold_warm "$SCALE"
[ "$(wc -l < "$WORK/off.txt")" -ge 8 ] || fail "short output"
grep -q 'node by node: JIT off' "$WORK/off.log" || fail "JIT off not logged"
cat "$WORK/off.txt"
grep ': vector <- ' "$WORK/cold.log" | sort | uniq -c | sed 's/plan [0-9]*/plan N/' | head -20
fused() {  # fused <pattern> <min count>: vector groups matching the pattern ran as kernels
  local n
  n=$(grep -- ': vector <- ' "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -ge "$2" ] || fail "expected $2 fused group(s) '$1', got $n"
}
# 2 x 20 fixed iterations + the 9 GAP iterations (the first of each with its iso prior expanded)
# + the direct program's group
fused 'vector <- eWiseMult, assign, mxv \[mxv_accum, 3 operand' 50
fused 'vector <- mxv \[mxv_accum, 3 operand' 2    # c -= B*x and c2 += AT*x (iso c2): c read
! grep -q 'is iso' "$WORK/warm.log" || fail "an iso operand fell back"
grep -q 'vector <- mxv: node by node: mxv has a mask' "$WORK/warm.log" || fail "masked mxv not logged as a fallback"
[ "$(count 'compiled in' "$WORK/warm.log")" -eq 0 ] || fail "warm run compiled again"
[ "$(count 'loaded from the disk cache' "$WORK/warm.log")" -ge 2 ] || fail "warm run did not load from disk"
[ "$(count 'compiled in' "$WORK/cold.log")" -ge 2 ] || fail "cold run did not compile"
echo "PASS: vector results"

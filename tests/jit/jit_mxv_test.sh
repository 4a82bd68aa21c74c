#!/bin/bash
# Lone mxv and vxm calls compiled alone (ctest jit_mxv): tests/jit/jit_mxv_program.c with the JIT
# off (kernel library) and on (cold cache: compiled; warm: loaded from disk) must print identical
# results, bit for bit, with the same storage formats, and the plan log must show the mxv_pull and
# vxm_push groups as kernels (exact float copies read where the kernel library reads them;
# floating-point MIN/MAX over NaN and signed zeros in the pull; integer MIN rows stopping at the
# terminal value; the push in two output blocks), and the iso
# product, a push of few products, a floating-point push without an exact identity (MIN, MAX,
# FIRST, SECOND) and a product the library pulls left to the kernel library.
# Usage: jit_mxv_test.sh <program> <work dir>
set -u
PROG=$1
WORK=$2
SCALE=${JIT_TEST_SCALE:-16}
. "$(dirname "$0")/jit_three_way.sh"

run_off_cold_warm "$SCALE"
[ "$(wc -l < "$WORK/off.txt")" -eq 41 ] || fail "expected 41 results"
cat "$WORK/off.txt"
grep ': vector <- ' "$WORK/warm.log" | sed 's/plan [0-9]*/plan N/; s/overhead.*//' | sort | uniq -c
pulls() {  # pulls <pattern> <count>: lone mxv groups matching the pattern ran as kernels
  local n
  n=$(grep -- 'vector <- mxv \[mxv_pull' "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -eq "$2" ] || fail "expected $2 mxv_pull kernel(s) '$1', got $n"
}
# A's 32-bit index copy is made on its second use, so the first product reads A's own arrays
pulls 'full u, float copies' 1     # the second product of A and x: both exact in single precision
pulls 'full u]' 14                 # the first, inexact u, plus_minus, int64 (2), NaN and signed zeros (2), full and sparse results, degrees, unsigned MIN (2: rows stopping at 0), MAX and PLUS
pulls 'sparse u' 3                 # min_plus, plus_second, plus_pair
pulls 'bitmap u' 3                 # plus_times; MIN stopping at INT64_MIN, MAX
pushes() {  # pushes <pattern> <count>: lone vxm groups matching the pattern ran as kernels
  local n
  n=$(grep -- 'vector <- vxm \[vxm_push' "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -eq "$2" ] || fail "expected $2 vxm_push kernel(s) '$1', got $n"
}
pushes 'full u, 2 block(s), float copies' 5  # A (past its first use) and A + A' read as floats
pushes 'full u, 2 block(s)]' 4               # inexact values, int64, unsigned MAX and MIN
pushes 'sparse u, 2 block(s)' 1              # plus_pair
pushes 'bitmap u, 2 block(s)' 1
[ "$(grep -c 'vector <- vxm: node by node: a floating-point push without an exact identity' "$WORK/warm.log")" -eq 5 ] ||
  fail "floating-point MIN/MAX/FIRST/SECOND pushes not left to the kernel library"
grep -q 'vector <- vxm: node by node: a call alone on' "$WORK/warm.log" || fail "a small push not left to the kernel library"
grep -q 'vector <- vxm: node by node: the kernel library pulls' "$WORK/warm.log" || fail "A by column (a pull) not left to the kernel library"
grep -q 'vxm plus_times fp64, every column (full): n 65536 format 8 ' "$WORK/off.txt" || fail "no full vxm result"
grep -q 'vector <- mxv: node by node: u has another type' "$WORK/warm.log" || fail "typecast u not logged"
grep -q 'vector <- mxv: node by node: every product is 1' "$WORK/warm.log" || fail "max_pair (iso) not left to the kernel library"
grep -q 'format 8 ' "$WORK/off.txt" || fail "no full result"
grep -q 'format 2 ' "$WORK/off.txt" || fail "no sparse result"
grep -q 'format 4 ' "$WORK/off.txt" || fail "no bitmap result"
[ "$(count 'compiled in' "$WORK/warm.log")" -eq 0 ] || fail "warm run compiled again"
[ "$(count 'compiled in' "$WORK/cold.log")" -ge 4 ] || fail "cold run did not compile"
echo "PASS: lone mxv and vxm"

#!/bin/bash
# One BFS level step as a fused group (ctest jit_bfs): tests/jit/jit_bfs_program.c with the JIT off
# (kernel library) and on (cold cache: compiled; warm: loaded from disk) must print the same levels
# (per-level counts and a hash of every (vertex, level)); the plan log must show the pull steps
# fused and the forms that are not lowered run node by node with their reason.
# Usage: jit_bfs_test.sh <program> <work dir>
set -u
PROG=$1
WORK=$2
SCALE=${JIT_TEST_SCALE:-12}
. "$(dirname "$0")/jit_three_way.sh"

run_off_cold_warm "$SCALE"
[ "$(wc -l < "$WORK/off.txt")" -eq 30 ] || fail "expected 30 result lines (6 searches x 5 runs)"
grep -q 'vector <- mxv, assign: node by node: JIT off' "$WORK/off.log" || fail "JIT off not logged"
cat "$WORK/off.txt"
grep ': vector <- ' "$WORK/warm.log" | sed 's/plan [0-9]*/plan N/; s/next frontier [0-9]*/next frontier K/; s/ran in .*//; s/overhead .*//' |
  sort | uniq -c | head -20
fused() {  # fused <pattern> <min count>: BFS steps matching the pattern ran as kernels
  local n
  n=$(grep -- ': vector <- mxv, assign \[vxm_assign' "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -ge "$2" ] || fail "expected $2 fused step(s) '$1', got $n"
}
fused 'bitmap frontier' 20   # grb_bfs pull / auto (its pull steps keep the frontier bitmap)
fused 'sparse frontier' 20   # the hand-written loop (first steps: small sparse frontiers)
grep -q 'vector <- vxm, assign: node by node: the push form' "$WORK/warm.log" || fail "push steps not logged"
grep -q 'vector <- assign: node by node: its mask is already computed' "$WORK/warm.log" || fail "early read not logged"
[ "$(count 'compiled in' "$WORK/warm.log")" -eq 0 ] || fail "warm run compiled again"
[ "$(count 'loaded from the disk cache' "$WORK/warm.log")" -ge 2 ] || fail "warm run did not load from disk"
[ "$(count 'compiled in' "$WORK/cold.log")" -ge 2 ] || fail "cold run did not compile"
echo "PASS: BFS steps"

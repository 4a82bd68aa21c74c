#!/bin/bash
# One BFS level step as a fused group (ctest jit_bfs): tests/jit/jit_bfs_program.c with the JIT off
# (kernel library) and on (cold cache: compiled; warm: loaded from disk) must print the same levels
# (per-level counts and a hash of every (vertex, level); the push loops also each step's frontier:
# nvals and pattern); the plan log must show pull and push steps fused (v updated in place,
# or copied when a dup of v shares its arrays) and the forms that are not lowered run node by node
# with their reason.
# Usage: jit_bfs_test.sh <program> <work dir>
set -u
PROG=$1
WORK=$2
SCALE=${JIT_TEST_SCALE:-12}
. "$(dirname "$0")/jit_three_way.sh"

run_off_cold_warm "$SCALE"
[ "$(wc -l < "$WORK/off.txt")" -eq 77 ] || fail "expected 77 result lines (7 searches x 11 runs)"
grep -q 'vector <- mxv, assign: node by node: JIT off' "$WORK/off.log" || fail "JIT off not logged"
grep -q 'vector <- vxm, assign: node by node: JIT off' "$WORK/off.log" || fail "JIT off not logged (push)"
cat "$WORK/off.txt"
grep ': vector <- ' "$WORK/warm.log" | sed 's/plan [0-9]*/plan N/; s/next frontier [0-9]*/next frontier K/; s/ran in .*//; s/overhead .*//' |
  sed 's/product [0-9]*/product K/; s/vector of [0-9]*/vector of K/' |
  sort | uniq -c | head -30
fused() {  # fused <pattern> <min count>: BFS steps matching the pattern ran as kernels
  local n
  n=$(grep -- ': vector <- mxv, assign \[vxm_assign pull, ' "$WORK/warm.log" | grep -- "$1" | grep -c 'JIT kernel' || true)
  [ "$n" -ge "$2" ] || fail "expected $2 fused step(s) '$1', got $n"
}
fused 'bitmap vector' 20     # grb_bfs pull / auto (its pull steps keep the frontier bitmap)
fused 'sparse vector' 20     # the hand-written loop (first steps: small sparse frontiers)
fused 'v in place' 40        # v updated in its own arrays (only the step holds them)
fused 'v copied' 10          # the pull loop keeping dups of v: the kernel updates a copy
fused_push() {  # fused_push <call> <pattern> <min count>: push steps matching the pattern ran as kernels
  local n
  n=$(grep -- ": vector <- $1, assign \[vxm_assign push, " "$WORK/warm.log" | grep -- "$2" | grep -c 'JIT kernel' || true)
  [ "$n" -ge "$3" ] || fail "expected $3 fused push step(s) '$1' '$2', got $n"
}
fused_push vxm 'v in place' 40   # grb_bfs push / auto, the vxm push loop
fused_push vxm 'v copied' 10     # the loop keeping dups of v (the dups' checks are in the program)
fused_push mxv 'v in place' 10   # GrB_mxv with A transposed: the same push
fused_push vxm 'converted sparse vector' 10   # the loop keeping its frontier bitmap
# every push step fused, except on the one-vertex graph, whose empty 1x1 matrices are stored by
# column (its pull steps fall back too: "the matrix is stored by column"), and the grid's thin
# frontiers (n > 2^16: the kernel library's push, which does not touch every vertex)
! grep 'vector <- vxm, assign: node by node' "$WORK/warm.log" | grep -v 'the matrix is stored by column' |
  grep -v 'a thin push ([0-9]* of 90000 vertices)' | grep -q . || fail "a push step ran node by node"
[ "$(grep 'vector <- vxm, assign: node by node: a thin push' "$WORK/warm.log" | grep -c 'of 90000 vertices')" -ge 500 ] ||
  fail "the grid's thin push steps did not run node by node"
grep -q 'vector <- assign: node by node: its mask is already computed' "$WORK/warm.log" || fail "early read not logged"
[ "$(count 'compiled in' "$WORK/warm.log")" -eq 0 ] || fail "warm run compiled again"
[ "$(count 'loaded from the disk cache' "$WORK/warm.log")" -ge 2 ] || fail "warm run did not load from disk"
[ "$(count 'compiled in' "$WORK/cold.log")" -ge 2 ] || fail "cold run did not compile"
echo "PASS: BFS steps"

#!/bin/bash
# Compensated summation tests (ctest compensated_sum_*): tests/jit/compensated_sum.c checks every
# result itself (exact with the switch on, unchanged with it off, 1 and 2 threads); this script
# picks the configuration and, with the JIT on, checks that fused kernels ran and that the
# compensated ones were emitted as such. Usage:
#   compensated_test.sh <compensated_sum> <off|env|jit> <work dir>
set -u
PROG=$1
MODE=$2
WORK=$3
export OMP_PROC_BIND=false OMP_NUM_THREADS=2
unset GRB_DAG_DOT GRB_JIT_CXX GRB_COMPENSATED_SUM
# a first use compiles while it waits (the plans below expect the kernel on first use)
export GRB_JIT_BACKGROUND=0
rm -rf "$WORK"
mkdir -p "$WORK"
fail() { echo "FAIL: $*"; exit 1; }
case "$MODE" in
  off)  # the kernel library only
    GRB_JIT=off "$PROG" || fail "compensated_sum (JIT off)" ;;
  env)  # GRB_COMPENSATED_SUM=1 at GrB_init: on by default
    GRB_JIT=off GRB_COMPENSATED_SUM=1 "$PROG" env || fail "compensated_sum (GRB_COMPENSATED_SUM=1)" ;;
  jit)  # the pending apply + reduce runs as a fused kernel, plain and compensated
    GRB_JIT=on GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/jit.log" "$PROG" || fail "compensated_sum (JIT on)"
    fused=$(grep -c 'JIT kernel' "$WORK/jit.log" || true)
    echo "fused plans: $fused"
    # 10 cases x 3 settings x 2 thread counts, one pending apply + reduce each, less the all -0.0
    # case (its matrix is iso, whose values the planner does not hand to a kernel: node by node)
    [ "$fused" -ge 54 ] || { cat "$WORK/jit.log"; fail "expected 54 fused plans, got $fused"; }
    comp=$(grep -l 'grb_kokkos::fixed_tree_sum_compensated(' "$WORK"/cache/*/kernel.cpp | wc -l)
    plain=$(grep -L 'grb_kokkos::fixed_tree_sum_compensated(' "$WORK"/cache/*/kernel.cpp | wc -l)
    echo "kernels: $comp compensated, $plain plain"
    [ "$comp" -eq 2 ] && [ "$plain" -eq 2 ] || fail "expected 2 compensated and 2 plain kernels (FP32, FP64)"
    grep -q 'reduce_to_scalar.*compensated' "$WORK"/cache/*/kernel.cpp || fail "group text without {compensated}"
    ;;
  *) fail "unknown mode $MODE" ;;
esac
echo "PASS: $MODE"

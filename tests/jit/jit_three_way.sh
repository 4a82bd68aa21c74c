# Sourced by the JIT result tests (jit_matrix_test.sh, jit_vector_test.sh, jit_bfs_test.sh) after
# they set PROG and WORK: a clean work directory and environment, fail/count helpers, and
# run_off_cold_warm <argument>, which runs $PROG with the JIT off (the kernel library), then on
# with a cold cache (compiled) and a warm one (loaded from disk), and fails unless no kernel ran
# with the JIT off and the three outputs are identical. Outputs and plan logs are left in $WORK
# as {off,cold,warm}.txt and .log for the caller's own checks.
export OMP_PROC_BIND=false OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
unset GRB_DAG_DOT GRB_JIT_CXX GRB_COMPILER_LIB
# a first use compiles while it waits (the plans below expect the kernel on first use)
export GRB_JIT_BACKGROUND=0
rm -rf "$WORK"
mkdir -p "$WORK"
fail() { echo "FAIL: $*"; exit 1; }
count() { grep -c -- "$1" "$2" || true; }
run_off_cold_warm() {
  GRB_JIT=off GRB_JIT_LOG="$WORK/off.log" "$PROG" "$1" > "$WORK/off.txt" || fail "JIT off run failed"
  [ "$(count 'JIT kernel' "$WORK/off.log")" -eq 0 ] || fail "a kernel ran with the JIT off"
  local phase
  for phase in cold warm; do
    GRB_JIT=on GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/$phase.log" "$PROG" "$1" > "$WORK/$phase.txt" ||
      fail "JIT on run failed ($phase)"
    diff "$WORK/off.txt" "$WORK/$phase.txt" || fail "JIT on ($phase) and off differ"
  done
}

#!/bin/bash
# The JIT's defaults (ctest jit_default): with no GRB_JIT variable the JIT is on where the compiler
# library and a host compiler are found, and a first use never waits for a compile. The vector
# program (the PageRank iteration, many times the same group) runs
#   1. with the JIT off: the reference output;
#   2. without GRB_JIT, cache empty: the first uses run on the kernel library while the kernel
#      compiles in the background ("compiling in the background"), a later use of the same group
#      in the same run takes the kernel once it is built, and the compiles, in child processes,
#      land in the cache also after the program has exited; the output equals the reference bit
#      for bit; the sources are emitted by grb-jit-emit (in the program when it is missing);
#   3. again: the kernels come from the disk cache, none compiles, output equal;
#   4. with GRB_JIT=off and with GrB_set(GxB_JIT_C_CONTROL) = OFF: no kernel runs.
# Usage: jit_default_test.sh <program> <work dir>
set -u
PROG=$1
WORK=$2
export OMP_PROC_BIND=false OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
unset GRB_DAG_DOT GRB_JIT_CXX GRB_COMPILER_LIB GRB_JIT GRB_JIT_BACKGROUND GxB_JIT_CACHE_PATH
rm -rf "$WORK"
mkdir -p "$WORK"
fail() { echo "FAIL: $*"; exit 1; }
count() { grep -c -- "$1" "$2" || true; }
SCALE=${JIT_TEST_SCALE:-12}

GRB_JIT=off GRB_JIT_LOG="$WORK/off.log" "$PROG" "$SCALE" > "$WORK/off.txt" || fail "JIT off run failed"
[ "$(count 'JIT kernel' "$WORK/off.log")" -eq 0 ] || fail "a kernel ran with GRB_JIT=off"

GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/first.log" "$PROG" "$SCALE" > "$WORK/first.txt" ||
  fail "first run (default JIT) failed"
diff "$WORK/off.txt" "$WORK/first.txt" || fail "the default JIT's first run and the JIT off differ"
grep -q 'node by node: its kernel is compiling in the background' "$WORK/first.log" ||
  fail "the first use did not run on the kernel library while compiling"
[ "$(count 'compiled in [0-9.]* s (entry' "$WORK/first.log")" -eq 0 ] || fail "a use waited for a compile"
# the sources are emitted by grb-jit-emit, a process of its own (the compiler library and MLIR are
# never loaded into the program), which leaves nothing else in the entries
! grep -q 'emitting in this process' "$WORK/first.log" || fail "a background source was emitted in the program"
# the same group later in the same run takes the kernel when its compile ended in time
if grep -q 'compiled in the background (entry' "$WORK/first.log"; then
  first_bg=$(grep -n 'compiled in the background (entry' "$WORK/first.log" | head -1 | cut -d: -f1)
  tail -n +"$first_bg" "$WORK/first.log" | grep -q 'JIT kernel' || fail "a kernel built in the run was not used"
else
  echo "note: no background compile ended before the run did (a slow machine)"
fi
# the compiles finish after the program: wait for every entry's kernel.so (or a failure)
entries=$(ls -d "$WORK"/cache/*/kernel.cpp 2>/dev/null | wc -l)
[ "$entries" -ge 1 ] || fail "no kernel source was emitted for a background compile"
for _ in $(seq 1 300); do
  [ "$(ls "$WORK"/cache/*/manifest 2>/dev/null | wc -l)" -ge "$entries" ] && break
  ls "$WORK"/cache/*/failed > /dev/null 2>&1 && fail "a background compile failed: $(cat "$WORK"/cache/*/failed)"
  sleep 1
done
[ "$(ls "$WORK"/cache/*/manifest 2>/dev/null | wc -l)" -ge "$entries" ] || fail "the background compiles did not land in the cache"

ls "$WORK"/cache/*/group.bin "$WORK"/cache/*/emit.err > /dev/null 2>&1 && fail "the emitter's files were left behind"

# without grb-jit-emit beside the compiler library (a copy of the library alone), the worker emits
# in the program instead, logged, and the kernels still land in the cache
BUILD=$(cd "$(dirname "$PROG")/../.." && pwd)
mkdir -p "$WORK/lib-alone"
cp "$BUILD/libgraphblas-compiler.so" "$WORK/lib-alone/"
GRB_COMPILER_LIB="$WORK/lib-alone/libgraphblas-compiler.so" GRB_JIT_CACHE_PATH="$WORK/cache-alone" \
  GRB_JIT_LOG="$WORK/alone.log" "$PROG" "$SCALE" > "$WORK/alone.txt" || fail "run without an emitter failed"
diff "$WORK/off.txt" "$WORK/alone.txt" || fail "the run without an emitter and the JIT off differ"
grep -q 'emitting in this process: no grb-jit-emit beside the compiler library' "$WORK/alone.log" ||
  fail "the run without an emitter did not say it emitted in the program"
# the emitter refuses what is not a group (exit status 2, a message), never crashes
printf 'GRBGRP1\n\001' > "$WORK/bad-group"
"$BUILD/grb-jit-emit" "$BUILD/libgraphblas-compiler.so" "$WORK/bad-group" "$WORK/bad.cpp" 2> "$WORK/bad.err"
[ $? -eq 2 ] && grep -q 'cannot read a group' "$WORK/bad.err" && [ ! -e "$WORK/bad.cpp" ] ||
  fail "grb-jit-emit did not refuse a truncated group file"

GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/second.log" "$PROG" "$SCALE" > "$WORK/second.txt" ||
  fail "second run failed"
diff "$WORK/off.txt" "$WORK/second.txt" || fail "the second run and the JIT off differ"
grep -q 'loaded from the disk cache' "$WORK/second.log" || fail "the second run did not load from the disk cache"
[ "$(count 'background' "$WORK/second.log")" -eq 0 ] || fail "the second run compiled again"

# off by GrB_set: the program sets the control it is given (JIT_PROGRAM_CONTROL) after GrB_init
JIT_PROGRAM_CONTROL=0 GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/api-off.log" "$PROG" "$SCALE" > "$WORK/api-off.txt" ||
  fail "run with the control set to OFF failed"
diff "$WORK/off.txt" "$WORK/api-off.txt" || fail "GxB_JIT_C_CONTROL = OFF changed the output"
[ "$(count 'JIT kernel' "$WORK/api-off.log")" -eq 0 ] || fail "a kernel ran with GxB_JIT_C_CONTROL = OFF"
echo "PASS: JIT defaults"

#!/bin/bash
# JIT runtime and cache tests (ctest jit_*): run tests/jit/jit_program.c with the compiler on and
# off and compare the outputs exactly; exercise the disk cache (reuse, corrupt and stale entries,
# entries of another compiler library, two processes on a fresh cache, a read-only cache, no
# compiler). Usage:
#   jit_cache_test.sh <jit_program> <scenario> <work dir>
set -u
PROG=$1
SCENARIO=$2
WORK=$3
N=${JIT_TEST_N:-600}
export OMP_PROC_BIND=false OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
unset GRB_DAG_DOT GRB_JIT_CXX
# a first use compiles while it waits (the plans below expect the kernel on first use)
export GRB_JIT_BACKGROUND=0
rm -rf "$WORK"
mkdir -p "$WORK"
fail() { echo "FAIL: $*"; exit 1; }
# results only (the timing line is not compared)
run() { "$@" "$PROG" "$N" | grep -v '^timing'; }

GRB_JIT=off run env > "$WORK/off.txt" || fail "JIT off run failed"
[ -s "$WORK/off.txt" ] || fail "no output"

jit() {  # jit <cache> <log> [env...]: a JIT-on run whose output must equal the JIT-off one
  local cache=$1 log=$2
  shift 2
  GRB_JIT=on GRB_JIT_CACHE_PATH="$cache" GRB_JIT_LOG="$log" run env "$@" > "$log.out" || fail "JIT run failed ($log)"
  cmp -s "$WORK/off.txt" "$log.out" || { diff "$WORK/off.txt" "$log.out"; fail "JIT on and off differ ($log)"; }
}
count() { grep -c "$1" "$2" || true; }

case "$SCENARIO" in
  on_off)
    # cold: every group compiled; warm: every group loaded from disk; the DAG as Graphviz
    jit "$WORK/cache" "$WORK/cold.log"
    [ "$(count 'compiled in' "$WORK/cold.log")" -ge 4 ] || { cat "$WORK/cold.log"; fail "expected 4 compiled groups"; }
    GRB_DAG_DOT="$WORK/plans.dot" jit "$WORK/cache" "$WORK/warm.log"
    [ "$(count 'loaded from the disk cache' "$WORK/warm.log")" -ge 4 ] || { cat "$WORK/warm.log"; fail "expected 4 disk loads"; }
    [ "$(count 'compiled in' "$WORK/warm.log")" -eq 0 ] || fail "warm run compiled again"
    # the compiler's version line and the compiler library's hash are remembered in the cache
    # root under each file's stamp (path size mtime inode): a later process reads them there
    memo=$(ls "$WORK"/cache/toolchain-* 2>/dev/null | head -1)
    [ -n "$memo" ] && head -1 "$memo" | grep -q '^/.* [0-9]* [0-9.]* [0-9]*$' || fail "no toolchain memo with its stamp"
    sed -n 2p "$memo" | grep -q . || fail "the toolchain memo has no version line"
    ls "$WORK"/cache/compiler-* > /dev/null 2>&1 || fail "no compiler library memo"
    # a memo whose stamp is another file's is not trusted: the warm run still loads every kernel
    # (a wrong version line or hash would change every key) and the memo is written again
    for m in "$WORK"/cache/toolchain-* "$WORK"/cache/compiler-*; do printf '/elsewhere 1 2.3 4\nforged\n' > "$m"; done
    jit "$WORK/cache" "$WORK/memo.log"
    [ "$(count 'loaded from the disk cache' "$WORK/memo.log")" -ge 4 ] || { cat "$WORK/memo.log"; fail "a forged memo changed the keys"; }
    ! grep -q forged "$WORK"/cache/toolchain-* "$WORK"/cache/compiler-* || fail "a forged memo was kept"
    [ "$(count 'digraph plan_' "$WORK/plans.dot")" -ge 3 ] || fail "no Graphviz plans written"
    grep -q cluster_group "$WORK/plans.dot" || fail "no fusion group cluster in the dot file"
    ls "$WORK"/cache/*/kernel.cpp > /dev/null || fail "emitted source not kept beside the binary"
    # JIT controls: LOAD uses the disk cache, RUN/PAUSE only kernels loaded in the process (none)
    GRB_JIT=load GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/load.log" run env > "$WORK/load.out"
    cmp -s "$WORK/off.txt" "$WORK/load.out" || fail "LOAD output differs"
    [ "$(count 'loaded from the disk cache' "$WORK/load.log")" -ge 3 ] || fail "LOAD did not load"
    GRB_JIT=run GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/run.log" run env > "$WORK/run.out"
    cmp -s "$WORK/off.txt" "$WORK/run.out" || fail "RUN output differs"
    [ "$(count 'JIT kernel' "$WORK/run.log")" -eq 0 ] || fail "RUN used a kernel it had not loaded"
    GRB_JIT=load GRB_JIT_CACHE_PATH="$WORK/empty" GRB_JIT_LOG="$WORK/load-empty.log" run env > "$WORK/le.out"
    cmp -s "$WORK/off.txt" "$WORK/le.out" || fail "LOAD on an empty cache: output differs"
    [ "$(count 'compiled in' "$WORK/load-empty.log")" -eq 0 ] || fail "LOAD compiled"
    # the same through GrB_set (GxB_JIT_C_CONTROL = LOAD, GxB_JIT_CACHE_PATH), no GRB_JIT variables
    JIT_PROGRAM_CONTROL=3 JIT_PROGRAM_CACHE="$WORK/cache" GRB_JIT_LOG="$WORK/api.log" run env -u GRB_JIT -u GRB_JIT_CACHE_PATH > "$WORK/api.out"
    cmp -s "$WORK/off.txt" "$WORK/api.out" || fail "GrB_set run: output differs"
    [ "$(count 'loaded from the disk cache' "$WORK/api.log")" -ge 4 ] || { cat "$WORK/api.log"; fail "GrB_set control/path not honoured"; }
    cat "$WORK/cold.log" "$WORK/warm.log"
    ;;
  corrupt)
    jit "$WORK/cache" "$WORK/cold.log"
    # corrupt one binary (truncated) and make another entry stale (its manifest's key edited)
    entries=("$WORK"/cache/[0-9a-f]*/)
    [ ${#entries[@]} -ge 2 ] || fail "expected at least 2 cache entries"
    head -c 1000 "${entries[0]}/kernel.so" > "${entries[0]}/kernel.so.x" && mv "${entries[0]}/kernel.so.x" "${entries[0]}/kernel.so"
    sed -i 's/^library /library stale-/' "${entries[1]}/manifest"
    jit "$WORK/cache" "$WORK/rebuild.log"
    cat "$WORK/rebuild.log"
    [ "$(count 'rebuilding' "$WORK/rebuild.log")" -ge 2 ] || fail "corrupt/stale entries were not rebuilt"
    grep -q 'corrupt entry' "$WORK/rebuild.log" || fail "corruption not detected"
    grep -q 'stale entry' "$WORK/rebuild.log" || fail "stale entry not detected"
    jit "$WORK/cache" "$WORK/after.log"
    [ "$(count 'compiled in' "$WORK/after.log")" -eq 0 ] || fail "rebuilt entries not reused"
    # a damaged precompiled header: kernels still compile (without it)
    for g in "$WORK"/cache/pch-*/grb_jit_pch.hpp.gch; do head -c 4096 "$g" > "$g.x" && mv "$g.x" "$g"; done
    rm -rf "${entries[0]}"
    jit "$WORK/cache" "$WORK/badpch.log"
    [ "$(count 'compiled in' "$WORK/badpch.log")" -eq 1 ] || { cat "$WORK/badpch.log"; fail "no compile with a damaged PCH"; }
    # another compiler library (a copy with one byte appended: for the key, another lowering) must
    # compile its own kernels, not load the entries this build's library wrote; those stay usable
    lib=$(ldd "$PROG" | awk '/libgraphblas\.so/ {print $3; exit}')
    cp "$(dirname "$lib")/libgraphblas-compiler.so" "$WORK/other-compiler.so" || fail "no compiler library beside $lib"
    printf x >> "$WORK/other-compiler.so"
    jit "$WORK/cache" "$WORK/otherlib.log" GRB_COMPILER_LIB="$WORK/other-compiler.so"
    [ "$(count 'loaded from the disk cache' "$WORK/otherlib.log")" -eq 0 ] || { cat "$WORK/otherlib.log"; fail "another compiler library loaded this one's kernels"; }
    [ "$(count 'compiled in' "$WORK/otherlib.log")" -ge 2 ] || { cat "$WORK/otherlib.log"; fail "another compiler library compiled nothing"; }
    jit "$WORK/cache" "$WORK/ownlib.log"
    [ "$(count 'compiled in' "$WORK/ownlib.log")" -eq 0 ] || fail "the entries of the build's own compiler library were not reused"
    ;;
  concurrent)
    # two processes on one fresh cache: both succeed, both agree; the entries are built once
    ( jit "$WORK/cache" "$WORK/p1.log" ) & p1=$!
    ( jit "$WORK/cache" "$WORK/p2.log" ) & p2=$!
    wait $p1 || fail "process 1 failed"
    wait $p2 || fail "process 2 failed"
    cat "$WORK/p1.log" "$WORK/p2.log"
    c=$(( $(count 'compiled in' "$WORK/p1.log") + $(count 'compiled in' "$WORK/p2.log") ))
    f=$(( $(count 'JIT kernel' "$WORK/p1.log") + $(count 'JIT kernel' "$WORK/p2.log") ))
    [ "$f" -ge 8 ] || fail "not every group ran compiled in both processes"
    # each cache entry (its hash in "compiled in ... (entry H)") compiled by one process only
    e=$(cat "$WORK/p1.log" "$WORK/p2.log" | grep 'compiled in' | sed 's/.*(entry \([0-9a-f]*\)).*/\1/' | sort -u | wc -l)
    [ "$c" -le "$e" ] || fail "an entry was compiled twice ($c compiles of $e entries)"
    ls "$WORK"/cache/*/*.tmp.* 2> /dev/null && fail "temporary files left behind"
    true
    ;;
  readonly)
    # a cache that cannot be written: compile privately, write nothing there, same results
    mkdir -p "$WORK/ro"
    chmod 555 "$WORK/ro"
    cache="$WORK/ro/cache"
    # root ignores permissions: use a path no one can create instead
    if [ "$(id -u)" = 0 ]; then cache=/proc/grb-jit-readonly-cache; fi
    jit "$cache" "$WORK/ro.log"
    cat "$WORK/ro.log"
    grep -q 'not writable' "$WORK/ro.log" || fail "read-only cache not reported"
    [ "$(count 'JIT kernel' "$WORK/ro.log")" -ge 3 ] || fail "kernels did not run from the private build"
    [ -z "$(ls -A "$WORK/ro")" ] || fail "something was written into the read-only cache"
    chmod 755 "$WORK/ro"
    ;;
  nocompiler)
    jit "$WORK/cache" "$WORK/nocc.log" GRB_JIT_CXX=/nonexistent/c++
    cat "$WORK/nocc.log"
    grep -q 'node by node: compile failed' "$WORK/nocc.log" || fail "missing compiler not logged as a fallback"
    [ "$(count 'JIT kernel' "$WORK/nocc.log")" -eq 0 ] || fail "a kernel ran without a compiler"
    ;;
  nocompilerlib)
    # a build without MLIR: no libgraphblas-compiler.so to load
    jit "$WORK/cache" "$WORK/nolib.log" GRB_COMPILER_LIB=/nonexistent/libgraphblas-compiler.so
    cat "$WORK/nolib.log"
    grep -q 'node by node: libgraphblas-compiler.so not available' "$WORK/nolib.log" || fail "missing compiler library not logged"
    [ "$(count 'JIT kernel' "$WORK/nolib.log")" -eq 0 ] || fail "a kernel ran without the compiler library"
    ;;
  threads)
    # GxB_NTHREADS (JIT_PROGRAM_NTHREADS) on a pool of 4: a cap of 2 cannot be honoured by a
    # compiled kernel (it would use the whole pool), so every group runs node by node with that
    # reason; a cap of 1 runs the kernels' Kokkos::Serial copy; both give the JIT-off results
    jit "$WORK/cache" "$WORK/cap2.log" OMP_NUM_THREADS=4 JIT_PROGRAM_NTHREADS=2
    cat "$WORK/cap2.log"
    [ "$(count 'JIT kernel' "$WORK/cap2.log")" -eq 0 ] || fail "a compiled kernel ran under a cap below the pool"
    [ "$(count 'below the Kokkos pool of 4 threads' "$WORK/cap2.log")" -ge 4 ] || fail "the thread cap was not logged as the reason"
    jit "$WORK/cache" "$WORK/cap1.log" OMP_NUM_THREADS=4 JIT_PROGRAM_NTHREADS=1
    [ "$(count 'JIT kernel' "$WORK/cap1.log")" -ge 4 ] || { cat "$WORK/cap1.log"; fail "no compiled kernel ran on one thread"; }
    jit "$WORK/cache" "$WORK/cap4.log" OMP_NUM_THREADS=4 JIT_PROGRAM_NTHREADS=4
    [ "$(count 'JIT kernel' "$WORK/cap4.log")" -ge 4 ] || { cat "$WORK/cap4.log"; fail "no compiled kernel ran on the whole pool"; }
    ;;
  timing)
    # cache-hit cost: printed, not asserted
    jit "$WORK/cache" "$WORK/t0.log"
    GRB_JIT=off "$PROG" 200 2000 | grep '^timing' | sed 's/^/JIT off: /'
    GRB_JIT=on GRB_JIT_CACHE_PATH="$WORK/cache" "$PROG" 200 2000 | grep '^timing' | sed 's/^/JIT on:  /'
    GRB_JIT=on GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/t1.log" "$PROG" 200 200 > /dev/null
    grep 'cache hit in memory' "$WORK/t1.log" | sed 's/.*overhead \([0-9.]*\) us.*/\1/' | sort -n |
      awk '{a[NR]=$1} END {if (NR) printf "cache hit overhead (plan + lookup, kernel excluded): median %s us over %d calls\n", a[int((NR+1)/2)], NR}'
    ;;
  *) fail "unknown scenario $SCENARIO" ;;
esac
echo "PASS: $SCENARIO"

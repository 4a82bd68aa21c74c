#!/usr/bin/env bash
# Build the libFuzzer targets (clang, ASan + UBSan, build-fuzz/) and run each for a while.
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]      (default 600 s; api deserialize mmread)
# A target's working corpus is build-fuzz/corpus/<target> (seeded from tests/fuzz/seeds and the
# kept regressions); a crashing input lands in build-fuzz/crashes/<target>/. Copy it into
# tests/fuzz/regressions/<target>/ with the fix, so that ctest replays it (fuzz_replay_*).
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
SECONDS_PER_TARGET=${1:-600}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(api deserialize mmread)
KOKKOS_PREFIX=$(./scripts/install-deps.sh | tail -n 1)
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DKokkos_ROOT="$KOKKOS_PREFIX" -DGRB_FUZZ=ON \
  -DGRB_BUILD_COMPILER=OFF -DGRB_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O0 -gline-tables-only" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O0 -gline-tables-only" >/dev/null
cmake --build build-fuzz -j 2 --target $(printf 'fuzz_%s ' "${TARGETS[@]}") make_deserialize_seeds
export OMP_PROC_BIND=false OMP_NUM_THREADS=1
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for t in "${TARGETS[@]}"; do
  corpus=build-fuzz/corpus/$t
  mkdir -p "$corpus" "build-fuzz/crashes/$t"
  if [ "$t" = deserialize ]; then
    build-fuzz/tests/fuzz/make_deserialize_seeds "$corpus" >/dev/null
  elif [ -d "tests/fuzz/seeds/$t" ]; then
    cp -n tests/fuzz/seeds/"$t"/* "$corpus"/
  fi
  cp -n tests/fuzz/regressions/"$t"/* "$corpus"/ 2>/dev/null || true
  echo "fuzz.sh: $t for ${SECONDS_PER_TARGET}s (log: build-fuzz/fuzz-$t.log)"
  build-fuzz/tests/fuzz/fuzz_"$t" "$corpus" -max_total_time="$SECONDS_PER_TARGET" \
    -artifact_prefix="build-fuzz/crashes/$t/" -print_final_stats=1 >"build-fuzz/fuzz-$t.log" 2>&1 || {
      echo "fuzz.sh: $t found a crash:"; tail -n 40 "build-fuzz/fuzz-$t.log"; exit 1; }
  grep -E '^(stat::|Done|#[0-9]+ +DONE)' "build-fuzz/fuzz-$t.log" || tail -n 3 "build-fuzz/fuzz-$t.log"
done

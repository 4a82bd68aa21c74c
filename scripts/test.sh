#!/usr/bin/env bash
# Install what is missing, build everything, run the whole test suite with ctest.
#   scripts/test.sh              Release build in build/
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/
#   scripts/test.sh --tsan       ThreadSanitizer build in build-tsan/: only the tests of user threads
#                                (tests/threads), with the library's OpenMP pool at one thread
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys paths relative to the clone, so another clone of the project (CI's) reuses the cache
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
KOKKOS_PREFIX=$(./scripts/install-deps.sh | tail -n 1)
BUILD=build
EXTRA=()
if [ "${1:-}" = "--sanitize" ]; then
  BUILD=build-asan
  EXTRA=(-DGRB_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo)
fi
if [ "${1:-}" = "--tsan" ]; then
  # libgomp is not instrumented: its barriers would read as races, so the pool is one thread and
  # the threads under test are the user threads of tests/threads (tests/threads/CMakeLists.txt)
  cmake -S . -B build-tsan -G Ninja -DKokkos_ROOT="$KOKKOS_PREFIX" -DGRB_TSAN=ON -DGRB_BUILD_COMPILER=OFF \
    -DGRB_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build build-tsan -j 2 --target user_threads
  ctest --test-dir build-tsan --output-on-failure -R '^user_threads_'
  exit
fi
cmake -S . -B "$BUILD" -G Ninja -DKokkos_ROOT="$KOKKOS_PREFIX" "${EXTRA[@]}" >/dev/null
cmake --build "$BUILD" -j 2
export OMP_PROC_BIND=false
if [ "${1:-}" = "--sanitize" ]; then
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fi
ctest --test-dir "$BUILD" --output-on-failure -j 2

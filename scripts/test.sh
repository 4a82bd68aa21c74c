#!/usr/bin/env bash
# Install what is missing, build everything, run the whole test suite with ctest.
#   scripts/test.sh              Release build in build/
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/
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
cmake -S . -B "$BUILD" -G Ninja -DKokkos_ROOT="$KOKKOS_PREFIX" "${EXTRA[@]}" >/dev/null
cmake --build "$BUILD" -j 2
export OMP_PROC_BIND=false
if [ "${1:-}" = "--sanitize" ]; then
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fi
ctest --test-dir "$BUILD" --output-on-failure -j 2

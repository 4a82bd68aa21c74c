#!/bin/bash
# An emitted kernel source stops with a clear #error under -ffast-math (which would reorder the
# fixed-order and compensated sums), and compiles without it.
#   fast_math_test.sh <grb-import-cases> <c++> <Kokkos include dir> <work dir>
set -u
CASES=$1 CXX=$2 KINC=$3 WORK=$4
mkdir -p "$WORK"
fail() { echo "FAIL: $*"; exit 1; }
"$CASES" --kernel chain-scalar | tail -n +5 > "$WORK/kernel.cpp" || fail "grb-import-cases"
"$CXX" -std=c++17 -fsyntax-only -fopenmp -I"$KINC" "$WORK/kernel.cpp" 2> "$WORK/plain.err" ||
  { head -20 "$WORK/plain.err"; fail "the emitted kernel does not compile"; }
if "$CXX" -std=c++17 -fsyntax-only -fopenmp -ffast-math -I"$KINC" "$WORK/kernel.cpp" 2> "$WORK/fast.err"; then
  fail "the emitted kernel compiled with -ffast-math"
fi
grep -q "must not be built with -ffast-math" "$WORK/fast.err" || { head -5 "$WORK/fast.err"; fail "no clear #error"; }
echo "PASS: fast-math refused"

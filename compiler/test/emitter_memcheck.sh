#!/bin/bash
# The Kokkos C++ emitter under valgrind memcheck (ctest compiler-emitter-memcheck): a read of freed
# memory there changes the emitted C++ only when the freed block was reused meanwhile, so a JIT
# kernel came out wrong once in dozens of runs (jit_matrix); memcheck sees it every time.
# Usage: emitter_memcheck.sh <grb-opt> <grb-translate> <valgrind> <compiler/test dir>
set -u
OPT=$1 TRANSLATE=$2 VALGRIND=$3 DIR=$4
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
for f in "$DIR/Inputs/support_filter.mlir" "$DIR/runtime/kernels.mlir"; do
  "$OPT" "$f" --graphblas-fold --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize -o "$WORK/lowered.mlir" ||
    { echo "FAIL: grb-opt on $f"; exit 1; }
  if ! "$VALGRIND" -q --error-exitcode=9 "$TRANSLATE" --graphblas-to-kokkos-cpp "$WORK/lowered.mlir" \
      -o "$WORK/out.cpp" 2> "$WORK/vg.txt"; then
    echo "FAIL: memcheck errors emitting $f:"
    head -40 "$WORK/vg.txt"
    status=1
  elif [ ! -s "$WORK/out.cpp" ]; then
    echo "FAIL: nothing emitted for $f"
    status=1
  else
    echo "ok: $f ($(wc -l < "$WORK/out.cpp") lines, no memcheck errors)"
  fi
done
exit $status

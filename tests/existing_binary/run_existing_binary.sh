#!/usr/bin/env bash
# Run a program built against SuiteSparse 7.4 as is, then with this library swapped in through the
# loader path (no rebuild), and require identical output.
# usage: run_existing_binary.sh <program> <directory holding our libgraphblas.so.7>
set -u
prog="$1"
libdir="$2"
if [ ! -x "$prog" ]; then
  echo "SKIPPED: SuiteSparse:GraphBLAS 7.4 (libgraphblas-dev) is not installed"
  exit 77
fi
export OMP_PROC_BIND=false
ours_lib=$(LD_LIBRARY_PATH="$libdir" ldd "$prog" | awk '/libgraphblas.so.7/ {print $3}')
echo "with LD_LIBRARY_PATH the program loads: $ours_lib"
[ "$(readlink -f "$ours_lib")" = "$(readlink -f "$libdir/libgraphblas.so.7")" ] || { echo "FAILED: not our library"; exit 1; }
"$prog" > reference.out 2>&1 || { echo "FAILED: the program fails on SuiteSparse itself"; cat reference.out; exit 1; }
LD_LIBRARY_PATH="$libdir" "$prog" > ours.out 2>&1
rc=$?
if ! diff -u reference.out ours.out; then
  echo "FAILED: output differs (exit code $rc)"
  exit 1
fi
echo "identical output ($(wc -l < reference.out) lines), exit code $rc"
exit $rc

#!/bin/sh
# Triangle counting on R-MAT graphs: the emitted Kokkos kernel vs this library's GrB_mxm path vs
# SuiteSparse:GraphBLAS 7.4 (separate processes), each as the median of REPS runs after a warm-up,
# ROUNDS rounds interleaved (the machine is shared and noisy).
#   compiler/bench/tc_bench.sh BUILD_DIR LIB_DIR "SCALES" THREADS REPS ROUNDS
#   e.g. compiler/bench/tc_bench.sh build-tc build "16 17 18" 2 5 3
# TC_BENCH_ONLY=kokkos runs the emitted kernel alone.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" && pwd)
LIB=$(cd "${2:-$ROOT/build}" && pwd)
SCALES=${3:-"16 17 18"}
THREADS=${4:-2}
REPS=${5:-5}
ROUNDS=${6:-3}
KOKKOS=${KOKKOS_ROOT:-$(sed -n 's/^Kokkos_DIR:PATH=\(.*\)\/lib\/cmake\/Kokkos$/\1/p' "$BUILD/CMakeCache.txt")}
SS=${SUITESPARSE_LIB:-/usr/lib/x86_64-linux-gnu/libgraphblas.so.7}
W=${TC_BENCH_DIR:-/tmp/grb-tc-bench}
mkdir -p "$W"
"$BUILD/compiler/bin/grb-opt" "$HERE/tc.mlir" --graphblas-fold --graphblas-fuse --convert-graphblas-to-kokkos \
  --canonicalize | "$BUILD/compiler/bin/grb-translate" --graphblas-to-kokkos-cpp -o "$W/tc_generated.hpp"
g++ -O3 -std=c++17 -fopenmp -I"$W" -I"$HERE" -I"$KOKKOS/include" "$HERE/tc_kokkos.cpp" -o "$W/tc_kokkos" \
  -L"$KOKKOS/lib" -lkokkoscore -Wl,-rpath,"$KOKKOS/lib" -ldl
gcc -O2 -I"$ROOT/include" -I"$HERE" "$HERE/tc_grb.c" -o "$W/tc_grb_ours" -L"$LIB" -lgraphblas -Wl,-rpath,"$LIB" -lm
gcc -O2 -I"$HERE" "$HERE/tc_grb.c" -o "$W/tc_grb_ss" "$SS" -lm
for s in $SCALES; do
  for r in $(seq "$ROUNDS"); do
    OMP_PROC_BIND=false OMP_NUM_THREADS=$THREADS "$W/tc_kokkos" "$s" "$REPS"
    [ "$TC_BENCH_ONLY" = kokkos ] && continue
    OMP_NUM_THREADS=$THREADS "$W/tc_grb_ours" "$s" "$REPS" "$THREADS" this-library
    OMP_NUM_THREADS=$THREADS "$W/tc_grb_ss" "$s" "$REPS" "$THREADS" suitesparse-7.4
  done
done

#!/bin/bash
# Ahead-of-time export (ctest jit_aot_export): compiler/examples/aot/program.c runs, with
# GRB_JIT=on, a select -> abs -> reduce chain (a fused kernel with a scalar result), three
# PageRank-style updates (eWiseMult, assign, mxv: a fused kernel with a vector result), two groups
# with a matrix result (select -> apply; mxm -> select, the k-truss support filter) and two BFS
# loops (the pull and push level steps), and exports the kernels with GxB_Global_export_kernels;
# grb-aot exports the same run through GRB_JIT_EXPORT. The exported directory is then built by the
# example's own CMake project (compiler/examples/aot/user: only Kokkos, include of
# grb_fused_kernels.cmake) and its program must print exactly what the library printed (the sum,
# every entry of r, M and K, every level: the example's values make every sum exact), with
# the default execution space and with the Kokkos::Serial copy. Usage:
#   aot_export_test.sh <program> <grb-aot> <user project dir> <Kokkos_DIR> <c++> <cmake generator> <work dir>
set -u
PROG=$1 AOT=$2 USER_SRC=$3 KOKKOS_DIR=$4 CXX=$5 GEN=$6 WORK=$7
N=120
export OMP_PROC_BIND=false OMP_NUM_THREADS=2
unset GRB_DAG_DOT GRB_JIT_CXX GRB_JIT_EXPORT GRB_COMPENSATED_SUM
# a first use compiles while it waits (the plans below expect the kernel on first use)
export GRB_JIT_BACKGROUND=0
rm -rf "$WORK"
mkdir -p "$WORK"
fail() { echo "FAIL: $*"; exit 1; }

# 1. the GxB call
GRB_JIT=on GRB_JIT_CACHE_PATH="$WORK/cache" GRB_JIT_LOG="$WORK/jit.log" "$PROG" $N "$WORK/export" > "$WORK/lib.out" ||
  { cat "$WORK/jit.log"; fail "program (JIT on, GxB_Global_export_kernels)"; }
cat "$WORK/jit.log"
grep -q 'reduce_to_scalar <- .*JIT kernel' "$WORK/jit.log" || fail "the chain did not run fused"
[ "$(grep -c 'vector <- eWiseMult, assign, mxv \[mxv_accum.*JIT kernel' "$WORK/jit.log")" -eq 3 ] ||
  fail "the three updates did not run fused"
grep -q 'matrix <- apply(ainv) <- select(valuegt).*JIT kernel' "$WORK/jit.log" || fail "the matrix chain did not run fused"
grep -q "matrix <- select(valuege) <- mxm(C<M,struct>=A\*B') .*JIT kernel" "$WORK/jit.log" ||
  fail "the support filter (mxm then select) did not run fused"
grep -q 'vector <- mxv, assign \[vxm_assign pull, sparse vector of.*JIT kernel' "$WORK/jit.log" || fail "no fused pull step"
grep -q 'vector <- vxm, assign \[vxm_assign push.*JIT kernel' "$WORK/jit.log" || fail "no fused push step"
grep -q 'node by node' "$WORK/jit.log" && fail "a group ran node by node"
grep -q 'skipped' "$WORK/jit.log" && fail "a group was not exported"
kernels=$(ls "$WORK"/export/grb_fused_*.cpp | grep -v grb_fused_kernels.cpp)
count=$(echo "$kernels" | wc -l)
grep -q "exported $count fused kernel(s) to .* (results: scalar, vector, matrix, matrix, bitmap vector" "$WORK/jit.log" ||
  fail "export not logged"
# every kind of result, declared in the header with its typed entry and listed in the table
for result in scalar vector matrix "bitmap vector"; do
  grep -q "^/\* grb_fused_[0-9a-f]*: $result result\$" "$WORK/export/grb_fused_kernels.h" ||
    fail "the header declares no kernel with a $result result"
done
[ "$(grep -c "^int grb_fused_[0-9a-f]*_run(grb_kernel_binding\* params, int serial);" "$WORK/export/grb_fused_kernels.h")" -eq "$count" ] ||
  fail "the header does not declare every kernel's entry"
[ "$(grep -c "grb_fused_[0-9a-f]*_run, grb_fused_[0-9a-f]*_describe}" "$WORK/export/grb_fused_kernels.cpp")" -eq "$count" ] ||
  fail "the table does not give every kernel's entries"
grep -q "input and result: bitmap vector (b, x) updated in place" "$WORK/export/grb_fused_kernels.h" ||
  fail "the header does not describe the level vector's in-place update"
for f in grb_group_abi.h grb_fused_kernels.h grb_fused_kernels.cpp grb_fused_kernels.cmake; do
  [ -s "$WORK/export/$f" ] || fail "missing $f"
done
grep -q 'Kokkos::kokkos' "$WORK/export/grb_fused_kernels.cmake" || fail "the CMake snippet does not link Kokkos"
GRB_JIT=off "$PROG" $N - > "$WORK/off.out" || fail "program (JIT off)"
cmp -s "$WORK/lib.out" "$WORK/off.out" || fail "JIT on and off differ"
for part in r pull push; do
  [ "$(grep -c "^$part " "$WORK/lib.out")" -eq $N ] || fail "the program did not print every entry of $part"
done
grep -q '^M nvals [1-9]' "$WORK/lib.out" || fail "the program did not print M"
grep -q '^K nvals [1-9]' "$WORK/lib.out" || fail "the program did not print K"

# 2. grb-aot: the same run exported at GrB_finalize (the disk cache from step 1: loaded, not compiled)
"$AOT" -o "$WORK/export2" --cache "$WORK/cache" -- "$PROG" $N - > "$WORK/aot.out" || { cat "$WORK/aot.out"; fail "grb-aot"; }
cat "$WORK/aot.out"
grep -q "grb-aot: $count fused kernel(s) exported" "$WORK/aot.out" || fail "grb-aot did not list $count kernels"
grep -q 'bitmap vector result' "$WORK/aot.out" || fail "grb-aot did not list the kernels' kinds"
for f in "$WORK"/export/*; do
  cmp -s "$f" "$WORK/export2/$(basename "$f")" || fail "grb-aot wrote a different $(basename "$f")"
done
"$AOT" -o "$WORK/export3" -- /bin/true > /dev/null 2>&1 && fail "grb-aot succeeded on a program without kernels"

# 3. the user's own build: Kokkos and the exported directory only
cmake -G "$GEN" -S "$USER_SRC" -B "$WORK/user-build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$CXX" \
  -DKokkos_DIR="$KOKKOS_DIR" -DGRB_FUSED_KERNELS_DIR="$WORK/export" > "$WORK/cmake.log" 2>&1 ||
  { cat "$WORK/cmake.log"; fail "configuring the user project"; }
cmake --build "$WORK/user-build" > "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; fail "building the exported kernels"; }
"$WORK/user-build/aot_user" $N 0 > "$WORK/user.out" || fail "aot_user"
"$WORK/user-build/aot_user" $N 1 > "$WORK/user-serial.out" || fail "aot_user (serial)"
head -3 "$WORK/lib.out" "$WORK/user.out"
diff "$WORK/lib.out" "$WORK/user.out" > "$WORK/user.diff" || { head -20 "$WORK/user.diff"; fail "the exported kernels' results differ from the library's"; }
diff "$WORK/lib.out" "$WORK/user-serial.out" > "$WORK/serial.diff" || { head -20 "$WORK/serial.diff"; fail "the exported kernels' serial copies differ"; }
echo "PASS: aot export"

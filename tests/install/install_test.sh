#!/bin/bash
# cmake --install into a fresh prefix installs the library and the compiler's tools, and they
# run from there: grb-opt parses and fuses a group, grb-translate prints it as Kokkos C++, grb-aot
# answers its usage, and the installed libgraphblas-compiler.so is the one beside the library.
#   install_test.sh <build dir> <work dir> <source dir>
set -u
BUILD=$1 WORK=$2 SRC=$3
rm -rf "$WORK"
fail() { echo "FAIL: $*"; exit 1; }
cmake --install "$BUILD" --prefix "$WORK/prefix" > "$WORK.log" 2>&1 || { cat "$WORK.log"; fail "cmake --install"; }
P="$WORK/prefix"
for f in bin/grb-opt bin/grb-translate bin/grb-aot include/GraphBLAS.h; do
  [ -e "$P/$f" ] || fail "$f not installed"
done
ls "$P"/lib*/libgraphblas.so.7 > /dev/null 2>&1 || fail "libgraphblas.so.7 not installed"
ls "$P"/lib*/libgraphblas-compiler.so > /dev/null 2>&1 || fail "libgraphblas-compiler.so not installed"
"$P/bin/grb-opt" "$SRC/compiler/test/Conversion/tc.mlir" --graphblas-fuse --convert-graphblas-to-kokkos \
  -o "$WORK/tc.mlir" || fail "the installed grb-opt"
"$P/bin/grb-translate" --graphblas-to-kokkos-cpp "$WORK/tc.mlir" -o "$WORK/tc.cpp" || fail "the installed grb-translate"
grep -q "Kokkos::" "$WORK/tc.cpp" || fail "grb-translate printed no Kokkos C++"
"$P/bin/grb-aot" --help > "$WORK/aot.txt" 2>&1
grep -qi "usage" "$WORK/aot.txt" || { cat "$WORK/aot.txt"; fail "the installed grb-aot"; }
echo "PASS: install"

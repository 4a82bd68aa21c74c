#!/usr/bin/env bash
# Debian's python3-suitesparse-graphblas (a CFFI binding compiled against libgraphblas.so.7) runs its
# own bundled test suite with the dynamic loader picking this library instead of SuiteSparse's.
# usage: run_python_client.sh <directory holding our libgraphblas.so.7>
set -u
libdir="$1"
if [ -n "${GRB_SANITIZED:-}" ]; then
  # Under AddressSanitizer (its runtime preloaded into the interpreter) the binding's pack/import
  # buffers come from libc's malloc, which it looks up with dlopen("libc.so.6") and so bypasses the
  # sanitizer; this library then frees them through the sanitizer's free, which reports a bad free.
  echo "SKIPPED: the binding allocates with libc's own malloc, which a sanitized free rejects"
  exit 77
fi
if [ ! -x /usr/bin/python3 ] || ! /usr/bin/python3 -c "import suitesparse_graphblas, pytest" 2>/dev/null; then
  echo "SKIPPED: Debian's python3-suitesparse-graphblas / python3-pytest are not installed"
  exit 77
fi
# The binding must really load our library: check the path the loader resolves.
loaded=$(cd / && LD_LIBRARY_PATH="$libdir" /usr/bin/python3 - <<'PY'
import suitesparse_graphblas as ssgb, os
lib = ssgb.ffi.dlopen(None)
maps = open("/proc/self/maps").read().split("\n")
print(sorted({l.split()[-1] for l in maps if "libgraphblas.so" in l}))
PY
)
echo "libgraphblas loaded: $loaded"
case "$loaded" in
  *"$libdir"*) ;;
  *) echo "FAILED: the binding did not load $libdir/libgraphblas.so.7"; exit 1 ;;
esac
# run from a directory outside any source tree, with the system interpreter
cd /
exec env LD_LIBRARY_PATH="$libdir" OMP_PROC_BIND=false /usr/bin/python3 -m pytest -q -p no:cacheprovider \
  --pyargs suitesparse_graphblas

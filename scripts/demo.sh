#!/usr/bin/env bash
# The README demo: install what is missing, build the library and the demo program, then run
# breadth-first search, triangle counting and PageRank on one graph and print results and timings.
#   scripts/demo.sh                 karate.mtx from ../shared/data/matrixmarket when that folder is
#                                   present, else a generated R-MAT graph (scale $GRB_DEMO_SCALE, 16)
#   scripts/demo.sh graph.mtx       any square Matrix Market file (its pattern is the graph)
#   scripts/demo.sh --rmat SCALE    an R-MAT graph with 2^SCALE vertices
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys paths relative to the clone, so another clone of the project (CI's) reuses the cache
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
root=$(pwd)
# a file given relative to the caller's directory
args=("$@")
if [ "${#args[@]}" -ge 1 ] && [ "${args[0]}" != "--rmat" ]; then
  case "${args[0]}" in /*) ;; *) args[0]="$OLDPWD/${args[0]}" ;; esac
  if [ ! -f "${args[0]}" ]; then echo "demo: no such file: $1" >&2; exit 1; fi
fi
KOKKOS_PREFIX=$(./scripts/install-deps.sh | tail -n 1)
echo "demo: building the library and grb_demo in build/ (log: build/demo-build.log)"
mkdir -p build
if ! { cmake -S . -B build -G Ninja -DKokkos_ROOT="$KOKKOS_PREFIX" && cmake --build build -j 2 --target grb_demo; } \
    >build/demo-build.log 2>&1; then
  tail -n 40 build/demo-build.log >&2
  echo "demo: build failed (full log: build/demo-build.log)" >&2
  exit 1
fi
export OMP_PROC_BIND=false
data="${GRB_DEMO_DATA:-$root/../shared/data/matrixmarket}"
if [ "${#args[@]}" -eq 0 ]; then
  if [ -f "$data/karate.mtx" ]; then
    args=("$data/karate.mtx")
  else
    echo "demo: no graph given and $data/karate.mtx is absent: generating an R-MAT graph"
    args=(--rmat "${GRB_DEMO_SCALE:-16}")
  fi
fi
exec ./build/lagraph_compat/grb_demo "${args[@]}"

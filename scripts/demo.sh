#!/usr/bin/env bash
# Install what is missing, build the library and run the demo on a real graph (a Matrix Market file
# given as argument, else karate from ../shared when present) and on a generated R-MAT graph.
set -euo pipefail
cd "$(dirname "$0")/.."
KOKKOS_PREFIX=$(./scripts/install-deps.sh | tail -n 1)
cmake -S . -B build -G Ninja -DKokkos_ROOT="$KOKKOS_PREFIX" >/dev/null
cmake --build build -j 2 --target grb_demo
export OMP_PROC_BIND=false
graph="${1:-}"
if [ -z "$graph" ] && [ -f ../shared/data/matrixmarket/karate.mtx ]; then graph=../shared/data/matrixmarket/karate.mtx; fi
if [ -z "$graph" ] && [ -f /usr/share/doc/libmetis-doc/examples/4elt.graph ]; then :; fi
if [ -n "$graph" ]; then ./build/lagraph_compat/grb_demo "$graph"; fi
./build/lagraph_compat/grb_demo --rmat "${GRB_DEMO_SCALE:-16}"

#!/usr/bin/env bash
# Installs everything this project needs on a Debian 12 machine, idempotently:
#   1. Debian packages (compilers, MLIR/LLVM 22, Open MPI, GoogleTest, SuiteSparse as test reference)
#   2. Kokkos + Kokkos Kernels 3.4.01 with OpenMP and Serial, built from Debian's own trilinos
#      source package into a cached prefix outside the repository.
# A second run finds everything present and returns in seconds.
# Prints the Kokkos prefix on its last line of stdout (callers capture it with `tail -n1`).
set -euo pipefail

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

PACKAGES=(build-essential cmake ninja-build dpkg-dev ccache pkg-config python3
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libopenmpi-dev openmpi-bin libgraphblas-dev libgtest-dev libgmock-dev googletest valgrind
  libpg-query-dev nlohmann-json3-dev liblz4-dev libzstd-dev libsqlite3-dev libboost-graph-dev libigraph-dev python3-networkx)
# Optional extras used by benchmarks, the Python-client test and the fuzz build (clang and its
# libFuzzer: scripts/fuzz.sh); failure to get them is not fatal.
OPTIONAL_PACKAGES=(python3-matplotlib libmetis-doc python3-suitesparse-graphblas python3-pytest python3-cffi
  python3-pip clang libclang-rt-14-dev)

missing=()
for p in "${PACKAGES[@]}" "${OPTIONAL_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "install-deps: installing Debian packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq "${PACKAGES[@]}" >&2
  $SUDO apt-get install -y -qq "${OPTIONAL_PACKAGES[@]}" >&2 || echo "install-deps: optional packages unavailable" >&2
fi

# ---- Kokkos + Kokkos Kernels 3.4.01 (OpenMP + Serial) ----
# The prefix is keyed by a hash of this recipe (everything below this line), so editing the
# recipe rebuilds it and an unchanged recipe costs nothing.
CACHE_ROOT="${GRB_DEPS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/graphblas-kokkos}"
RECIPE_HASH=$(sed -n '/^# ---- Kokkos/,$p' "$0" | sha256sum | cut -c1-12)
PREFIX="$CACHE_ROOT/kokkos-3.4.01-openmp-$RECIPE_HASH"

if [ ! -f "$PREFIX/.complete" ]; then
  echo "install-deps: building Kokkos 3.4.01 (OpenMP+Serial) into $PREFIX (several minutes, once)" >&2
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/kokkos-build.XXXXXX")
  trap 'rm -rf "$WORK"' EXIT
  (
    cd "$WORK"
    # Debian's bookworm source package (deb-src is not needed: download-only fetches the orig tarball).
    if ! grep -rqs '^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
       && ! grep -rqs 'Types:.*deb-src' /etc/apt/sources.list.d/ 2>/dev/null; then
      if [ -f /etc/apt/sources.list.d/debian.sources ]; then
        $SUDO sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources
      else
        echo "deb-src http://deb.debian.org/debian bookworm main" | $SUDO tee /etc/apt/sources.list.d/grb-src.list >/dev/null
      fi
      $SUDO apt-get update -qq >&2
    fi
    apt-get source --download-only trilinos/bookworm >&2
    T=Trilinos-trilinos-release-13-2-0
    tar xzf trilinos_13.2.0.orig.tar.gz --wildcards "$T/packages/kokkos/*" "$T/packages/kokkos-kernels/*"
    mkdir -p "$PREFIX"
    COMMON=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_STANDARD=17 -DBUILD_SHARED_LIBS=ON
            -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_INSTALL_RPATH="$PREFIX/lib"
            -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    cmake -S $T/packages/kokkos -B build-kokkos "${COMMON[@]}" \
      -DKokkos_ENABLE_OPENMP=ON -DKokkos_ENABLE_SERIAL=ON >&2
    cmake --build build-kokkos >&2
    cmake --install build-kokkos >&2
    cmake -S $T/packages/kokkos-kernels -B build-kk "${COMMON[@]}" -DKokkos_ROOT="$PREFIX" \
      -DKokkosKernels_ENABLE_TPL_BLAS=OFF -DKokkosKernels_ENABLE_TPL_LAPACK=OFF \
      -DKokkosKernels_ENABLED_COMPONENTS="BLAS;SPARSE" -DKokkosKernels_INST_DOUBLE=ON \
      -DKokkosKernels_INST_ORDINAL_INT=ON -DKokkosKernels_INST_OFFSET_INT=ON \
      -DKokkosKernels_INST_OFFSET_SIZE_T=OFF -DKokkosKernels_INST_LAYOUTLEFT=ON \
      -DKokkosKernels_INST_EXECSPACE_SERIAL=OFF -DKokkosKernels_INST_EXECSPACE_OPENMP=ON >&2
    cmake --build build-kk >&2
    cmake --install build-kk >&2
    touch "$PREFIX/.complete"
  )
fi
echo "$PREFIX"

#!/usr/bin/env bash
# One-time step for the bench's second reference column (bench/README.md, "References"): puts
# SuiteSparse:GraphBLAS 10.5.1 as PyPI ships it (the suitesparse-graphblas 10.5.1.1 wheel: its
# libgraphblas and the libgomp it was linked with) and a GraphBLAS.h to compile against into
#   ${GRB_SUITESPARSE10_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/graphblas-reference/suitesparse-10.5.1}/{lib,include}
# The build and the bench download nothing: bench/CMakeLists.txt builds grb_bench_ss10 only when
# this folder is complete, and run_bench.py skips the column (with a note) when it is not.
#
# The wheel has no GraphBLAS.h, so the header is the public repository's one at tag v9.3.1 (the
# newest tag of the repository snapshot this was set up from; it declares every call the driver
# makes): the driver built against it runs on the 10.5.1 library with the same checksums as
# against Debian's 7.4 (bench_smoke).
#
#   scripts/fetch-suitesparse-reference.sh                          # pip download + GitHub raw URL
#   scripts/fetch-suitesparse-reference.sh --wheel W.whl --header GraphBLAS.h   # offline
#
# Options: --wheel FILE (a local suitesparse_graphblas-10.5.1.1-*.whl instead of pip download),
# --header FILE (a local copy of the v9.3.1 Include/GraphBLAS.h, e.g. from a clone:
# `git cat-file blob v9.3.1:Include/GraphBLAS.h > GraphBLAS.h`), --dest DIR (then configure with
# -DGRB_SUITESPARSE10_DIR=DIR), --force (replace a complete folder). Needs python3 (pip only
# without --wheel) and a C compiler (the version check).
set -euo pipefail

WHEEL_VERSION=10.5.1.1
LIB_VERSION=10.5.1
# the cp311 manylinux_2_28 x86_64 wheel of PyPI's suitesparse-graphblas 10.5.1.1
WHEEL_SHA256=bb876685b578432936f4ebcc13115051f0eb25c129d172394f03ef740cfb1351
HEADER_TAG=v9.3.1
HEADER_URL=https://raw.githubusercontent.com/DrTimothyAldenDavis/GraphBLAS/$HEADER_TAG/Include/GraphBLAS.h
HEADER_SHA256=35475287a19f65ba28a8f04a4cbfc414539e15cf612a5c4661230a7ddc3f9df7

DEST="${GRB_SUITESPARSE10_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/graphblas-reference/suitesparse-$LIB_VERSION}"
WHEEL=""
HEADER=""
FORCE=0

die() { echo "fetch-suitesparse-reference: $*" >&2; exit 1; }
note() { echo "fetch-suitesparse-reference: $*" >&2; }
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    --wheel) [ $# -ge 2 ] || die "--wheel needs a file"; WHEEL=$(realpath "$2"); shift 2 ;;
    --header) [ $# -ge 2 ] || die "--header needs a file"; HEADER=$(realpath "$2"); shift 2 ;;
    --dest) [ $# -ge 2 ] || die "--dest needs a folder"; DEST="$2"; shift 2 ;;
    --force) FORCE=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
done

if [ -f "$DEST/reference.txt" ] && [ "$FORCE" = 0 ]; then
  note "already complete: $DEST (--force replaces it)"
  exit 0
fi
command -v python3 >/dev/null || die "python3 is needed"
CC_BIN="${CC:-cc}"
command -v "$CC_BIN" >/dev/null || die "a C compiler ($CC_BIN) is needed for the version check"

mkdir -p "$(dirname "$DEST")"
WORK=$(mktemp -d "$(dirname "$DEST")/.fetch.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

sha256() { sha256sum "$1" | cut -d' ' -f1; }

# ---- the wheel ----
if [ -z "$WHEEL" ]; then
  note "downloading suitesparse-graphblas==$WHEEL_VERSION from PyPI (pip download, ~24 MB)"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.11 \
    --implementation cp --abi cp311 --platform manylinux_2_28_x86_64 \
    --dest "$WORK/wheel" "suitesparse-graphblas==$WHEEL_VERSION" \
    || die "pip download failed (no network or no pip? pass --wheel FILE instead)"
  WHEEL=$(ls "$WORK"/wheel/suitesparse_graphblas-"$WHEEL_VERSION"-*.whl)
  [ "$(sha256 "$WHEEL")" = "$WHEEL_SHA256" ] || die "$WHEEL: sha256 $(sha256 "$WHEEL") is not the pinned $WHEEL_SHA256"
else
  [ -f "$WHEEL" ] || die "no such wheel: $WHEEL"
  case "$(basename "$WHEEL")" in
    suitesparse_graphblas-"$WHEEL_VERSION"-*.whl) ;;
    *) die "$WHEEL is not a suitesparse_graphblas-$WHEEL_VERSION-*.whl" ;;
  esac
  # another Python version's wheel of the same release holds the same library: the version check
  # below is what decides
  [ "$(sha256 "$WHEEL")" = "$WHEEL_SHA256" ] || note "note: $WHEEL is not the pinned cp311 wheel (sha256 differs)"
fi

# ---- the header ----
if [ -z "$HEADER" ]; then
  note "downloading $HEADER_URL"
  HEADER="$WORK/GraphBLAS.h"
  python3 - "$HEADER_URL" "$HEADER" <<'EOF' || die "header download failed: pass --header FILE (see --help)"
import sys, urllib.request
try:
    with urllib.request.urlopen(sys.argv[1], timeout=60) as r, open(sys.argv[2], "wb") as f:
        f.write(r.read())
except OSError as e:
    sys.exit(str(e))
EOF
fi
[ -f "$HEADER" ] || die "no such header: $HEADER"
[ "$(sha256 "$HEADER")" = "$HEADER_SHA256" ] \
  || die "$HEADER: sha256 $(sha256 "$HEADER") is not that of GraphBLAS $HEADER_TAG's Include/GraphBLAS.h ($HEADER_SHA256)"

# ---- unpack: libgraphblas and its own libgomp (the library's RPATH is $ORIGIN) ----
STAGE="$WORK/stage"
mkdir -p "$STAGE/lib" "$STAGE/include"
python3 - "$WHEEL" "$STAGE/lib" <<'EOF' >&2 || die "$WHEEL: could not unpack the libraries"
import os, re, sys, zipfile
wanted = re.compile(r"^suitesparse_graphblas\.libs/(libgraphblas-[0-9a-f]+\.so\.[0-9.]+|libgomp-[0-9a-f]+\.so[0-9.]*)$")
found = []
with zipfile.ZipFile(sys.argv[1]) as z:
    for name in z.namelist():
        m = wanted.match(name)
        if m:
            out = os.path.join(sys.argv[2], m.group(1))
            with z.open(name) as src, open(out, "wb") as dst:
                dst.write(src.read())
            os.chmod(out, 0o755)
            found.append(m.group(1))
if not any(f.startswith("libgraphblas-") for f in found) or not any(f.startswith("libgomp-") for f in found):
    sys.exit("the wheel lacks suitesparse_graphblas.libs/libgraphblas-*.so.* or libgomp-*.so*: found %s" % found)
print("\n".join(found))
EOF
LIBFILE=$(cd "$STAGE/lib" && ls libgraphblas-*.so.*)
ln -s "$LIBFILE" "$STAGE/lib/libgraphblas.so"
cp "$HEADER" "$STAGE/include/GraphBLAS.h"

# ---- check: a program built against the header loads the library and reports 10.5.1 ----
cat > "$WORK/version.c" <<'EOF'
#include <GraphBLAS.h>
#include <stdio.h>
int main(void) {
  if (GrB_init(GrB_NONBLOCKING) != GrB_SUCCESS) return 1;
  int ver[3] = {0, 0, 0};
  char* name = NULL;
  GxB_Global_Option_get(GxB_LIBRARY_VERSION, ver);
  GxB_Global_Option_get(GxB_LIBRARY_NAME, &name);
  printf("%s %d.%d.%d\n", name ? name : "?", ver[0], ver[1], ver[2]);
  return GrB_finalize() == GrB_SUCCESS ? 0 : 1;
}
EOF
"$CC_BIN" -O1 -I"$STAGE/include" "$WORK/version.c" "$STAGE/lib/libgraphblas.so" -Wl,-rpath,"$STAGE/lib" \
  -o "$WORK/version" || die "the version check did not compile"
REPORTED=$(env -u LD_LIBRARY_PATH -u LD_PRELOAD "$WORK/version") || die "the version check failed to run"
[ "$REPORTED" = "SuiteSparse:GraphBLAS $LIB_VERSION" ] || die "the library reports '$REPORTED', not SuiteSparse:GraphBLAS $LIB_VERSION"

cat > "$STAGE/reference.txt" <<EOF
SuiteSparse:GraphBLAS $LIB_VERSION reference for bench/ (scripts/fetch-suitesparse-reference.sh, $(date -u +%Y-%m-%dT%H:%M:%SZ))
library: lib/$LIBFILE, reports "$REPORTED", sha256 $(sha256 "$STAGE/lib/$LIBFILE")
from: $(basename "$WHEEL"), sha256 $(sha256 "$WHEEL")
header: include/GraphBLAS.h = DrTimothyAldenDavis/GraphBLAS $HEADER_TAG Include/GraphBLAS.h, sha256 $HEADER_SHA256
EOF

rm -rf "$DEST"
mv "$STAGE" "$DEST"
note "done: $DEST ($REPORTED). Reconfigure the build (cmake) so that it builds bench/grb_bench_ss10."
echo "$DEST"

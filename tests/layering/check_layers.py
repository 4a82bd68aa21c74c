#!/usr/bin/env python3
"""Check the include direction of the library's layers (src/ARCHITECTURE.md).

    api -> dag -> kernels -> core

A file may include headers of its own layer and of the layers to its right, never of a layer to
its left: core includes nothing from api, dag or kernels; kernels nothing from api or dag; dag
nothing from api. Every `#include "..."` (and `#include <...>` naming a layer) under src/ is
checked; an include that resolves outside src/ (GraphBLAS.h, generated headers) is not a layer
and is allowed.

    check_layers.py [SRC_DIR]     check SRC_DIR (default: the src/ beside tests/); exit 1 and
                                  name file and line of every violation
    check_layers.py --self-test   check that a tree with one violation of each kind fails
"""
import os
import re
import sys
import tempfile

# Layers from left (may include everything) to right (includes only itself).
LAYERS = ["api", "dag", "kernels", "core"]
RANK = {name: k for k, name in enumerate(LAYERS)}
SOURCE_SUFFIXES = (".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx", ".inc", ".ipp")
INCLUDE = re.compile(r'^\s*#\s*include\s*(["<])([^">]+)[">]')


def layer_of(rel_path):
    """The layer of a path relative to src/ (its first folder), or None."""
    first = rel_path.replace(os.sep, "/").split("/", 1)[0]
    return first if first in RANK else None


def included_layer(src_dir, including_dir, delimiter, target):
    """The layer an include refers to, or None when it is not a file of a layer."""
    first = target.split("/", 1)[0]
    if first in RANK:
        return first
    if delimiter == "<":
        return None
    # a path relative to the including file ("mxm_internal.hpp", "../dag/x.hpp")
    resolved = os.path.normpath(os.path.join(including_dir, target))
    rel = os.path.relpath(resolved, src_dir)
    if rel.startswith("..") or not os.path.exists(resolved):
        return None
    return layer_of(rel)


def check(src_dir):
    """(violations, files_checked); a violation is 'path:line: message'."""
    src_dir = os.path.abspath(src_dir)
    violations, checked = [], 0
    for root, dirs, files in os.walk(src_dir):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(SOURCE_SUFFIXES):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, src_dir)
            shown = os.path.join(os.path.basename(src_dir), rel)
            layer = layer_of(rel)
            if layer is None:
                violations.append(f"{shown}:1: not in a layer ({', '.join(LAYERS)}): add its folder "
                                  "to tests/layering/check_layers.py and src/ARCHITECTURE.md")
                continue
            checked += 1
            with open(path, encoding="utf-8", errors="replace") as f:
                for lineno, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    target_layer = included_layer(src_dir, root, m.group(1), m.group(2))
                    if target_layer is not None and RANK[target_layer] < RANK[layer]:
                        violations.append(f"{shown}:{lineno}: {layer} may not include {target_layer} "
                                          f"({m.group(1)}{m.group(2)}{'>' if m.group(1) == '<' else m.group(1)})")
    return violations, checked


def run(src_dir):
    if not os.path.isdir(src_dir):
        print(f"check_layers: no such directory: {src_dir}", file=sys.stderr)
        return 2
    violations, checked = check(src_dir)
    for v in violations:
        print(v)
    if violations:
        print(f"check_layers: {len(violations)} include(s) against the direction "
              f"{' -> '.join(LAYERS)} (a layer includes only itself and layers to its right)")
        return 1
    print(f"check_layers: {checked} files, every include follows {' -> '.join(LAYERS)}")
    return 0


def self_test():
    """A tree with one allowed include per layer pair and one violation of each forbidden kind."""
    files = {
        "api/entry.cpp": '#include "api/api.hpp"\n#include "dag/node.hpp"\n#include "kernels/k.hpp"\n'
                         '#include "core/c.hpp"\n#include "GraphBLAS.h"\n',
        "api/api.hpp": "#pragma once\n",
        "dag/node.hpp": '#pragma once\n#include "kernels/k.hpp"\n#include "core/c.hpp"\n',
        "dag/bad.cpp": '#include "dag/node.hpp"\n  #  include "api/api.hpp"\n',
        "kernels/k.hpp": '#pragma once\n#include "core/c.hpp"\n#include "local.hpp"\n',
        "kernels/local.hpp": "#pragma once\n",
        "kernels/bad.cpp": '// #include "api/api.hpp" in a comment is not an include\n'
                           '#include "dag/node.hpp"\n#include "../api/api.hpp"\n',
        "core/c.hpp": "#pragma once\n#include <vector>\n",
        "core/bad.cpp": '#include "core/c.hpp"\n#include "kernels/k.hpp"\n#include <dag/node.hpp>\n'
                        '#include "api/api.hpp"\n',
    }
    expected = [
        "src/core/bad.cpp:2: core may not include kernels",
        "src/core/bad.cpp:3: core may not include dag",
        "src/core/bad.cpp:4: core may not include api",
        "src/dag/bad.cpp:2: dag may not include api",
        "src/kernels/bad.cpp:2: kernels may not include dag",
        "src/kernels/bad.cpp:3: kernels may not include api",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "src")
        for rel, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(src, rel)), exist_ok=True)
            with open(os.path.join(src, rel), "w") as f:
                f.write(text)
        violations, _ = check(src)
        found = [v.split(" (", 1)[0] for v in violations]
        ok = found == expected and run(src) == 1
        # the same tree without its bad files passes
        for rel in ("core/bad.cpp", "dag/bad.cpp", "kernels/bad.cpp"):
            os.remove(os.path.join(src, rel))
        ok = ok and run(src) == 0
    if not ok:
        print("check_layers self-test FAILED; expected:\n  " + "\n  ".join(expected) +
              "\nfound:\n  " + "\n  ".join(violations))
        return 1
    print("check_layers self-test: every kind of violation is reported with its file and line")
    return 0


def main(argv):
    if len(argv) > 1 and argv[1] == "--self-test":
        return self_test()
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src")
    return run(os.path.normpath(argv[1] if len(argv) > 1 else default))


if __name__ == "__main__":
    sys.exit(main(sys.argv))

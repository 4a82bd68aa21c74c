#!/usr/bin/env python3
"""Run two programs and require the same exit status 0 and the same standard output.

Used for the ABI proof: tests/capi/iterator_macros.c compiled against our GraphBLAS.h and the
same source compiled against SuiteSparse:GraphBLAS 7.4's GraphBLAS.h, both linked to our library.
With --skip REASON, print the reason and exit 77 (reported as skipped by ctest).
"""
import argparse
import difflib
import os
import subprocess
import sys


def run(exe, timeout):
    env = dict(os.environ)
    env.setdefault("OMP_NUM_THREADS", "2")
    env.setdefault("OMP_PROC_BIND", "false")
    p = subprocess.run([exe], capture_output=True, text=True, timeout=timeout, env=env, errors="replace")
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--skip", help="skip the test, giving this reason")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--expect-library", help="text the 'library:' line of both outputs must contain")
    ap.add_argument("first", nargs="?")
    ap.add_argument("second", nargs="?")
    args = ap.parse_args()
    if args.skip:
        print("SKIPPED: " + args.skip)
        return 77
    if not args.first or not args.second:
        ap.error("two programs are needed")
    outs = []
    for exe in (args.first, args.second):
        rc, out, err = run(exe, args.timeout)
        if rc != 0:
            print("%s exited with %d\n--- stdout\n%s--- stderr\n%s" % (exe, rc, out, err))
            return 1
        outs.append(out)
    if args.expect_library:
        for exe, out in zip((args.first, args.second), outs):
            lib = [l for l in out.splitlines() if l.startswith("library:")]
            if not lib or args.expect_library not in lib[0]:
                print("%s did not run on the expected library (%r): %s" % (exe, args.expect_library, lib))
                return 1
    if outs[0] != outs[1]:
        print("outputs differ:")
        sys.stdout.writelines(difflib.unified_diff(outs[0].splitlines(True), outs[1].splitlines(True),
                                                   args.first, args.second))
        return 1
    print("identical output (%d lines) from %s and %s" % (len(outs[0].splitlines()), args.first, args.second))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""export_symbols: check the dynamic symbol table of the built library.

Runs 'nm -D --defined-only' on the library and checks that
  - every name of functions.txt is exported as a function (T, or W / i),
  - every name of objects.txt is exported as a data object (D, B or R, or
    their weak / small-data forms V, G, S),
printing the missing ones and the counts; any missing name is a failure.
It also reports (without failing) the exported symbols that are in neither
list, so that the export surface can be kept clean.
"""

import argparse
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True     # keep the source tree clean
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import abi_common as ac   # noqa: E402

FUNCTION_KINDS = set('TWi')
OBJECT_KINDS = set('DBRVGS')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--lib', required=True, help='the shared library (libgraphblas.so)')
    ap.add_argument('--nm', default='nm', help='the nm program')
    ap.add_argument('--data', default=ac.HERE, help='directory of the data files')
    ap.add_argument('--max-list', type=int, default=2000,
                    help='longest list of names to print')
    args = ap.parse_args()

    if not os.path.isfile(args.lib):
        print('FAIL: library %s not found' % args.lib)
        return 1
    nm = args.nm if os.path.isabs(args.nm) else shutil.which(args.nm)
    if not nm:
        print('FAIL: %s not found' % args.nm)
        return 1
    p = subprocess.run([nm, '-D', '--defined-only', args.lib], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        print('FAIL: %s -D --defined-only %s:\n%s' % (nm, args.lib, p.stderr))
        return 1

    exported = {}   # name -> kind letter
    for line in p.stdout.splitlines():
        parts = line.split()
        if len(parts) < 2:
            continue
        kind, name = parts[-2], parts[-1]
        name = name.split('@')[0]          # drop a symbol version, if any
        exported[name] = kind

    fns = ac.read_sections(os.path.join(args.data, 'functions.txt'))
    objs = ac.read_sections(os.path.join(args.data, 'objects.txt'))
    nfail = 0
    listed = set()

    def check(sections, kinds, what):
        nonlocal nfail
        for sec in sections:
            names = ac.names_of(sections, sec)
            listed.update(names)
            missing = [n for n in names if n not in exported]
            wrong = [n for n in names if n in exported and exported[n] not in kinds]
            ok = len(names) - len(missing) - len(wrong)
            print('%-8s [%s]: %d of %d exported as %s' % (what, sec, ok, len(names),
                  'functions' if what == 'function' else 'data objects'))
            if missing:
                print('  MISSING (%d): %s' % (len(missing), ' '.join(missing[:args.max_list])))
            if wrong:
                print('  WRONG KIND (%d): %s' % (len(wrong), ' '.join(
                    '%s(%s)' % (n, exported[n]) for n in wrong[:args.max_list])))
            nfail += len(missing) + len(wrong)

    check(fns, FUNCTION_KINDS, 'function')
    check(objs, OBJECT_KINDS, 'object')

    extra = sorted(n for n in exported if n not in listed)
    print('other exported symbols (not in functions.txt or objects.txt): %d' % len(extra))
    if extra:
        shown = extra[:args.max_list]
        for n in shown:
            print('  %s %s' % (exported[n], n))
        if len(extra) > len(shown):
            print('  ... and %d more' % (len(extra) - len(shown)))
    print('export_symbols: %s (%d missing or of the wrong kind)'
          % ('FAILED' if nfail else 'passed', nfail))
    return 1 if nfail else 0


if __name__ == '__main__':
    sys.exit(main())

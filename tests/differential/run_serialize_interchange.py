#!/usr/bin/env python3
"""Serialized blobs between this library and SuiteSparse:GraphBLAS 7.4 (issue 25, item 5).

Runs serialize_interchange.c built twice, each in its own process: both write the blob of every
case into a temporary directory, then this library reads SuiteSparse's blobs, SuiteSparse reads
this library's, and this library reads its own. Every read compares the objects with the cases
(types, type names, dimensions, entries). Exit status 0 when all pass, 1 otherwise, 77 (a ctest
skip) when SuiteSparse's program was not built (no SuiteSparse 7.4 on this machine).

SuiteSparse's reading of its own blobs is not run: 7.4 rejects two of them (an empty sparse
matrix whose p array it compressed, and an empty 0-by-5 full matrix), see README.md.
"""
import argparse
import os
import subprocess
import sys
import tempfile


def run(args, what):
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    lines = p.stdout.splitlines()
    shown = [l for l in lines if l.startswith('FAIL') or l.startswith('  ')][:40]
    print('%s: %s' % (what, lines[-1] if lines else '(no output)'))
    for l in shown:
        print('    ' + l)
    if p.returncode != 0 and not shown:
        print('    exit status %d' % p.returncode)
    return p.returncode == 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ours', required=True, help='serialize_interchange built against this library')
    ap.add_argument('--ss', required=True, help='serialize_interchange built against SuiteSparse 7.4')
    ap.add_argument('--keep-dir', help='write the blobs here (kept) instead of a temporary directory')
    a = ap.parse_args()
    if not os.access(a.ss, os.X_OK):
        print('SuiteSparse:GraphBLAS 7.4 not found (%s was not built): test skipped' % a.ss)
        return 77
    with tempfile.TemporaryDirectory(prefix='ser-xchg-') as tmp:
        root = a.keep_dir or tmp
        ss_dir, ours_dir = os.path.join(root, 'ss'), os.path.join(root, 'ours')
        os.makedirs(ss_dir, exist_ok=True)
        os.makedirs(ours_dir, exist_ok=True)
        ok = run([a.ss, 'write', ss_dir], 'SuiteSparse writes')
        ok = run([a.ours, 'write', ours_dir], 'this library writes') and ok
        ok = run([a.ours, 'read', ss_dir], "this library reads SuiteSparse's blobs") and ok
        ok = run([a.ss, 'read', ours_dir], "SuiteSparse reads this library's blobs") and ok
        ok = run([a.ours, 'read', ours_dir], 'this library reads its own blobs') and ok
    print('serialize interchange: %s' % ('passed' if ok else 'FAILED'))
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Run the operator oracle built against this library and against SuiteSparse 7.4 and compare
line by line. Lines listed in known_differences.txt (operator name prefixes, with the reason) are
reported but do not fail the test. Exit 77 (skipped) when the SuiteSparse build is absent."""
import os
import subprocess
import sys

ours, ss, known = sys.argv[1], sys.argv[2], sys.argv[3]
if not os.path.exists(ss):
    print("SuiteSparse oracle not built (libgraphblas-dev absent): skipped")
    sys.exit(77)
env = dict(os.environ, OMP_NUM_THREADS="1", OMP_PROC_BIND="false")
a = subprocess.run([ours], capture_output=True, text=True, env=env, timeout=600).stdout.splitlines()
b = subprocess.run([ss], capture_output=True, text=True, env=env, timeout=600).stdout.splitlines()
allowed = {}
for line in open(known):
    line = line.strip()
    if line and not line.startswith("#"):
        name, _, why = line.replace("\\ ", "\0").partition(" ")
        allowed[name.replace("\0", " ")] = why
def key(line):
    return line.split(":")[0]
da = {key(l): l for l in a}
db = {key(l): l for l in b}
bad, excused = [], []
for k in db:
    if da.get(k) != db[k]:
        (excused if any(k.startswith(p) for p in allowed) else bad).append(k)
print(f"{len(db)} results compared, {len(bad)} differ, {len(excused)} known differences")
for k in excused:
    print(f"  known: {k}")
for k in bad[:50]:
    print(f"DIFF {k}\n  ours: {da.get(k)}\n  ss:   {db[k]}")
sys.exit(1 if bad else 0)

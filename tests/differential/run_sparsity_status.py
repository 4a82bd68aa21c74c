#!/usr/bin/env python3
"""Compare the storage formats a client observes in this library and in SuiteSparse 7.4.

Runs sparsity_status (built twice: --ours against this library, --ss against Debian's
SuiteSparse:GraphBLAS 7.4) with the same seed in separate processes and compares the outputs line
by line (issue 25, item 6; tests/differential/README.md, "Storage formats"):

- every line must be identical, except for the differences README.md ("Storage formats")
  documents, each counted in the summary: a format in the hysteresis band of SuiteSparse's conform
  rule ("band": both formats in the line's `allow=` set, which then also exempts the trial's
  later `iter-struct` traversals, "after band"), iso flags of empty results, where 7.4's flag
  follows its internal path ("iso expanded": SuiteSparse iso, ours not; "iso ours only"; at most
  --max-iso of them), and SuiteSparse paths that skip its own rule ("ss empty left full", "ss
  outside, ours by the rule", "ss dropped control").
- "ss outside the rule" only counts lines where SuiteSparse's format is outside the rule's set
  (objects that were not conformed: imports, unpacks, bitmaps after element updates); it fails
  nothing by itself.

Exit status: 0 clean, 1 any other difference, 77 when SuiteSparse's program is not built.
"""
import argparse
import os
import re
import subprocess
import sys

FIELD = re.compile(r"(\w+)=(\S+)")


def run(prog, args):
    out = subprocess.run([prog] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, timeout=600, env=dict(os.environ, GRB_JIT="off"))
    if out.returncode != 0:
        sys.exit(f"{prog} {' '.join(args)} failed with {out.returncode}: {out.stderr[-2000:]}")
    return out.stdout.splitlines()


def trials(lines):
    """(header, [lines]) per trial."""
    cur = None
    for line in lines:
        if line.startswith("@trial"):
            if cur:
                yield cur
            cur = (line, [])
        elif cur:
            cur[1].append(line)
    if cur:
        yield cur


def band_difference(a, b):
    """True when two status lines differ only in a format both allowed by a multi-format band."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    if set(fa) != set(fb) or "st" not in fa:
        return False
    rest = {k for k in fa if fa[k] != fb[k]} - {"st", "hint"}
    allow = fa.get("allow", "")
    return not rest and len(allow) > 1 and fa["st"] in allow and fb["st"] in allow


def iso_expanded(a, b, ss_iso="1", ours_iso="0"):
    """True when two lines differ only in iso= (SuiteSparse iso, ours not: README, "Storage formats")."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    if set(fa) != set(fb) or fa.get("iso") != ss_iso or fb.get("iso") != ours_iso:
        return False
    rest = {k for k in fa if fa[k] != fb[k]} - {"iso"}
    return not rest or (rest <= {"st", "hint"} and band_difference(a, b.replace(f" iso={ours_iso}", f" iso={ss_iso}")))


def empty_left_full(a, b):
    """SuiteSparse leaves some computed results with no positions full whatever their control."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    if set(fa) != set(fb) or fa.get("st") != "F" or fa.get("nvals") != "0" or "F" in fa.get("allow", "F"):
        return False
    dims = a.split()[2]
    return "0" in dims.split("x") and fb.get("st") in fa.get("allow", "") and \
        not ({k for k in fa if fa[k] != fb[k]} - {"st", "hint"})


def ours_by_the_rule(a, b):
    """SuiteSparse's format outside its own conform rule (a path that does not conform, or an iso
    object only one library holds as iso), ours inside it; nothing else differs."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    allow = fa.get("allow", "")
    if set(fa) != set(fb) or fa.get("st") in allow or fb.get("st") not in allow:
        return False
    return not ({k for k in fa if fa[k] != fb[k]} - {"st", "hint", "iso"})


def ss_dropped_control(a, b):
    """SuiteSparse 7.4 resets C's sparsity control to automatic and its bitmap switch to the default
    when it moves some results into C (eWiseAdd of full operands; then not always conformed); ours
    keeps the user's settings and follows them."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    if set(fa) != set(fb) or fa.get("ctl") != "15" or (fb.get("ctl") == "15" and fa.get("bs") == fb.get("bs")):
        return False
    return fb.get("st") in fb.get("allow", "") and \
        not ({k for k in fa if fa[k] != fb[k]} - {"st", "hint", "ctl", "allow", "bs", "iso"})


def after_dropped_control(a, b):
    """Later in a trial where 7.4 dropped a control: an object carrying the dropped (automatic)
    control in 7.4 and the user's here, each library within its own rule."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    if set(fa) != set(fb) or fa.get("ctl") != "15" or fb.get("ctl") == "15":
        return False
    return fa.get("st") in fa.get("allow", "") and fb.get("st") in fb.get("allow", "") and \
        not ({k for k in fa if fa[k] != fb[k]} - {"st", "hint", "ctl", "allow", "bs", "iso"})


def format_only(a, b):
    """Two status lines that differ in the format (and iso flag) alone: after a band divergence an
    object copied from one that diverged (dup, import of its export, deserialize) keeps its format."""
    fa, fb = dict(FIELD.findall(a)), dict(FIELD.findall(b))
    return set(fa) == set(fb) and not ({k for k in fa if fa[k] != fb[k]} - {"st", "hint", "iso"})


def compare(ss, ours, args, stats, failures):
    for (hs, ls), (ho, lo) in zip(trials(ss), trials(ours)):
        if hs != ho or len(ls) != len(lo):
            failures.append((hs, "trial differs in its length", f"{len(ls)} lines vs {len(lo)}"))
            continue
        banded = dropped = False
        for a, b in zip(ls, lo):
            stats["lines"] += 1
            if " st=" in a:
                fa = dict(FIELD.findall(a))
                if fa.get("st") not in fa.get("allow", "") and fa.get("st") != "?":
                    stats["ss outside the rule"] += 1
                    if args.verbose:
                        print(f"note {hs}: SuiteSparse outside its conform rule: {a.strip()}")
            if a == b:
                stats["same"] += 1
            elif " st=" in a and band_difference(a, b):
                stats["band"] += 1
                banded = True
            elif banded and (a.lstrip().startswith("iter-struct") or (" st=" in a and format_only(a, b))):
                stats["after band"] += 1
            elif iso_expanded(a, b):
                stats["iso expanded"] += 1
                banded = banded or dict(FIELD.findall(a)).get("st") != dict(FIELD.findall(b)).get("st")
            elif iso_expanded(a, b, ss_iso="0", ours_iso="1"):
                stats["iso ours only"] += 1
            elif " st=" in a and empty_left_full(a, b):
                stats["ss empty left full"] += 1
                banded = True
            elif " st=" in a and ss_dropped_control(a, b):
                stats["ss dropped control"] += 1
                banded = dropped = True
            elif dropped and " st=" in a and after_dropped_control(a, b):
                stats["after dropped control"] += 1
            elif " st=" in a and ours_by_the_rule(a, b):
                stats["ss outside, ours by the rule"] += 1
                banded = True
            else:
                failures.append((hs, a, b))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ours", required=True)
    ap.add_argument("--ss", required=True)
    ap.add_argument("--seed", default="20261206")
    ap.add_argument("--count", default="400")
    ap.add_argument("--mode", default="both", choices=["blocking", "nonblocking", "both"])
    ap.add_argument("--show", type=int, default=20, help="differences printed")
    ap.add_argument("--max-iso", type=int, default=-1,
                    help="fail when more lines than this differ in the iso flag alone (-1: no limit)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(args.ss):
        print(f"SuiteSparse's program {args.ss} is not built: skipped")
        return 77
    modes = ["blocking", "nonblocking"] if args.mode == "both" else [args.mode]
    stats = {"lines": 0, "same": 0, "band": 0, "after band": 0, "iso expanded": 0, "iso ours only": 0,
             "ss empty left full": 0, "ss outside, ours by the rule": 0,
             "ss dropped control": 0, "after dropped control": 0, "ss outside the rule": 0}
    failures = []
    for mode in modes:
        common = ["--seed", args.seed, "--count", args.count, "--mode", mode]
        compare(run(args.ss, common), run(args.ours, common), args, stats, failures)
    print(f"{args.count} trials x {len(modes)} modes: " + ", ".join(f"{k} {v}" for k, v in stats.items())
          + f", different {len(failures)}")
    for hs, a, b in failures[:args.show]:
        print(f"{hs}\n  ss:   {a.strip()[:400]}\n  ours: {b.strip()[:400]}")
    iso_lines = stats["iso expanded"] + stats["iso ours only"]
    if 0 <= args.max_iso < iso_lines:
        print(f"{iso_lines} lines differ in the iso flag, more than --max-iso {args.max_iso}")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Subgraph counting bench: grb-match against igraph (LAD, VF2) and Boost VF2 on the same instances.

    python3 bench/match/run_match_bench.py                 # the full run (writes bench/RESULTS-match.md)
    python3 bench/match/run_match_bench.py --quick         # 10^4 and 10^5 edges only

Builds grb-match, match_oracle and match_gen in --build-dir (default build/) when they are missing,
writes the graphs as edge lists (R-MAT and uniform graphs of lagraph_compat's generators at about
10^4, 10^5 and 10^6 edges; the METIS example graphs of Debian's libmetis-doc when present), then
counts the non-induced embeddings of every pattern: grb-match at 1 and 2 threads, each oracle once
(they are sequential), every run under --timeout seconds. The counts of all runs that finish must
agree (exit 1 otherwise). Times are each program's own counting time ('# counted in'), the graph
already in memory; an oracle that timed out on a pattern is not run again on the larger graphs of
the same family (shown as '(>T)': timed out on a smaller graph of the family; the 10^4-edge graphs
run first, then 10^6, then 10^5), and grb-match at
fewer threads is not run where it timed out at more.
"""
import argparse
import concurrent.futures
import datetime
import os
import platform
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
METIS_DIR = "/usr/share/doc/libmetis-dev/examples/graphs"

# name -> (k, edges)
PATTERNS = {
    "triangle": (3, [(0, 1), (1, 2), (2, 0)]),
    "wedge": (3, [(0, 1), (1, 2)]),
    "4-cycle": (4, [(0, 1), (1, 2), (2, 3), (3, 0)]),
    "diamond": (4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]),
    "tailed-tri": (4, [(0, 1), (1, 2), (2, 0), (2, 3)]),
    "4-clique": (4, [(a, b) for a in range(4) for b in range(a + 1, 4)]),
    "5-cycle": (5, [(i, (i + 1) % 5) for i in range(5)]),
    "house": (5, [(0, 1), (1, 2), (2, 3), (3, 0), (2, 4), (3, 4)]),
    "5-clique": (5, [(a, b) for a in range(5) for b in range(a + 1, 5)]),
    "6-cycle": (6, [(i, (i + 1) % 6) for i in range(6)]),
    "prism": (6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (0, 3), (1, 4), (2, 5)]),
    "6-clique": (6, [(a, b) for a in range(6) for b in range(a + 1, 6)]),
    "7-cycle": (7, [(i, (i + 1) % 7) for i in range(7)]),
    "8-cycle": (8, [(i, (i + 1) % 8) for i in range(8)]),
    "cube": (8, [(a, b) for a in range(8) for b in range(a + 1, 8) if bin(a ^ b).count("1") == 1]),
}
# which patterns run at each size class: 3-8 vertices up to 10^5 edges, 4-6 vertices at 10^6
PATTERNS_BY_SIZE = {
    "1e4": ["triangle", "4-cycle", "diamond", "4-clique", "5-cycle", "house", "5-clique", "6-cycle", "prism",
            "6-clique", "8-cycle", "cube"],
    "1e5": ["triangle", "4-cycle", "diamond", "4-clique", "5-cycle", "house", "5-clique", "6-cycle", "prism",
            "6-clique", "7-cycle", "8-cycle", "cube"],
    "1e6": ["4-cycle", "diamond", "4-clique", "5-cycle", "house", "5-clique", "6-cycle", "prism", "6-clique"],
}
# (family, size class, name, generator arguments or METIS file)
# smallest graphs first (an oracle that times out there is not run again on the family's larger
# graphs), then the 10^6-edge graphs, then 10^5
GRAPHS = [
    ("rmat", "1e4", "rmat:11", ("rmat", 11, 8)),
    ("urand", "1e4", "urand:2^11", ("urand", 2048, 10)),
    ("metis", "1e4", "4elt", "4elt"),
    ("rmat", "1e6", "rmat:17", ("rmat", 17, 8)),
    ("urand", "1e6", "urand:2^17", ("urand", 131072, 16)),
    ("metis", "1e6", "mdual", "mdual"),
    ("rmat", "1e5", "rmat:14", ("rmat", 14, 8)),
    ("urand", "1e5", "urand:2^14", ("urand", 16384, 12)),
    ("metis", "1e5", "copter2", "copter2"),
]
ORACLES = ["boost", "vf2", "lad"]


def log(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


def ensure_built(build):
    bins = {"grb-match": os.path.join(build, "lagraph_compat", "grb-match"),
            "match_oracle": os.path.join(build, "lagraph_compat", "tests", "match_oracle"),
            "match_gen": os.path.join(build, "lagraph_compat", "tests", "match_gen")}
    if not all(os.path.exists(p) for p in bins.values()):
        if not os.path.exists(os.path.join(build, "CMakeCache.txt")):
            sys.exit("%s is not configured: run ./scripts/test.sh (or cmake -S . -B %s) first" % (build, build))
        subprocess.check_call(["cmake", "--build", build, "--target", *bins])
    return bins


def metis_to_edges(src, dst):
    with open(src) as f:
        lines = [ln for ln in f if not ln.startswith("%")]
    n = int(lines[0].split()[0])
    m = 0
    with open(dst, "w") as out:
        for i in range(n):
            for w in lines[1 + i].split():
                j = int(w) - 1
                if i < j:
                    out.write("%d %d\n" % (i, j))
                    m += 1
        out.write("%d %d\n" % (n - 1, n - 1))  # the vertex count (a self-loop, ignored)
    return n, m


def make_graph(bins, gdir, spec, name):
    path = os.path.join(gdir, name.replace(":", "_").replace("^", "") + ".txt")
    if isinstance(spec, tuple):
        if not os.path.exists(path):
            subprocess.check_call([bins["match_gen"], spec[0], str(spec[1]), str(spec[2]), "28", path])
        with open(path) as f:
            head = f.readline()
        n, m = int(head.split(":")[1].split()[0]), int(head.split(",")[1].split()[0])
        return path, n, m
    src = os.path.join(METIS_DIR, spec + ".graph")
    if not os.path.exists(src):
        return None, 0, 0
    n, m = metis_to_edges(src, path)
    return path, n, m


def limit_memory():
    # LAD keeps every map in memory: cap each oracle process at 6 GiB of address space
    resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))


def run_counter(cmd, timeout, env=None, oracle=False):
    """-> (status, seconds, count, cpu seconds); status ok / timeout / error"""
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                             preexec_fn=limit_memory if oracle else None)
    except subprocess.TimeoutExpired:
        return "timeout", None, None, None
    if out.returncode != 0:
        err = (out.stderr.strip().splitlines() or ["exit %d" % out.returncode])[-1]
        return "error: " + err[:60], None, None, None
    secs = cpu = None
    for line in out.stdout.splitlines():
        if line.startswith("# counted in"):  # "# counted in W s (cpu C s)"
            secs, cpu = float(line.split()[3]), float(line.split()[6])
    return "ok", secs, int(out.stdout.strip().splitlines()[-1]), cpu


def machine():
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %d CPU(s), %s" % (cpu, os.cpu_count(), platform.platform())


def fmt(status, secs, timeout, cpu=None):
    if status == "ok":
        return "%.3f" % secs if cpu is None else "%.3f (%.3f)" % (secs, cpu)
    if status == "timeout":
        return ">%d" % timeout
    if status == "skip":
        return "(>%d)" % timeout
    return status


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--quick", action="store_true", help="10^4 and 10^5 edges only")
    ap.add_argument("--families", default="rmat,urand,metis")
    ap.add_argument("--patterns", default="", help="comma-separated subset of the patterns")
    ap.add_argument("--oracles", default=",".join(ORACLES))
    ap.add_argument("--oracle-jobs", type=int, default=1,
                    help="oracle runs side by side (CPU times stay comparable, wall times do not)")
    ap.add_argument("--sizes", default="1e4,1e5,1e6", help="size classes to run (default all)")
    ap.add_argument("--oracle-patterns", default="", help="run the oracles on these patterns only")
    ap.add_argument("--oracle-max-k", type=int, default=10,
                    help="run the oracles on patterns of at most this many vertices only")
    ap.add_argument("--results-md", default=os.path.join(ROOT, "bench", "RESULTS-match.md"))
    ap.add_argument("--oracle-timeouts-from", default="",
                    help="a results file of an earlier run: oracles that timed out there on a 10^4-edge graph are "
                         "not run on the larger graphs of its family (as within one run), so the larger size "
                         "classes can run without the 10^4 class")
    args = ap.parse_args()
    bins = ensure_built(args.build_dir)
    gdir = os.path.join(args.build_dir, "bench-match")
    pdir = os.path.join(gdir, "patterns")
    os.makedirs(pdir, exist_ok=True)
    for name, (k, edges) in PATTERNS.items():
        with open(os.path.join(pdir, name + ".txt"), "w") as f:
            f.write("".join("%d %d\n" % e for e in edges))
    threads = [int(t) for t in args.threads.split(",")]
    oracles = [o for o in args.oracles.split(",") if o]
    chosen = set(args.patterns.split(",")) if args.patterns else set(PATTERNS)
    started = datetime.datetime.now().isoformat(timespec="seconds")
    rows, mismatches = [], 0
    timed_out = set()  # (family, pattern, oracle)
    if args.oracle_timeouts_from:
        timed_out |= oracle_timeouts(args.oracle_timeouts_from, oracles)
    for family, size, name, spec in GRAPHS:
        if family not in args.families.split(",") or (args.quick and size == "1e6") or size not in args.sizes:
            continue
        gpath, n, m = make_graph(bins, gdir, spec, name)
        if gpath is None:
            log("%s: METIS file absent, skipped" % name)
            continue
        for pname in PATTERNS_BY_SIZE[size]:
            if pname not in chosen:
                continue
            ppath = os.path.join(pdir, pname + ".txt")
            res = {}
            # the most threads first: when that times out, fewer threads would too
            for t in sorted(threads, reverse=True):
                key = "ours t=%d" % t
                if (family, pname, key) in timed_out:
                    res[key] = ("skip", None, None, None)
                    continue
                env = dict(os.environ, OMP_NUM_THREADS=str(t), OMP_PROC_BIND="false")
                res[key] = run_counter([bins["grb-match"], "--pattern", ppath, "--graph", gpath,
                                        "--threads", str(t)], args.timeout, env)
                if res[key][0] != "ok":
                    timed_out.update((family, pname, "ours t=%d" % u) for u in threads if u <= t)
            todo = []
            for o in oracles:
                if PATTERNS[pname][0] > args.oracle_max_k or (args.oracle_patterns and
                                                              pname not in args.oracle_patterns.split(",")):
                    res[o] = ("not run", None, None, None)
                elif (family, pname, o) in timed_out:
                    res[o] = ("skip", None, None, None)
                else:
                    todo.append(o)
            # --oracle-jobs > 1 runs the (sequential) oracles side by side: their CPU times stay
            # comparable, their wall times grow when they share a core
            with concurrent.futures.ThreadPoolExecutor(args.oracle_jobs) as ex:
                runs = ex.map(lambda o: run_counter([bins["match_oracle"], "--method", o, "--pattern", ppath,
                                                     "--graph", gpath], args.timeout, oracle=True), todo)
                for o, r in zip(todo, list(runs)):
                    res[o] = r
                    if r[0] != "ok":
                        timed_out.add((family, pname, o))
            counts = {v[2] for v in res.values() if v[0] == "ok"}
            if len(counts) > 1:
                mismatches += 1
            rows.append((name, m, pname, res, counts))
            if args.results_md:  # after every row: a cut run keeps what it measured
                with open(args.results_md, "w") as f:
                    f.write(write_report(args, rows, threads, oracles, started))
            log("%-11s %-10s %s%s" % (name, pname, "  ".join("%s %s" % (key, fmt(v[0], v[1], args.timeout, v[3]))
                                                            for key, v in res.items()),
                                      "  COUNTS DIFFER %s" % counts if len(counts) > 1 else ""))
    report = write_report(args, rows, threads, oracles, started)
    if args.results_md:
        with open(args.results_md, "w") as f:
            f.write(report)
        log("wrote " + args.results_md)
    print(report)
    return 1 if mismatches else 0


def oracle_timeouts(path, oracles):
    """(family, pattern, oracle) for every oracle cell '>T' or '(>T)' of a 10^4-edge graph in the tables of
    a results file"""
    family_of = {name: family for family, size, name, _ in GRAPHS if size == "1e4"}
    found, columns = set(), []
    with open(path) as f:
        for line in f:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[:3] == ["graph", "edges", "pattern"]:
                columns = cells
            elif columns and len(cells) == len(columns) and cells[0] in family_of:
                for o in oracles:
                    if o in columns and cells[columns.index(o)].lstrip("(").startswith(">"):
                        found.add((family_of[cells[0]], cells[2], o))
    return found


def write_report(args, rows, threads, oracles, started):
    out = ["# Subgraph counting: grb-match against igraph (LAD, VF2) and Boost VF2", ""]
    out.append("- date: %s; machine: %s" % (started, machine()))
    out.append("- command: `python3 bench/match/run_match_bench.py%s`; timeout %d s per run; "
               "non-induced embeddings (every count below agreed wherever two or more runs finished)"
               % ("".join(" " + a for a in sys.argv[1:]), args.timeout))
    out.append("- times in seconds, wall (cpu): each program's own count time with the graph in memory "
               "(grb-match: GraphBLAS filtering + export + enumeration; oracles: building their graph + "
               "search), and the CPU time of that part (all threads); the oracles are sequential (%d of "
               "them ran side by side), grb-match ran alone at %s thread(s). speedup wall = fastest oracle / grb-match at %d thread(s); speedup "
               "cpu = fastest oracle / grb-match at 1 thread, in CPU time (what the runs cost apart from "
               "waiting for a core on a shared machine); '>' when every oracle timed out (a lower bound, wall only)"
               % (args.oracle_jobs, ",".join(map(str, threads)), threads[-1]))
    out.append("")
    keys = ["ours t=%d" % t for t in threads] + oracles
    out.append("| graph | edges | pattern | count | " + " | ".join(keys) + " | speedup wall | speedup cpu |")
    out.append("|---|---:|---|---:|" + "---:|" * len(keys) + "---:|---:|")
    for name, m, pname, res, counts in rows:
        count = str(next(iter(counts))) if len(counts) == 1 else ("DIFFER %s" % sorted(counts) if counts else "-")
        timed = any(res[o][0] in ("timeout", "skip") for o in oracles)

        def speedup(ours, field):
            best = [res[o][field] for o in oracles if res[o][0] == "ok"]
            if ours[0] != "ok":
                return "-"
            if best:
                return "%.1fx" % (min(best) / max(ours[field], 1e-3))
            # a timed-out oracle's CPU time is unknown: a lower bound only for the wall time
            return ">%.0fx" % (args.timeout / max(ours[field], 1e-3)) if timed and field == 1 else "-"
        cells = [fmt(res[key][0], res[key][1], args.timeout, res[key][3]) for key in keys]
        out.append("| %s | %d | %s | %s | %s | %s | %s |" % (name, m, pname, count, " | ".join(cells),
                                                           speedup(res["ours t=%d" % threads[-1]], 1),
                                                           speedup(res["ours t=%d" % threads[0]], 3)))
    out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())

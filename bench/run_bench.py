#!/usr/bin/env python3
"""Benchmarks of this GraphBLAS side by side with SuiteSparse:GraphBLAS 7.4 and 10.5.1 (bench/README.md).

    python3 bench/run_bench.py                 # quick run: scale 16 (a few minutes)
    python3 bench/run_bench.py --scale 18      # full run (under 15 minutes on 2 cores)
    python3 bench/run_bench.py --smoke         # tiny end-to-end check (ctest bench_smoke)

Builds grb_bench (this library), grb_bench_ss (Debian's SuiteSparse:GraphBLAS 7.4),
grb_bench_ss10 (SuiteSparse:GraphBLAS 10.5.1 from PyPI, when scripts/fetch-suitesparse-reference.sh
has put it into its cache folder once; otherwise that column is skipped with a note) and
stream_triad, runs the STREAM triad, then for every graph, thread count and library one driver
process that runs all workloads (JSON lines), checks that all libraries' results agree, and
prints a table per graph with our ratio against each reference. Writes results.json, results.csv,
report.md and ratios.png into --out.
Only the Python standard library is needed; the chart is drawn by bench/plot_ratios.py with
/usr/bin/python3 (Debian's python3-matplotlib) and skipped cleanly when that is missing.
"""
import argparse
import csv
import datetime
import glob
import json
import math
import os
import platform
import queue
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

METIS_DIR = "/usr/share/doc/libmetis-dev/examples/graphs"
METIS_GRAPHS = ["4elt", "copter2", "mdual"]
MTX_DIR = os.path.join(ROOT, "..", "shared", "data", "matrixmarket")
MTX_GRAPHS = ["bcsstk13", "pushpull", "cryg2500"]

# (key, name); every library but "ours" is a reference our times are compared with
LIBS = [("ss", "SuiteSparse 7.4"), ("ss10", "SuiteSparse 10.5.1"), ("ours", "ours")]
# short names for the table columns
TAGS = {"ss": "SS 7.4", "ss10": "SS 10.5", "ours": "ours"}
RATIO_TAGS = {"ss": "vs 7.4", "ss10": "vs 10.5"}
EXES = {"ss": "grb_bench_ss", "ss10": "grb_bench_ss10", "ours": "grb_bench"}
MISSING_NOTE = {
    "ss": "SuiteSparse 7.4 column skipped: grb_bench_ss not built (Debian's libgraphblas-dev not installed?)",
    "ss10": "SuiteSparse 10.5.1 column skipped: grb_bench_ss10 not built (get the reference once with "
            "scripts/fetch-suitesparse-reference.sh, then rebuild; bench/README.md, \"References\")",
}

# bytes moved, per the model stated in README.md (8-byte indices and values, CSR by row)
def bytes_model(workload, n, nnz):
    mat = 16 * nnz + 8 * (n + 1)
    if workload in ("mxv", "vxm"):
        return mat + 16 * n  # A once, x once, y written once
    if workload == "ewise_chain":
        return 3 * mat + 2 * mat + 3 * mat + 8 * nnz  # eWiseMult, apply, eWiseAdd, reduce
    return None


def log(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


# ---------------------------------------------------------------------------------------------
# progress line
# ---------------------------------------------------------------------------------------------
class Progress:
    def __init__(self, total):
        self.total = total
        self.done = 0
        self.t0 = time.time()
        self.tty = sys.stderr.isatty()
        self.last = ""

    def show(self, text):
        elapsed = time.time() - self.t0
        line = "[%d/%d %5.0fs] %s" % (self.done, self.total, elapsed, text)
        if self.tty:
            width = shutil.get_terminal_size((120, 20)).columns - 1
            sys.stderr.write("\r" + line[:width].ljust(min(width, len(self.last))))
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()
        self.last = line

    def finish(self):
        if self.tty:
            sys.stderr.write("\n")
            sys.stderr.flush()


# ---------------------------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------------------------
def kokkos_root():
    for var in ("Kokkos_ROOT", "KOKKOS_ROOT"):
        if os.environ.get(var):
            return os.environ[var]
    cache = os.environ.get("GRB_DEPS_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "graphblas-kokkos")
    found = sorted(glob.glob(os.path.join(cache, "kokkos-3.4.01-openmp-*", ".complete")))
    if found:
        return os.path.dirname(found[-1])
    log("run_bench: no Kokkos prefix cached; running scripts/install-deps.sh")
    out = subprocess.run([os.path.join(ROOT, "scripts", "install-deps.sh")], check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    return out.strip().splitlines()[-1]


def build(build_dir, jobs):
    if not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
        cmd = ["cmake", "-S", ROOT, "-B", build_dir, "-G", "Ninja", "-DKokkos_ROOT=" + kokkos_root(),
               "-DGRB_BUILD_TESTS=OFF", "-DGRB_BUILD_BENCH=ON", "-DCMAKE_BUILD_TYPE=Release"]
        log("run_bench: " + " ".join(cmd))
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    cmd = ["cmake", "--build", build_dir, "--target", "bench_programs", "-j", str(jobs)]
    log("run_bench: " + " ".join(cmd))
    subprocess.run(cmd, check=True)
    return os.path.join(build_dir, "bench")


# ---------------------------------------------------------------------------------------------
# running one driver process (with restarts past a crash or a timeout)
# ---------------------------------------------------------------------------------------------
def reader(stream, q):
    for line in stream:
        q.put(line)
    q.put(None)


def run_driver(exe, lib, graph, threads, args, progress, label):
    """Runs every workload of one (library, graph, thread count); returns (info, results)."""
    env = dict(os.environ)
    env["OMP_NUM_THREADS"] = str(threads)
    env["OMP_PROC_BIND"] = "false"
    env.pop("OMP_PLACES", None)
    # tc_jit's compiled kernels go to a cache in the build directory (kept between runs), not
    # into the user's home, unless the caller chose a cache
    if "GRB_JIT_CACHE_PATH" not in env and "GxB_JIT_CACHE_PATH" not in env:
        env["GRB_JIT_CACHE_PATH"] = os.path.join(os.path.abspath(args.build_dir), "jit-cache")
    if lib == "ours":
        # the rows name what they measure: the kernel library, or (the *_jit workloads, which turn
        # the JIT on themselves) kernels compiled during the untimed warm-up run
        env.setdefault("GRB_JIT", "off")
        env.setdefault("GRB_JIT_BACKGROUND", "0")
    if lib != "ours":
        # a reference loads its own library (Debian's, or the cached 10.5.1 through its RPATH),
        # never ours (Debian's has our soname)
        env.pop("LD_LIBRARY_PATH", None)
        env.pop("LD_PRELOAD", None)
    done = {}
    info = {"library": None, "graph": None, "fatal": None, "stderr": ""}
    skip = []
    restarts = 0
    while True:
        cmd = [exe, "--graph", graph, "--threads", str(threads), "--reps", str(args.reps),
               "--warmup", str(args.warmup), "--budget", str(args.budget), "--min-time", str(args.min_time)]
        if args.only:
            cmd += ["--only", args.only]
        if skip:
            cmd += ["--skip", ",".join(skip)]
        errf = open(os.path.join(args.out, "logs", "%s.stderr" % label.replace(" ", "_").replace(":", "_").replace("/", "_")), "a")
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=errf, text=True, env=env,
                                start_new_session=True)
        q = queue.Queue()
        th = threading.Thread(target=reader, args=(proc.stdout, q), daemon=True)
        th.start()
        current = None
        started = time.time()
        killed = None
        while True:
            limit = args.wl_timeout if current else args.setup_timeout
            try:
                line = q.get(timeout=0.5)
            except queue.Empty:
                line = ""
            if line is None:
                break
            if line:
                try:
                    ev = json.loads(line)
                except ValueError:
                    continue
                kind = ev.get("event")
                if kind == "library":
                    info["library"] = ev
                elif kind == "graph":
                    info["graph"] = ev
                elif kind == "fatal":
                    info["fatal"] = ev.get("message")
                elif kind == "start":
                    current = ev["workload"]
                    started = time.time()
                elif kind == "result":
                    done[ev["workload"]] = ev
                    current = None
                    started = time.time()
            progress.show("%s: %s" % (label, current or "setup"))
            if killed is None and time.time() - started > limit:
                killed = "timeout"
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        proc.wait()
        errf.close()
        th.join(timeout=5)
        if current is None:
            if proc.returncode != 0 and not info["fatal"] and killed is None:
                info["fatal"] = info["fatal"] or "driver exited with status %d" % proc.returncode
            elif killed and not info["fatal"]:
                info["fatal"] = "setup took longer than %ds" % args.setup_timeout
            break
        # the process died (or was killed) inside `current`: record it and go on past it
        if killed == "timeout":
            done[current] = {"event": "result", "workload": current, "status": "timeout",
                             "message": "no result within %ds (killed)" % args.wl_timeout}
        else:
            rc = proc.returncode
            why = ("signal %d (%s)" % (-rc, signal.Signals(-rc).name)) if rc < 0 else "exit status %d" % rc
            done[current] = {"event": "result", "workload": current, "status": "crashed",
                             "message": "driver died: " + why}
        skip = list(done.keys())
        restarts += 1
        if restarts > 20:
            info["fatal"] = "too many restarts"
            break
    return info, done


def loadavg():
    try:
        return float(open("/proc/loadavg").read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


_waited = [0.0]


def busy_cores(interval=2.0):
    """CPU cores kept busy by everything on the machine over the next `interval` seconds."""
    def sample():
        f = open("/proc/stat").readline().split()[1:]
        v = [int(x) for x in f]
        idle = v[3] + (v[4] if len(v) > 4 else 0)
        return sum(v[:8]), idle
    try:
        t0, i0 = sample()
        time.sleep(interval)
        t1, i1 = sample()
        return (os.cpu_count() or 1) * (1.0 - (i1 - i0) / max(1, t1 - t0))
    except (OSError, ValueError):
        return None


def cpu_snapshot():
    """(busy jiffies of the whole machine, CPU seconds of our finished children), wall time."""
    try:
        v = [int(x) for x in open("/proc/stat").readline().split()[1:]]
        total, idle = sum(v[:8]), v[3] + v[4]
    except (OSError, ValueError, IndexError):
        total = idle = None
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (total, idle, ru.ru_utime + ru.ru_stime), time.time()


def other_cores(c0, c1, wall):
    """Cores kept busy by work other than our driver between two snapshots."""
    if c0[0] is None or c1[0] is None or wall <= 0:
        return None
    hz = os.sysconf("SC_CLK_TCK")
    machine = ((c1[0] - c1[1]) - (c0[0] - c0[1])) / hz  # busy CPU seconds, everything
    ours = c1[2] - c0[2]
    return max(0.0, (machine - ours) / wall)


def wait_quiet(args, progress, label):
    """Before a driver process: waits until the rest of the machine keeps fewer than --wait-quiet
    cores busy (measured over 2 s from /proc/stat, so our own previous run does not count)."""
    if args.wait_quiet is None:
        return
    while _waited[0] < args.wait_max:
        busy = busy_cores()
        if busy is None or busy < args.wait_quiet:
            return
        progress.show("%s: waiting for a quiet machine (%.1f cores busy > %.2f; waited %.0fs)" % (
            label, busy, args.wait_quiet, _waited[0]))
        time.sleep(3)
        _waited[0] += 5


# ---------------------------------------------------------------------------------------------
# comparison and report
# ---------------------------------------------------------------------------------------------
def agree(a, b, tol):
    if a == b:
        return True
    if a is None or b is None:
        return False
    scale = max(abs(a), abs(b), 1e-300)
    return abs(a - b) <= max(tol, 1e-12) * scale


def fmt_time(s):
    if s is None:
        return "-"
    if s >= 1:
        return "%.2f s" % s
    if s >= 1e-3:
        return "%.1f ms" % (s * 1e3)
    return "%.0f us" % (s * 1e6)


def cell(r):
    """Table cell of one result: median (spread) or its status."""
    if r is None:
        return "-"
    st = r.get("status")
    if st != "ok":
        return {"not_implemented": "NOT IMPL", "error": "ERROR", "crashed": "CRASH",
                "timeout": "TIMEOUT"}.get(st, st.upper())
    med = r["median_s"]
    spread = (r["max_s"] - r["min_s"]) / med * 100 if med > 0 else 0
    return "%s ±%.0f%%" % (fmt_time(med), spread / 2)


def ratio_of(ref, ours):
    """The reference's median time / ours, or None unless both ran."""
    if ref and ours and ref.get("status") == "ok" and ours.get("status") == "ok" and ours["median_s"] > 0:
        return ref["median_s"] / ours["median_s"]
    return None


def graph_table(rows, ginfo, libs, refs, threads, stream, ratio_rows):
    """Markdown table of one graph: per thread count each library's time, then our ratio against each
    reference; appends every ratio to ratio_rows."""
    gname = os.path.basename(rows[0]["graph"]) if rows else "?"
    hdr = ["workload"]
    for t in threads:
        hdr += ["%s t=%d" % (TAGS[lib], t) for lib, _ in libs]
        hdr += ["%s t=%d" % (RATIO_TAGS[ref], t) for ref in refs]
    hdr += ["BW ours t=%d" % threads[-1], "peak MB %s" % "/".join(TAGS[lib].replace("SS ", "") for lib, _ in libs),
            "agree", "checksums"]
    lines = ["| " + " | ".join(hdr) + " |", "|" + "|".join(["---"] * len(hdr)) + "|"]
    tl = threads[-1]
    for row in rows:
        w = row["workload"]
        cells = [w]
        for t in threads:
            cells += [cell(row["res"].get((lib, t))) for lib, _ in libs]
            for ref in refs:
                ratio = ratio_of(row["res"].get((ref, t)), row["res"].get(("ours", t)))
                if ratio is not None:
                    ratio_rows.append({"graph": gname, "workload": w, "threads": t, "ref": ref, "ratio": ratio})
                cells.append("%.2f" % ratio if ratio is not None else "-")
        ours = row["res"].get(("ours", tl))
        b = bytes_model(w, ginfo["n"], ginfo["entries"])
        bw = "-"
        if b and ours and ours.get("status") == "ok" and "triad_gbps" in stream.get(tl, {}):
            gbps = b / ours["median_s"] * 1e-9
            bw = "%.0f%% (%.1f GB/s)" % (100 * gbps / stream[tl]["triad_gbps"], gbps)
        cells.append(bw)
        pk = []
        for lib, _ in libs:
            rr = row["res"].get((lib, tl))
            pk.append("%.0f" % (rr["peak_rss_kb"] / 1024) if rr and rr.get("peak_rss_kb", -1) > 0 else "-")
        cells.append("/".join(pk))
        cells.append({True: "yes", False: "**NO**", None: "-"}[row["agree"]])
        cells.append(", ".join("%s=%.10g" % kv for kv in row.get("checks", {}).items()))
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def csv_of(rows, ginfo):
    out = []
    for row in rows:
        w = row["workload"]
        for (lib, t), rr in sorted(row["res"].items()):
            out.append({
                "graph": os.path.basename(row["graph"]), "n": ginfo["n"], "entries": ginfo["entries"],
                "workload": w, "library": lib, "threads": t, "status": rr.get("status"),
                "median_s": rr.get("median_s"), "min_s": rr.get("min_s"), "max_s": rr.get("max_s"),
                "first_s": rr.get("first_s"), "reps": len(rr.get("times", [])),
                "peak_rss_kb": rr.get("peak_rss_kb"), "base_rss_kb": rr.get("base_rss_kb"),
                "bytes_model": bytes_model(w, ginfo["n"], ginfo["entries"]),
                "checks": json.dumps(rr.get("checks", {}), sort_keys=True),
                "message": rr.get("message", ""), "agree": row["agree"]})
    return out


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def summary(ratio_rows, workloads, refs, threads):
    """Per reference and thread count the geometric mean of our ratios and the rows below 1; per
    workload the geometric mean over the graphs and the worst graph."""
    if not ratio_rows:
        return []
    lines = ["## Summary", ""]
    for ref in refs:
        for t in threads:
            rs = [r for r in ratio_rows if r["threads"] == t and r["ref"] == ref]
            if not rs:
                continue
            slower = sorted((r for r in rs if r["ratio"] < 1), key=lambda r: r["ratio"])
            lines.append("- %s, t=%d: geometric mean ratio %.2f over %d (graph, workload) pairs; slower in %d%s" % (
                dict(LIBS)[ref], t, geomean([r["ratio"] for r in rs]), len(rs), len(slower),
                (": " + ", ".join("%s %s %.2f" % (r["graph"], r["workload"], r["ratio"]) for r in slower))
                if slower else ""))
    lines.append("")
    hdr = ["workload"] + ["%s t=%d" % (RATIO_TAGS[ref], t) for ref in refs for t in threads]
    hdr += ["worst %s (graph, t)" % RATIO_TAGS[ref] for ref in refs]
    lines.append("| " + " | ".join(hdr) + " |")
    lines.append("|" + "|".join(["---"] * len(hdr)) + "|")
    for w in workloads:
        cells = [w]
        for ref in refs:
            for t in threads:
                rs = [r["ratio"] for r in ratio_rows if r["threads"] == t and r["workload"] == w and r["ref"] == ref]
                cells.append("%.2f" % geomean(rs) if rs else "-")
        for ref in refs:
            worst = min((r for r in ratio_rows if r["workload"] == w and r["ref"] == ref),
                        key=lambda r: r["ratio"], default=None)
            cells.append("%.2f (%s, t=%d)" % (worst["ratio"], worst["graph"], worst["threads"]) if worst else "-")
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default="16", help="R-MAT / uniform scale(s), comma separated (default 16)")
    ap.add_argument("--threads", default="1,2", help="thread counts (default 1,2)")
    ap.add_argument("--graphs", default=None,
                    help="graph families: rmat,urand,metis (Debian libmetis-doc),mtx (../shared/data)")
    ap.add_argument("--reps", type=int, default=None, help="timed repetitions per workload (default 5, 3 at scale >= 18)")
    ap.add_argument("--warmup", type=int, default=1, help="untimed first runs per workload (default 1)")
    ap.add_argument("--budget", type=float, default=None,
                    help="seconds of repetitions per workload before stopping early (default 10, 6 at scale >= 18)")
    ap.add_argument("--min-time", type=float, default=None,
                    help="a fast workload repeats past --reps (up to 8x) until its timed runs add up to this "
                         "many seconds (default 0.25; 0 with --smoke)")
    ap.add_argument("--wl-timeout", type=int, default=None, help="seconds before a workload is killed (default 120)")
    ap.add_argument("--setup-timeout", type=int, default=300, help="seconds allowed for graph generation")
    ap.add_argument("--only", default=None, help="run only these workloads (comma separated)")
    ap.add_argument("--libs", default="ss,ss10,ours",
                    help="libraries to run: ss (SuiteSparse 7.4), ss10 (SuiteSparse 10.5.1), ours "
                         "(default all three; a reference whose program is not built is skipped with a note)")
    ap.add_argument("--stream-mb", type=int, default=512, help="MiB per STREAM array (default 512: 1.5 GiB in all)")
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build-bench"))
    ap.add_argument("--bin-dir", default=None, help="directory of grb_bench, grb_bench_ss, grb_bench_ss10, stream_triad")
    ap.add_argument("--no-build", action="store_true", help="use the programs already built")
    ap.add_argument("--jobs", type=int, default=2, help="build parallelism (default 2)")
    ap.add_argument("--out", default=None, help="output directory (default build-dir/bench-results/<time>)")
    ap.add_argument("--results-md", default=None, help="also write the markdown report to this file")
    ap.add_argument("--no-chart", action="store_true")
    ap.add_argument("--wait-quiet", type=float, default=None, metavar="CORES",
                    help="before each driver process wait (up to --wait-max s in all) until other work keeps "
                         "fewer than CORES cores busy (e.g. 0.3)")
    ap.add_argument("--wait-max", type=float, default=1800)
    ap.add_argument("--retries", type=int, default=0,
                    help="with --wait-quiet: run a driver again (up to N times) when other work kept more than "
                         "CORES cores busy during it")
    ap.add_argument("--smoke", action="store_true",
                    help="tiny end-to-end check: scale 8, one repetition, small STREAM arrays")
    args = ap.parse_args()

    scales = [int(s) for s in args.scale.split(",") if s]
    if args.smoke:
        scales = [8]
        args.reps = 1 if args.reps is None else args.reps
        args.warmup = 0
        args.budget = 1.0 if args.budget is None else args.budget
        args.stream_mb = 16
        args.min_time = 0.0 if args.min_time is None else args.min_time
    if args.graphs is None:
        args.graphs = "rmat,urand,metis,mtx"
    big = max(scales) >= 18
    if args.reps is None:
        args.reps = 3 if big else 5
    if args.budget is None:
        args.budget = 6.0 if big else 10.0
    if args.min_time is None:
        args.min_time = 0.25
    if args.wl_timeout is None:
        args.wl_timeout = 600 if max(scales) >= 20 else 120
    threads = [int(t) for t in args.threads.split(",") if t]
    wanted = args.libs.split(",")
    unknown = [l for l in wanted if l not in dict(LIBS)]
    if unknown:
        log("run_bench: unknown --libs %s (known: %s)" % (",".join(unknown), ",".join(dict(LIBS))))
        return 2
    libs = [l for l in LIBS if l[0] in wanted]

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    if args.out is None:
        args.out = os.path.join(args.build_dir, "bench-results", stamp)
    os.makedirs(os.path.join(args.out, "logs"), exist_ok=True)

    if args.bin_dir is None:
        args.bin_dir = os.path.join(args.build_dir, "bench")
    if not args.no_build:
        args.bin_dir = build(args.build_dir, args.jobs)
    exes = {lib: os.path.join(args.bin_dir, exe) for lib, exe in EXES.items()}
    stream_exe = os.path.join(args.bin_dir, "stream_triad")
    skipped_refs = []  # notes for the report
    for lib, _ in list(libs):
        if not os.access(exes[lib], os.X_OK):
            if lib != "ours":
                skipped_refs.append(MISSING_NOTE[lib])
                log("run_bench: " + skipped_refs[-1])
                libs = [l for l in libs if l[0] != lib]
            else:
                log("run_bench: %s missing (build it, or drop --no-build)" % exes[lib])
                return 2
    refs = [lib for lib, _ in libs if lib != "ours"]

    # ---- graphs ----
    families = args.graphs.split(",")
    graphs = []
    for s in scales:
        if "rmat" in families:
            graphs.append("rmat:%d" % s)
        if "urand" in families:
            graphs.append("urand:%d" % s)
    skipped_inputs = []
    if "metis" in families:
        for name in (["4elt"] if args.smoke else METIS_GRAPHS):
            p = os.path.join(METIS_DIR, name + ".graph")
            if os.path.exists(p):
                graphs.append("metis:" + p)
            else:
                skipped_inputs.append(p)
    if "mtx" in families:
        for name in (["bcsstk13"] if args.smoke else MTX_GRAPHS):
            p = os.path.normpath(os.path.join(MTX_DIR, name + ".mtx"))
            if os.path.exists(p):
                graphs.append("mtx:" + p)
            else:
                skipped_inputs.append(p)
    for p in skipped_inputs:
        log("run_bench: input %s not present: skipped" % p)

    # ---- machine ----
    machine = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "host": platform.node(),
               "kernel": platform.release(), "python": platform.python_version()}
    try:
        lscpu = subprocess.run(["lscpu"], stdout=subprocess.PIPE, text=True).stdout
        for line in lscpu.splitlines():
            k, _, v = line.partition(":")
            if k.strip() in ("Model name", "CPU(s)", "Thread(s) per core", "Core(s) per socket", "L3 cache"):
                machine[k.strip()] = v.strip()
    except OSError:
        pass
    try:
        machine["compiler"] = subprocess.run(["cc", "--version"], stdout=subprocess.PIPE, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        pass
    try:
        machine["loadavg_start"] = open("/proc/loadavg").read().split()[:3]
    except OSError:
        pass
    try:
        machine["commit"] = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"],
                                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout.strip()
    except OSError:
        pass

    nruns = len(graphs) * len(threads) * len(libs)
    progress = Progress(nruns + len(threads))

    # ---- STREAM triad ----
    stream = {}
    for t in threads:
        progress.show("STREAM triad, %d thread(s), %d MiB arrays" % (t, args.stream_mb))
        env = dict(os.environ, OMP_NUM_THREADS=str(t), OMP_PROC_BIND="false")
        try:
            out = subprocess.run([stream_exe, "--mb", str(args.stream_mb), "--reps", "10"], env=env,
                                 stdout=subprocess.PIPE, text=True, timeout=300).stdout
            stream[t] = json.loads(out.strip().splitlines()[-1])
        except (OSError, ValueError, IndexError, subprocess.TimeoutExpired) as e:
            stream[t] = {"error": str(e)}
        progress.done += 1

    # ---- the runs: per graph, per thread count, the two libraries one after the other ----
    runs = []
    for graph in graphs:
        for t in threads:
            for lib, libname in libs:
                label = "%s %s t=%d" % (libname, os.path.basename(graph), t)
                for attempt in range(1 + args.retries):
                    wait_quiet(args, progress, label)
                    busy0 = busy_cores(1.0) if args.wait_quiet is not None else None
                    load0 = loadavg()
                    cpu0, wall0 = cpu_snapshot()
                    info, results = run_driver(exes[lib], lib, graph, t, args, progress, label)
                    cpu1, wall1 = cpu_snapshot()
                    others = other_cores(cpu0, cpu1, wall1 - wall0)
                    run = {"lib": lib, "graph": graph, "threads": t, "info": info, "results": results,
                           "loadavg_before": load0, "loadavg_after": loadavg(), "busy_cores_before": busy0,
                           "others_busy_cores": others, "attempt": attempt + 1}
                    if args.wait_quiet is None or others is None or others < args.wait_quiet:
                        break
                    if attempt < args.retries:
                        progress.show("%s: other work kept %.2f cores busy during the run: again" % (label, others))
                runs.append(run)
                progress.done += 1
    progress.finish()
    try:
        machine["loadavg_end"] = open("/proc/loadavg").read().split()[:3]
    except OSError:
        pass

    # ---- sanity: each driver loaded the library it was built for ----
    fatal = []
    for r in runs:
        lib_ev = r["info"].get("library") or {}
        path = os.path.realpath(lib_ev.get("path", "?"))
        if r["info"].get("fatal"):
            fatal.append("%s %s t=%d: %s" % (r["lib"], r["graph"], r["threads"], r["info"]["fatal"]))
        if lib_ev:
            # ours comes from this tree (or wherever its RPATH points), never from /usr/lib; the
            # reference never from this tree
            ours_tree = any(path.startswith(os.path.realpath(d) + os.sep)
                            for d in (ROOT, args.build_dir, args.bin_dir))
            system = path.startswith("/usr/")
            if r["lib"] == "ss" and (ours_tree or not system):
                fatal.append("the SuiteSparse 7.4 driver loaded %s (not Debian's library)" % path)
            if r["lib"] == "ss10" and (ours_tree or system or lib_ev.get("version") != "10.5.1"):
                fatal.append("the SuiteSparse 10.5.1 driver loaded %s, version %s (not the cached reference)" % (
                    path, lib_ev.get("version")))
            if r["lib"] == "ours" and system:
                fatal.append("our driver loaded %s (the system library, not this build)" % path)

    # ---- agreement of the checksums ----
    workloads = []
    for r in runs:
        for w in r["results"]:
            if w not in workloads:
                workloads.append(w)
    mismatches = []
    table = {}  # (graph, workload) -> dict
    for graph in graphs:
        ginfo = next((r["info"]["graph"] for r in runs if r["graph"] == graph and r["info"].get("graph")), None)
        for w in workloads:
            row = {"graph": graph, "workload": w, "res": {}, "agree": None, "ginfo": ginfo}
            for r in runs:
                if r["graph"] == graph and w in r["results"]:
                    row["res"][(r["lib"], r["threads"])] = r["results"][w]
            oks = [(k, v) for k, v in sorted(row["res"].items()) if v.get("status") == "ok"]
            if oks:
                # every result is compared with one: a reference's at the first thread count if it ran
                ref_key, ref = oks[0]
                for lib in reversed(refs):
                    if row["res"].get((lib, threads[0]), {}).get("status") == "ok":
                        ref_key, ref = (lib, threads[0]), row["res"][(lib, threads[0])]
                good = True
                for k, v in oks:
                    if v.get("unstable"):
                        good = False
                        mismatches.append("%s %s %s t=%d: checksums changed between repetitions" % (graph, w, k[0], k[1]))
                    for name, val in ref.get("checks", {}).items():
                        other = v.get("checks", {}).get(name)
                        if not agree(val, other, ref.get("tol", 0)):
                            good = False
                            mismatches.append("%s %s: %s=%r (%s t=%d) vs %r (%s t=%d)" % (
                                graph, w, name, other, k[0], k[1], val, ref_key[0], ref_key[1]))
                row["agree"] = good if len(oks) > 1 else None
                row["checks"] = ref.get("checks", {})
            table[(graph, w)] = row

    # ---- report ----
    lines = []
    lines.append("# Benchmark: this GraphBLAS vs SuiteSparse:GraphBLAS")
    lines.append("")
    lib_desc = {}
    for r in runs:
        ev = r["info"].get("library")
        if ev and r["lib"] not in lib_desc:
            lib_desc[r["lib"]] = "%s %s (%s)" % (ev.get("name"), ev.get("version"), ev.get("path"))
    lines.append("- date: %s; machine: %s, %s CPU(s), L3 %s; %s; source tree %s" % (
        machine["date"], machine.get("Model name", "?"), machine.get("CPU(s)", "?"), machine.get("L3 cache", "?"),
        machine.get("compiler", ""), machine.get("commit", "?")))
    for lib, libname in libs:
        lines.append("- %s: %s" % (libname, lib_desc.get(lib, "?")))
    for note in skipped_refs:
        lines.append("- " + note)
    lines.append("- threads: %s (OMP_NUM_THREADS, OMP_PROC_BIND=false, GxB_NTHREADS); repetitions: %d timed "
                 "after %d warm-up (more, up to 8x, for a workload whose timed runs add up to under %g s), "
                 "median ±half the min-max spread; load average at start %s, end %s" % (
                     ",".join(map(str, threads)), args.reps, args.warmup, args.min_time,
                     "/".join(machine.get("loadavg_start", [])), "/".join(machine.get("loadavg_end", []))))
    for t in threads:
        s = stream.get(t, {})
        if "triad_gbps" in s:
            lines.append("- STREAM triad, %d thread(s): %.1f GB/s (best of 10; median %.1f GB/s; 3 x %d MiB arrays)" % (
                t, s["triad_gbps"], s["triad_gbps_median"], s["mb_per_array"]))
        else:
            lines.append("- STREAM triad, %d thread(s): failed (%s)" % (t, s.get("error")))
    lines.append("- %s: that SuiteSparse's time / our time (above 1: we are faster); BW = bytes moved (model in "
                 "bench/README.md) / our time / triad bandwidth at that thread count; peak MB at t=%d" % (
                     " and ".join("\"%s\"" % RATIO_TAGS[ref] for ref in refs) or "ratios", threads[-1]))
    lines.append("")
    csv_rows = []
    ratio_rows = []
    for graph in graphs:
        ginfo = next((r["info"]["graph"] for r in runs if r["graph"] == graph and r["info"].get("graph")), None)
        gname = os.path.basename(graph)
        if not ginfo:
            errs = [r["info"].get("fatal") for r in runs if r["graph"] == graph]
            lines.append("## %s: not run (%s)" % (gname, "; ".join(str(e) for e in errs if e)))
            lines.append("")
            continue
        loads = [x for r in runs if r["graph"] == graph for x in (r["loadavg_before"], r["loadavg_after"])
                 if x is not None]
        busy = [r["others_busy_cores"] for r in runs if r["graph"] == graph and r.get("others_busy_cores") is not None]
        lines.append("## %s: n = %d, %d entries (%d undirected edges); k-truss input %d entries; "
                     "load average %.1f-%.1f" % (
                         gname, ginfo["n"], ginfo["entries"], ginfo["entries"] // 2,
                         ginfo.get("ktruss_entries", 0), min(loads or [0]), max(loads or [0])) +
                     ("; other work during the runs: %.2f cores busy at most" % max(busy) if busy else ""))
        lines.append("")
        rows = [table[(graph, w)] for w in workloads if table.get((graph, w)) and table[(graph, w)]["res"]]
        lines += graph_table(rows, ginfo, libs, refs, threads, stream, ratio_rows)
        csv_rows += csv_of(rows, ginfo)
        # the failures, spelled out
        notes = []
        for row in rows:
            for (lib, t), rr in sorted(row["res"].items()):
                if rr.get("status") != "ok" and t == threads[0]:
                    notes.append("- %s, %s: %s: %s" % (row["workload"], dict(LIBS)[lib], rr.get("status"),
                                                        rr.get("message", "")))
        if notes:
            lines.append("")
            lines += notes
        lines.append("")
    lines += summary(ratio_rows, workloads, refs, threads)
    if mismatches:
        lines.append("## RESULTS DISAGREE")
        lines.append("")
        lines += ["- " + m for m in mismatches]
        lines.append("")
    if fatal:
        lines.append("## Harness errors")
        lines.append("")
        lines += ["- " + m for m in fatal]
        lines.append("")
    report = "\n".join(lines)
    print(report)

    with open(os.path.join(args.out, "report.md"), "w") as f:
        f.write(report)
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"machine": machine, "stream": {str(k): v for k, v in stream.items()}, "args": vars(args),
                   "runs": runs, "ratios": ratio_rows, "mismatches": mismatches, "harness_errors": fatal},
                  f, indent=1, default=str)
    if csv_rows:
        with open(os.path.join(args.out, "results.csv"), "w", newline="") as f:
            wr = csv.DictWriter(f, fieldnames=list(csv_rows[0].keys()))
            wr.writeheader()
            wr.writerows(csv_rows)
    chart = os.path.join(args.out, "ratios.png")
    if not args.no_chart and ratio_rows:
        py = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
        rc = subprocess.run([py, os.path.join(HERE, "plot_ratios.py"), os.path.join(args.out, "results.json"), chart]).returncode
        if rc != 0:
            log("run_bench: no chart (plot_ratios.py failed; is python3-matplotlib installed?)")
    if args.results_md:
        with open(args.results_md, "w") as f:
            f.write(report + "\n")
    log("run_bench: results in %s (report.md, results.json, results.csv%s)" % (
        args.out, ", ratios.png" if os.path.exists(chart) else ""))
    if mismatches or fatal:
        log("run_bench: FAILED: %d disagreement(s), %d harness error(s)" % (len(mismatches), len(fatal)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

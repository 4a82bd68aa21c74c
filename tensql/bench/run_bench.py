#!/usr/bin/env python3
"""TenSQL's workloads in grb-sql, DuckDB, SQLite and PostgreSQL 15, every result checked equal.

    python3 tensql/bench/run_bench.py                       # default graphs (a few minutes)
    python3 tensql/bench/run_bench.py --graphs rmat:16,urand:16 --timeout 600

Workloads: ingest (COPY of the edge table), two-hop (self-join plus GROUP BY), Hadamard (join on
both keys), named edges (join with a TEXT node table on both ends), filter-aggregate. Each query is
timed as the engine materializes its result (CREATE TABLE r AS ... in the databases; grb-sql's
--timing, which stops once the result is held, before printing; a two-hop result is held as
GraphBLAS matrices), and a checksum of the result
(row count and sums of every column) must agree across engines. A query faster than --repeat-below
seconds runs --repeat times in each engine and its best time counts. An engine that is missing (the
duckdb module, PostgreSQL's binaries) is skipped and reported. Writes RESULTS.md (and a chart when
matplotlib is present) into --out.
"""
import argparse
import csv
import datetime
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
METIS_DIR = "/usr/share/doc/libmetis-dev/examples/graphs"
PG_BIN = "/usr/lib/postgresql/15/bin"

SCHEMA = [
    "CREATE TABLE e (src BIGINT, dst BIGINT, w DOUBLE PRECISION, PRIMARY KEY (src, dst))",
    "CREATE TABLE f (src BIGINT, dst BIGINT, w DOUBLE PRECISION, PRIMARY KEY (src, dst))",
    "CREATE TABLE nodes (id BIGINT PRIMARY KEY, name TEXT)",
]
# name -> (query, kinds of its output columns: i integer, f double, n node name 'v<id>')
QUERIES = {
    "two-hop": ("SELECT a.src AS s, b.dst AS d, COUNT(*) AS n FROM e a JOIN e b ON a.dst = b.src "
                "GROUP BY a.src, b.dst", "iii"),
    "hadamard": ("SELECT a.src AS s, a.dst AS d, a.w * b.w AS p FROM e a JOIN f b "
                 "ON a.src = b.src AND a.dst = b.dst", "iif"),
    "named-edges": ("SELECT n1.name AS a, n2.name AS b FROM e JOIN nodes n1 ON e.src = n1.id "
                    "JOIN nodes n2 ON e.dst = n2.id", "nn"),
    "filter-aggregate": ("SELECT src AS s, COUNT(*) AS n, SUM(w) AS t FROM e WHERE w > 0.5 GROUP BY src",
                         "iif"),
}
WORKLOADS = ["ingest"] + list(QUERIES)


def checksum_sql(kinds, cols):
    parts = ["COUNT(*)"]
    for k, c in zip(kinds, cols):
        parts.append(f"SUM(CAST(substr({c}, 2) AS BIGINT))" if k == "n" else f"SUM({c})")
    return "SELECT " + ", ".join(parts) + " FROM r"


def result_columns(query):
    return [p.split(" AS ")[1].split()[0].rstrip(",") for p in query.split(" FROM ")[0].split(", ")]


def same_checksum(a, b):
    if a is None or b is None or len(a) != len(b):
        return False
    for x, y in zip(a, b):
        x = 0 if x in (None, "") else float(x)
        y = 0 if y in (None, "") else float(y)
        if abs(x - y) > 1e-9 * max(1.0, abs(x), abs(y)):
            return False
    return True


# ---- grb-sql -------------------------------------------------------------------------------------
def grb_sql_script(data, queries):
    return ";\n".join(SCHEMA + [f"COPY {t} FROM '{data}/{t}.csv' WITH (FORMAT csv, HEADER true)"
                                for t in ("e", "f", "nodes")] + queries) + ";\n"


def run_grb_sql(binary, data, query, timeout, repeat=1, below=0):
    """One process: schema, COPYs, then the query; returns (ingest s, query s, checksum) or an error.
    A query faster than `below` seconds runs `repeat` times in all (the others in a second process),
    and its best time counts."""
    script = grb_sql_script(data, [query[0]] if query else [])
    # passive: OpenMP threads sleep between parallel regions instead of spinning on a shared machine
    env = dict(os.environ, OMP_NUM_THREADS="2", OMP_PROC_BIND="false", OMP_WAIT_POLICY="passive")
    # results of numbers only are checked by grb-sql's --summary (row count and column sums) rather
    # than by printing them: the two-hop result has hundreds of millions of rows at R-MAT 16
    summary = bool(query) and "n" not in query[1]
    with tempfile.TemporaryDirectory() as tmp:
        out_path = os.path.join(tmp, "out.csv")
        with open(out_path, "w") as out:
            try:
                p = subprocess.run([binary, "--summary" if summary else "--csv", "--timing"], input=script, stdout=out,
                                   stderr=subprocess.PIPE, text=True, timeout=timeout, env=env)
            except subprocess.TimeoutExpired:
                return None, None, None, "timeout"
        times = [float(l.split()[1]) / 1000 for l in p.stderr.splitlines() if l.startswith("Time: ")]
        if p.returncode != 0 or "ERROR" in p.stderr:
            return None, None, None, p.stderr.strip().splitlines()[-1][:200]
        ingest = times[3]
        if not query:
            return ingest, None, None, None
        best = times[6]
        if best < below and repeat > 1:
            try:
                again = subprocess.run([binary, "--summary" if summary else "--csv", "--timing"],
                                       input=grb_sql_script(data, [query[0]] * (repeat - 1)), stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, text=True, timeout=timeout, env=env)
                more = [float(l.split()[1]) / 1000 for l in again.stderr.splitlines() if l.startswith("Time: ")][6:]
                if again.returncode == 0:
                    best = min([best] + more)
            except subprocess.TimeoutExpired:
                pass
        if summary:
            return ingest, best, open(out_path).read().split(","), None
        sums = [0] * (1 + len(query[1]))
        with open(out_path) as f:
            reader = csv.reader(f)
            next(reader)
            for row in reader:
                sums[0] += 1
                for k, (kind, v) in enumerate(zip(query[1], row)):
                    if v == "":
                        continue
                    sums[k + 1] += int(v[1:]) if kind == "n" else (float(v) if kind == "f" else int(v))
        return ingest, best, sums, None


# ---- DuckDB and SQLite (a subprocess per query, so that a timeout can stop it) -------------------
EMBEDDED = r'''
import json, sys, time
engine, data, query, check = sys.argv[1:5]
schema = json.loads(sys.argv[5])
repeat, below = int(sys.argv[6]), float(sys.argv[7])
if engine == "duckdb":
    import duckdb
    db = duckdb.connect()
    db.execute("SET threads TO 2")
    db.execute("SET enable_progress_bar = false")
    for s in schema: db.execute(s)
    t0 = time.perf_counter()
    db.execute(f"COPY e FROM '{data}/e.csv' (HEADER true)")
    ingest = time.perf_counter() - t0
    for t in ("f", "nodes"): db.execute(f"COPY {t} FROM '{data}/{t}.csv' (HEADER true)")
else:
    import csv, sqlite3
    db = sqlite3.connect(":memory:")
    for s in schema: db.execute(s)
    def load(t):
        with open(f"{data}/{t}.csv") as f:
            r = csv.reader(f); header = next(r)
            db.executemany(f"INSERT INTO {t} VALUES ({','.join('?' * len(header))})", r)
        db.commit()
    t0 = time.perf_counter(); load("e"); ingest = time.perf_counter() - t0
    load("f"); load("nodes")
out = {"ingest": ingest}
if query:
    t0 = time.perf_counter()
    db.execute("CREATE TABLE r AS " + query)
    out["query"] = time.perf_counter() - t0
    out["checksum"] = list(db.execute(check).fetchone())
    # a fast query runs `repeat` times in all; its best time counts
    for _ in range(repeat - 1 if out["query"] < below else 0):
        db.execute("DROP TABLE r")
        t0 = time.perf_counter()
        db.execute("CREATE TABLE r AS " + query)
        out["query"] = min(out["query"], time.perf_counter() - t0)
print(json.dumps(out))
'''


def run_embedded(engine, data, query, timeout, repeat=1, below=0):
    sql = query[0] if query else ""
    check = checksum_sql(query[1], result_columns(query[0])) if query else ""
    try:
        p = subprocess.run([sys.executable, "-c", EMBEDDED, engine, data, sql, check, json.dumps(SCHEMA), str(repeat),
                            str(below)],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, None, "timeout"
    if p.returncode != 0:
        return None, None, None, (p.stderr.strip().splitlines() or ["failed"])[-1][:200]
    r = json.loads(p.stdout.strip().splitlines()[-1])
    return r["ingest"], r.get("query"), r.get("checksum"), None


# ---- PostgreSQL 15: its own server on a private socket, as the postgres user ---------------------
class Postgres:
    def __init__(self, workdir):
        self.dir = os.path.join(workdir, "pg")
        os.makedirs(self.dir)
        shutil.chown(self.dir, "postgres")
        self.port = "5433"
        self.as_pg(f"{PG_BIN}/initdb -D {self.dir}/data -A trust >{self.dir}/initdb.log 2>&1")
        opts = (f"-k {self.dir} -c listen_addresses='' -c port={self.port} -c shared_buffers=2GB "
                "-c work_mem=1GB -c maintenance_work_mem=1GB -c max_worker_processes=2 "
                "-c max_parallel_workers=2 -c max_parallel_workers_per_gather=1 -c fsync=off "
                "-c synchronous_commit=off -c full_page_writes=off -c jit=off")
        self.as_pg(f'{PG_BIN}/pg_ctl -D {self.dir}/data -o "{opts}" -l {self.dir}/log -w start >/dev/null')

    def as_pg(self, cmd, timeout=None):
        return subprocess.run(["su", "postgres", "-c", cmd], capture_output=True, text=True, timeout=timeout)

    def psql(self, sql, timeout=None):
        cmd = f"psql -X -q -At -v ON_ERROR_STOP=1 -h {self.dir} -p {self.port} -d bench"
        return subprocess.run(["su", "postgres", "-c", cmd], input=sql, capture_output=True, text=True,
                              timeout=timeout)

    def run(self, data, query, timeout, repeat=1, below=0):
        self.as_pg(f"dropdb -h {self.dir} -p {self.port} --if-exists bench; createdb -h {self.dir} -p {self.port} bench")
        loads = [f"\\timing on\nCOPY e FROM '{data}/e.csv' WITH (FORMAT csv, HEADER true);\n\\timing off"] + \
                [f"COPY {t} FROM '{data}/{t}.csv' WITH (FORMAT csv, HEADER true);" for t in ("f", "nodes")]
        p = self.psql(";\n".join(SCHEMA) + ";\n" + "\n".join(loads) + "\nVACUUM ANALYZE;\n")
        if p.returncode != 0:
            return None, None, None, p.stderr.strip()[:200]
        ingest = float(p.stdout.split("Time: ")[1].split()[0]) / 1000
        if not query:
            return ingest, None, None, None
        sql = (f"SET statement_timeout = '{int(timeout)}s';\n\\timing on\nCREATE TABLE r AS {query[0]};\n"
               f"\\timing off\n{checksum_sql(query[1], result_columns(query[0]))};\n")
        try:
            p = self.psql(sql, timeout=timeout + 30)
        except subprocess.TimeoutExpired:
            return ingest, None, None, "timeout"
        if p.returncode != 0:
            return ingest, None, None, "timeout" if "statement timeout" in p.stderr else p.stderr.strip()[:200]
        lines = [l for l in p.stdout.splitlines() if l]
        t = float([l for l in lines if l.startswith("Time: ")][0].split()[1]) / 1000
        # a fast query runs `repeat` times in all (same server and data); its best time counts
        for _ in range(repeat - 1 if t < below else 0):
            again = self.psql(f"DROP TABLE r;\n\\timing on\nCREATE TABLE r AS {query[0]};\n", timeout=timeout + 30)
            times = [l for l in again.stdout.splitlines() if l.startswith("Time: ")]
            if again.returncode == 0 and times:
                t = min(t, float(times[0].split()[1]) / 1000)
        return ingest, t, lines[-1].split("|"), None

    def stop(self):
        self.as_pg(f"{PG_BIN}/pg_ctl -D {self.dir}/data -m fast stop >/dev/null")


# ---- driver --------------------------------------------------------------------------------------
def build_tools(build, rebuild=True):
    if rebuild:
        subprocess.run(["cmake", "--build", build, "--target", "grb-sql", "tensql_gen_edges"], check=True,
                       stdout=subprocess.DEVNULL)
    return os.path.join(build, "tensql", "grb-sql"), os.path.join(build, "tensql", "tensql_gen_edges")


def make_graph(gen, spec, data):
    """Writes e.csv, f.csv and nodes.csv for a graph spec (rmat:S, urand:S, metis:NAME); returns |e|."""
    os.makedirs(data, exist_ok=True)
    os.chmod(data, 0o755)
    kind, arg = spec.split(":")
    e = os.path.join(data, "e.csv")
    if kind == "metis":
        out = subprocess.run([gen, "metis", os.path.join(METIS_DIR, arg + ".graph"), "1", e], capture_output=True, text=True)
    else:
        out = subprocess.run([gen, kind, arg, "16", "1", e], capture_output=True, text=True)
    edges = int(out.stdout.split()[0])
    subprocess.run([gen, "other", e, "2", os.path.join(data, "f.csv")], check=True, stdout=subprocess.DEVNULL)
    n = 1 + max(max(int(r[0]), int(r[1])) for r in csv.reader(open(e)) if r[0] != "src")
    subprocess.run([gen, "nodes", str(n), os.path.join(data, "nodes.csv")], check=True)
    for name in ("e.csv", "f.csv", "nodes.csv"):
        os.chmod(os.path.join(data, name), 0o644)
    return edges


def machine():
    model = ""
    try:
        model = [l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")][0]
    except (OSError, IndexError):
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{model}, {os.cpu_count()} cores, {mem:.0f} GiB, {platform.system()} {platform.release()}"


def fmt(t):
    return "-" if t is None else (f"{t:.3f}" if t < 10 else f"{t:.1f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="the project's build folder")
    ap.add_argument("--no-build", action="store_true",
                    help="use the programs already built there (a test must not relink the library under the "
                         "tests running beside it)")
    ap.add_argument("--graphs", default="metis:4elt,metis:copter2,urand:12,rmat:10,rmat:12,urand:14,rmat:14",
                    help="comma-separated rmat:SCALE, urand:SCALE, metis:NAME (edge factor 16)")
    ap.add_argument("--engines", default="grb-sql,duckdb,sqlite,postgres")
    ap.add_argument("--workloads", default=",".join(QUERIES), help="queries to run (ingest is always measured)")
    ap.add_argument("--timeout", type=float, default=120, help="seconds per engine and query")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs of a query faster than --repeat-below in each engine; the best counts")
    ap.add_argument("--repeat-below", type=float, default=5.0, help="seconds (see --repeat)")
    ap.add_argument("--out", default=HERE, help="where RESULTS.md, results.json and RESULTS.png go")
    ap.add_argument("--append", action="store_true",
                    help="add to the results already in --out/results.json (e.g. larger graphs for fewer engines)")
    args = ap.parse_args()
    grb, gen = build_tools(args.build, rebuild=not args.no_build)
    engines = args.engines.split(",")
    skipped = {}
    if "duckdb" in engines:
        try:
            import duckdb  # noqa: F401
        except ImportError:
            skipped["duckdb"] = "Python module duckdb not installed (pip install duckdb)"
    if "postgres" in engines and not os.path.exists(os.path.join(PG_BIN, "initdb")):
        skipped["postgres"] = f"PostgreSQL 15 not found in {PG_BIN} (Debian postgresql-15)"
    engines = [e for e in engines if e not in skipped]
    for e, why in skipped.items():
        print(f"skipping {e}: {why}", file=sys.stderr)
    # a SIGTERM still stops the PostgreSQL server and removes the data (the finally below)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    work = tempfile.mkdtemp(prefix="tensql-bench-")
    os.chmod(work, 0o755)
    pg = Postgres(work) if "postgres" in engines else None
    results = []  # (graph, edges, workload, {engine: (time, note)}, agreed)
    try:
        for spec in args.graphs.split(","):
            data = os.path.join(work, spec.replace(":", "-"))
            edges = make_graph(gen, spec, data)
            print(f"== {spec}: {edges} edges", file=sys.stderr)
            ingest = {}
            queries = [w for w in args.workloads.split(",") if w in QUERIES]
            for name in queries:
                q = QUERIES[name]
                cell, sums = {}, {}
                for eng in engines:
                    rep = (args.repeat, args.repeat_below)
                    if eng == "grb-sql":
                        r = run_grb_sql(grb, data, q, args.timeout, *rep)
                    elif eng == "postgres":
                        r = pg.run(data, q, args.timeout, *rep)
                    else:
                        r = run_embedded(eng, data, q, args.timeout, *rep)
                    t_ingest, t_query, checksum, err = r
                    # every query's run loads the data: the best of those loads counts
                    if t_ingest is not None and (eng not in ingest or t_ingest < ingest[eng][0]):
                        ingest[eng] = (t_ingest, None)
                    cell[eng] = (t_query, err)
                    sums[eng] = checksum
                    print(f"   {name:17s} {eng:8s} {fmt(t_query):>8s} {err or ''}", file=sys.stderr)
                done = [e for e in engines if sums[e] is not None]
                agreed = all(same_checksum(sums[done[0]], sums[e]) for e in done) if done else False
                if not agreed and len(done) > 1:
                    print(f"   RESULTS DIFFER: {json.dumps(sums)}", file=sys.stderr)
                results.append((spec, edges, name, cell, agreed, len(done)))
            results.insert(len(results) - len(queries), (spec, edges, "ingest", ingest, True, len(ingest)))
    finally:
        if pg:
            pg.stop()
        shutil.rmtree(work, ignore_errors=True)
    record = {"command": " ".join(["python3", "tensql/bench/run_bench.py"] + sys.argv[1:]), "skipped": skipped,
              "engines": engines, "rows": [[spec, edges, name, cell, agreed, done]
                                           for spec, edges, name, cell, agreed, done in results]}
    runs = []
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "results.json")
    if args.append and os.path.exists(path):
        runs = json.load(open(path))
    runs.append(record)
    with open(path, "w") as f:
        json.dump(runs, f, indent=1)
    write_results(args.out, runs)
    plot = os.path.join(HERE, "plot_results.py")
    if os.path.exists("/usr/bin/python3"):
        subprocess.run(["/usr/bin/python3", plot, path, os.path.join(args.out, "RESULTS.png")])


def write_results(out, runs):
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    lines = [
        "# grb-sql bench: TenSQL's workloads",
        "",
        f"{datetime.datetime.utcnow():%Y-%m-%d %H:%M} UTC, {machine()}; load average at the end {load}",
        "(other processes share the machine: compare ratios, not absolute times).",
        "Commands: " + "; ".join(f"`{r['command']}`" for r in runs) + ".",
        "Seconds; 2 threads (grb-sql OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive, DuckDB threads=2, PostgreSQL one parallel worker",
        "beside its leader; SQLite has one thread). `ok` says every engine that finished produced the same",
        "result checksum (row count and the sum of every column).",
        "",
        "A query that took less than 5 s ran 3 times in each engine (same process or server, the data loaded",
        "once) and its best time counts; ingest is the best of the loads before each query (one per query).",
        "",
        "What each time includes (every engine in a fresh process or database per query, data loaded first):",
        "* grb-sql: `--timing` of the statement: parsing, planning, the GraphBLAS calls and the extraction of",
        "  the result into typed columns in the process's memory (keys, values, dictionary ids of TEXT);",
        "  not printing it. Two-hop: until the result is held as the matrices its `mxm` computed (waited",
        "  for; the form grb-sql stores a two-key table in); their extraction into typed columns happens",
        "  as it is printed and is not timed. Ingest: `COPY` from the CSV file.",
        "* DuckDB (in-process, Python API) and SQLite (in-process, in-memory database): `CREATE TABLE r AS",
        "  <query>`, the result stored as a table in memory; nothing is sent to the client. Ingest: DuckDB's",
        "  `COPY`; SQLite has no CSV import in its library, so its ingest is Python's csv reader feeding",
        "  `executemany` (slower than SQLite's own loading would be).",
        "* PostgreSQL: psql's `\\timing` of `CREATE TABLE r AS <query>` on its own server (private socket): the",
        "  result is written into a table (shared_buffers 2 GB, fsync off), not sent to the client. Ingest: `COPY`.",
        "",
    ]
    engines = []
    for r in runs:
        engines += [e for e in r["engines"] if e not in engines]
        for e, why in r["skipped"].items():
            lines.append(f"Skipped {e}: {why}.")
    results = [row for r in runs for row in r["rows"]]
    header = "| graph | edges | workload | " + " | ".join(engines) + " | " + " | ".join(
        f"grb-sql vs {e}" for e in engines if e != "grb-sql") + " | results |"
    lines += ["", header, "|" + "---|" * (header.count("|") - 1)]
    for spec, edges, name, cell, agreed, done in results:
        times = [cell.get(e, (None, "not run")) for e in engines]
        cols = [fmt(t) if t is not None else (err or "-") for t, err in times]
        mine = cell.get("grb-sql", (None, None))[0]
        ratios = []
        for e in engines:
            if e == "grb-sql":
                continue
            other = cell.get(e, (None, None))[0]
            ratios.append(f"{other / mine:.1f}x" if mine and other else "-")
        verdict = "ok" if agreed and done > 1 else ("only one engine" if done == 1 else "DIFFER")
        if name == "ingest":
            verdict = ""
        lines.append(f"| {spec} | {edges} | {name} | " + " | ".join(cols) + " | " + " | ".join(ratios) + f" | {verdict} |")
    lines += ["", "![grb-sql's speed-up over each engine](RESULTS.png)"]
    path = os.path.join(out, "RESULTS.md")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()

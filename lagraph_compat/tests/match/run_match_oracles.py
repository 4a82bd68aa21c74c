#!/usr/bin/env python3
"""grb-match against independent counts: Boost VF2, igraph VF2 and LAD (match_oracle) and brute force.

    run_match_oracles.py --grb-match PATH --oracle PATH [--metis-dir DIR] [--jobs N]

Patterns: every connected graph of 1 to 5 vertices of networkx's graph atlas, random connected
patterns of 6 to 8 vertices, random directed patterns; graphs: small generated ones (networkx,
fixed seeds), and pieces of the METIS example graphs of Debian's libmetis-doc (breadth-first balls,
skipped when the folder is absent). Every count of every method must be equal, in both semantics
(non-induced: Boost vf2_subgraph_mono, igraph VF2, LAD; induced: Boost vf2_subgraph_iso, LAD
induced), with vertex and edge labels where the method takes them; grb-match --distinct times the
pattern's automorphisms must give the embeddings. Exit 77 (ctest: skipped) without networkx.
"""
import argparse
import concurrent.futures
import os
import random
import subprocess
import sys
import tempfile
import time

try:
    import networkx as nx
except ImportError:
    print("networkx missing (Debian python3-networkx): skipped")
    sys.exit(77)


def write_edges(path, g, labels=None):
    with open(path, "w") as f:
        f.write("# %d vertices\n" % g.number_of_nodes())
        for u, v in g.edges():
            f.write("%d %d%s\n" % (u, v, " %d" % labels[(u, v)] if labels else ""))
        # the vertex count is the largest id + 1: mark the last vertex with a self-loop (ignored)
        n = g.number_of_nodes()
        if n and (n - 1) not in {x for e in g.edges() for x in e}:
            f.write("%d %d\n" % (n - 1, n - 1))


def write_labels(path, values):
    with open(path, "w") as f:
        f.write("".join("%d\n" % x for x in values))


def metis_ball(path, size, seed):
    """The subgraph induced by the first `size` vertices of a breadth-first search in a METIS graph."""
    with open(path) as f:
        lines = [ln for ln in f if not ln.startswith("%")]
    n = int(lines[0].split()[0])
    adj = [[int(x) - 1 for x in lines[1 + i].split()] for i in range(n)]
    start = random.Random(seed).randrange(n)
    order, seen, head = [start], {start}, 0
    while head < len(order) and len(order) < size:
        for w in adj[order[head]]:
            if w not in seen and len(order) < size:
                seen.add(w)
                order.append(w)
        head += 1
    ids = {v: i for i, v in enumerate(order)}
    g = nx.Graph()
    g.add_nodes_from(range(len(order)))
    g.add_edges_from((ids[v], ids[w]) for v in order for w in adj[v] if w in ids and ids[v] < ids[w])
    return g


def random_connected(rng, k, extra):
    g = nx.Graph()
    g.add_nodes_from(range(k))
    for v in range(1, k):
        g.add_edge(v, rng.randrange(v))
    for _ in range(extra):
        u, v = rng.sample(range(k), 2)
        g.add_edge(u, v)
    return g


def oriented(rng, g):
    d = nx.DiGraph()
    d.add_nodes_from(g.nodes())
    for u, v in g.edges():
        r = rng.random()
        if r < 0.4:
            d.add_edge(u, v)
        elif r < 0.8:
            d.add_edge(v, u)
        else:
            d.add_edge(u, v)
            d.add_edge(v, u)
    return d


class Runner:
    def __init__(self, args, tmp):
        self.args, self.tmp, self.times = args, tmp, []

    def run(self, cmd):
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=self.args.case_timeout)
        if out.returncode != 0:
            raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), out.returncode, out.stderr.strip()))
        return out.stdout

    def grb(self, p, g, flags):
        out = self.run([self.args.grb_match, "--pattern", p, "--graph", g] + flags)
        aut = None
        for line in out.splitlines():
            if line.startswith("# pattern") and "automorphisms" in line:
                aut = int(line.split(",")[-1].split()[0])
        return int(out.strip().splitlines()[-1]), aut

    def oracle(self, method, p, g, flags):
        return int(self.run([self.args.oracle, "--method", method, "--pattern", p, "--graph", g] + flags).strip().splitlines()[-1])

    def case(self, name, p, g, flags, methods, check_distinct=True):
        """Returns a list of failure strings for one (pattern, graph, semantics)."""
        t0 = time.time()
        try:
            return self.case_counts(name, p, g, flags, methods, check_distinct)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            return ["%s %s: %s" % (name, " ".join(flags), e)]
        finally:
            self.times.append((time.time() - t0, name, " ".join(flags)))

    def case_counts(self, name, p, g, flags, methods, check_distinct):
        counts = {}
        ours, aut = self.grb(p, g, flags)
        counts["grb-match"] = ours
        if check_distinct:
            distinct, _ = self.grb(p, g, flags + ["--distinct"])
            counts["grb-match distinct*aut"] = distinct * aut
        for m in methods:
            counts[m] = self.oracle(m, p, g, [f for f in flags if f != "--no-symmetry-breaking"])
        if len(set(counts.values())) != 1:
            return ["%s %s: %s" % (name, " ".join(flags), counts)]
        return []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grb-match", required=True)
    ap.add_argument("--oracle", required=True)
    ap.add_argument("--metis-dir", default="/usr/share/doc/libmetis-dev/examples/graphs")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--case-timeout", type=int, default=120, help="seconds for one program run")
    args = ap.parse_args()
    rng = random.Random(28)
    tmp = tempfile.mkdtemp(prefix="match-oracles-")
    r = Runner(args, tmp)

    def path(name):
        return os.path.join(tmp, name)

    # ---- patterns ----
    atlas = [g for g in nx.graph_atlas_g() if 1 <= g.number_of_nodes() <= 5 and nx.is_connected(g)]
    patterns = []
    for i, g in enumerate(atlas):
        write_edges(path("atlas%d.txt" % i), g)
        patterns.append(("atlas%d(k=%d,m=%d)" % (i, g.number_of_nodes(), g.number_of_edges()), path("atlas%d.txt" % i), g))
    big_patterns = []
    for i in range(8):
        k = 6 + i % 3
        # cycles in the pattern keep the counts (and the oracles' time) small on meshes
        g = random_connected(rng, k, k - 1 + rng.randrange(0, 3))
        write_edges(path("rand%d.txt" % i), g)
        big_patterns.append(("rand%d(k=%d,m=%d)" % (i, k, g.number_of_edges()), path("rand%d.txt" % i), g))
    dir_patterns = []
    for i, g in enumerate([atlas[j] for j in range(2, len(atlas), 3)] + [random_connected(rng, 6, 2)]):
        d = oriented(rng, g)
        write_edges(path("dpat%d.txt" % i), d)
        dir_patterns.append(("dpat%d(k=%d,m=%d)" % (i, d.number_of_nodes(), d.number_of_edges()), path("dpat%d.txt" % i)))

    # ---- graphs ----
    tiny = {"petersen": nx.petersen_graph(), "gnp11": nx.gnp_random_graph(11, 0.45, seed=1),
            "k33plus": nx.complete_bipartite_graph(3, 4)}
    small = {"gnp60": nx.gnp_random_graph(60, 0.12, seed=2), "ba60": nx.barabasi_albert_graph(60, 3, seed=3),
             "grid9x9": nx.convert_node_labels_to_integers(nx.grid_2d_graph(9, 9)),
             "ws100": nx.watts_strogatz_graph(100, 6, 0.2, seed=4)}
    metis, metis_small = {}, {}
    # balls of a few hundred vertices: VF2 and LAD slow down sharply with the size of the graph
    for name, size in (("4elt", 150), ("copter2", 100), ("mdual", 200)):
        f = os.path.join(args.metis_dir, name + ".graph")
        if os.path.exists(f):
            metis["metis_" + name] = metis_ball(f, size, 5)
            # the 6-8 vertex patterns: smaller balls (Boost's VF2 needs minutes on the larger ones)
            metis_small["metis_%s_40" % name] = metis_ball(f, 40, 6)
        else:
            print("METIS graph %s absent: skipped" % f)
    graphs = {}
    for name, g in list(tiny.items()) + list(small.items()) + list(metis.items()) + list(metis_small.items()):
        write_edges(path(name + ".txt"), g)
        graphs[name] = path(name + ".txt")
    dgraphs = {"dgnp40": nx.gnp_random_graph(40, 0.12, seed=6, directed=True),
               "dba80": oriented(random.Random(7), nx.barabasi_albert_graph(80, 3, seed=7))}
    for name, g in dgraphs.items():
        write_edges(path(name + ".txt"), g)
    # labelled graph and pattern files
    lg = small["ba60"]
    write_labels(path("ba60.vlab"), [rng.randrange(2) for _ in range(lg.number_of_nodes())])
    elab = {(u, v): 1 + rng.randrange(2) for u, v in lg.edges()}
    write_edges(path("ba60_el.txt"), lg, elab)

    jobs = []  # (name, pattern, graph, flags, methods, check_distinct)
    mono = ["boost", "vf2", "lad"]
    ind = ["boost", "lad"]
    for gname, gpath in graphs.items():
        brute = ["brute"] if gname in tiny else []
        # LAD on the tiny and small graphs (it is the slowest oracle)
        lad = ["lad"] if gname in tiny or gname in small else []
        if gname in metis_small or gname in tiny:
            # 6-8 vertices on small sparse graphs (a sparse 8-vertex pattern has billions of
            # embeddings around a hub); brute force on the tiny ones
            for pname, ppath, _ in big_patterns:
                jobs.append((pname + " in " + gname, ppath, gpath, [], ["boost", "vf2"] + brute, True))
                jobs.append((pname + " in " + gname, ppath, gpath, ["--induced"], ["boost"] + brute, False))
        if gname in metis_small:
            continue
        for pname, ppath, _ in patterns:
            jobs.append((pname + " in " + gname, ppath, gpath, [], ["boost", "vf2"] + lad + brute, True))
            jobs.append((pname + " in " + gname, ppath, gpath, ["--induced"], ["boost"] + lad + brute, False))
    for gname in dgraphs:
        gpath = path(gname + ".txt")
        for pname, ppath in dir_patterns:
            jobs.append((pname + " in " + gname, ppath, gpath, ["--directed"], mono, True))
            jobs.append((pname + " in " + gname, ppath, gpath, ["--directed", "--induced"], ind, False))
    # vertex labels (both sides, label files per pattern) and edge labels
    for i, (pname, ppath, pg) in enumerate(patterns[2:20:3]):
        plab = path("p%d.vlab" % i)
        write_labels(plab, [rng.randrange(2) for _ in range(pg.number_of_nodes())])
        lflags = ["--pattern-labels", plab, "--graph-labels", path("ba60.vlab")]
        jobs.append((pname + " vlabels", ppath, graphs["ba60"], lflags, mono, True))
        jobs.append((pname + " vlabels", ppath, graphs["ba60"], lflags + ["--induced"], ind, False))
        pel = path("p%d_el.txt" % i)
        write_edges(pel, pg, {e: 1 + rng.randrange(2) for e in pg.edges()})
        jobs.append((pname + " elabels", pel, path("ba60_el.txt"), ["--edge-labels"], ["boost", "vf2"], True))
    # the plain search (no symmetry breaking) on a sample
    for pname, ppath, _ in patterns[::4]:
        jobs.append((pname + " plain", ppath, graphs["ba60"], ["--no-symmetry-breaking"], ["vf2"], False))

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda j: r.case(*j), jobs))
        # (the slowest cases are printed below, to keep the test's time in view)
    failures = [f for res in results for f in res]
    print("%d cases (%d atlas patterns, %d random patterns of 6-8 vertices, %d directed; %d graphs): %d failures"
          % (len(jobs), len(patterns), len(big_patterns), len(dir_patterns), len(graphs) + len(dgraphs), len(failures)))
    for t, name, flags in sorted(r.times, reverse=True)[:5]:
        print("slowest: %.1f s %s %s" % (t, name, flags))
    for f in failures[:30]:
        print("MISMATCH", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

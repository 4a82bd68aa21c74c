#!/usr/bin/python3
"""Chart of the speed ratios SuiteSparse time / our time (above 1: we are faster).

    /usr/bin/python3 bench/plot_ratios.py results.json ratios.png

One panel per thread count; per workload one bar per graph, on a logarithmic axis with the
parity line at 1. Workloads that did not run on both libraries are marked "n/a".
Needs Debian's python3-matplotlib (run with /usr/bin/python3).
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main():
    data = json.load(open(sys.argv[1]))
    out = sys.argv[2]
    ratios = data["ratios"]
    runs = data["runs"]
    threads = sorted({r["threads"] for r in runs})
    workloads = []
    for r in runs:
        for w in r["results"]:
            if w not in workloads:
                workloads.append(w)
    rmap = {(r["graph"], r["workload"], r["threads"]): r["ratio"] for r in ratios}
    gnames = []
    for r in runs:
        gname = r["graph"].rsplit("/", 1)[-1]
        if gname not in gnames:
            gnames.append(gname)

    fig, axes = plt.subplots(1, len(threads), figsize=(6.5 * len(threads), 0.42 * len(workloads) * max(1, len(gnames)) ** 0.5 + 2.5),
                             sharey=True, squeeze=False)
    cmap = plt.get_cmap("tab10")
    height = 0.8 / max(1, len(gnames))
    allr = [r["ratio"] for r in ratios if r["ratio"] > 0] or [1.0]
    lo, hi = min(min(allr), 0.5) / 1.5, max(max(allr), 2.0) * 1.5
    for ax, t in zip(axes[0], threads):
        for gi, g in enumerate(gnames):
            ys, xs = [], []
            for wi, w in enumerate(workloads):
                v = rmap.get((g, w, t))
                y = wi + (gi - (len(gnames) - 1) / 2) * height
                if v is None:
                    ax.text(lo * 1.05, y, "n/a", va="center", fontsize=6, color=cmap(gi % 10))
                    continue
                ys.append(y)
                xs.append(v)
            ax.barh(ys, xs, height=height, color=cmap(gi % 10), label=g, left=0)
        ax.axvline(1.0, color="black", lw=1)
        ax.set_xscale("log")
        ax.set_xlim(lo, hi)
        ax.set_title("%d thread%s" % (t, "" if t == 1 else "s"))
        ax.set_xlabel("SuiteSparse time / our time  (> 1: ours faster)")
        ax.grid(axis="x", which="both", alpha=0.3)
        ax.set_yticks(range(len(workloads)))
        ax.set_yticklabels(workloads)
        ax.invert_yaxis()
    axes[0][-1].legend(fontsize=7, loc="lower right")
    date = data.get("machine", {}).get("date", "")
    model = data.get("machine", {}).get("Model name", "")
    fig.suptitle("GraphBLAS on Kokkos vs SuiteSparse:GraphBLAS 7.4 (%s, %s)" % (model, date), fontsize=10)
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main()

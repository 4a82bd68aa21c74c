#!/usr/bin/python3
"""Chart of the speed ratios SuiteSparse time / our time (above 1: we are faster).

    /usr/bin/python3 bench/plot_ratios.py results.json ratios.png

One panel per reference (SuiteSparse 7.4, 10.5.1: rows) and thread count (columns); per workload
one bar per graph, on a logarithmic axis with the parity line at 1. Workloads that did not run on
both libraries are marked "n/a".
Needs Debian's python3-matplotlib (run with /usr/bin/python3).
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

REF_NAMES = {"ss": "SuiteSparse 7.4", "ss10": "SuiteSparse 10.5.1"}


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
    # results.json of runs before the second reference have no "ref": SuiteSparse 7.4
    refs = [ref for ref in REF_NAMES if any(r.get("ref", "ss") == ref for r in ratios)] or ["ss"]
    rmap = {(r.get("ref", "ss"), r["graph"], r["workload"], r["threads"]): r["ratio"] for r in ratios}
    gnames = []
    for r in runs:
        gname = r["graph"].rsplit("/", 1)[-1]
        if gname not in gnames:
            gnames.append(gname)

    panel_h = 0.42 * len(workloads) * max(1, len(gnames)) ** 0.5 + 1.5
    fig, axes = plt.subplots(len(refs), len(threads), figsize=(6.5 * len(threads), panel_h * len(refs) + 1.0),
                             sharey=True, squeeze=False)
    cmap = plt.get_cmap("tab10")
    height = 0.8 / max(1, len(gnames))
    allr = [r["ratio"] for r in ratios if r["ratio"] > 0] or [1.0]
    lo, hi = min(min(allr), 0.5) / 1.5, max(max(allr), 2.0) * 1.5
    for ref, ax_row in zip(refs, axes):
        for ax, t in zip(ax_row, threads):
            panel(ax, [[rmap.get((ref, g, w, t)) for w in workloads] for g in gnames], gnames, workloads,
                  lo, hi, cmap, height)
            ax.set_title("vs %s, %d thread%s" % (REF_NAMES[ref], t, "" if t == 1 else "s"))
            ax.set_xlabel("%s time / our time  (> 1: ours faster)" % REF_NAMES[ref])
    axes[0][0].invert_yaxis()  # once: the panels share the axis (the first workload on top)
    axes[0][-1].legend(fontsize=7, loc="lower right")
    date = data.get("machine", {}).get("date", "")
    model = data.get("machine", {}).get("Model name", "")
    fig.suptitle("GraphBLAS on Kokkos vs %s (%s, %s)" % (" and ".join(REF_NAMES[r] for r in refs), model, date),
                 fontsize=10, y=1 - 0.2 / fig.get_figheight(), va="top")
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.6 / fig.get_figheight()))
    fig.savefig(out, dpi=110)


def panel(ax, values, gnames, workloads, lo, hi, cmap, height):
    """One panel: values[graph][workload] as horizontal bars (None: n/a)."""
    for gi, g in enumerate(gnames):
        ys, xs = [], []
        for wi, w in enumerate(workloads):
            v = values[gi][wi]
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
    ax.grid(axis="x", which="both", alpha=0.3)
    ax.set_yticks(range(len(workloads)))
    ax.set_yticklabels(workloads)


if __name__ == "__main__":
    main()

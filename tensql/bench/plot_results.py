#!/usr/bin/python3
"""Bar chart of grb-sql's speed-up over each engine per graph and workload (Debian's matplotlib).
usage: plot_results.py results.json out.png"""
import json
import sys

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    print("plot_results: matplotlib missing, no chart", file=sys.stderr)
    sys.exit(0)

runs = json.load(open(sys.argv[1]))
rows = [row for r in runs for row in r["rows"]]
engines = sorted({e for r in runs for e in r["engines"] if e != "grb-sql"})
labels, ratios = [], {e: [] for e in engines}
for spec, edges, name, cell, agreed, done in rows:
    mine = (cell.get("grb-sql") or [None])[0]
    if not mine or not any((cell.get(e) or [None])[0] for e in engines):
        continue  # nothing to compare with (e.g. grb-sql alone beyond the other engines' reach)
    labels.append(f"{spec} {name}")
    for e in engines:
        other = (cell.get(e) or [None])[0]
        ratios[e].append(other / mine if other else 0)
fig, ax = plt.subplots(figsize=(max(8, len(labels) * 0.45), 5))
width = 0.8 / max(1, len(engines))
for k, e in enumerate(engines):
    ax.bar([i + k * width for i in range(len(labels))], ratios[e], width, label=f"vs {e}")
ax.axhline(1, color="black", linewidth=0.8)
ax.set_yscale("log")
ax.set_ylabel("grb-sql speed-up (other time / grb-sql time)")
ax.set_xticks([i + width * (len(engines) - 1) / 2 for i in range(len(labels))])
ax.set_xticklabels(labels, rotation=70, ha="right", fontsize=7)
ax.legend()
fig.tight_layout()
fig.savefig(sys.argv[2], dpi=110)

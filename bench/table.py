#!/usr/bin/env python3
"""Reads RESULT lines (stdin) and prints workload x size x version with the
median time, the rate and the ratio of the CUDA time to this version's time
(1.00 = as fast as CUDA, below 1 = slower): against the CUDA kernel's time by
device events (cuda/this), and against the CUDA call timed as the OpenMP
versions are, by the host clock around a synchronous call (call/this)."""
import sys

rows, order = {}, []
for line in sys.stdin:
    if not line.startswith("RESULT "):
        continue
    f = dict(kv.split("=", 1) for kv in line.split()[1:])
    key = (f["workload"], f["size"])
    if key not in rows:
        rows[key] = {}
        order.append(key)
    rows[key][f["version"]] = f

versions = ["cuda", "cuda-call", "hier", "ompx", "omp"]


def ratio(base, r):
    return f"{float(base['ms']) / float(r['ms']):.2f}" if base else "-"


print(f"{'workload':<11} {'size':<18} {'version':<9} {'ms':>10} {'rate':>11} {'unit':<9} "
      f"{'cuda/this':>9} {'call/this':>9} check")
for key in order:
    cuda, call = rows[key].get("cuda"), rows[key].get("cuda-call")
    for v in versions + sorted(set(rows[key]) - set(versions)):
        r = rows[key].get(v)
        if not r:
            continue
        print(f"{key[0]:<11} {key[1]:<18} {v:<9} {float(r['ms']):>10.3f} {float(r['rate']):>11.2f} "
              f"{r['unit']:<9} {ratio(cuda, r):>9} {ratio(call, r):>9} {r['check']}")

# Summary: hier against CUDA (kernel time by events) and against plain OpenMP,
# one line per workload and size, and the geometric means over the suite's
# workloads (bench/suite.txt) and over the original five.
import math
import os

suite_file = os.path.join(os.path.dirname(os.path.abspath(__file__)), "suite.txt")
suite = set(open(suite_file).read().split()) if os.path.exists(suite_file) else set()
groups = {"suite": ([], []), "original": ([], [])}
lines = []
for key in order:
    r = rows[key]
    if "hier" not in r:
        continue
    hier = float(r["hier"]["ms"])
    vc = float(r["cuda"]["ms"]) / hier if "cuda" in r else None
    vo = float(r["omp"]["ms"]) / hier if "omp" in r else None
    ok = all(v["check"] == "ok" for v in r.values())
    g = groups["suite" if key[0] in suite else "original"]
    if vc:
        g[0].append(vc)
    if vo:
        g[1].append(vo)
    fmt = lambda v: f"{v:.2f}" if v else "-"
    lines.append(f"{key[0]:<11} {key[1]:<18} {fmt(vc):>10} {fmt(vo):>10} {'ok' if ok else 'FAIL'}")
if lines:
    print(f"\n{'workload':<11} {'size':<18} {'hier/cuda':>10} {'hier/omp':>10} checks  (speed ratios: >1 = hier faster)")
    print("\n".join(lines))
    gm = lambda v: f"{math.exp(sum(map(math.log, v)) / len(v)):.2f} over {len(v)}" if v else "-"
    for name, (c, o) in groups.items():
        if c or o:
            print(f"geomean {name:<9} hier/cuda {gm(c)}, hier/omp {gm(o)}; "
                  f"min hier/cuda {min(c):.2f}" if c else f"geomean {name}: hier/omp {gm(o)}")

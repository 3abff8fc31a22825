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

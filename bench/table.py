#!/usr/bin/env python3
"""Reads RESULT lines (stdin) and prints workload x size x version with the
median time, the rate and the ratio of the CUDA time to this version's time
(1.00 = as fast as CUDA, below 1 = slower)."""
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

versions = ["cuda", "hier", "ompx", "omp"]
print(f"{'workload':<11} {'size':<18} {'version':<7} {'ms':>10} {'rate':>11} {'unit':<9} {'cuda/this':>9} check")
for key in order:
    cuda = rows[key].get("cuda")
    for v in versions + sorted(set(rows[key]) - set(versions)):
        r = rows[key].get(v)
        if not r:
            continue
        ratio = f"{float(cuda['ms']) / float(r['ms']):.2f}" if cuda else "-"
        print(f"{key[0]:<11} {key[1]:<18} {v:<7} {float(r['ms']):>10.3f} {float(r['rate']):>11.2f} "
              f"{r['unit']:<9} {ratio:>9} {r['check']}")

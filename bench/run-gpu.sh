#!/usr/bin/env bash
# Runs every benchmark binary in build-bench/ and prints one table.
# On the GPU machine, from the repository root:
#   source .device/env.sh && bench/run-gpu.sh
# Extra arguments go to every binary (e.g. --small). Logs go to $OUT (the
# device tool's output folder) when it is set, else to build-bench/logs.
# BENCH_VERSIONS and BENCH_WORKLOADS pick a subset (default: all), e.g.
#   BENCH_VERSIONS="cuda hier" bench/run-gpu.sh
set -uo pipefail
bin=build-bench
logs=${OUT:-$bin/logs}
mkdir -p "$logs"
versions=${BENCH_VERSIONS:-cuda hier ompx omp}
status=0
: >"$logs/results.txt"
for w in ${BENCH_WORKLOADS:-reduce spmv gpp snap_ui mdrange}; do
  for v in $versions; do
    exe="$bin/${w}_$v"
    [ -x "$exe" ] || { echo "missing $exe" >&2; status=1; continue; }
    echo "== $w $v" >&2
    # 150 s per binary keeps the whole run under ~8 minutes even if one hangs.
    timeout 150 "$exe" "$@" >"$logs/${w}_$v.log" 2>&1 || { echo "FAILED: $w $v (rc $?)" >&2; status=1; }
    grep -v '^RESULT' "$logs/${w}_$v.log" | tail -5 >&2
    grep '^RESULT' "$logs/${w}_$v.log" >>"$logs/results.txt"
  done
done
python3 bench/table.py <"$logs/results.txt" | tee "$logs/table.txt"
exit $status

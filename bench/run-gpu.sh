#!/usr/bin/env bash
# Runs every benchmark binary in build-bench/ and prints one table.
# On the GPU machine, from the repository root:
#   source .device/env.sh && bench/run-gpu.sh
# Extra arguments go to every binary (e.g. --small). Logs go to $OUT (the
# device tool's output folder) when it is set, else to build-bench/logs.
# BENCH_VERSIONS and BENCH_WORKLOADS pick a subset (default: all), e.g.
#   BENCH_VERSIONS="cuda hier" bench/run-gpu.sh
# The whole run (5 original workloads x 4 versions, the suite's 9 x 3) takes
# about 5 minutes on an H100/H200; BENCH_BUDGET_S (default 450) stops starting
# binaries once that many seconds have gone, so one call stays within the
# device tool's 10 minutes. The table is also written to $logs/table.txt.
set -uo pipefail
bin=build-bench
logs=${OUT:-$bin/logs}
mkdir -p "$logs"
versions=${BENCH_VERSIONS:-cuda hier ompx omp}
status=0
: >"$logs/results.txt"
budget=${BENCH_BUDGET_S:-450}
start=$SECONDS
for w in ${BENCH_WORKLOADS:-reduce spmv gpp snap_ui mdrange $(cat bench/suite.txt)}; do
  for v in $versions; do
    exe="$bin/${w}_$v"
    src=bench/$w/$v.cpp
    [ "$v" = cuda ] && src=bench/$w/cuda.cu
    [ -f "$src" ] || continue # the suite's workloads have no ompx version
    [ -x "$exe" ] || { echo "missing $exe" >&2; status=1; continue; }
    left=$((budget - (SECONDS - start)))
    [ "$left" -gt 10 ] || { echo "SKIPPED (BENCH_BUDGET_S=$budget spent): $w $v" >&2; status=1; continue; }
    echo "== $w $v" >&2
    # At most 120 s per binary, and never past the budget, even if one hangs.
    timeout $((left < 120 ? left : 120)) "$exe" "$@" >"$logs/${w}_$v.log" 2>&1 ||
      { echo "FAILED: $w $v (rc $?)" >&2; status=1; }
    grep -v '^RESULT' "$logs/${w}_$v.log" | tail -5 >&2
    grep '^RESULT' "$logs/${w}_$v.log" >>"$logs/results.txt"
  done
done
python3 bench/table.py <"$logs/results.txt" | tee "$logs/table.txt"
exit $status

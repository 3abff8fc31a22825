#!/usr/bin/env bash
# Builds every benchmark binary into build-bench/ at the repository root:
#   build-bench/<workload>_{cuda,omp,ompx,hier}
# (the suite's newer workloads have no ompx version: bench/README.md).
# cuda: nvcc; omp: clang-19 with LLVM 19's device runtime (plain OpenMP needs
# one; bench/omp-baseline.sh sets it up); ompx: clang-22 with no device runtime (--no-offloadlib); hier: clang-22
# with the hier plugin (build/lib/libhier.so; `bash scripts/build.sh` makes it).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/build-bench"
mkdir -p "$out"
flags19=$(bash "$root/bench/omp-baseline.sh")
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
# CUDA binaries link cudart statically (~1 MB each); stripped (-s) they are
# 0.3 MB smaller, which keeps build-bench small enough to carry to the GPU.
nvccflags="-O3 -arch=sm_90 -std=c++17 -Xlinker -s"
clang22=${CLANG22:-/usr/lib/llvm-22/bin/clang++}
hierlib=${HIERLIB:-$root/build/lib/libhier.so}
[ -f "$hierlib" ] || { echo "no $hierlib: run scripts/build.sh first" >&2; exit 1; }
# -Wno-pass-failed: `simd` loops the GPU code generator does not vectorize.
common="-O3 -std=c++20 -fopenmp --offload-arch=sm_90 -Wno-pass-failed"

# No per-workload hier options: every hier version builds with the plugin
# alone (issue 20). GPP, which ran with -fplugin-arg-hier-max-registers=64,
# loses 2.5% without it and stays 1.12-1.14x CUDA (docs/bench.md).

# BENCH_WORKLOADS (default: all) builds a subset, e.g. BENCH_WORKLOADS="nbody gemv".
want() { [ -z "${BENCH_WORKLOADS:-}" ] || [[ " $BENCH_WORKLOADS " == *" $1 "* ]]; }

jobs=()
for w in reduce spmv gpp snap_ui mdrange; do
  want "$w" || continue
  src="$root/bench/$w"
  jobs+=("$nvcc $nvccflags $src/cuda.cu -o $out/${w}_cuda")
  jobs+=("clang++-19 $common $flags19 $src/omp.cpp -o $out/${w}_omp")
  jobs+=("$clang22 $common --no-offloadlib $src/ompx.cpp -o $out/${w}_ompx")
  jobs+=("$clang22 $common --no-offloadlib -fplugin=$hierlib $src/hier.cpp -o $out/${w}_hier")
done
# The broader suite (issue 20): hier written the first way, no per-workload
# flags; CUDA and plain OpenMP as above.
for w in $(cat "$root/bench/suite.txt"); do
  want "$w" || continue
  src="$root/bench/$w"
  jobs+=("$nvcc $nvccflags $src/cuda.cu -o $out/${w}_cuda")
  jobs+=("clang++-19 $common $flags19 $src/omp.cpp -o $out/${w}_omp")
  jobs+=("$clang22 $common --no-offloadlib -fplugin=$hierlib $src/hier.cpp -o $out/${w}_hier")
done
# As many at a time as there are cores; stop at the first failure.
printf '%s\n' "${jobs[@]}" | xargs -P "$(nproc)" -I{} sh -c 'echo "  {}" | sed "s|$0/||g"; {}' "$root"
echo "built: $(ls "$out" | wc -l) binaries in $out ($(du -sh "$out" | cut -f1))"

#!/usr/bin/env bash
# Builds the launch probe into build-probe/ at the repository root:
# probe_hier (clang-22 + build/lib/libhier.so, sm_90) and probe_cuda (nvcc).
# Then, on the GPU machine (carry .device and build-probe):
#   source .device/env.sh && bench/launch-probe/run.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/build-probe"
mkdir -p "$out"
hierlib=${HIERLIB:-$root/build/lib/libhier.so}
[ -f "$hierlib" ] || { echo "no $hierlib: run scripts/build.sh first" >&2; exit 1; }
src="$root/bench/launch-probe"
${NVCC:-/usr/local/cuda/bin/nvcc} -O3 -arch=sm_90 -std=c++17 -Xlinker -s \
  "$src/probe_cuda.cu" -o "$out/probe_cuda"
${CLANG22:-/usr/lib/llvm-22/bin/clang++} -O3 -std=c++17 -fopenmp \
  --offload-arch=sm_90 --no-offloadlib -fplugin="$hierlib" \
  "$src/probe_hier.cpp" -o "$out/probe_hier"
# examples/cg-mpi for the GPU (issue 22, item 4), where OpenMPI is here.
if command -v mpicxx >/dev/null; then
  ${CLANG22:-/usr/lib/llvm-22/bin/clang++} -O3 -std=c++17 -fopenmp \
    --offload-arch=sm_90 --no-offloadlib -fplugin="$hierlib" \
    $(mpicxx --showme:compile) "$root/examples/cg-mpi/cg.cpp" \
    $(mpicxx --showme:link) -o "$out/cg-mpi"
fi
cp "$src/run.sh" "$out/"
echo "built: $(ls "$out" | tr '\n' ' ')in $out"

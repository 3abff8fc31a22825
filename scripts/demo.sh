#!/usr/bin/env bash
# Installs what is missing, builds hier, compiles the examples with
# -fplugin=libhier.so and runs them: on the GPU if there is one, on the host
# otherwise. Each example checks its result against a sequential loop nest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh >/dev/null
build=${HIER_BUILD_DIR:-build}
llvm=/usr/lib/llvm-22
plugin="$PWD/$build/lib/libhier.so"
flags=(-O2 -fopenmp "-fplugin=$plugin")
if [ -x /usr/local/cuda/bin/ptxas ]; then
  # Debian's LLVM 22 ships no OpenMP device runtime: --no-offloadlib tells
  # the driver not to look for it (hier kernels do not need it).
  flags+=(--offload-arch=sm_90 --no-offloadlib --cuda-path=/usr/local/cuda)
  where="GPU if one is present, host fallback otherwise"
else
  where="host (no CUDA ptxas here, so no GPU code was built)"
fi
mkdir -p "$build/examples"
echo "hier demo: running on the $where"
status=0
for ex in examples/*.cpp; do
  exe="$build/examples/$(basename "$ex" .cpp)"
  "$llvm/bin/clang++" "${flags[@]}" "$ex" -o "$exe"
  LD_LIBRARY_PATH="$llvm/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$exe" || status=1
done
exit $status

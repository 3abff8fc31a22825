#!/usr/bin/env bash
# Configures and builds hier into ${HIER_BUILD_DIR:-build}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
build=${HIER_BUILD_DIR:-build}
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
        -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm ${HIER_CMAKE_ARGS:-}
fi
ninja -C "$build"

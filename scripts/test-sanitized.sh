#!/usr/bin/env bash
# Builds hier's libraries with ASan and UBSan (clang, Debug: the passes also
# verify the IR they produce) into ${HIER_ASAN_BUILD_DIR:-build-asan} and runs
# the lit suite with them (docs/reliability.md, "Sanitizers").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
if ! dpkg-query -W -f='${Status}' libclang-rt-22-dev 2>/dev/null |
     grep -q "install ok installed"; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libclang-rt-22-dev >/dev/null
fi
build=${HIER_ASAN_BUILD_DIR:-build-asan}
if [ ! -f "$build/build.ninja" ]; then
  CC=/usr/lib/llvm-22/bin/clang CXX=/usr/lib/llvm-22/bin/clang++ \
    cmake -G Ninja -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug \
          -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm -DHIER_ENABLE_SANITIZERS=ON
fi
ninja -C "$build" check-hier-sanitized

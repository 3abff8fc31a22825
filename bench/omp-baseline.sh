#!/usr/bin/env bash
# Sets up the plain-OpenMP comparator of the benchmarks (omp.cpp: `target
# teams distribute parallel for`, no kernel-mode extensions) and prints the
# flags that clang++-19 needs to build it; bench/build.sh calls it:
#   flags19=$(bash bench/omp-baseline.sh)
#   clang++-19 -O3 -fopenmp --offload-arch=sm_90 $flags19 omp.cpp -o omp
#
# Why LLVM 19: plain OpenMP offload needs LLVM's OpenMP device runtime
# (libomptarget-nvptx*.bc), which Debian's LLVM 22 does not ship; LLVM 19's
# package libomp-19-dev does. It conflicts with libomp-22-dev (which hier
# needs), so it is unpacked into a folder, not installed.
# Why LLVM 22's libomptarget: LLVM 19's rejects CUDA 13's cubins ("No images
# found compatible"); a clang-19 binary runs with LLVM 22's, so the unpacked
# folder's libomptarget.so is a link to LLVM 22's and the binaries link that.
#
# OMP19_PREFIX (default build/omp19, git-ignored): where libomp-19-dev is
# unpacked. Installs clang-19 if it is missing (root or sudo).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${OMP19_PREFIX:-$root/build/omp19}
llvm22=${LLVM22_LIB:-/usr/lib/llvm-22/lib}
sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
# clang-tools-19 has clang-offload-packager and clang-linker-wrapper, which an
# offload compile and link run (clang-19 alone: "clang-offload-packager
# doesn't exist").
if ! command -v clang++-19 >/dev/null || [ ! -x /usr/lib/llvm-19/bin/clang-offload-packager ]; then
  echo "omp-baseline: installing clang-19 and clang-tools-19" >&2
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends clang-19 clang-tools-19 >&2
fi
lib="$prefix/usr/lib/llvm-19/lib"
if [ ! -f "$lib/libomptarget-nvptx-sm_90.bc" ]; then
  echo "omp-baseline: unpacking libomp-19-dev into $prefix" >&2
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && apt-get download libomp-19-dev >&2)
  mkdir -p "$prefix"
  dpkg -x "$tmp"/libomp-19-dev_*.deb "$prefix"
  [ -f "$lib/libomptarget-nvptx-sm_90.bc" ] ||
    { echo "omp-baseline: libomp-19-dev has no $lib/libomptarget-nvptx-sm_90.bc" >&2; exit 1; }
fi
[ -f "$llvm22/libomptarget.so.22.1" ] ||
  { echo "omp-baseline: no $llvm22/libomptarget.so.22.1: run scripts/install-deps.sh (liboffload-22-dev)" >&2; exit 1; }
ln -sf "$llvm22/libomptarget.so.22.1" "$lib/libomptarget.so"
echo "-I$lib/clang/19/include --libomptarget-nvptx-bc-path=$lib -L$lib"

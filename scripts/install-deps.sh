#!/usr/bin/env bash
# Installs what hier needs on Debian 12 (bookworm), if it is missing:
# LLVM/Clang 22 with its OpenMP host and offload runtimes and its offload
# linker (clang-linker-wrapper, in clang-tools-22), clangd (its lit test),
# CMake and Ninja, and ROCm's device math libraries (rocm-device-libs: ocml,
# for AMDGPU kernels that call <math.h> functions), and OpenMPI
# (libopenmpi-dev, openmpi-bin: examples/cg-mpi and its test).
# CUDA's ptxas (/usr/local/cuda) is optional: without it hier still builds
# and tests the host fallback; with it, NVPTX offload binaries are linked too.
# Packages named as arguments are installed too, if missing
# (scripts/check-format.sh: clang-format-22).
set -euo pipefail
pkgs=(llvm-22-dev libclang-22-dev clang-22 libomp-22-dev liboffload-22-dev
      llvm-22-tools lld-22 clang-tools-22 clangd-22 cmake ninja-build
      rocm-device-libs libopenmpi-dev openmpi-bin "$@")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "hier: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

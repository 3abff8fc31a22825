#!/usr/bin/env bash
# Compiles the device code of every benchmark kernel (bench/*/hier.cpp),
# example (examples/*.cpp) and end-to-end test (test/Runtime/*.cpp) with one
# build's plugin, for NVIDIA (sm_90) and AMD (gfx90a) GPUs: the optimized
# device IR (-O2 -S -emit-llvm), the assembly (PTX, AMDGPU) and hier's
# remarks. With a baseline directory it then diffs the two, so that a change
# meant to keep behaviour can show it does.
#
#   utils/device-ir-diff.sh BUILD OUT [BASELINE]
#
#   BUILD     a build directory (its lib/libhier.so is loaded)
#   OUT       where the outputs go (emptied first)
#   BASELINE  the OUT of an earlier run; exit status 1 if anything differs
#
# Typical use: build the unchanged tree into build-base, then
#   utils/device-ir-diff.sh build-base /tmp/ir-base
#   utils/device-ir-diff.sh build /tmp/ir-new /tmp/ir-base
# ARCHS (default "sm_90 gfx90a") picks the GPUs; JOBS the parallel compiles;
# FILES (default "bench/*/hier.cpp examples/*.cpp test/Runtime/*.cpp") the
# sources, e.g. FILES="bench/*/hier.cpp" for the benchmarks' kernels alone.
# The benchmarks compile with bench/build.sh's flags (-O3 -std=c++20), the
# rest at -O2.
set -euo pipefail
[ $# -ge 2 ] || { sed -n '9,13p' "$0" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd)
out=$2
base=${3:-}
plugin="$build/lib/libhier.so"
[ -f "$plugin" ] || { echo "no $plugin" >&2; exit 2; }
clang=${CLANG:-/usr/lib/llvm-22/bin/clang++}
rm -rf "$out" && mkdir -p "$out"
out=$(cd "$out" && pwd)

cd "$root"
# shellcheck disable=SC2206 # FILES holds globs to expand
files=(${FILES:-bench/*/hier.cpp examples/*.cpp test/Runtime/*.cpp})
jobs=()
for f in "${files[@]}"; do
  flags="-fopenmp --no-offloadlib --offload-device-only -fplugin=$plugin"
  # As bench/build.sh builds them.
  case $f in
  bench/*) flags="-O3 -std=c++20 $flags" ;;
  *) flags="-O2 $flags" ;;
  esac
  for arch in ${ARCHS:-sm_90 gfx90a}; do
    name="$out/$(echo "${f%.cpp}" | tr / _).$arch"
    remarks="-Rpass=hier -Rpass-missed=hier -Rpass-analysis=hier"
    jobs+=("$clang $flags --offload-arch=$arch $remarks -S -emit-llvm $f -o $name.ll 2> $name.remarks || echo \"exit \$?\" >> $name.remarks")
    jobs+=("$clang $flags --offload-arch=$arch -S $f -o $name.s 2> $name.s.err || echo \"exit \$?\" >> $name.s.err")
  done
done
printf '%s\n' "${jobs[@]}" | xargs -P "${JOBS:-$(nproc)}" -I{} sh -c '{}'
# hier's headers are found in the build directory, whose name reaches the
# debug info's file names: the same name for every build.
rel=${build#"$root"/}
# A header outside the source tree (another tree's build) is named relative
# to a parent directory instead: debug info names hier's headers one way.
sed -i -e "s|$build/|BUILD/|g" -e "s|$rel/|BUILD/|g" \
  -e 's|!DIFile(filename: "[^"]*include/hier/\([^"]*\)", directory: "[^"]*")|!DIFile(filename: "BUILD/include/hier/\1", directory: "BUILD")|' \
  "$out"/*
echo "compiled ${#files[@]} files for ${ARCHS:-sm_90 gfx90a} into $out ($(ls "$out" | wc -l) outputs)"
if [ -n "$base" ]; then
  if diff -r "$base" "$out"; then
    echo "identical to $base"
  else
    echo "DIFFERENT from $base"
    exit 1
  fi
fi

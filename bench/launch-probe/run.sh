#!/usr/bin/env bash
# Runs the launch probe (after bench/launch-probe/build.sh) on the GPU
# machine: each binary twice, alternated, CUDA first; then the hier probe's
# kernel names as the offload runtime sees them (labels).
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
[ -x "$dir/probe_hier" ] || dir="$(cd "$dir/../.." && pwd)/build-probe"
reps=${PROBE_REPS:-2000}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
for round in 1 2; do
  "$dir/probe_cuda" "$reps"
  "$dir/probe_hier" "$reps"
done
# Labels (issue 22, item 3): the runtime's launch lines name the kernels
# probe_empty, probe_fill, probe_fill_nowait, probe_empty_nowait.
LIBOMPTARGET_INFO=16 "$dir/probe_hier" 5 2>&1 | grep -o "Launching kernel [A-Za-z_0-9]*" | sort | uniq -c || true
# examples/cg-mpi on the GPU, 2 ranks sharing it against 1 rank, if the
# machine has OpenMPI (time per iteration on its second line).
if [ -x "$dir/cg-mpi" ] && command -v mpirun >/dev/null; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  for np in 1 2; do
    mpirun -np $np --oversubscribe -x LD_LIBRARY_PATH -x OMP_TARGET_OFFLOAD \
      "$dir/cg-mpi" "${CG_NX:-150}" "${CG_ITERATIONS:-50}"
  done
else
  echo "cg-mpi: not run (no mpirun on this machine)"
fi

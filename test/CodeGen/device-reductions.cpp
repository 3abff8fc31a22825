// Reductions and team-shared memory in the GPU code.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,NVPTX
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,AMDGPU
// The remarks name the strategy of each reduction:
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -Rpass-analysis=hier 2>&1 | FileCheck %s --check-prefix=REMARK

void rows(long n, const long *off, const double *val, double *y, double *sums) {
#pragma hier team team_size(16) vector_length(8) map(to: off[0:n+1], val[0:off[n]]) map(from: y[0:n], sums[0:n/16+1])
  for (long first = 0; first < n; first += 16) {
#pragma hier shared
    double partial[16];
    double block = 0;
#pragma hier thread reduction(+: block)
    for (long row = first; row < first + 16; ++row) {
      double sum = 0;
#pragma hier vector reduction(+: sum)
      for (long k = off[row]; k < off[row + 1]; ++k)
        sum += val[k];
      y[row] = sum;
      partial[row - first] = sum;
      block += sum;
    }
    sums[first / 16] = block + partial[0];
  }
}

// One instance per team of the shared array, and the per-warp slots of the
// team-wide reduction, in the shared address space:
// CHECK-DAG: @partial = internal {{.*}}addrspace(3) global [16 x double]
// CHECK-DAG: @ReduceSlots = internal unnamed_addr addrspace(3) global [32 x i64]
// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}rows
// Shuffles move doubles as two 32-bit halves; the vector group's lanes (and
// the warp before the team-wide tree) sync first. The team-wide reduction
// goes through the shared slots and a barrier.
// NVPTX-DAG: call void @llvm.nvvm.bar.warp.sync(i32
// NVPTX-DAG: call {{.*}}i32 @llvm.nvvm.shfl.sync.idx.i32(
// NVPTX-DAG: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMDGPU-DAG: call {{.*}}i32 @llvm.amdgcn.ds.bpermute(
// AMDGPU-DAG: call void @llvm.amdgcn.s.barrier()
// CHECK-DAG: getelementptr inbounds nuw i64, ptr addrspace(3) @ReduceSlots
// CHECK-DAG: store double {{.*}}, ptr addrspace(3)
// CHECK-DAG: load {{.*}}, ptr addrspace(3) {{.*}}@ReduceSlots
// CHECK-DAG: fadd double
// The kernel's end:
// CHECK: {{^}}}
// CHECK-NOT: __kmpc
// CHECK-NOT: call {{.*}}@__hier

// REMARK: remark: [HIER001] thread loop 1 mapped to threads (threadIdx.y, stride blockDim.y)
// REMARK: remark: [HIER005] reduction of thread loop 1 over the team: shuffles per warp, one shared-memory slot per warp, a barrier
// REMARK: remark: [HIER001] vector loop 2 mapped to vector lanes (threadIdx.x, stride blockDim.x)
// REMARK: remark: [HIER004] reduction of vector loop 2 by shuffles within each vector group

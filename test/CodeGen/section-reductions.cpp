// An array section's reduction on the GPU: each element of the team body's
// array goes through the team-wide reduction (shuffles, the shared slots, a
// barrier); the array stays a private array of each thread, indexed only,
// so Clang does not move it to memory of the OpenMP device runtime: no
// __kmpc_alloc_shared, no OpenMP runtime calls at all.
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s

void histograms(const int *data, int n, int *out, int teams) {
#pragma hier team team_size(8) vector_length(4) map(to: data[0:n]) map(from: out[0:teams * 8])
  for (int t = 0; t < teams; ++t) {
    int h[8] = {};
#pragma hier thread vector reduction(+: h[0:8])
    for (int i = 0; i < n; ++i)
      h[(data[i] + t) % 8] += 1;
    for (int e = 0; e < 8; ++e)
      out[t * 8 + e] = h[e];
  }
}

// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}histograms
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK-DAG: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-DAG: load {{.*}}, ptr addrspace(3) {{.*}}@ReduceSlots
// CHECK: {{^}}}
// CHECK-NOT: __kmpc
// CHECK-NOT: call {{.*}}@__hier

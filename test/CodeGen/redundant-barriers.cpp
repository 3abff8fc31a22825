// `single` ends with a team barrier: a `barrier` right after it is one
// barrier on the GPU ([HIER015]), on NVIDIA and AMD GPUs alike. A barrier
// after a level's stores to the shared table stays.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.ll -Rpass=hier 2>%t.remarks
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER015 < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMD

void levels(double *out, int teams, int levels) {
#pragma hier team team_size(4) vector_length(32) is_device_ptr(out)
  for (int t = 0; t < teams; ++t) {
#pragma hier shared
    double u[8 * 64];
#pragma hier single
    u[0] = t;
#pragma hier barrier
    // REMARK: redundant-barriers.cpp:[[@LINE-1]]:14: remark: [HIER015] 1 team barrier(s) removed
    for (int j = 1; j < levels; ++j) {
#pragma hier thread vector
      for (int k = 0; k < 8; ++k)
        u[8 * j + k] = u[8 * (j - 1) + k] + k;
#pragma hier barrier
    }
#pragma hier thread vector
    for (int k = 0; k < 64; ++k)
      out[64 * t + k] = u[k];
  }
}

// One barrier after the single's store, then the level loop's, after its
// stores.
// CHECK-LABEL: define {{.*}}ptx_kernel void @__omp_offloading_{{.*}}levels
// CHECK: store double {{.*}} ptr addrspace(3) @u
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NOT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
// CHECK: store double {{.*}} ptr addrspace(3) %
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NOT: call void @llvm.nvvm.barrier.cta.sync.aligned.all
// CHECK: ret void
// AMD-LABEL: define {{.*}}amdgpu_kernel void @__omp_offloading_{{.*}}levels
// AMD-COUNT-2: tail call void @llvm.amdgcn.s.barrier()
// AMD-NOT: tail call void @llvm.amdgcn.s.barrier()

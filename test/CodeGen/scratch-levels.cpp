// scratch(0: n) scratch(1: n): the kernel stores its team's part of the
// level-1 device memory (the launch's base, an is_device_ptr argument, plus
// the block index times the per-team bytes rounded to 16) in the 16-byte
// header of its dynamic shared memory, and reads it there; level 0 is the
// dynamic shared memory after the header. The league loop strides by the
// grid (nctaid), which the host bounded to the teams it allocated for. The
// host allocates the memory before the launch and frees it after.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST

// CHECK-LABEL: define {{.*}}levels
// CHECK: [[BLOCK:%.*]] = {{.*}}call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK: store ptr %{{.*}}, ptr addrspace(3) @__hier_dynamic_shared, align 16
// CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// CHECK: load ptr, ptr addrspace(3) @__hier_dynamic_shared, align 16
// CHECK: getelementptr inbounds nuw (i8, ptr addrspace(3) @__hier_dynamic_shared, i64 16)
// CHECK-NOT: __kmpc_

// HOST: call ptr @omp_target_alloc(
// HOST: call i32 @__tgt_target_kernel(
// HOST: call void @omp_target_free(

#include <hier/hier.h>
void levels(double *out, int n, int bytes1) {
#pragma hier team team_size(4) vector_length(8) scratch(0: 64 * sizeof(double)) scratch(1: bytes1) is_device_ptr(out)
  for (int t = 0; t < n; ++t) {
    double *a = (double *)hier_scratch_level(0);
    double *b = (double *)hier_scratch_level(1);
#pragma hier thread vector
    for (int k = 0; k < 64; ++k) {
      a[k] = k;
      b[k] = t;
    }
#pragma hier barrier
#pragma hier thread vector
    for (int k = 0; k < 64; ++k)
      out[t * 64 + k] = a[k] + b[63 - k];
  }
}

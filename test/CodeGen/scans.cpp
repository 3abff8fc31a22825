// Scans on the GPU: a vector loop's scan is shuffles within the vector
// group only; a thread vector or thread loop's is shuffles per warp and a
// shared slot per warp (ScanSlots) between barriers; a complex double's
// slots are ScanSlotsWide. No global memory holds the members' values, no
// OpenMP runtime call is made and no scan marker is left.
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o %t.nvptx.ll
// RUN: FileCheck %s < %t.nvptx.ll
// RUN: not grep -E "__kmpc_|__hier_scan_|__hier_rt_scan_" %t.nvptx.ll
// RUN: %clangxx -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -S -emit-llvm %s -o %t.amdgpu.ll
// RUN: FileCheck %s --check-prefix=AMDGPU < %t.amdgpu.ll
// RUN: not grep -E "__kmpc_|__hier_scan_|__hier_rt_scan_" %t.amdgpu.ll
// The back end takes it:
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S %s -o - | FileCheck %s --check-prefix=PTX

void prefix_sums(const long *a, long *flat, long *lanes, double *wide,
                 int n) {
#pragma hier team team_size(4) vector_length(8) map(to: a[0:n]) map(from: flat[0:n], lanes[0:4 * n], wide[0:n])
  for (int t = 0; t < 1; ++t) {
    long s = 0;
#pragma hier thread vector reduction(inscan, +: s)
    for (int k = 0; k < n; ++k) {
      s += a[k];
#pragma hier scan inclusive(s)
      flat[k] = s;
    }
#pragma hier thread
    for (int j = 0; j < 4; ++j) {
      long m = 0;
#pragma hier vector reduction(inscan, max: m)
      for (int k = 0; k < n; ++k) {
        lanes[j * n + k] = m;
#pragma hier scan exclusive(m)
        m = a[k] > m ? a[k] : m;
      }
    }
    _Complex double z = 0;
#pragma hier thread reduction(inscan, +: z)
    for (int k = 0; k < n; ++k) {
      z += (double)a[k];
#pragma hier scan inclusive(z)
      wide[k] = __real__ z;
    }
  }
}

// CHECK-DAG: @ScanSlots = internal unnamed_addr addrspace(3) global [32 x i64]
// CHECK-DAG: @ScanSlotsWide = internal unnamed_addr addrspace(3) global [32 x i128]
// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}prefix_sums
// CHECK-DAG: call {{.*}} @llvm.nvvm.shfl.sync.idx.i32(
// CHECK-DAG: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-DAG: getelementptr {{.*}}, ptr addrspace(3) @ScanSlots,
// CHECK-DAG: getelementptr {{.*}}, ptr addrspace(3) @ScanSlotsWide,

// AMDGPU-DAG: @ScanSlots = internal unnamed_addr addrspace(3) global [32 x i64]
// AMDGPU-LABEL: define {{.*}}amdgpu_kernel void @__omp_offloading_{{.*}}prefix_sums
// AMDGPU-DAG: call {{.*}} @llvm.amdgcn.ds.bpermute(
// AMDGPU-DAG: call void @llvm.amdgcn.s.barrier()

// PTX: shfl.sync.idx.b32
// PTX: bar.sync 0;

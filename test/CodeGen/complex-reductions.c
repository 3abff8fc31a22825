// Complex reductions on the GPU: a complex float travels through the
// shuffles as one 64-bit value (two 32-bit shuffles), a complex double as
// two 64-bit halves with shared slots of their own (ReduceSlotsWide), and a
// team's complex sum folds with one atomic add per part; no OpenMP runtime
// calls.
// RUN: %clang -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMDGPU
// The back ends take the 128-bit values (no "cannot expand"):
// RUN: %clang -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %clang -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -S %s -o /dev/null

void spectra(const float *re, const float *im, long n, long rows,
             _Complex float *per_row, _Complex double *total) {
  _Complex double all = 0;
#pragma hier team team_size(4) vector_length(32) reduction(+: all) map(to: re[0:n * rows], im[0:n * rows]) map(from: per_row[0:rows])
  for (long r = 0; r < rows; ++r) {
    _Complex float s = 0;
#pragma hier thread vector reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += __builtin_complex(re[r * n + i], im[r * n + i]);
    _Complex double wide = 0;
#pragma hier thread reduction(+: wide)
    for (long i = 0; i < 4; ++i)
      wide += __builtin_complex((double)re[r * n + i], 1.0);
    per_row[r] = s;
    all += wide;
  }
  *total = all;
}

// CHECK-DAG: @ReduceSlots = internal unnamed_addr addrspace(3) global [32 x i64]
// CHECK-DAG: @ReduceSlotsWide = internal unnamed_addr addrspace(3) global [32 x i128]
// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}spectra
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK-DAG: fadd float
// CHECK-DAG: fadd double
// CHECK-DAG: load double, ptr addrspace(3) {{.*}}@ReduceSlotsWide
// The team's sum: an atomic add on each part of the slot's accumulator
// (hier-atomics-to-red makes them reductions, their results being unused).
// CHECK-DAG: red.global.add.f64 [$0], $1;", "l,d,~{memory}"(ptr addrspace(1) {{%[0-9]+}}, double
// CHECK-DAG: red.global.add.f64 [$0], $1;", "l,d,~{memory}"(ptr addrspace(1) {{%[0-9]+}}, double
// CHECK: {{^}}}
// CHECK-NOT: __kmpc
// CHECK-NOT: call {{.*}}@__hier

// AMDGPU-LABEL: define {{.*}}amdgpu_kernel void @__omp_offloading_{{.*}}spectra
// AMDGPU-DAG: call {{.*}}i32 @llvm.amdgcn.ds.bpermute(
// AMDGPU-DAG: atomicrmw fadd ptr addrspace(1) {{.*}}, double
// AMDGPU: {{^}}}
// AMDGPU-NOT: __kmpc
// AMDGPU-NOT: call {{.*}}@__hier

// PTX: shfl.sync.idx.b32
// PTX: red.global.add.f64
// PTX-NOT: __kmpc

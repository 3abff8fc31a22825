// readonly(x): the kernel parameter x arrives in is noalias readonly, and on
// NVPTX its loads use the read-only data cache; the others stay as they are.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -Rpass-analysis=hier -Rpass-missed=hier 2>&1 | FileCheck %s --check-prefix=REMARK

// The kernel's parameters: dyn_ptr, then the captures in the order of first
// use (x, named by the marker at the start of the region; n, y, ...); only x
// is readonly, and the marker is gone.
// IR-LABEL: define {{.*}}void @__omp_offloading_{{.*}}scale{{.*}}(ptr noalias noundef %0, ptr noalias noundef readonly %1, i64 noundef %2, ptr noundef %3,
// IR-LABEL: define {{.*}}void @__omp_offloading_{{.*}}plain{{.*}}(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3,
// IR-NOT: __hier_readonly
// PTX-LABEL: .entry __omp_offloading_{{.*}}scale
// PTX: ld.global.nc.b64
// PTX-NOT: ld.global.b64
// PTX: st.global.b64
// PTX-LABEL: .entry __omp_offloading_{{.*}}plain
// PTX-NOT: ld.global.nc
// PTX: ld.global.b64
// PTX: st.global.b64
// REMARK-DAG: readonly.cpp:[[@LINE+2]]:14: remark: [HIER006] readonly(x): kernel parameter 1 is noalias readonly; its loads may use the read-only data cache
void scale(long n, const double *x, double *y) {
#pragma hier team is_device_ptr(x, y) readonly(x)
  for (long i = 0; i < n; i += 32) {
#pragma hier thread vector
    for (long j = i; j < (i + 32 < n ? i + 32 : n); ++j)
      y[j] = 2 * x[j];
  }
}

// Without the clause nothing says that x and y do not overlap.
void plain(long n, const double *x, double *y) {
#pragma hier team is_device_ptr(x, y)
  for (long i = 0; i < n; i += 32) {
#pragma hier thread vector
    for (long j = i; j < (i + 32 < n ? i + 32 : n); ++j)
      y[j] = 2 * x[j];
  }
}

// A pointer captured by reference is not a kernel parameter of its own.
// REMARK-DAG: readonly.cpp:[[@LINE+2]]:14: remark: [HIER007] readonly(r): not passed to the kernel by value (captured by reference, or a global), so its loads are left as they are
void byReference(long n, const double *&r, double *y) {
#pragma hier team map(to: r[0:n]) is_device_ptr(y) readonly(r)
  for (long i = 0; i < n; ++i)
    y[i] = r[i];
}

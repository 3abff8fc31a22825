// hier's passes leave plain OpenMP target regions of the same translation unit
// alone (they need LLVM's OpenMP device runtime, which is the user's to
// link), while hier's own kernels must not call that runtime: an OpenMP
// runtime call inside a hier team is an error that names the region.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -DNEEDS_RUNTIME 2>&1 | FileCheck %s --check-prefix=ERR

void plain(double *a, int n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}

void team(double *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < 4; ++j)
      a[i] += j;
  }
}

#ifdef NEEDS_RUNTIME
extern "C" int omp_get_thread_num(void);
void asks_openmp(double *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = omp_get_thread_num();
}
#endif

// CHECK-LABEL: define {{.*}}ptx_kernel void @__omp_offloading_{{.*}}_Z5plainPdi_l
// CHECK: call {{.*}}@__kmpc_target_init
// CHECK-LABEL: define {{.*}}ptx_kernel void @__omp_offloading_{{.*}}_Z4teamPdi_l
// CHECK-NOT: __kmpc
// CHECK: ret void

// ERR: error: hier: the device code of a hier team calls 'omp_get_thread_num' (in '__omp_offloading_{{.*}}_Z11asks_openmpPdi_l{{[0-9]+}}_omp_outlined') from LLVM's OpenMP device runtime

// hier's passes leave plain OpenMP target regions of the same translation unit
// alone (they need LLVM's OpenMP device runtime, which is the user's to
// link), while hier's own kernels must not call that runtime: an OpenMP
// runtime call inside a hier team is an error that names the region.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -DNEEDS_RUNTIME 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -g -S -emit-llvm %s -o /dev/null -DNEEDS_RUNTIME 2>&1 | FileCheck %s --check-prefix=GERR

// Called by both regions, with a local whose address escapes: the plain
// region keeps OpenMP's shared memory for it, hier's team calls a copy that
// keeps it on the thread's stack.
static void add_one(double *p) { *p += 1; }
__attribute__((noinline)) static double bump(double x) {
  double t[2] = {x, 0};
  add_one(t);
  return t[0];
}

void plain(double *a, int n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = bump(a[i]);
}

void team(double *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < 4; ++j)
      a[i] += bump(j);
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
// CHECK: call {{.*}}@_ZL4bumpd.hier(
// CHECK-NOT: __kmpc
// CHECK: ret void
// CHECK-LABEL: define internal {{.*}}@_ZL4bumpd.hier(
// CHECK-NOT: __kmpc
// CHECK: ret double

// Without -g the error names the region; with -g Clang also shows the call's
// line and column.
// ERR: error: hier: a call to the OpenMP routine 'omp_get_thread_num' needs LLVM's OpenMP device runtime, which hier kernels do not link (in the hier team at line 37 of 'asks_openmp(double*, int)'); use hier's API (hier/hier.h): hier_team_rank(), hier_vector_rank(), hier_league_rank() and their sizes, hier_team_barrier()
// ERR-NOT: error:
// GERR: mixed-openmp.cpp:39:12: error: hier: a call to the OpenMP routine 'omp_get_thread_num' needs

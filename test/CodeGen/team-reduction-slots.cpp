// A synchronous team region leaves its reduction results in slots instead of
// mapping the variables: the host gets each variable's slot before the
// launch and folds the result into it afterwards; the GPU teams fold into
// the slot's device accumulator, count themselves, and the last one writes
// the total to the slot's host result and resets the accumulator. A nowait
// region maps its variable to and from the device as before. A slot's key
// has the variable's type: a template's region is one region for all types.
// RUN: %clangxx -O1 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %clangxx -O1 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEV

double sum(const double *a, long n, int *biggest) {
  double s = 1;
  int m = 0;
#pragma hier team vector_length(32) reduction(+ : s) reduction(max : m) is_device_ptr(a)
  for (long t = 0; t < n; t += 32) {
#pragma hier thread vector reduction(+ : s) reduction(max : m)
    for (long i = t; i < (t + 32 < n ? t + 32 : n); ++i) {
      s += a[i];
      m = m > (int)a[i] ? m : (int)a[i];
    }
  }
  *biggest = m;
  return s;
}

double sum_nowait(const double *a, long n) {
  double s = 0;
#pragma hier team vector_length(32) reduction(+ : s) is_device_ptr(a) nowait
  for (long t = 0; t < n; t += 32) {
#pragma hier thread vector reduction(+ : s)
    for (long i = t; i < (t + 32 < n ? t + 32 : n); ++i)
      s += a[i];
  }
#pragma omp taskwait
  return s;
}

template <typename T> T total(const T *a, long n) {
  T s = 0;
#pragma hier team vector_length(32) reduction(+ : s) is_device_ptr(a)
  for (long t = 0; t < n; t += 32) {
#pragma hier thread vector reduction(+ : s)
    for (long i = t; i < (t + 32 < n ? t + 32 : n); ++i)
      s += a[i];
  }
  return s;
}
template float total(const float *, long);
template double total(const double *, long);

// The synchronous region passes pointers and values only (288: a pointer as
// it is, 800: a value); the nowait region maps its variable (35: to, from).
// HOST: @.offload_maptypes = private unnamed_addr constant [9 x i64] [{{(i64 (288|800)(, )?)+}}]
// HOST: @.offload_maptypes.{{[0-9]+}} = private unnamed_addr constant [{{[0-9]+}} x i64] [i64 35,

// HOST-LABEL: define {{.*}}@_Z3sumPKdlPi(
// A slot per variable, each set to its identity (0.0 for +, INT_MIN for max):
// its key (region, variable, type):
// HOST: store double 0.000000e+00, ptr [[ID0:%[0-9]+]]
// HOST-NEXT: [[RES0:%[0-9]+]] = call {{.*}}@_ZL16__hier_team_slot{{[^(]*}}(i32 noundef [[REGION:[0-9]+]], i32 noundef 0, ptr noundef nonnull @_ZL19__hier_identity_f64i, ptr noundef [[ID0]], i64 noundef 8,
// HOST: store i32 -2147483648, ptr [[ID1:%[0-9]+]]
// HOST-NEXT: [[RES1:%[0-9]+]] = call {{.*}}@_ZL16__hier_team_slot{{[^(]*}}(i32 noundef [[REGION]], i32 noundef 1, ptr noundef nonnull @_ZL19__hier_identity_i32i, ptr noundef [[ID1]], i64 noundef 4,
// HOST: call i32 @__tgt_target_kernel(
// After the launch the results fold into the variables:
// HOST-DAG: load i32, ptr [[RES1]]
// HOST-DAG: load double, ptr [[RES0]]
// HOST-DAG: fadd double
// HOST-LABEL: define {{.*}}@_Z10sum_nowaitPKdl(
// HOST-NOT: __hier_team_slot
// HOST: ret double
// HOST-LABEL: define {{.*}}@_Z5totalIfET_PKS0_l(
// HOST: call {{.*}}@_ZL16__hier_team_slot{{[^(]*}}(i32 noundef [[TREGION:[0-9]+]], i32 noundef 0, ptr noundef nonnull @_ZL19__hier_identity_f32i,
// HOST-LABEL: define {{.*}}@_Z5totalIdET_PKS0_l(
// HOST: call {{.*}}@_ZL16__hier_team_slot{{[^(]*}}(i32 noundef [[TREGION]], i32 noundef 0, ptr noundef nonnull @_ZL19__hier_identity_f64i,

// DEV-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}_Z3sumPKdlPi
// Each team's fold, a fence, its count; the last team (count = teams - 1)
// fences, reads the total, writes it to the host result and resets the
// accumulator (identity) and the count.
// DEV: red.global.add.f64
// DEV-NEXT: call void @llvm.nvvm.membar.gl()
// DEV-NEXT: [[C0:%[0-9]+]] = atomicrmw add ptr addrspace(1) [[COUNT0:%[0-9]+]], i32 1 monotonic
// DEV-NEXT: icmp eq i32 [[C0]],
// DEV: call void @llvm.nvvm.membar.gl()
// DEV-NEXT: [[T0:%[0-9]+]] = load atomic i64, ptr addrspace(1) [[ACC0:%[0-9]+]] monotonic
// DEV-NEXT: store i64 [[T0]], ptr addrspace(1)
// DEV-NEXT: store atomic i64 0, ptr addrspace(1) [[ACC0]] monotonic
// DEV-NEXT: store atomic i32 0, ptr addrspace(1) [[COUNT0]] monotonic
// DEV: red.global.max.s32
// DEV-NEXT: call void @llvm.nvvm.membar.gl()
// DEV-NEXT: [[C1:%[0-9]+]] = atomicrmw add ptr addrspace(1) [[COUNT1:%[0-9]+]], i32 1 monotonic
// DEV-NEXT: icmp eq i32 [[C1]],
// DEV: call void @llvm.nvvm.membar.gl()
// DEV-NEXT: [[T1:%[0-9]+]] = load atomic i32, ptr addrspace(1) [[ACC1:%[0-9]+]] monotonic
// DEV-NEXT: store i32 [[T1]], ptr addrspace(1)
// DEV-NEXT: store atomic i32 -2147483648, ptr addrspace(1) [[ACC1]] monotonic
// DEV-NEXT: store atomic i32 0, ptr addrspace(1) [[COUNT1]] monotonic
// DEV-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}sum_nowait
// DEV-NOT: atomicrmw add {{.*}} i32 1 monotonic
// DEV: red.global.add.f64
// DEV-NOT: membar
// DEV: ret void

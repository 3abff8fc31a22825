// Where the device job finds CUDA's libdevice: in the CUDA installation
// Clang's driver chose (--cuda-path reaches the device job only as that
// installation's include directory), unless -fplugin-arg-hier-cuda-path
// names another, which is then the only place searched. The stand-ins are
// Passes/Inputs/libdevice.ll; [HIER016] names the file linked.
// RUN: rm -rf %t && mkdir -p %t/driver/bin %t/driver/include %t/driver/nvvm/libdevice %t/mine/nvvm/libdevice
// RUN: llvm-as %S/../Passes/Inputs/libdevice.ll -o %t/driver/nvvm/libdevice/libdevice.10.bc
// RUN: cp %t/driver/nvvm/libdevice/libdevice.10.bc %t/mine/nvvm/libdevice/
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --cuda-path=%t/driver --offload-device-only -O2 -S -emit-llvm -Rpass-analysis=hier %s -o - 2>&1 | FileCheck %s -DDIR=%t --check-prefixes=CHECK,DRIVER
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --cuda-path=%t/driver -fplugin-arg-hier-cuda-path=%t/mine --offload-device-only -O2 -S -emit-llvm -Rpass-analysis=hier %s -o - 2>&1 | FileCheck %s -DDIR=%t --check-prefixes=CHECK,MINE
//
// No libdevice where the option says: an error from the device job that
// names the call and the option, not an nvlink error (the driver's fake CUDA
// only gives the device job a PTX version where CI has no CUDA).
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --cuda-path=%t/driver -fplugin-arg-hier-cuda-path=%t/nonexistent -O2 -c %s -o %t.o 2>&1 | FileCheck %s -DDIR=%t --check-prefix=MISSING
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib -fplugin-arg-hier-cuda-path= -O2 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=EMPTY

#include <math.h>

void roots(int n, float *x, double *y) {
#pragma hier team map(tofrom: x[0:n], y[0:n])
  for (int i = 0; i < n; ++i) {
    x[i] = sqrtf(x[i]);
    y[i] = sqrt(y[i]);
  }
}

// DRIVER: device-math-search.cpp:[[@LINE-7]]:1: remark: [HIER016] math functions from CUDA's libdevice ([[DIR]]/driver/nvvm/libdevice/libdevice.10.bc): sqrtf, sqrt
// MINE: device-math-search.cpp:[[@LINE-8]]:1: remark: [HIER016] math functions from CUDA's libdevice ([[DIR]]/mine/nvvm/libdevice/libdevice.10.bc): sqrtf, sqrt
// The stand-in's sqrtf with __CUDA_PREC_SQRT answered 1, inlined:
// CHECK: define {{.*}}ptx_kernel void @__omp_offloading_{{.*}}roots
// CHECK: call {{.*}}float @llvm.nvvm.sqrt.rn.f(
// CHECK: call {{.*}}double @llvm.sqrt.f64(
// CHECK-NOT: sqrt.approx
// CHECK-NOT: __nv_
// CHECK-NOT: __nvvm_reflect

// MISSING: error: hier: device code calls 'sqrtf' (__nv_sqrtf), which is in CUDA's libdevice (nvvm/libdevice/libdevice.10.bc), and -fplugin-arg-hier-cuda-path=[[DIR]]/nonexistent has none; name a CUDA installation (the directory of bin/ptxas and nvvm/libdevice)
// MISSING-NOT: nvlink
// EMPTY: error: '-fplugin-arg-hier-cuda-path' needs a directory; got ''

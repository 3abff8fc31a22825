// <cmath> and <math.h> calls in a hier kernel for AMDGPU: the device module
// defines what it calls from ROCm's ocml (nothing of __ocml_* or __oclc_* is
// left for ld.lld), with the control libraries folded into constants.
// REQUIRES: rocm-device-libs
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib -fplugin-arg-hier-rocm-device-lib-path=%rocm_device_libs --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib -fplugin-arg-hier-rocm-device-lib-path=%rocm_device_libs --offload-device-only -O2 -S -emit-llvm -ffast-math -Rpass-analysis=hier %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAST

#include <cmath>
#include <math.h>

void kernels(int n, const float *x, float *f, const double *y, double *d,
             int *e) {
#pragma hier team map(to: x[0:n], y[0:n]) map(from: f[0:n], d[0:4*n], e[0:n])
  for (int i = 0; i < n; ++i) {
    f[i] = sqrtf(x[i]) + std::exp(x[i]) + std::pow(x[i], 1.5f);
    double s, c, whole;
    sincos(y[i], &s, &c);
    d[4 * i] = s + c + std::fma(y[i], 2.0, 1.0);
    d[4 * i + 1] = frexp(y[i], &e[i]);
    d[4 * i + 2] = modf(y[i], &whole) + whole;
    d[4 * i + 3] = fmax(std::log1p(y[i]), std::cbrt(y[i]));
  }
}

// CHECK: define weak_odr protected amdgpu_kernel void @__omp_offloading_{{.*}}kernels
// CHECK-NOT: declare {{.*}}@__ocml_
// CHECK-NOT: declare {{.*}}@__ockl_
// CHECK-NOT: external {{.*}}@__oclc_

// FAST: device-math-amdgcn.cpp:[[@LINE-17]]:1: remark: [HIER016] math functions from ROCm's device libraries ({{.*}}, gfx90a, wave64, finite-only on, unsafe-math on, daz off): sincos, modf, log1p, cbrt

// <cmath> and <math.h> calls in a hier kernel, with CUDA's libdevice: the
// device module defines what it calls (nothing of __nv_* is left for nvlink)
// and libdevice's __nvvm_reflect is answered before the optimizer: sqrtf is
// IEEE (sqrt.rn.f32, as nvcc's -prec-sqrt=true) unless -ffast-math allows it
// to be approximated, and f32 denormals are flushed only under
// -fdenormal-fp-math=preserve-sign (the nvvm-reflect-ftz flag; Clang 22 does
// not flush for -ffast-math and ignores -fcuda-flush-denormals-to-zero in
// OpenMP).
// REQUIRES: libdevice
// RUN: %clangxx %offload --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clangxx %offload --offload-device-only -O2 -S %s -o - | FileCheck %s --check-prefixes=PTX,IEEE
// RUN: %clangxx %offload --offload-device-only -O2 -S -ffast-math %s -o - | FileCheck %s --check-prefixes=PTX,FAST
// RUN: %clangxx %offload --offload-device-only -O2 -S -fdenormal-fp-math=preserve-sign %s -o - | FileCheck %s --check-prefixes=PTX,FTZ
// At -O0 too (the always-inliner inlines libdevice):
// RUN: %clangxx %offload --offload-device-only -O0 -S %s -o - | FileCheck %s --check-prefix=PTX

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

// IR: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}kernels
// IR-NOT: declare {{.*}}@__nv_
// IR-NOT: __nvvm_reflect

// PTX: .entry __omp_offloading_{{.*}}kernels
// IEEE: sqrt.rn.f32
// IEEE-NOT: sqrt.approx.f32
// FAST: sqrt.approx.f32
// FAST-NOT: sqrt.rn.f32
// FTZ: sqrt.rn.ftz.f32
// PTX-NOT: call{{.*}}__nv_

// C99's <complex.h> functions in a hier kernel: hier's device runtime
// defines them on libdevice's real functions (devicertl/Complex.c), so the
// device module calls neither a complex function nor an __nv_* function that
// nvlink would find undefined. Without them the link failed with "Undefined
// reference to 'cexp'".
// REQUIRES: libdevice
// RUN: %clang %offload --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang %offload --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang %offload --offload-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=PTX

#include <complex.h>

void kernels(int n, const double complex *z, const float complex *zf,
             double *d, float *f) {
#pragma hier team map(to: z[0:n], zf[0:n]) map(from: d[0:n], f[0:n])
  for (int i = 0; i < n; ++i) {
    double complex a = cexp(z[i]) + csqrt(z[i]) + clog(z[i]) + conj(z[i]) +
                       cpow(z[i], 2.0) + casinh(z[i]) + ctan(z[i]);
    d[i] = cabs(a) + carg(a) + creal(a) + cimag(a);
    float complex b = cexpf(zf[i]) + csqrtf(zf[i]) + clogf(zf[i]) +
                      ccoshf(zf[i]) + cacosf(zf[i]);
    f[i] = cabsf(b) + cargf(b) + crealf(conjf(b));
  }
}

// IR: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}kernels
// IR-NOT: declare {{.*}} @c{{[a-z]+}}(
// IR-NOT: declare {{.*}}@__nv_

// PTX: .entry __omp_offloading_{{.*}}kernels
// PTX-NOT: .extern .func

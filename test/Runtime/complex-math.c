/* C99's <complex.h> functions in hier kernels, double and float: hier's
   device runtime defines them (devicertl/Complex.c; libdevice and ocml have
   none), so the offload binary links, and the results match the host's libm
   on a grid of the plane (both signs, both axes, the branch cuts' sides).
   RUN: %clang -O2 -fopenmp %s -o %t.host -lm && %run %t.host | FileCheck %s
   RUN: %if ptxas %{ %clang -O2 %offload %s -o %t.offload -lm && %host-fallback %t.offload | FileCheck %s %}
   RUN: %if ptxas %{ %clang -O0 %offload %s -o %t.offload-O0 -lm && %host-fallback %t.offload-O0 | FileCheck %s %}
   RUN: %if lld %{ %clang -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib %s -o %t.amdgpu -lm && %run OMP_TARGET_OFFLOAD=DISABLED %t.amdgpu | FileCheck %s %}
   CHECK-NOT: FAIL
   CHECK: complex-math.c: 43 functions, PASS
*/

#include <complex.h>
#include <math.h>
#include <stdio.h>

enum { Side = 24, N = Side * Side };

/* Each function, by name, as a statement of the region and of the check. */
#define UNARY(X)                                                               \
  X(cexp) X(clog) X(csqrt) X(csin) X(ccos) X(ctan) X(csinh) X(ccosh)          \
  X(ctanh) X(casin) X(cacos) X(catan) X(casinh) X(cacosh) X(catanh)           \
  X(conj) X(cproj)
#define REAL(X) X(cabs) X(carg) X(creal) X(cimag)
#define COUNT(fn) +1
static const int Functions = 2 * (0 UNARY(COUNT) REAL(COUNT)) + 1;

/* The functions' values at z and zf, into out[0..] and outf[0..]: complex ones as their real and
   imaginary parts. */
#define PUT_C(fn)                                                              \
  {                                                                            \
    double complex r = fn(z);                                                  \
    float complex q = fn##f(zf);                                               \
    dst[k++] = creal(r);                                                       \
    dst[k++] = cimag(r);                                                       \
    dstf[kf++] = crealf(q);                                                    \
    dstf[kf++] = cimagf(q);                                                    \
  }
#define PUT_R(fn)                                                              \
  {                                                                            \
    dst[k++] = fn(z);                                                          \
    dstf[kf++] = fn##f(zf);                                                    \
  }
#define VALUES(z, zf, out, outf)                                               \
  {                                                                            \
    double *dst = (out);                                                       \
    float *dstf = (outf);                                                      \
    int k = 0, kf = 0;                                                         \
    UNARY(PUT_C)                                                               \
    REAL(PUT_R)                                                                \
    double complex p = cpow(z, 0.5 + 0.25 * I);                                \
    dst[k++] = creal(p);                                                       \
    dst[k++] = cimag(p);                                                       \
  }
enum { PerPoint = 2 * 17 + 4 + 2, PerPointF = 2 * 17 + 4 };

static double out[N * PerPoint], ref[N * PerPoint];
static float outf[N * PerPointF], reff[N * PerPointF];

static double point(int i, int axis) {
  /* -2.76 .. 2.76, past the branch points +-1 and +-i, never on a cut. */
  int c = axis ? i / Side : i % Side;
  return 0.24 * (c - Side / 2) + 0.0123;
}

static int close(double a, double b, double tol) {
  return a == b || fabs(a - b) <= tol * (1 + fabs(b));
}

int main(void) {
  double *o = out;
  float *of = outf;
#pragma hier team map(from: o[0:N * PerPoint], of[0:N * PerPointF])
  for (int t = 0; t < Side; ++t) {
#pragma hier thread
    for (int j = 0; j < Side; ++j) {
      int i = t * Side + j;
      double complex z = point(i, 0) + point(i, 1) * I;
      float complex zf = (float)point(i, 0) + (float)point(i, 1) * I;
      VALUES(z, zf, (o + i * PerPoint), (of + i * PerPointF))
    }
  }
  int bad = 0;
  for (int i = 0; i < N; ++i) {
    double complex z = point(i, 0) + point(i, 1) * I;
    float complex zf = (float)point(i, 0) + (float)point(i, 1) * I;
    VALUES(z, zf, (ref + i * PerPoint), (reff + i * PerPointF))
    for (int k = 0; k < PerPoint; ++k)
      bad += !close(out[i * PerPoint + k], ref[i * PerPoint + k], 1e-12);
    for (int k = 0; k < PerPointF; ++k)
      bad += !close(outf[i * PerPointF + k], reff[i * PerPointF + k], 1e-5);
  }
  if (bad)
    printf("FAIL %d values\n", bad);
  printf("complex-math.c: %d functions, %s\n", Functions,
         bad ? "FAILED" : "PASS");
  return bad != 0;
}

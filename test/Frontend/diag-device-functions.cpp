// A team region (or a function it calls) that calls a function with no
// definition on the GPU is hier's error at the call, in the host compile of
// an offload build, naming the function: before, the GPU link stopped with
// nvlink's "Undefined reference to 'strlen'" (or to a function declared
// here and defined in another file without 'declare target'), naming
// neither the call nor its line. What the GPU has is no error: <math.h> and
// <complex.h> functions (Clang's device headers, hier's device runtime),
// malloc, free, printf and abort (CUDA's), hier's API, functions defined in
// this file or declared in 'declare target', templates defined here. A
// host-only build, where all of them link, is left alone.
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -w -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -Wno-openmp-mapping -verify=host %s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -fsyntax-only -Wno-openmp-mapping -DREAL_HEADERS -Xclang -verify %s
// host-no-diagnostics

#ifdef REAL_HEADERS
#include <math.h>
#include <stdlib.h>
#include <string.h>
// (<stdio.h> and <complex.h> clash with Clang's own wrappers in a C++
// --offload-host-only compile, hier or not.)
extern "C" int printf(const char *, ...);
extern "C" double _Complex cexp(double _Complex);
extern "C" double cabs(double _Complex);
#else
extern "C" {
typedef unsigned long size_t;
size_t strlen(const char *);
int strcmp(const char *, const char *);
double sqrt(double);
double _Complex cexp(double _Complex);
double cabs(double _Complex);
void *malloc(size_t);
void free(void *);
int printf(const char *, ...);
}
#endif
#include <hier/hier.h>

double elsewhere(double); // defined in another file, not for the device

#pragma omp declare target
double onDevice(double); // another file's 'declare target' defines it
#pragma omp end declare target

static double here(double x) { return x * 2; }
template <class T> T twice(T x) { return x + x; }

static double helper(const char *s, double x) {
  return x + strcmp(s, "b"); // expected-error {{'strcmp' has no definition on the GPU, and the GPU link will fail (undefined reference): the device has no C library, and neither the vendor's math library nor hier's device runtime defines it; call it outside the team region}}
}

void run(int n, const char *s, double *a, double _Complex *z) {
#pragma hier team map(to: s[0:8]) map(tofrom: a[0:n], z[0:n])
  for (int t = 0; t < n / 32; ++t) {
#pragma hier thread
    for (int i = t * 32; i < t * 32 + 32; ++i) {
      a[i] += strlen(s); // expected-error {{'strlen' has no definition on the GPU, and the GPU link will fail (undefined reference): the device has no C library}}
      a[i] += strlen(s) + 1; // once per function and callee
      a[i] = elsewhere(a[i]); // expected-warning {{'elsewhere' is defined neither in this file nor in '#pragma omp declare target': unless another file defines it in '#pragma omp declare target', the GPU link will fail (undefined reference); declare it in '#pragma omp declare target' where it is defined}}
      a[i] += helper(s, a[i]); // expected-note {{'helper' is called from the team region here}}
      // The GPU has these.
      a[i] += sqrt(a[i]) + cabs(cexp(z[i])) + onDevice(a[i]) + here(a[i]) +
              twice(a[i]) + hier_team_rank();
      double *p = (double *)malloc(sizeof(double));
      *p = a[i];
      free(p);
      if (a[i] < 0)
        printf("negative\n");
    }
  }
}

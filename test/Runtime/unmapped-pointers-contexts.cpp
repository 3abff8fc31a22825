// The unmapped-pointer check (test/Runtime/unmapped-pointers.c) in the
// places a region can be: a function template, lambdas capturing the
// pointer by reference and by value, the user's own 'omp parallel' around
// the region; in an offload build and in an SPMD one (whose 'parallel'
// around the region once made the check name a capture it is outside of,
// and clang crash). Without an argument the array is present ('target enter
// data') and every region runs; with N, region N runs with the array not
// mapped, and the check stops it, naming the pointer and the region's line
// (HIER_CHECK_POINTERS=force on the host; on a GPU, the real check).
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t && %host-fallback %t | FileCheck %s --check-prefix=SUMS %}
// RUN: %if ptxas %{ %clangxx -O1 %offload -DHIER_HOST_SPMD %s -o %t.spmd && %host-fallback HIER_HOST_SPMD=1 %t.spmd | FileCheck %s --check-prefix=SUMS %}
// RUN: %if ptxas %{ %host-fallback HIER_CHECK_POINTERS=force %t 0 2>&1 | FileCheck %s --check-prefix=TEMPLATE %}
// RUN: %if ptxas %{ %host-fallback HIER_CHECK_POINTERS=force %t 1 2>&1 | FileCheck %s --check-prefix=BYREF %}
// RUN: %if ptxas %{ %host-fallback HIER_CHECK_POINTERS=force %t.spmd 2 2>&1 | FileCheck %s --check-prefix=BYVALUE %}
// RUN: %if ptxas %{ %host-fallback HIER_CHECK_POINTERS=force %t.spmd 3 2>&1 | FileCheck %s --check-prefix=PARALLEL %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.host && %spmd-run %t.host | FileCheck %s --check-prefix=SUMS
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s --check-prefix=SUMS
// RUN: %run HIER_CHECK_POINTERS=force %t.host 0 | FileCheck %s --check-prefix=HOSTONLY
// SUMS: sums: 16 8 16 16 16 16
// HOSTONLY: ran 0
// TEMPLATE: hier: the team region at {{.*}}unmapped-pointers-contexts.cpp:[[@LINE+14]] dereferences 'p'
// BYREF: hier: the team region at {{.*}}unmapped-pointers-contexts.cpp:[[@LINE+36]] dereferences 'a'
// BYVALUE: hier: the team region at {{.*}}unmapped-pointers-contexts.cpp:[[@LINE+45]] dereferences 'a'
// PARALLEL: hier: the team region at {{.*}}unmapped-pointers-contexts.cpp:[[@LINE+62]] dereferences 'a'

#include <hier/hier.h>
#include <omp.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

template <class T> T sum(T *p, int n) {
  T s = 0;
#pragma hier team reduction(+: s)
  for (int t = 0; t < 1; ++t) {
#pragma hier thread vector reduction(+: s)
    for (int i = 0; i < n; ++i)
      s += p[i];
  }
  return s;
}

static void stopped(int) { _exit(0); }

int main(int argc, char **argv) {
  std::signal(SIGABRT, stopped);
  int n = 16, which = argc > 1 ? std::atoi(argv[1]) : -1;
  double *a = (double *)std::malloc(n * sizeof(double));
  float *f = (float *)std::malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    a[i] = 1, f[i] = 1;
  if (which < 0) {
#pragma omp target enter data map(to: a[0:n], f[0:n / 2])
  }
  auto byReference = [&]() {
    double s = 0;
#pragma hier team reduction(+: s)
    for (int t = 0; t < 1; ++t) {
#pragma hier thread vector reduction(+: s)
      for (int i = 0; i < n; ++i)
        s += a[i];
    }
    return s;
  };
  auto byValue = [=]() {
    double s = 0;
#pragma hier team reduction(+: s)
    for (int t = 0; t < 1; ++t) {
#pragma hier thread vector reduction(+: s)
      for (int i = 0; i < n; ++i)
        s += a[i];
    }
    return s;
  };
  double sums[6] = {0, 0, 0, 0, 0, 0};
  if (which < 0 || which == 0)
    sums[0] = sum(a, n), sums[1] = sum(f, n / 2);
  if (which < 0 || which == 1)
    sums[2] = byReference();
  if (which < 0 || which == 2)
    sums[3] = byValue();
#pragma omp parallel num_threads(2) if (which < 0 || which == 3)
  {
    double s = 0;
#pragma hier team reduction(+: s)
    for (int t = 0; t < 1; ++t) {
#pragma hier thread vector reduction(+: s)
      for (int i = 0; i < n; ++i)
        s += a[i];
    }
    if (which < 0)
      sums[4 + omp_get_thread_num()] = s;
  }
  if (which >= 0)
    std::printf("ran %d\n", which);
  else
    std::printf("sums: %g %g %g %g %g %g\n", sums[0], sums[1], sums[2],
                sums[3], sums[4], sums[5]);
  return 0;
}

// Ported from LLVM offload/test/offloading/complex_reduction.cpp: a sum of
// std::complex<float> and std::complex<double> over 100 elements (i - i*i),
// reduced over the whole league, and hierarchically: 10 teams each reduce a
// block of 10 with a thread loop, the host adds the blocks. OpenMP needs a
// 'declare reduction' for std::complex there; hier reduces it with '+'.
// The original's -ffast-math run is the fourth RUN line.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// RUN: %clangxx -O3 -ffast-math -fopenmp %s -o %t.fast && %run %t.fast | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: complex-reduction: PASS

#include <complex>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename T> static T element(int i) { return T(i, -i); }

template <typename T> static void reduce(const char *type) {
  const int size = 100;
  std::complex<T> array[size], sum(0), ref(0);
  for (int i = 0; i < size; ++i) {
    array[i] = element<std::complex<T>>(i);
    ref += array[i];
  }

#pragma hier team team_size(32) vector_length(1) map(to: array[:size]) reduction(+: sum)
  for (int i = 0; i < size; ++i)
    sum += array[i];
  char what[64];
  std::snprintf(what, sizeof what, "league sum<%s>", type);
  conf_check(what, std::abs(sum - ref) > 1e-6);

  const int blocks = 10, block = 10;
  std::complex<T> partial[blocks];
#pragma hier team team_size(16) map(to: array[:size]) map(from: partial[:blocks])
  for (int b = 0; b < blocks; ++b) {
    std::complex<T> s(0);
#pragma hier thread reduction(+: s)
    for (int i = b * block; i < (b + 1) * block; ++i)
      s += array[i];
    partial[b] = s;
  }
  sum = 0;
  for (int b = 0; b < blocks; ++b)
    sum += partial[b];
  std::snprintf(what, sizeof what, "block sums<%s>", type);
  conf_check(what, std::abs(sum - ref) > 1e-6);
}

int main() {
  reduce<float>("float");
  reduce<double>("double");
  return conf_done("complex-reduction");
}

// Ported from LLVM offload/test/offloading/strided_update.c (and its
// strided_update_to.c / _from.c variants, whole arrays here): data mapped once
// by 'target data'; between two regions the host changes it and 'target update
// to' sends the change, and 'target update from' brings a region's result back
// before the data region ends.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: target-update: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { N = 256 };

int main(void) {
  int x[N], y[N];
  for (int i = 0; i < N; ++i) {
    x[i] = i;
    y[i] = 0;
  }
  long bad = 0;
#pragma omp target data map(to: x) map(tofrom: y)
  {
#pragma hier team team_size(2) vector_length(32) map(to: x) map(tofrom: y)
    for (int l = 0; l < 4; ++l) {
#pragma hier thread vector
      for (int i = 0; i < N / 4; ++i)
        y[l * (N / 4) + i] = x[l * (N / 4) + i] + 1;
    }
#pragma omp target update from(y)
    for (int i = 0; i < N; ++i)
      bad += y[i] != i + 1;
    for (int i = 0; i < N; ++i)
      x[i] = 3 * i;
#pragma omp target update to(x)
#pragma hier team team_size(2) vector_length(32) map(to: x) map(tofrom: y)
    for (int l = 0; l < 4; ++l) {
#pragma hier thread vector
      for (int i = 0; i < N / 4; ++i)
        y[l * (N / 4) + i] += x[l * (N / 4) + i];
    }
  }
  for (int i = 0; i < N; ++i)
    bad += y[i] != 4 * i + 1;
  conf_check("target update", bad);
  return conf_done("target-update");
}

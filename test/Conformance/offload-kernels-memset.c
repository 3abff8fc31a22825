// Ported from LLVM offload/test/offloading/kernels_memset.c: one region
// zeroes an array, the next adds into it, a third scales it; three kernels in
// a row on the same mapped data inside 'target data'.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: kernels-memset: PASS

#include <stdlib.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  const int Rows = 37, Cols = 129;
  const int N = Rows * Cols;
  int *a = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i)
    a[i] = 12345;
#pragma omp target data map(tofrom: a[0:N])
  {
#pragma hier team team_size(4) vector_length(32) map(tofrom: a[0:N])
    for (int r = 0; r < Rows; ++r) {
#pragma hier thread vector
      for (int c = 0; c < Cols; ++c)
        a[r * Cols + c] = 0;
    }
#pragma hier team team_size(4) vector_length(32) map(tofrom: a[0:N])
    for (int r = 0; r < Rows; ++r) {
#pragma hier thread vector
      for (int c = 0; c < Cols; ++c)
        a[r * Cols + c] += r + c;
    }
#pragma hier team team_size(4) vector_length(32) map(tofrom: a[0:N])
    for (int r = 0; r < Rows; ++r) {
#pragma hier thread
      for (int c = 0; c < Cols; ++c)
        a[r * Cols + c] *= 3;
    }
  }
  long bad = 0;
  for (int r = 0; r < Rows; ++r)
    for (int c = 0; c < Cols; ++c)
      bad += a[r * Cols + c] != 3 * (r + c);
  conf_check("memset, add, scale", bad);
  free(a);
  return conf_done("kernels-memset");
}

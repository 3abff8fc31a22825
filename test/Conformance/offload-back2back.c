// Ported from LLVM offload/test/offloading/back2back_distribute.c: several
// regions in a row, each reading what the previous one wrote, with
// different team shapes, without 'target data' in between.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: back2back: PASS

#include <stdlib.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  const int N = 10000;
  double *a = (double *)malloc(N * sizeof(double));
  double *b = (double *)malloc(N * sizeof(double));
  double *c = (double *)malloc(N * sizeof(double));
#pragma hier team team_size(8) vector_length(32) map(from: a[0:N], b[0:N])
  for (int l = 0; l < (N + 255) / 256; ++l) {
#pragma hier thread vector
    for (int i = l * 256; i < ((l + 1) * 256 < N ? (l + 1) * 256 : N); ++i) {
      a[i] = i;
      b[i] = 2 * i;
    }
  }
#pragma hier team team_size(2) vector_length(16) map(to: a[0:N], b[0:N]) map(from: c[0:N])
  for (int l = 0; l < 100; ++l) {
#pragma hier thread
    for (int i = l * (N / 100); i < (l + 1) * (N / 100); ++i)
      c[i] = a[i] + b[i];
  }
#pragma hier team team_size(4) vector_length(4) map(tofrom: c[0:N])
  for (int l = 0; l < N / 50; ++l) {
#pragma hier thread vector
    for (int i = 0; i < 50; ++i)
      c[l * 50 + i] *= 2;
  }
  long bad = 0;
  for (int i = 0; i < N; ++i)
    bad += c[i] != 6.0 * i;
  conf_check("back to back", bad);
  free(a);
  free(b);
  free(c);
  return conf_done("back2back");
}

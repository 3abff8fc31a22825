// Ported from LLVM offload/test/offloading/ompx_saxpy_mixed.c: Y = a*X + Y
// with X = 1 and Y = 2 gives 4 everywhere (max error 0), over N elements in
// blocks of 256, inside 'target data'; N is no multiple of the block.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: Max error: 0.00
// CHECK: ompx-saxpy: PASS

#include <math.h>
#include <stdlib.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  int N = (1 << 18) + 77;
  float a = 2.f;
  float *X = (float *)malloc(sizeof(*X) * N);
  float *Y = (float *)malloc(sizeof(*Y) * N);
  for (int i = 0; i < N; i++) {
    X[i] = 1.0f;
    Y[i] = 2.0f;
  }
  int TL = 256, NT = (N + TL - 1) / TL;
#pragma omp target data map(to: X[0:N]) map(Y[0:N])
#pragma hier team team_size(TL / 32) vector_length(32) map(to: X[0:N]) map(tofrom: Y[0:N])
  for (int bid = 0; bid < NT; ++bid) {
#pragma hier thread vector
    for (int tid = 0; tid < TL; ++tid) {
      int gid = tid + bid * TL;
      if (gid < N)
        Y[gid] = a * X[gid] + Y[gid];
    }
  }
  float maxError = 0.0f;
  for (int i = 0; i < N; i++)
    maxError = fmaxf(maxError, fabsf(Y[i] - 4.0f));
  printf("Max error: %f\n", maxError);
  conf_check("saxpy", maxError != 0.0f);
  free(X);
  free(Y);
  return conf_done("ompx-saxpy");
}

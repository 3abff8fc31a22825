// Ported from LLVM offload/test/offloading/CUDA/syncthreads.cu: threads
// write a shared array, __syncthreads(), then each reads the entry a
// neighbour wrote; here 'shared', a team barrier, and a reversed read.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: syncthreads: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { Blocks = 3, Threads = 128 };

int main(void) {
  int out[Blocks * Threads];
#pragma hier team team_size(4) vector_length(32) map(from: out)
  for (int b = 0; b < Blocks; ++b) {
#pragma hier shared
    int buf[Threads];
#pragma hier thread vector
    for (int t = 0; t < Threads; ++t)
      buf[t] = t * 3 + b;
#pragma hier barrier
#pragma hier thread vector
    for (int t = 0; t < Threads; ++t)
      out[b * Threads + t] = buf[Threads - 1 - t];
  }
  long bad = 0;
  for (int b = 0; b < Blocks; ++b)
    for (int t = 0; t < Threads; ++t)
      bad += out[b * Threads + t] != (Threads - 1 - t) * 3 + b;
  conf_check("reversed through shared memory", bad);
  return conf_done("syncthreads");
}

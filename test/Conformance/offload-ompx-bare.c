// Ported from LLVM offload/test/offloading/ompx_bare.c: a bare kernel of 64
// blocks of 64 threads writes its global index, block id * block size +
// thread id, into data[idx]; here 64 teams whose 'thread vector' loop covers
// the team's 64 entries.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ompx-bare: PASS

#include <stdlib.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  const int num_blocks = 64, block_size = 64, N = num_blocks * block_size;
  int *data = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i)
    data[i] = -1;
#pragma hier team team_size(2) vector_length(32) map(tofrom: data[0:N])
  for (int b = 0; b < num_blocks; ++b) {
#pragma hier thread vector
    for (int t = 0; t < block_size; ++t)
      data[b * block_size + t] = b * block_size + t;
  }
  long bad = 0;
  for (int i = 0; i < N; ++i)
    bad += data[i] != i;
  conf_check("global index", bad);
  free(data);
  return conf_done("ompx-bare");
}

// Ported from LLVM offload/test/offloading/barrier_fence.c: writes made
// before a team barrier, by some threads, are visible to all threads after
// it; here every thread bumps a team-shared counter with an atomic, and
// after the barrier every thread reads the full count.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: barrier-fence: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  const int L = 12, N = 300;
  long errors = 0;
#pragma hier team team_size(8) vector_length(16) reduction(+: errors)
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    int counter;
#pragma hier single
    counter = 0;
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      __atomic_fetch_add(&counter, 1 + (i % 2), __ATOMIC_RELAXED);
#pragma hier barrier
    long e = 0;
#pragma hier thread vector reduction(+: e)
    for (int i = 0; i < 128; ++i)
      e += counter != N / 2 * 3;
    errors += e;
#pragma hier barrier
  }
  conf_check("counts after the barrier", errors);
  return conf_done("barrier-fence");
}

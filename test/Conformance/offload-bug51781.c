// Ported from LLVM offload/test/offloading/bug51781.c (a kernel whose team
// code calls a function holding the parallel work, in generic mode): the
// team region lives in a function called with different sizes and
// outputs, from a loop, and each call's teams do their own work.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: bug51781: PASS

#include <stdlib.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static void work(int *out, int teams, int n, int seed) {
#pragma hier team team_size(2) vector_length(16) map(from: out[0:teams * n])
  for (int t = 0; t < teams; ++t) {
#pragma hier thread vector
    for (int i = 0; i < n; ++i)
      out[t * n + i] = seed * t + i;
  }
}

int main(void) {
  long bad = 0;
  for (int k = 1; k <= 6; ++k) {
    int teams = k * 3, n = 10 * k + 1;
    int *out = (int *)malloc(teams * n * sizeof(int));
    work(out, teams, n, k);
    for (int t = 0; t < teams; ++t)
      for (int i = 0; i < n; ++i)
        bad += out[t * n + i] != k * t + i;
    free(out);
  }
  conf_check("region in a called function", bad);
  return conf_done("bug51781");
}

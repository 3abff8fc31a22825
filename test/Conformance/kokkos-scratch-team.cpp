// Ported from Kokkos core/unit_test/TestTeam.hpp (TestScratchTeam,
// ScratchTeamFunctor): each team takes two arrays out of its level-0
// scratch, sized at launch, fills them with a TeamThreadRange, and after a
// barrier checks entries other threads wrote.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scratch-team: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int league, int count) {
  long errors = 0;
#pragma hier team team_size(4) vector_length(8) scratch(count * (sizeof(long) + sizeof(int))) \
    reduction(+: errors)
  for (int l = 0; l < league; ++l) {
    long *a = (long *)hier_scratch();
    int *b = (int *)(a + count);
#pragma hier thread vector
    for (int i = 0; i < count; ++i) {
      a[i] = 10L * i + l;
      b[i] = -i - l;
    }
#pragma hier barrier
    long e = 0;
#pragma hier thread vector reduction(+: e)
    for (int i = 0; i < count; ++i) {
      int j = count - 1 - i;
      e += a[j] != 10L * j + l || b[j] != -j - l;
    }
    errors += e;
#pragma hier barrier
  }
  return errors;
}

int main() {
  conf_check("count 1", run(10, 1));
  conf_check("count 100", run(10, 100));
  conf_check("count 1023", run(3, 1023));
  return conf_done("scratch-team");
}

// Ported from Kokkos core/unit_test/TestTeamVector.hpp (Kokkos::single
// (PerTeam) inside a sequential loop of the team functor, with the team
// reading the value after each): 'single' in a loop of the team body
// updates a shared accumulator that every thread then reads.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: single-in-loop: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 7, Steps = 25;
  long errors = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: errors)
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    long acc;
#pragma hier single
    acc = l;
    long e = 0;
    for (int s = 1; s <= Steps; ++s) {
#pragma hier single
      {
        acc = acc * 3 % 1000003 + s;
      }
      long want = l;
      for (int k = 1; k <= s; ++k)
        want = want * 3 % 1000003 + k;
      long mine = 0;
#pragma hier thread vector reduction(+: mine)
      for (int i = 0; i < 32; ++i)
        mine += acc != want;
      e += mine;
#pragma hier barrier
    }
    errors += e;
  }
  conf_check("single in a loop", errors);
  return conf_done("single-in-loop");
}

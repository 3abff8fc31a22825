// Ported from Kokkos core/unit_test/TestTeamVector.hpp (functor_team_reduce:
// "team_parallel_reduce with shared result"): a TeamThreadRange reduction
// whose result goes into a team-shared scalar (shared_value(0) in scratch);
// after a barrier every thread reads it.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-reduce-shared-result: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int league = 10;
  long errors = 0;
#pragma hier team team_size(8) vector_length(4) reduction(+: errors)
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    double shared_value;
    double value = 0;
#pragma hier thread reduction(+: value)
    for (int i = 0; i < 131; ++i)
      value += i - l + league + 8;
#pragma hier single
    shared_value = value;
    double test = 0;
    for (int i = 0; i < 131; ++i)
      test += i - l + league + 8;
    long e = 0;
#pragma hier thread vector reduction(+: e)
    for (int k = 0; k < 32; ++k)
      e += shared_value != test;
    errors += e;
#pragma hier barrier
  }
  conf_check("shared result", errors);
  return conf_done("team-reduce-shared-result");
}

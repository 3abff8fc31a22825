// Ported from Kokkos core/unit_test/TestTeamVector.hpp
// (functor_team_vector_for): inside a TeamThreadRange of 131 iterations,
// Kokkos::single(PerThread) adds each iteration once into the thread's slot
// of team-shared memory; after a barrier, one thread per team sums the
// slots and compares with the sequential sum.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-vector-for: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int league = 9;
  long wrong[9] = {0};
#pragma hier team team_size(4) vector_length(8) map(tofrom: wrong)
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    long values[4];
#pragma hier thread
    for (int t = 0; t < 4; ++t) {
#pragma hier single thread
      values[t] = 0;
      for (int i = t; i < 131; i += 4) {
#pragma hier single thread
        values[t] += i - l + league + 4;
      }
      // The thread's lanes: a vector loop keeps this thread loop one
      // iteration per thread on a GPU.
#pragma hier vector
      for (int v = 0; v < 1; ++v)
        ;
    }
#pragma hier barrier
#pragma hier single
    {
      long test = 0, value = 0;
      for (int i = 0; i < 131; ++i)
        test += i - l + league + 4;
      for (int t = 0; t < 4; ++t)
        value += values[t];
      wrong[l] = test != value;
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l)
    bad += wrong[l];
  conf_check("single per thread", bad);
  return conf_done("team-vector-for");
}

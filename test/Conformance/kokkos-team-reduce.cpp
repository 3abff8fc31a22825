// Ported from Kokkos core/unit_test/TestTeamVector.hpp (functor_team_reduce,
// functor_team_reduce_reducer): a TeamThreadRange parallel_reduce of 131
// terms, with the result in a thread-private variable of the team body; every
// thread of the team holds the result, which the team compares with the
// sequential sum (int, long long, float, double; leagues of 1, 7, 100).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-reduce: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename T> static void run(const char *name, int league) {
  long bad = 0;
#pragma hier team team_size(8) vector_length(4) reduction(+: bad)
  for (int l = 0; l < league; ++l) {
    T value = T();
#pragma hier thread reduction(+: value)
    for (int i = 0; i < 131; ++i)
      value += (T)(i - l + league + 8);
    T test = 0;
    for (int i = 0; i < 131; ++i)
      test += (T)(i - l + league + 8);
    // Every thread holds the result; count a mismatch once per team.
    int mismatch = 0;
#pragma hier thread vector reduction(||: mismatch)
    for (int k = 0; k < 1; ++k)
      mismatch = mismatch || value != test;
    bad += mismatch;
  }
  conf_check(name, bad);
}

int main() {
  run<int>("int", 1);
  run<long long>("long long", 7);
  run<float>("float", 100);
  run<double>("double", 100);
  return conf_done("team-reduce");
}

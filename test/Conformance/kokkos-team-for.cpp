// Ported from Kokkos core/unit_test/TestTeamVector.hpp (functor_team_for):
// a TeamThreadRange loop of 131 iterations accumulates into one team-shared
// slot per GPU thread, a barrier, then one thread of the team adds the slots
// up and compares with the sequential sum, for int, long and double.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-for: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename T> static void run(const char *name, int league) {
  int wrong[64] = {0};
#pragma hier team team_size(4) vector_length(2) map(tofrom: wrong)
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    T slot[4 * 2];
    int me = hier_team_rank() * hier_vector_length() + hier_vector_rank();
    slot[me] = 0;
#pragma hier barrier
#pragma hier thread
    for (int i = 0; i < 131; ++i)
      slot[me] += (T)(i - l + league + 4);
#pragma hier barrier
#pragma hier single
    {
      T want = 0, got = 0;
      for (int i = 0; i < 131; ++i)
        want += (T)(i - l + league + 4);
      for (int s = 0; s < hier_team_size() * hier_vector_length(); ++s)
        got += slot[s];
      wrong[l] = got != want;
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l)
    bad += wrong[l];
  conf_check(name, bad);
}

int main() {
  run<int>("int", 1);
  run<long>("long", 13);
  run<double>("double", 64);
  return conf_done("team-for");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp (TeamThreadRange(team,
// begin, end) in test_team_mulit_level_scratch_loop_body) and
// TestTeamVector.hpp (ranges [nStart, nEnd) in functor_vec_single): thread loops with begin > 0,
// negative begins, begin == end, begin > end, steps of 3, and the same
// ranges walked downwards with a negative step; each iteration marks its
// slot once.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: thread-range-bounds: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { Off = 100, Slots = 300 };

static void run(int begin, int end, int step) {
  int up[4][Slots], down[4][Slots];
  std::memset(up, 0, sizeof up);
  std::memset(down, 0, sizeof down);
#pragma hier team team_size(4) vector_length(4) map(tofrom: up, down)
  for (int l = 0; l < 4; ++l) {
#pragma hier thread
    for (int i = begin; i < end; i += step)
      up[l][i + Off] += 1;
#pragma hier thread
    for (int i = end - 1; i >= begin; i -= step)
      down[l][i + Off] += 1;
  }
  long bad = 0;
  for (int l = 0; l < 4; ++l)
    for (int s = 0; s < Slots; ++s) {
      int i = s - Off;
      bad += up[l][s] != (i >= begin && i < end && (i - begin) % step == 0);
      bad += down[l][s] != (i >= begin && i < end && (end - 1 - i) % step == 0);
    }
  if (bad)
    printf("FAIL range [%d, %d) step %d\n", begin, end, step);
  conf_check("thread range", bad);
}

int main() {
  run(0, 131, 1);
  run(13, 77, 1);
  run(-100, 5, 1);
  run(7, 7, 1);
  run(9, 3, 1);
  run(-50, 151, 3);
  run(-1, 0, 5);
  return conf_done("thread-range-bounds");
}

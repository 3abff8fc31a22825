// Ported from Kokkos core/unit_test/TestTeamVectorRange.hpp
// (functor_teamvector_for, functor_teamvector_reduce over TeamVectorRange(team,
// 131)) with the begin/end ranges TeamVectorRange(team, begin, end) takes:
// 'thread vector' loops over shifted, empty, reversed and strided ranges, up
// and down, with 'thread vector' reductions over the same ranges.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-vector-range-bounds: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { Off = 300, Slots = 1400 };

static void run(int begin, int end, int step) {
  static int up[3][Slots], down[3][Slots];
  long sums[3][2];
  std::memset(up, 0, sizeof up);
  std::memset(down, 0, sizeof down);
#pragma hier team team_size(4) vector_length(32) map(tofrom: up, down) map(from: sums)
  for (int l = 0; l < 3; ++l) {
    long su = 0, sd = 0;
#pragma hier thread vector reduction(+: su)
    for (int i = begin; i < end; i += step) {
      up[l][i + Off] += 1;
      su += i;
    }
#pragma hier thread vector reduction(+: sd)
    for (int i = end - 1; i >= begin; i -= step) {
      down[l][i + Off] += 1;
      sd += i;
    }
#pragma hier single
    {
      sums[l][0] = su;
      sums[l][1] = sd;
    }
  }
  long bad = 0, wu = 0, wd = 0;
  for (int i = begin; i < end; i += step)
    wu += i;
  for (int i = end - 1; i >= begin; i -= step)
    wd += i;
  for (int l = 0; l < 3; ++l) {
    bad += sums[l][0] != wu || sums[l][1] != wd;
    for (int s = 0; s < Slots; ++s) {
      int i = s - Off;
      bad += up[l][s] != (i >= begin && i < end && (i - begin) % step == 0);
      bad += down[l][s] != (i >= begin && i < end && (end - 1 - i) % step == 0);
    }
  }
  if (bad)
    printf("FAIL range [%d, %d) step %d\n", begin, end, step);
  conf_check("team vector range", bad);
}

int main() {
  run(0, 1000, 1);
  run(-300, 129, 1);
  run(50, 50, 1);
  run(60, 10, 1);
  run(-299, 1000, 13);
  run(0, 1, 128);
  return conf_done("team-vector-range-bounds");
}

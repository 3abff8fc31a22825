// Ported from Kokkos core/unit_test/TestTeamVector.hpp (functor_team_for,
// functor_team_reduce and functor_vec_red) to C: per-thread slots of
// team-shared memory indexed by hier_team_rank() and hier_vector_rank(),
// a thread loop reduction and a vector reduction of 131 and 13 terms, in
// int, long and double.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-for-c: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

#define LEAGUE 11

int main(void) {
  long slotErrors = 0, redErrors = 0;
#pragma hier team team_size(4) vector_length(4) reduction(+: slotErrors, redErrors)
  for (int l = 0; l < LEAGUE; ++l) {
#pragma hier shared
    long slot[16];
    int me = hier_team_rank() * hier_vector_length() + hier_vector_rank();
    slot[me] = 0;
#pragma hier barrier
#pragma hier thread
    for (int i = 0; i < 131; ++i)
      slot[me] += i - l + LEAGUE + 4;
#pragma hier barrier
    long test = 0;
    for (int i = 0; i < 131; ++i)
      test += i - l + LEAGUE + 4;
    long value = 0;
    for (int s = 0; s < hier_team_size() * hier_vector_length(); ++s)
      value += slot[s];
    int ri = 0;
    double rd = 0;
#pragma hier thread reduction(+: ri, rd)
    for (int i = 0; i < 131; ++i) {
      ri += i - l;
      rd += 0.5 * i;
    }
    long e = 0;
#pragma hier thread reduction(+: e)
    for (int t = 0; t < 4; ++t) {
      long v = 0;
#pragma hier vector reduction(+: v)
      for (int i = 0; i < 13; ++i)
        v += i - t - l;
      e += v != 78 - 13L * (t + l);
    }
    // Every thread holds the same values: counted once per team.
    slotErrors += value != test;
    redErrors += (ri != 131 * 130 / 2 - 131 * l) + (rd != 0.25 * 131 * 130) + e;
#pragma hier barrier
  }
  conf_check("slots", slotErrors);
  conf_check("reductions", redErrors);
  return conf_done("team-for-c");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp (team functors returning
// early for some league ranks, as test_for does for teams with nothing to
// do): 'continue' in the league loop, before and after thread loops and
// barriers, skipping whole teams, with a grid smaller than the league and a
// team reduction that must count only the teams that ran to the end.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: league-continue: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 60, N = 40;
  int hits[60][40];
  std::memset(hits, 0, sizeof hits);
  long done = 0;
#pragma hier team team_size(4) vector_length(8) max_teams(7) map(tofrom: hits) reduction(+: done)
  for (int l = 0; l < L; ++l) {
    if (l % 3 == 0)
      continue;
#pragma hier shared
    int buf[N];
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      buf[i] = l + i;
#pragma hier barrier
    if (l % 5 == 0)
      continue;
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      hits[l][i] += buf[N - 1 - i] - (l + N - 1 - i) + 1;
#pragma hier barrier
    done += 1;
  }
  long bad = 0, want = 0;
  for (int l = 0; l < L; ++l) {
    int ran = l % 3 != 0 && l % 5 != 0;
    want += ran;
    for (int i = 0; i < N; ++i)
      bad += hits[l][i] != ran;
  }
  bad += done != want;
  conf_check("continue in the league loop", bad);
  return conf_done("league-continue");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp (TeamPolicy(league_size,
// team_size) whose league_size differs from the work's extent, each team
// striding over the work by league_size): 'league_size(n)' smaller and
// larger than the league loop's trip count, with 'max_teams'.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: league-size-clause: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int n, int teams) {
  int hits[200];
  std::memset(hits, 0, sizeof hits);
  long sum = 0;
#pragma hier team league_size(teams) team_size(2) vector_length(16) map(tofrom: hits) reduction(+: sum)
  for (int l = 0; l < n; ++l) {
#pragma hier single
    hits[l] += 1;
    sum += l;
  }
  long bad = sum != (long)n * (n - 1) / 2;
  for (int i = 0; i < 200; ++i)
    bad += hits[i] != (i < n);
  if (bad)
    printf("FAIL league of %d, league_size(%d)\n", n, teams);
  return bad;
}

int main() {
  conf_check("fewer teams", run(200, 3));
  conf_check("more teams", run(10, 64));
  conf_check("one team", run(77, 1));
  conf_check("empty league", run(0, 5));
  return conf_done("league-size-clause");
}

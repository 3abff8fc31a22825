// Ported from Kokkos core/unit_test/TestTeamTeamSize.hpp
// (team_policy_minmax_scalar_without_plus_equal_k: a MinMax reduction of
// league_rank over 17 teams of automatic size gives 0 and 16): min and max
// team reductions of the league index with the default team shape, and with
// a grid smaller than the league.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-minmax-league: PASS

#include <climits>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int numTeams = 17;
  int mn = INT_MAX, mx = INT_MIN;
#pragma hier team reduction(min: mn) reduction(max: mx)
  for (int l = 0; l < numTeams; ++l) {
    mn = l < mn ? l : mn;
    mx = l > mx ? l : mx;
  }
  conf_check("min", mn != 0);
  conf_check("max", mx != numTeams - 1);
  int mn2 = INT_MAX, mx2 = INT_MIN;
#pragma hier team max_teams(4) reduction(min: mn2) reduction(max: mx2)
  for (int l = numTeams - 1; l >= 0; --l) {
    mn2 = l < mn2 ? l : mn2;
    mx2 = l > mx2 ? l : mx2;
  }
  conf_check("min, 4 teams", mn2 != 0);
  conf_check("max, 4 teams", mx2 != numTeams - 1);
  return conf_done("team-minmax-league");
}

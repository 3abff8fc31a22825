// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamPolicy::test_for):
// every league index runs exactly once, with league_rank < league_size and
// team_rank < team_size, for leagues of 0, 1, 2, 1000 and 4321 teams, with
// and without a grid smaller than the league (max_teams).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-policy-ranks: PASS

#include <initializer_list>
#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static void run(int league, int maxTeams) {
  std::vector<int> seen(league + 1, 0), ranksOk(league + 1, 1);
  int *s = seen.data(), *ok = ranksOk.data();
#pragma hier team team_size(4) vector_length(8) max_teams(maxTeams) \
    map(tofrom: s[0:league + 1], ok[0:league + 1])
  for (int l = 0; l < league; ++l) {
    int good = hier_league_rank() >= 0 &&
               hier_league_rank() < hier_league_size() &&
               hier_league_size() <= maxTeams &&
               hier_team_rank() >= 0 && hier_team_rank() < hier_team_size() &&
               hier_vector_rank() >= 0 &&
               hier_vector_rank() < hier_vector_length();
    int allGood = 1;
#pragma hier thread vector reduction(&&: allGood)
    for (int k = 0; k < 32; ++k)
      allGood = allGood && good;
#pragma hier single
    {
      s[l] += 1;
      ok[l] = allGood;
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l)
    bad += seen[l] != 1 || !ranksOk[l];
  bad += seen[league] != 0;
  if (bad)
    printf("FAIL league %d max_teams %d\n", league, maxTeams);
  conf_check("ranks", bad);
}

int main() {
  for (int league : {0, 1, 2, 1000, 4321}) {
    run(league, 3);
    run(league, 65536);
  }
  return conf_done("team-policy-ranks");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp: ScratchTeamFunctor /
// TestScratchTeam at scratch level 1 and TestMultiLevelScratchTeam
// (test_team_mulit_level_scratch_loop_body: a function holding
// TeamThreadRange and ThreadVectorRange loops over team_scratch(0) and
// team_scratch(1) views, called by the functor). Here the function is a
// '#pragma hier routine thread', the views are carved from
// hier_scratch_level(0) and hier_scratch_level(1), and per-thread scratch
// (thread_scratch, which hier lacks) is a slice of each per team rank.
// Each team fills its views from its league rank, barriers, and checks
// them; the count of wrong values must be 0. The league is longer than the
// grid (max_teams) so that teams reuse their level-1 scratch.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scratch-multi-level: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { TeamN = 128, ThreadN = 16, TeamSize = 4 };

// test_team_mulit_level_scratch_loop_body: returns the team's errors.
#pragma hier routine thread
static long multiLevelBody(int league) {
  double *team0 = (double *)hier_scratch_level(0);
  double *team0b = team0 + TeamN;
  double *team1 = (double *)hier_scratch_level(1);
  double *thread0 = team0b + TeamN;      // TeamSize x ThreadN
  double *thread1 = team1 + TeamN;       // TeamSize x ThreadN
#pragma hier thread vector
  for (int i = 0; i < TeamN; ++i) {
    team0[i] = 1000000 + i + league * 100000;
    team0b[i] = 2000000 + i + league * 100000;
    team1[i] = 3000000 + i + league * 100000;
  }
#pragma hier thread
  for (int r = 0; r < TeamSize; ++r) {
#pragma hier vector
    for (int i = 0; i < ThreadN; ++i) {
      thread0[r * ThreadN + i] = 4000000 + i + r * 10000 + league * 100000;
      thread1[r * ThreadN + i] = 5000000 + i + r * 10000 + league * 100000;
    }
  }
#pragma hier barrier
  long error = 0;
#pragma hier thread vector reduction(+: error)
  for (int i = 0; i < TeamN; ++i)
    error += (team0[i] != 1000000 + i + league * 100000) +
             (team0b[i] != 2000000 + i + league * 100000) +
             (team1[i] != 3000000 + i + league * 100000);
  long threadError = 0;
#pragma hier thread reduction(+: threadError)
  for (int r = 0; r < TeamSize; ++r) {
    long e = 0;
#pragma hier vector reduction(+: e)
    for (int i = 0; i < ThreadN; ++i)
      e += (thread0[r * ThreadN + i] !=
            4000000 + i + r * 10000 + league * 100000) +
           (thread1[r * ThreadN + i] !=
            5000000 + i + r * 10000 + league * 100000);
    threadError += e;
  }
#pragma hier barrier
  return error + threadError;
}

// ScratchTeamFunctor at level 1: each thread writes its rank and league
// rank into its slot of the team's level-1 scratch, a single checks them.
static long scratchTeamLevel1(int league, int maxTeams) {
  long errors = 0;
#pragma hier team team_size(TeamSize) vector_length(4) max_teams(maxTeams) scratch(1: TeamSize * sizeof(long)) reduction(+: errors)
  for (int l = 0; l < league; ++l) {
    long *slots = (long *)hier_scratch_level(1);
#pragma hier thread
    for (int r = 0; r < TeamSize; ++r) {
#pragma hier single thread
      slots[r] = l * 1000 + r;
    }
#pragma hier barrier
    long e = 0;
#pragma hier single copyprivate(e)
    for (int r = 0; r < TeamSize; ++r)
      e += slots[r] != l * 1000 + r;
    errors += e;
#pragma hier barrier
  }
  return errors;
}

static long multiLevel(int league, int maxTeams) {
  long errors = 0;
#pragma hier team team_size(TeamSize) vector_length(8) max_teams(maxTeams) scratch(0: (2 * TeamN + TeamSize * ThreadN) * sizeof(double)) scratch(1: (TeamN + TeamSize * ThreadN) * sizeof(double)) reduction(+: errors)
  for (int l = 0; l < league; ++l)
    errors += multiLevelBody(l);
  return errors;
}

int main() {
  const int leagues[] = {0, 1, 10, 1000};
  for (int league : leagues) {
    conf_check("scratch level 1", scratchTeamLevel1(league, 16));
    conf_check("multi-level scratch", multiLevel(league, 7));
  }
  return conf_done("scratch-multi-level");
}

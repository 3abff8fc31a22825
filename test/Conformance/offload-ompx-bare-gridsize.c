// Ported from LLVM offload/test/offloading/ompx_bare_gridsize.c: a bare
// launch reports the grid it was given (number of blocks, threads per block).
// In hier the grid is min(league, max_teams) teams of team_size x
// vector_length threads on a GPU; on the host fallback hier_league_size() is
// the number of host teams. Checked: every team sees the same sizes, the
// league size is at most max_teams and the league, and sizes are positive.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ompx-bare-gridsize: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int league, int maxTeams) {
  int sizes[64][3];
  for (int l = 0; l < 64; ++l)
    sizes[l][0] = sizes[l][1] = sizes[l][2] = -1;
#pragma hier team team_size(2) vector_length(16) max_teams(maxTeams) map(tofrom: sizes)
  for (int l = 0; l < league; ++l) {
#pragma hier single
    {
      sizes[l][0] = hier_league_size();
      sizes[l][1] = hier_team_size();
      sizes[l][2] = hier_vector_length();
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l) {
    bad += sizes[l][0] < 1 || sizes[l][0] > maxTeams || sizes[l][0] > league;
    bad += sizes[l][0] != sizes[0][0] || sizes[l][1] != sizes[0][1] ||
           sizes[l][2] != sizes[0][2];
    bad += sizes[l][1] < 1 || sizes[l][1] > 2 || sizes[l][2] < 1 || sizes[l][2] > 16;
  }
  for (int l = league; l < 64; ++l)
    bad += sizes[l][0] != -1;
  return bad;
}

int main(void) {
  conf_check("league 64, max 64", run(64, 64));
  conf_check("league 64, max 5", run(64, 5));
  conf_check("league 3, max 100", run(3, 100));
  conf_check("league 1, max 1", run(1, 1));
  return conf_done("ompx-bare-gridsize");
}

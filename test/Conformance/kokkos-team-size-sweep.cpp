// Ported from Kokkos core/unit_test/TestTeamTeamSize.hpp (test_team_policy_
// max_recommended with every team size) and TestTeamBasic.hpp: the same
// TeamThreadRange and ThreadVectorRange reductions under team sizes 1 to 32
// and vector lengths 1 to 32 given at run time; the result does not depend
// on the team's shape.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-size-sweep: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int ts, int vl) {
  const int league = 9, rows = 21, cols = 19;
  long total = 0;
#pragma hier team team_size(ts) vector_length(vl) reduction(+: total)
  for (int l = 0; l < league; ++l) {
    long team = 0;
#pragma hier thread reduction(+: team)
    for (int r = 0; r < rows; ++r) {
      long row = 0;
#pragma hier vector reduction(+: row)
      for (int c = 0; c < cols; ++c)
        row += (l * rows + r) * cols + c;
      team += row;
    }
    total += team;
  }
  long n = (long)league * rows * cols;
  return total != n * (n - 1) / 2;
}

int main() {
  for (int ts : {1, 2, 3, 4, 8, 16, 32})
    for (int vl : {1, 2, 4, 8, 16, 32}) {
      long bad = run(ts, vl);
      if (bad)
        printf("FAIL team_size %d vector_length %d\n", ts, vl);
      conf_check("shape", bad);
    }
  return conf_done("team-size-sweep");
}

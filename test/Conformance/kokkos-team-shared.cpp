// Ported from Kokkos core/unit_test/TestTeam.hpp (SharedTeamFunctor,
// test_shared_team): two team-shared arrays are filled by the team's
// threads, and after a barrier every entry is checked against what the
// other threads wrote; the error count is a parallel_reduce over the league.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-shared: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { SharedCount = 1000 };

int main() {
  const int league = 64;
  long errors = 0;
#pragma hier team team_size(8) vector_length(8) max_teams(16) reduction(+: errors)
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    int A[SharedCount], B[SharedCount];
#pragma hier thread vector
    for (int i = 0; i < SharedCount; ++i) {
      A[i] = i + l;
      B[i] = 2 * i + l;
    }
#pragma hier barrier
    long mine = 0;
    // Each entry read by a thread other than the one that wrote it.
#pragma hier thread vector reduction(+: mine)
    for (int i = 0; i < SharedCount; ++i) {
      int j = SharedCount - 1 - i;
      mine += A[j] != j + l;
      mine += B[j] != 2 * j + l;
    }
    errors += mine;
#pragma hier barrier
  }
  conf_check("shared arrays", errors);
  return conf_done("team-shared");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp (test_team_mulit_level_
// scratch_loop_body: team.team_scratch(0) used from a helper function the
// team functor calls): the
// team's scratch reached through hier_scratch() in functions the team body
// and a thread loop call, in the same file.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scratch-helper: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

static int *table() { return (int *)hier_scratch(); }
static void put(int i, int v) { table()[i] = v; }
static int get(int i) { return table()[i]; }

int main() {
  const int L = 20, N = 64;
  long errors = 0;
#pragma hier team team_size(2) vector_length(32) scratch(N * sizeof(int)) reduction(+: errors)
  for (int l = 0; l < L; ++l) {
#pragma hier thread
    for (int i = 0; i < N; ++i)
      put(i, i * l);
#pragma hier barrier
    long e = 0;
#pragma hier thread reduction(+: e)
    for (int i = 0; i < N; ++i)
      e += get(N - 1 - i) != (N - 1 - i) * l;
    e += table() != (int *)hier_scratch();
    errors += e;
#pragma hier barrier
  }
  conf_check("scratch through helpers", errors);
  return conf_done("scratch-helper");
}

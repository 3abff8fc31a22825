// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamPolicy, league
// ranks visited exactly once) with league loops written downwards, with
// steps, '!=' tests and '<=' / '>=' bounds, in int, long and unsigned,
// over a grid smaller than the league.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: league-downward: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  static int a[1000], b[1000], c[1000], d[1000];
  int *pa = a, *pb = b, *pc = c, *pd = d;
#pragma hier team team_size(2) vector_length(32) max_teams(7) map(tofrom: pa[0:1000])
  for (int l = 999; l >= 0; --l) {
#pragma hier single
    pa[l] += 1;
  }
#pragma hier team team_size(2) vector_length(32) max_teams(7) map(tofrom: pb[0:1000])
  for (long l = 998; l > -2; l -= 3) {
#pragma hier single
    pb[l + 1] += 1;
  }
#pragma hier team team_size(2) vector_length(32) max_teams(7) map(tofrom: pc[0:1000])
  for (unsigned l = 999; l != 4u; l -= 5) {
#pragma hier single
    pc[l] += 1;
  }
#pragma hier team team_size(2) vector_length(32) max_teams(7) map(tofrom: pd[0:1000])
  for (int l = 0; l <= 999; l += 2) {
#pragma hier single
    pd[l] += 1;
  }
  long bad = 0;
  for (int i = 0; i < 1000; ++i) {
    bad += a[i] != 1;
    bad += b[i] != ((i - 1) >= -1 && (998 - (i - 1)) % 3 == 0);
    bad += c[i] != (i > 4 && (999 - i) % 5 == 0);
    bad += d[i] != (i % 2 == 0);
  }
  conf_check("downward leagues", bad);
  return conf_done("league-downward");
}

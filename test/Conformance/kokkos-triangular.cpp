// Ported from Kokkos core/unit_test/TestTeamVector.hpp and TestTeam.hpp
// (TeamThreadRange(team, league_rank) / ThreadVectorRange(team, i) ranges
// that depend on the enclosing index): a thread loop whose length is the
// league index, a vector loop whose length is the thread index, and a
// 'thread vector' loop bounded by both; lengths 0 to 40.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: triangular: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 41;
  long got[41][2];
#pragma hier team team_size(4) vector_length(8) max_teams(10) map(from: got)
  for (int l = 0; l < L; ++l) {
    long tri = 0, flat = 0;
#pragma hier thread reduction(+: tri)
    for (int i = 0; i < l; ++i) {
      long row = 0;
#pragma hier vector reduction(+: row)
      for (int j = 0; j <= i; ++j)
        row += (long)i * j + l;
      tri += row;
    }
#pragma hier thread vector reduction(+: flat)
    for (int k = l / 2; k < l * 3; ++k)
      flat += k - l;
#pragma hier single
    {
      got[l][0] = tri;
      got[l][1] = flat;
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    long tri = 0, flat = 0;
    for (int i = 0; i < l; ++i)
      for (int j = 0; j <= i; ++j)
        tri += (long)i * j + l;
    for (int k = l / 2; k < l * 3; ++k)
      flat += k - l;
    bad += got[l][0] != tri || got[l][1] != flat;
  }
  conf_check("triangular", bad);
  return conf_done("triangular");
}

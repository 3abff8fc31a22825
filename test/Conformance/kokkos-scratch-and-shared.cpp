// Ported from Kokkos core/unit_test/TestTeam.hpp (TestMultiLevelScratchTeam,
// test_team_mulit_level_scratch_loop_body: its level-0 team views, next to
// statically sized team data; run by TestTeamScratch.hpp): a team uses dynamic scratch and 'shared' arrays at once, fills both,
// synchronises, and combines entries written by other threads; leagues
// larger than the grid reuse both across league iterations.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scratch-and-shared: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 50, N = 96, M = 40;
  std::vector<double> out(L * N);
  double *o = out.data();
#pragma hier team team_size(4) vector_length(8) max_teams(6) scratch(M * sizeof(double)) \
    map(from: o[0:L * N])
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    double row[N];
    double *s = (double *)hier_scratch();
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      row[i] = i + 0.5 * l;
#pragma hier thread vector
    for (int j = 0; j < M; ++j)
      s[j] = -j - l;
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      o[l * N + i] = row[(i + 5) % N] * s[i % M];
#pragma hier barrier
  }
  long bad = 0;
  for (int l = 0; l < L; ++l)
    for (int i = 0; i < N; ++i)
      bad += out[l * N + i] != ((i + 5) % N + 0.5 * l) * (double)(-(i % M) - l);
  conf_check("scratch and shared", bad);
  return conf_done("scratch-and-shared");
}

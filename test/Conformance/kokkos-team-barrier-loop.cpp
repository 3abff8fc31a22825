// Ported from Kokkos core/unit_test/TestTeam.hpp (team_barrier between the
// fill and check phases of ScratchTeamFunctor and
// test_team_mulit_level_scratch_loop_body, repeated): a
// team passes data between two shared buffers 50 times, each step reading
// neighbours written by other threads, with a barrier between steps.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-barrier-loop: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { N = 70, Steps = 50 };

int main() {
  const int league = 5;
  long out[5][N];
#pragma hier team team_size(4) vector_length(8) map(from: out)
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    long buf[2][N];
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      buf[0][i] = i * (l + 1);
#pragma hier barrier
    for (int s = 0; s < Steps; ++s) {
#pragma hier thread vector
      for (int i = 0; i < N; ++i)
        buf[(s + 1) % 2][i] = (buf[s % 2][(i + 1) % N] + buf[s % 2][(i + N - 1) % N]) % 1000003;
#pragma hier barrier
    }
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      out[l][i] = buf[Steps % 2][i];
#pragma hier barrier
  }
  long bad = 0;
  for (int l = 0; l < league; ++l) {
    long buf[2][N];
    for (int i = 0; i < N; ++i)
      buf[0][i] = i * (l + 1);
    for (int s = 0; s < Steps; ++s)
      for (int i = 0; i < N; ++i)
        buf[(s + 1) % 2][i] = (buf[s % 2][(i + 1) % N] + buf[s % 2][(i + N - 1) % N]) % 1000003;
    for (int i = 0; i < N; ++i)
      bad += out[l][i] != buf[Steps % 2][i];
  }
  conf_check("barrier ping-pong", bad);
  return conf_done("team-barrier-loop");
}

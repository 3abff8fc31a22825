// Ported from Kokkos core/unit_test/TestTeam.hpp (team_barrier reached by
// the whole team inside team-uniform control flow): barriers in branches
// and loops whose conditions depend only on the league index, so that every
// thread of a team takes the same path; odd and even teams do different
// numbers of exchange steps.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: barrier-conditional: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { N = 64 };

static void step(long *dst, const long *src) {
  for (int i = 0; i < N; ++i)
    dst[i] = src[(i * 5 + 1) % N] + i;
}

int main() {
  const int L = 10;
  long out[10][N];
#pragma hier team team_size(2) vector_length(16) max_teams(4) map(from: out)
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    long x[N], y[N];
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      x[i] = i * l;
#pragma hier barrier
    int steps = l % 2 ? 3 : 1;
    for (int s = 0; s < steps; ++s) {
#pragma hier thread vector
      for (int i = 0; i < N; ++i)
        y[i] = x[(i * 5 + 1) % N] + i;
#pragma hier barrier
      if (l % 3 == 0) {
#pragma hier thread vector
        for (int i = 0; i < N; ++i)
          x[i] = y[i] * 2;
      } else {
#pragma hier thread vector
        for (int i = 0; i < N; ++i)
          x[i] = y[i];
      }
#pragma hier barrier
    }
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      out[l][i] = x[i];
#pragma hier barrier
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    long x[N], y[N];
    for (int i = 0; i < N; ++i)
      x[i] = i * l;
    for (int s = 0; s < (l % 2 ? 3 : 1); ++s) {
      step(y, x);
      for (int i = 0; i < N; ++i)
        x[i] = l % 3 == 0 ? y[i] * 2 : y[i];
    }
    for (int i = 0; i < N; ++i)
      bad += out[l][i] != x[i];
  }
  conf_check("uniform branches with barriers", bad);
  return conf_done("barrier-conditional");
}

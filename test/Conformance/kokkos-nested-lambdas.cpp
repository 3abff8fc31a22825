// Ported from Kokkos core/unit_test/TestTeamVector.hpp and TestTeam.hpp
// (nested parallel_for / parallel_reduce lambdas, TestLambdaSharedTeam):
// the team body calls a lambda holding a thread loop, whose body calls a
// lambda holding the vector loop, each capturing by reference; another lambda,
// defined outside the region and captured, computes the terms.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: nested-lambdas: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 6, R = 10, C = 23;
  auto term = [](int l, int r, int c) { return (l * 31 + r * 7 + c) % 11 - 5; };
  long out[6];
#pragma hier team team_size(4) vector_length(8) map(from: out)
  for (int l = 0; l < L; ++l) {
    long team = 0;
    auto teamSum = [&]() {
#pragma hier thread reduction(+: team)
      for (int r = 0; r < R; ++r) {
        // Defined inside the thread loop: hier needs a vector loop lexically
        // in its thread loop (README: pending, a lambda defined outside it).
        auto rowSum = [&]() {
          long row = 0;
#pragma hier vector reduction(+: row)
          for (int c = 0; c < C; ++c)
            row += term(l, r, c);
          return row;
        };
        team += rowSum();
      }
    };
    teamSum();
#pragma hier single
    out[l] = team;
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    long want = 0;
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c)
        want += term(l, r, c);
    bad += out[l] != want;
  }
  conf_check("nested lambdas", bad);
  return conf_done("nested-lambdas");
}

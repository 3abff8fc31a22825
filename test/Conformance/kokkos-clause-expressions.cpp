// Ported from Kokkos core/unit_test/TestTeam.hpp (TeamPolicy sizes computed
// by expressions: team_size_max(...), (nwork + team_size - 1) / team_size,
// std::min with the backend's limits) and the names its functors use: team
// clauses whose expressions hold commas inside parentheses and template
// arguments, reduction variables named 'max', 'min', 'thread' and 'vector'
// (words of hier's own syntax), and a thread reduction of a variable that
// shadows the team's reduction variable of the same name.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: clause-expressions: PASS

#include <algorithm>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <int A, int B> struct Smaller {
  static constexpr int value = A < B ? A : B;
};

static int atLeast(int x, int lo) { return x < lo ? lo : x; }

int main() {
  const int n = 3, L = 10;
  long max = 0, min = 1000, thread = 0;
  double vector = 0;
#pragma hier team team_size(std::min(4, n + 1)) vector_length(Smaller<8, 16>::value) \
    max_teams(atLeast(n, 2)) reduction(max: max) reduction(min: min) \
    reduction(+: thread, vector)
  for (int l = 0; l < L; ++l) {
    max = l > max ? l : max;
    min = l < min ? l : min;
    long team = 0;
#pragma hier thread reduction(+: team)
    for (int i = 0; i < 5; ++i)
      team += i + l;
    thread += team;
    vector += 0.5;
  }
  conf_check("max", max != L - 1);
  conf_check("min", min != 0);
  conf_check("thread", thread != 10L * L + 5L * L * (L - 1) / 2);
  conf_check("vector", vector != 0.5 * L);

  long s = 7;
#pragma hier team team_size(2) vector_length(4) reduction(+: s)
  for (int l = 0; l < 3; ++l) {
    long t = 0;
    {
      long s = 100 + l; // shadows the team's reduction variable
#pragma hier thread reduction(+: s)
      for (int i = 0; i < 4; ++i)
        s += i;
      t = s;
    }
    s += t;
  }
  conf_check("shadowed reduction variable", s != 7 + 3 * 106 + 3);
  return conf_done("clause-expressions");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp (TestLambdaSharedTeam and
// the team tests run from inside a host lambda or std::function): a team
// region inside a (non-generic) host lambda that captures its arrays by
// reference and is called several times with different sizes.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-in-lambda: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  std::vector<long> data(50 * 64);
  long *d = data.data();
  auto launch = [&](int teams, int n, long seed) {
    long total = 0;
#pragma hier team team_size(2) vector_length(32) map(tofrom: d[0:teams * n]) reduction(+: total)
    for (int t = 0; t < teams; ++t) {
      long s = 0;
#pragma hier thread vector reduction(+: s)
      for (int i = 0; i < n; ++i) {
        d[t * n + i] = seed + t * i;
        s += seed + t * i;
      }
      total += s;
    }
    return total;
  };
  long bad = 0;
  for (int k = 1; k <= 5; ++k) {
    int teams = 10 * k, n = 64 / k;
    long total = launch(teams, n, k), want = 0;
    for (int t = 0; t < teams; ++t)
      for (int i = 0; i < n; ++i) {
        want += k + t * i;
        bad += data[t * n + i] != k + t * i;
      }
    bad += total != want;
  }
  conf_check("team in a lambda", bad);
  return conf_done("team-in-lambda");
}

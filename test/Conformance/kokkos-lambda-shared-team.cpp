// Ported from Kokkos core/unit_test/TestTeam.hpp (TestLambdaSharedTeam):
// the SharedTeamFunctor check written as lambdas: the team body calls a
// lambda that fills team-shared arrays through a TeamThreadRange and another
// that checks them after a barrier.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: lambda-shared-team: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int league = 33, count = 517;
  long errors = 0;
#pragma hier team team_size(4) vector_length(32) reduction(+: errors)
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    double A[517], B[517];
    auto fill = [&]() {
#pragma hier thread
      for (int i = 0; i < count; ++i) {
        A[i] = i + 0.5 * l;
        B[i] = 3.0 * i - l;
      }
    };
    auto verify = [&]() {
      long e = 0;
#pragma hier thread reduction(+: e)
      for (int i = 0; i < count; ++i) {
        int j = (i * 7) % count;
        e += A[j] != j + 0.5 * l || B[j] != 3.0 * j - l;
      }
      return e;
    };
    fill();
#pragma hier barrier
    errors += verify();
#pragma hier barrier
  }
  conf_check("lambda shared", errors);
  return conf_done("lambda-shared-team");
}

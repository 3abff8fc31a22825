// Ported from Kokkos core/unit_test/TestTeamMDRange.hpp
// (TestTeamThreadMDRangeParallelReduce, TestTeamVectorMDRangeParallelReduce):
// parallel_reduce over a TeamThreadMDRange and a TeamVectorMDRange of 2 and
// 3 ranks, as 'thread collapse(n)' and 'thread vector collapse(n)' with a
// sum, including an extent of 0 (an empty range leaves the value alone).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-thread-mdrange-reduce: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

static void run(int league, int n1, int n2, int n3) {
  double out[16][2];
#pragma hier team team_size(8) vector_length(4) map(from: out)
  for (int l = 0; l < league; ++l) {
    double s2 = 0.5, s3 = 0.25;
#pragma hier thread collapse(2) reduction(+: s2)
    for (int i = 0; i < n1; ++i)
      for (int j = 0; j < n2; ++j)
        s2 += l * 100 + i * 10 + j;
#pragma hier thread vector collapse(3) reduction(+: s3)
    for (int i = 0; i < n1; ++i)
      for (int j = 0; j < n2; ++j)
        for (int k = 0; k < n3; ++k)
          s3 += l + i * j - k;
#pragma hier single
    {
      out[l][0] = s2;
      out[l][1] = s3;
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l) {
    double s2 = 0.5, s3 = 0.25;
    for (int i = 0; i < n1; ++i)
      for (int j = 0; j < n2; ++j) {
        s2 += l * 100 + i * 10 + j;
        for (int k = 0; k < n3; ++k)
          s3 += l + i * j - k;
      }
    bad += out[l][0] != s2 || out[l][1] != s3;
  }
  if (bad)
    printf("FAIL extents %d %d %d\n", n1, n2, n3);
  conf_check("MDRange reduce", bad);
}

int main() {
  run(16, 3, 5, 7);
  run(3, 0, 5, 2);
  run(5, 4, 1, 0);
  run(1, 13, 17, 3);
  return conf_done("team-thread-mdrange-reduce");
}

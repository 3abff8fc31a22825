// Ported from LLVM offload/test/offloading/default_thread_limit.c: without
// thread_limit a kernel gets the runtime's default block; hier's default
// team is 128 / vector_length threads of vector_length lanes (vector_length
// from the team's constant vector loops, else 32). The sizes seen inside
// are consistent (the host fallback runs 1 x 1, or the GPU's shape in SPMD
// mode), and results do not depend on them.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: default-thread-limit: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  int shape[2][2];
  long sums[2];
  // A vector loop of 4 iterations: vector_length 4, team_size 32.
#pragma hier team map(tofrom: shape, sums)
  for (int l = 0; l < 1; ++l) {
    long s = 0;
#pragma hier thread reduction(+: s)
    for (int r = 0; r < 50; ++r) {
      long v = 0;
#pragma hier vector reduction(+: v)
      for (int k = 0; k < 4; ++k)
        v += r * 4 + k;
      s += v;
    }
#pragma hier single
    {
      shape[0][0] = hier_team_size();
      shape[0][1] = hier_vector_length();
      sums[0] = s;
    }
  }
  // No vector loop with a constant trip count: vector_length 32.
  int n = 100;
#pragma hier team map(tofrom: shape, sums)
  for (int l = 0; l < 1; ++l) {
    long s = 0;
#pragma hier thread vector reduction(+: s)
    for (int i = 0; i < n; ++i)
      s += i;
#pragma hier single
    {
      shape[1][0] = hier_team_size();
      shape[1][1] = hier_vector_length();
      sums[1] = s;
    }
  }
  long bad = sums[0] != 199 * 200 / 2 || sums[1] != 99 * 100 / 2;
  bad += !((shape[0][0] == 1 && shape[0][1] == 1) || (shape[0][0] == 32 && shape[0][1] == 4));
  bad += !((shape[1][0] == 1 && shape[1][1] == 1) || (shape[1][0] == 4 && shape[1][1] == 32));
  if (bad)
    printf("FAIL shapes %dx%d and %dx%d\n", shape[0][0], shape[0][1], shape[1][0], shape[1][1]);
  conf_check("default shape", bad);
  return conf_done("default-thread-limit");
}

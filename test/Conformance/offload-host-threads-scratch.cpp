// Ported from LLVM offload/test/offloading/parallel_target_teams_reduction.cpp
// (several host threads launching at once) combined with dyn_groupprivate.cpp:
// host threads each launch regions that use team scratch of different
// sizes and 'shared' arrays at the same time; every team sees its own.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: host-threads-scratch: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  long wrong = 0;
#pragma omp parallel for num_threads(4) reduction(+: wrong)
  for (int h = 0; h < 12; ++h) {
    const int n = 50 + 31 * h;
    long errors = 0;
#pragma hier team team_size(4) vector_length(8) max_teams(3) scratch(n * sizeof(long)) reduction(+: errors)
    for (int l = 0; l < 9; ++l) {
#pragma hier shared
      long tag;
      long *s = (long *)hier_scratch();
#pragma hier single
      tag = h * 1000 + l;
#pragma hier thread vector
      for (int i = 0; i < n; ++i)
        s[i] = tag + i;
#pragma hier barrier
      long e = 0;
#pragma hier thread vector reduction(+: e)
      for (int i = 0; i < n; ++i)
        e += s[n - 1 - i] != h * 1000 + l + (n - 1 - i);
      errors += e;
#pragma hier barrier
    }
    wrong += errors;
  }
  conf_check("concurrent scratch", wrong);
  return conf_done("host-threads-scratch");
}

// Ported from LLVM offload/test/offloading/parallel_target_teams_reduction.cpp
// (and its _max/_min variants): several host threads at once each launch a
// region with a team reduction (sum, max, min) and check their own results.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: parallel-team-reduction: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int Threads = 4, N = 5000;
  long wrong = 0;
#pragma omp parallel for num_threads(Threads) reduction(+: wrong)
  for (int h = 0; h < 8; ++h) {
    long sum = 0;
    int mx = -1, mn = 1 << 30;
#pragma hier team team_size(4) vector_length(8) max_teams(4) reduction(+: sum) \
    reduction(max: mx) reduction(min: mn)
    for (int i = 0; i < N; ++i) {
      sum += i * (h + 1);
      mx = (i * 7 + h) % 997 > mx ? (i * 7 + h) % 997 : mx;
      mn = (i * 7 + h) % 991 + h < mn ? (i * 7 + h) % 991 + h : mn;
    }
    wrong += sum != (long)N * (N - 1) / 2 * (h + 1);
    wrong += mx != 996;
    wrong += mn != h;
  }
  conf_check("concurrent team reductions", wrong);
  return conf_done("parallel-team-reduction");
}

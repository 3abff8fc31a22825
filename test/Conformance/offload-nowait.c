// Ported from LLVM offload/test/offloading/info_nowait.c: regions launched
// with 'nowait' and ordered by 'depend' write their results, which are
// complete after 'taskwait'.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: nowait: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { N = 1000 };

int main(void) {
  static int a[N], b[N];
  int *pa = a, *pb = b;
#pragma hier team team_size(4) vector_length(32) nowait depend(out: a) map(from: pa[0:N])
  for (int l = 0; l < 10; ++l) {
#pragma hier thread vector
    for (int i = 0; i < N / 10; ++i)
      pa[l * (N / 10) + i] = l + i;
  }
#pragma hier team team_size(4) vector_length(32) nowait depend(in: a) depend(out: b) \
    map(to: pa[0:N]) map(from: pb[0:N])
  for (int l = 0; l < 10; ++l) {
#pragma hier thread vector
    for (int i = 0; i < N / 10; ++i)
      pb[l * (N / 10) + i] = 2 * pa[l * (N / 10) + i];
  }
#pragma omp taskwait
  long bad = 0;
  for (int l = 0; l < 10; ++l)
    for (int i = 0; i < N / 10; ++i)
      bad += a[l * (N / 10) + i] != l + i || b[l * (N / 10) + i] != 2 * (l + i);
  conf_check("nowait with depend", bad);
  return conf_done("nowait");
}

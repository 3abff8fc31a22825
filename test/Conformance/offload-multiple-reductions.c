// Ported from LLVM offload/test/offloading/multiple_reductions_simple.c:
// one region reduces several variables at once (a sum of ints, a sum of
// doubles, a product, a max), over teams, threads and lanes.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: multiple-reductions: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  const int L = 100, N = 50;
  int isum = 1;
  double dsum = 0.5, prod = 1.0;
  long mx = -1;
#pragma hier team team_size(4) vector_length(8) reduction(+: isum, dsum) reduction(*: prod) reduction(max: mx)
  for (int l = 0; l < L; ++l) {
    int ti = 0;
    double td = 0;
    long tm = -1;
#pragma hier thread vector reduction(+: ti, td) reduction(max: tm)
    for (int i = 0; i < N; ++i) {
      ti += i;
      td += 0.25 * i;
      tm = (long)l * N + i > tm ? (long)l * N + i : tm;
    }
    isum += ti;
    dsum += td;
    prod *= l % 10 == 0 ? 2.0 : 1.0;
    mx = tm > mx ? tm : mx;
  }
  long bad = 0;
  bad += isum != 1 + L * (N * (N - 1) / 2);
  bad += dsum != 0.5 + L * 0.25 * (N * (N - 1) / 2);
  bad += prod != 1024.0;
  bad += mx != (long)L * N - 1;
  conf_check("several reductions", bad);
  return conf_done("multiple-reductions");
}

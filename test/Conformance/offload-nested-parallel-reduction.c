// Ported from LLVM offload/test/offloading/nested_parallel_reduction.c: a
// reduction over teams whose each contribution is itself a reduction over
// the team's threads, and that over lanes (three levels), in C, in int and
// double.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: nested-parallel-reduction: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  const int L = 17, R = 13, C = 45;
  int isum = 0;
  double dsum = 0;
#pragma hier team team_size(8) vector_length(8) reduction(+: isum, dsum)
  for (int l = 0; l < L; ++l) {
    int ti = 0;
    double td = 0;
#pragma hier thread reduction(+: ti, td)
    for (int r = 0; r < R; ++r) {
      int vi = 0;
      double vd = 0;
#pragma hier vector reduction(+: vi, vd)
      for (int c = 0; c < C; ++c) {
        vi += l + r + c;
        vd += 0.5 * (l - r + c);
      }
      ti += vi;
      td += vd;
    }
    isum += ti;
    dsum += td;
  }
  int wi = 0;
  double wd = 0;
  for (int l = 0; l < L; ++l)
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c) {
        wi += l + r + c;
        wd += 0.5 * (l - r + c);
      }
  conf_check("int", isum != wi);
  conf_check("double", dsum != wd);
  return conf_done("nested-parallel-reduction");
}

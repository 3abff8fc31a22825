// Ported from LLVM offload/test/offloading/info_nowait.c and
// parallel_target_teams_reduction.cpp: team reductions of regions launched
// with 'nowait' (the variable is then mapped tofrom and combined in the
// mapped copy) and with a 'device' clause are complete after 'taskwait'.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: nowait-reduction: PASS

#include <omp.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  long s1 = 10, s2 = 20;
  double mx = -1.0;
  int dev = omp_get_default_device();
#pragma hier team team_size(4) vector_length(8) max_teams(5) nowait reduction(+: s1)
  for (int l = 0; l < 100; ++l) {
    long part = 0;
#pragma hier thread reduction(+: part)
    for (int i = 0; i < 10; ++i)
      part += l * 10 + i;
    s1 += part;
  }
#pragma hier team team_size(4) vector_length(8) nowait reduction(+: s2) reduction(max: mx)
  for (int l = 0; l < 37; ++l) {
    s2 += l;
    mx = l * 0.5 > mx ? l * 0.5 : mx;
  }
#pragma omp taskwait
  long s3 = 5;
#pragma hier team team_size(2) vector_length(2) device(dev) reduction(+: s3)
  for (int l = 0; l < 64; ++l)
    s3 += l;
  conf_check("nowait sum", s1 != 10 + 999L * 1000 / 2);
  conf_check("nowait sum 2", s2 != 20 + 36 * 37 / 2);
  conf_check("nowait max", mx != 18.0);
  conf_check("device sum", s3 != 5 + 63 * 64 / 2);
  return conf_done("nowait-reduction");
}

// Ported from LLVM offload/test/offloading/declare_target_local.cpp and
// shared_lib_global_var.c (globals used by kernels): 'declare target'
// global arrays and scalars read and written by teams, with 'target
// update' to see them on the host, and a plain global array mapped by the
// region.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: global-arrays: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { N = 300 };

#pragma omp declare target
int table[N];
int scale = 3;
#pragma omp end declare target
double plain[N];

int main(void) {
  for (int i = 0; i < N; ++i)
    table[i] = i;
  scale = 5;
#pragma omp target update to(table, scale)
#pragma hier team team_size(2) vector_length(32) map(tofrom: plain)
  for (int l = 0; l < 3; ++l) {
#pragma hier thread vector
    for (int i = l * 100; i < l * 100 + 100; ++i) {
      table[i] = table[i] * scale;
      plain[i] = table[i] + 0.5;
    }
  }
#pragma omp target update from(table)
  long bad = 0;
  for (int i = 0; i < N; ++i)
    bad += table[i] != 5 * i || plain[i] != 5 * i + 0.5;
  conf_check("globals", bad);
  return conf_done("global-arrays");
}

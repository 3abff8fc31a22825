// Ported from LLVM offload/test/offloading/generic_multiple_parallel_regions.c:
// a team body with several parallel regions (here thread loops) separated
// by sequential code that updates team-local state, run many times in a
// loop of the team body.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: multiple-parallel-regions: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { L = 4, Reps = 6, N = 33 };

int main(void) {
  long out[L][Reps][2];
#pragma hier team team_size(4) vector_length(8) map(from: out)
  for (int l = 0; l < L; ++l) {
    long state = l;
    for (int r = 0; r < Reps; ++r) {
      long a = 0, b = 0;
#pragma hier thread reduction(+: a)
      for (int i = 0; i < N; ++i)
        a += state + i;
      state = a % 1009;
#pragma hier thread vector reduction(+: b)
      for (int i = 0; i < N; ++i)
        b += state * i;
      state = (state + b) % 997;
#pragma hier single
      {
        out[l][r][0] = a;
        out[l][r][1] = b;
      }
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    long state = l;
    for (int r = 0; r < Reps; ++r) {
      long a = 0, b = 0;
      for (int i = 0; i < N; ++i)
        a += state + i;
      state = a % 1009;
      for (int i = 0; i < N; ++i)
        b += state * i;
      state = (state + b) % 997;
      bad += out[l][r][0] != a || out[l][r][1] != b;
    }
  }
  conf_check("parallel regions in sequence", bad);
  return conf_done("multiple-parallel-regions");
}

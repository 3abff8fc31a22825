// Ported from LLVM offload/test/offloading/single_threaded_for_barrier_hang_1.c
// and _2.c: a team of one thread (team_size(1) vector_length(1)) runs thread
// loops, barriers in a loop and 'single', without hanging, and gets the
// sequential result.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: single-threaded-barrier: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main(void) {
  long out[8];
#pragma hier team team_size(1) vector_length(1) map(from: out)
  for (int l = 0; l < 8; ++l) {
#pragma hier shared
    long acc[1];
#pragma hier single
    acc[0] = l;
    for (int s = 0; s < 10; ++s) {
#pragma hier thread
      for (int i = 0; i < 3; ++i) {
#pragma hier vector
        for (int k = 0; k < 2; ++k)
          if (i == 0 && k == 0)
            acc[0] += s;
      }
#pragma hier barrier
    }
#pragma hier single
    out[l] = acc[0];
  }
  long bad = 0;
  for (int l = 0; l < 8; ++l)
    bad += out[l] != l + 45;
  conf_check("one-thread team", bad);
  return conf_done("single-threaded-barrier");
}

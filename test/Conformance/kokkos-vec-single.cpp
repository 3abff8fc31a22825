// Ported from Kokkos core/unit_test/TestTeamVector.hpp (functor_vec_single):
// Kokkos::single(PerThread) sets a value that the thread's vector lanes then
// all see, and a ThreadVectorRange reduction over [nStart, nEnd) adds it up;
// the range is empty, shorter than the vector and longer than it.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: vec-single: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int nStart, int nEnd) {
  long errors = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: errors)
  for (int l = 0; l < 6; ++l) {
#pragma hier shared
    long value[4];
    long e = 0;
#pragma hier thread reduction(+: e)
    for (int t = 0; t < 4; ++t) {
#pragma hier single thread
      value[t] = 1 + t + l;
      long sum = 0;
#pragma hier vector reduction(+: sum)
      for (int i = nStart; i < nEnd; ++i)
        sum += value[t];
      e += sum != value[t] * (nEnd > nStart ? nEnd - nStart : 0);
    }
    errors += e;
#pragma hier barrier
  }
  return errors;
}

int main() {
  conf_check("empty", run(5, 5));
  conf_check("backwards bounds", run(9, 2));
  conf_check("short", run(0, 3));
  conf_check("long", run(-4, 29));
  return conf_done("vec-single");
}

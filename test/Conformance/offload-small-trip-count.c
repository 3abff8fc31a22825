// Ported from LLVM offload/test/offloading/small_trip_count.c: loops whose
// trip count is smaller than the launch (fewer league iterations than
// teams wanted, fewer thread iterations than threads, a single iteration,
// none) run each iteration exactly once.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: small-trip-count: PASS

#include <string.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int league, int n) {
  int hits[4][8];
  memset(hits, 0, sizeof hits);
#pragma hier team team_size(8) vector_length(32) league_size(4) map(tofrom: hits)
  for (int l = 0; l < league; ++l) {
#pragma hier thread
    for (int i = 0; i < n; ++i)
      hits[l][i] += 1;
  }
  long bad = 0;
  for (int l = 0; l < 4; ++l)
    for (int i = 0; i < 8; ++i)
      bad += hits[l][i] != (l < league && i < n);
  return bad;
}

int main(void) {
  conf_check("1 x 1", run(1, 1));
  conf_check("2 x 3", run(2, 3));
  conf_check("4 x 8", run(4, 8));
  conf_check("3 x 0", run(3, 0));
  conf_check("0 x 5", run(0, 5));
  return conf_done("small-trip-count");
}

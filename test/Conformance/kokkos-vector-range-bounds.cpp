// Ported from Kokkos core/unit_test/TestTeamVector.hpp (ThreadVectorRange
// (team, nStart, nEnd) in functor_vec_single, run by test_scalar with [0, 13)
// and [4, 13)): vector loops
// over [begin, end) with nonzero and negative begins, empty and reversed
// ranges, and steps, up and down, each iteration marking its slot once; the
// lanes of each thread cover one row.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: vector-range-bounds: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { Off = 64, Slots = 200, Rows = 5 };

static void run(int begin, int end, int step) {
  int up[2][Rows][Slots], down[2][Rows][Slots];
  std::memset(up, 0, sizeof up);
  std::memset(down, 0, sizeof down);
#pragma hier team team_size(2) vector_length(8) map(tofrom: up, down)
  for (int l = 0; l < 2; ++l) {
#pragma hier thread
    for (int r = 0; r < Rows; ++r) {
#pragma hier vector
      for (int i = begin; i < end; i += step)
        up[l][r][i + Off] += 1;
#pragma hier vector
      for (int i = end - 1; i >= begin; i -= step)
        down[l][r][i + Off] += 1;
    }
  }
  long bad = 0;
  for (int l = 0; l < 2; ++l)
    for (int r = 0; r < Rows; ++r)
      for (int s = 0; s < Slots; ++s) {
        int i = s - Off;
        bad += up[l][r][s] != (i >= begin && i < end && (i - begin) % step == 0);
        bad += down[l][r][s] != (i >= begin && i < end && (end - 1 - i) % step == 0);
      }
  if (bad)
    printf("FAIL range [%d, %d) step %d\n", begin, end, step);
  conf_check("vector range", bad);
}

int main() {
  run(0, 13, 1);
  run(5, 6, 1);
  run(-64, 100, 1);
  run(3, 3, 1);
  run(10, -10, 1);
  run(-17, 120, 7);
  run(0, 33, 32);
  return conf_done("vector-range-bounds");
}

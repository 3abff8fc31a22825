// Ported from Kokkos core/unit_test/TestTeamMDRange.hpp
// (TestTeamVectorMDRangeParallelFor and TestThreadVectorMDRangeParallelFor):
// a TeamVectorMDRange as 'thread vector collapse(2/3)', and a
// ThreadVectorMDRange inside a TeamThreadRange as a thread loop over the
// outer index with a vector loop over the flattened inner ones (hier has no
// collapse on 'vector'; see README).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-vector-mdrange: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 6, A = 5, B = 9, C = 3;
  const long size = (long)L * A * B * C;
  std::vector<int> x(size), y(size);
  int *px = x.data(), *py = y.data();
#pragma hier team team_size(2) vector_length(16) map(from: px[0:size], py[0:size])
  for (int l = 0; l < L; ++l) {
#pragma hier thread vector collapse(3)
    for (int a = 0; a < A; ++a)
      for (int b = 0; b < B; ++b)
        for (int c = 0; c < C; ++c)
          px[((l * A + a) * B + b) * C + c] = l * 1000 + a * 100 + b * 10 + c;
#pragma hier thread
    for (int a = 0; a < A; ++a) {
#pragma hier vector
      for (int bc = 0; bc < B * C; ++bc)
        py[(l * A + a) * B * C + bc] = -(l + a + bc);
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l)
    for (int a = 0; a < A; ++a)
      for (int b = 0; b < B; ++b)
        for (int c = 0; c < C; ++c) {
          long i = ((l * A + a) * B + b) * C + c;
          bad += x[i] != l * 1000 + a * 100 + b * 10 + c;
          bad += y[i] != -(l + a + b * C + c);
        }
  conf_check("TeamVectorMDRange", bad);
  return conf_done("team-vector-mdrange");
}

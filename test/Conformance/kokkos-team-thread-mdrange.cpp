// Ported from Kokkos core/unit_test/TestTeamMDRange.hpp
// (TestTeamThreadMDRangeParallelFor, 2 to 4 ranks): a TeamThreadMDRange
// over the inner dimensions of a view, the league over the first; here a
// thread loop with collapse(2), collapse(3) and collapse(4), extents that are
// no multiple of the team, one of them 1.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-thread-mdrange: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int N0 = 5, N1 = 3, N2 = 7, N3 = 1, N4 = 4;
  const long size = (long)N0 * N1 * N2 * N3 * N4;
  std::vector<long> a(size, -1), b(size, -1), c(size, -1);
  long *pa = a.data(), *pb = b.data(), *pc = c.data();
#pragma hier team team_size(4) vector_length(4) map(tofrom: pa[0:size], pb[0:size], pc[0:size])
  for (int i = 0; i < N0; ++i) {
#pragma hier thread collapse(2)
    for (int j = 0; j < N1 * N2; ++j)
      for (int k = 0; k < N3 * N4; ++k)
        pa[(long)i * N1 * N2 * N3 * N4 + j * N3 * N4 + k] = i + j * 10 + k * 1000;
#pragma hier thread collapse(3)
    for (int j = 0; j < N1; ++j)
      for (int k = 0; k < N2; ++k)
        for (int m = 0; m < N3 * N4; ++m)
          pb[(((long)i * N1 + j) * N2 + k) * N3 * N4 + m] = i - j + k * m;
#pragma hier thread collapse(4)
    for (int j = 0; j < N1; ++j)
      for (int k = 0; k < N2; ++k)
        for (int m = 0; m < N3; ++m)
          for (int n = 0; n < N4; ++n)
            pc[(((long)i * N1 + j) * N2 + k) * N3 * N4 + m * N4 + n] = i * j * k + m + n;
  }
  long bad = 0;
  for (int i = 0; i < N0; ++i) {
    for (int j = 0; j < N1 * N2; ++j)
      for (int k = 0; k < N3 * N4; ++k)
        bad += a[(long)i * N1 * N2 * N3 * N4 + j * N3 * N4 + k] != i + j * 10 + k * 1000;
    for (int j = 0; j < N1; ++j)
      for (int k = 0; k < N2; ++k)
        for (int m = 0; m < N3 * N4; ++m)
          bad += b[(((long)i * N1 + j) * N2 + k) * N3 * N4 + m] != i - j + k * m;
    for (int j = 0; j < N1; ++j)
      for (int k = 0; k < N2; ++k)
        for (int m = 0; m < N3; ++m)
          for (int n = 0; n < N4; ++n)
            bad += c[(((long)i * N1 + j) * N2 + k) * N3 * N4 + m * N4 + n] != i * j * k + m + n;
  }
  conf_check("TeamThreadMDRange for", bad);
  return conf_done("team-thread-mdrange");
}

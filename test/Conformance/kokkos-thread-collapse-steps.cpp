// Ported from Kokkos core/unit_test/TestTeamMDRange.hpp (TeamThreadMDRange
// and TeamVectorMDRange over index ranges in any direction): 'thread
// collapse(2)' and 'thread vector collapse(3)' whose loops count down, step
// by 2 or 3, use '<=' and '!=', and mix int, long and unsigned; with a
// product reduction and a max reduction over the nest.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: thread-collapse-steps: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  static int hits[3][20][20][4];
  std::memset(hits, 0, sizeof hits);
  double prods[3];
  long maxes[3];
#pragma hier team team_size(4) vector_length(8) map(tofrom: hits) map(from: prods, maxes)
  for (int l = 0; l < 3; ++l) {
#pragma hier thread collapse(2)
    for (int i = 19; i >= 0; i -= 3)
      for (long j = -5; j <= 14; j += 2)
        hits[l][i][j + 5][0] += 1;
    // The next loop updates cells of this one from other threads.
#pragma hier barrier
    double p = 1.0;
    long m = -1;
#pragma hier thread vector collapse(3) reduction(*: p) reduction(max: m)
    for (unsigned i = 0; i != 10; ++i)
      for (int j = 10; j > 0; --j)
        for (int k = 0; k < 4; ++k) {
          hits[l][i][j - 1][k] += 2;
          p *= (i * 40 + j * 4 + k) % 23 == 0 ? 2.0 : 1.0;
          m = (long)(i * 1000 + j * 10 + k + l) > m ? (long)(i * 1000 + j * 10 + k + l) : m;
        }
#pragma hier single
    {
      prods[l] = p;
      maxes[l] = m;
    }
  }
  long bad = 0;
  double wp = 1.0;
  for (unsigned i = 0; i != 10; ++i)
    for (int j = 10; j > 0; --j)
      for (int k = 0; k < 4; ++k)
        wp *= (i * 40 + j * 4 + k) % 23 == 0 ? 2.0 : 1.0;
  for (int l = 0; l < 3; ++l) {
    bad += prods[l] != wp || maxes[l] != 9000 + 100 + 3 + l;
    for (int i = 0; i < 20; ++i)
      for (int j = 0; j < 20; ++j)
        for (int k = 0; k < 4; ++k) {
          int want = 0;
          if (k == 0 && (19 - i) % 3 == 0 && j % 2 == 0)
            want += 1;
          if (i < 10 && j < 10)
            want += 2;
          bad += hits[l][i][j][k] != want;
        }
  }
  conf_check("collapsed steps", bad);
  return conf_done("thread-collapse-steps");
}

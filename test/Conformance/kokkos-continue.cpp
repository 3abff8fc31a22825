// Ported from Kokkos core/unit_test/TestTeamVector.hpp (lambdas returning
// early from a TeamThreadRange / ThreadVectorRange / TeamVectorRange body):
// 'continue' in thread, vector and 'thread vector' loops, in loops with and
// without reductions.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: continue: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 4, R = 9, C = 50;
  int marks[L][R][C];
  long sums[L][2];
  std::memset(marks, 0, sizeof marks);
#pragma hier team team_size(4) vector_length(8) map(tofrom: marks) map(from: sums)
  for (int l = 0; l < L; ++l) {
#pragma hier thread
    for (int r = 0; r < R; ++r) {
      if (r % 4 == 1)
        continue;
#pragma hier vector
      for (int c = 0; c < C; ++c) {
        if ((c + r) % 3 == 0)
          continue;
        marks[l][r][c] = 1;
      }
    }
    long a = 0, b = 0;
#pragma hier thread vector reduction(+: a)
    for (int i = 0; i < R * C; ++i) {
      if (i % 7 == 2)
        continue;
      a += i;
    }
#pragma hier thread reduction(+: b)
    for (int i = 0; i < 100; ++i) {
      if (i & 1)
        continue;
      b += i * l;
    }
#pragma hier single
    {
      sums[l][0] = a;
      sums[l][1] = b;
    }
  }
  long bad = 0, wa = 0;
  for (int i = 0; i < R * C; ++i)
    if (i % 7 != 2)
      wa += i;
  for (int l = 0; l < L; ++l) {
    long wb = 0;
    for (int i = 0; i < 100; i += 2)
      wb += i * l;
    bad += sums[l][0] != wa || sums[l][1] != wb;
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c)
        bad += marks[l][r][c] != (r % 4 != 1 && (c + r) % 3 != 0);
  }
  conf_check("continue", bad);
  return conf_done("continue");
}

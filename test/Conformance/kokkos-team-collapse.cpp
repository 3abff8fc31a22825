// Ported from Kokkos core/unit_test/TestTeamMDRange.hpp (a TeamPolicy whose
// league is the product of the leading extents, each team recovering its
// indices from league_rank, before the TeamThreadMDRange of the rest):
// 'team collapse(2)' and 'collapse(3)' with upward, downward and strided
// loops, a zero extent, and a grid smaller than the league.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-collapse: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static void run(int A, int B, int C) {
  static int hits[12][12][12][8];
  std::memset(hits, 0, sizeof hits);
  long sum = 0;
#pragma hier team collapse(3) team_size(2) vector_length(4) max_teams(5) map(tofrom: hits) reduction(+: sum)
  for (int a = 0; a < A; ++a)
    for (int b = B - 1; b >= 0; --b)
      for (long c = 1; c < 2 * C; c += 2) {
#pragma hier thread vector
        for (int k = 0; k < 8; ++k)
          hits[a][b][c / 2][k] += 1;
        sum += a * 100 + b * 10 + c;
      }
  long bad = 0, want = 0;
  for (int a = 0; a < 12; ++a)
    for (int b = 0; b < 12; ++b)
      for (int c = 0; c < 12; ++c) {
        int in = a < A && b < B && c < C;
        if (in)
          want += a * 100 + b * 10 + (2 * c + 1);
        for (int k = 0; k < 8; ++k)
          bad += hits[a][b][c][k] != in;
      }
  bad += sum != want;
  if (bad)
    printf("FAIL extents %d %d %d\n", A, B, C);
  conf_check("team collapse(3)", bad);
}

static void run2(int A, int B) {
  int out[10][10];
  std::memset(out, 0, sizeof out);
#pragma hier team collapse(2) team_size(4) vector_length(8) map(tofrom: out)
  for (unsigned a = A; a > 0; --a)
    for (int b = -B; b < 0; b += 3) {
#pragma hier single
      out[a - 1][-b - 1] += (int)a * 100 - b;
    }
  long bad = 0;
  for (int a = 1; a <= 10; ++a)
    for (int b = 1; b <= 10; ++b) {
      int in = a <= A && b <= B && (B - b) % 3 == 0;
      bad += out[a - 1][b - 1] != (in ? a * 100 + b : 0);
    }
  conf_check("team collapse(2)", bad);
}

int main() {
  run(3, 4, 5);
  run(12, 1, 12);
  run(2, 0, 3);
  run(1, 1, 1);
  run2(10, 10);
  run2(3, 7);
  run2(0, 4);
  return conf_done("team-collapse");
}

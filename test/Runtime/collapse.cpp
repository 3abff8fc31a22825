// collapse(n) on team, thread and 'thread vector' loops gives the sequential
// result: every loop form, trip counts that are zero or no multiple of the
// block, braces between the collapsed headers, and reductions.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: collapse: all agree

#include <cstdio>
#include <vector>

#include "Inputs/check.h"

static volatile int Zero = 0;

static void nest(int A, int B, int C) {
  const long Cells = (long)(A + 1) * (B + 1) * (C + 1) * 64;
  std::vector<long> got(Cells), want(Cells);
  long *g = got.data();
  long total = 7, ref = 7;
  // team collapse(3) with a thread collapse(2) inside: i up, j down by 2,
  // k with '!='; then a 'thread vector' collapse(2) with a reduction.
#pragma hier team collapse(3) team_size(4) vector_length(8) max_teams(5) map(tofrom: g[0:Cells]) reduction(+: total)
  for (int i = 0; i < A; ++i)
    for (long j = B - 1; j >= 0; j -= 2) {
      for (unsigned k = 0; k != (unsigned)C; ++k) {
        long cell = ((long)i * (B + 1) + j) * (C + 1) + k;
#pragma hier thread collapse(2)
        for (int x = 0; x < 3; ++x) {
          for (int y = 7; y > 0; y -= 3)
            g[cell * 64 + x * 8 + y] += 1 + i + 10 * j + 100 * k;
        }
        long part = 0;
#pragma hier thread vector collapse(2) reduction(+: part)
        for (int x = 3; x <= 6; ++x)
          for (int y = 0; y < 8; ++y)
            part += x * y + k;
        total += part;
      }
    }
  for (int i = 0; i < A; ++i)
    for (long j = B - 1; j >= 0; j -= 2)
      for (unsigned k = 0; k != (unsigned)C; ++k) {
        long cell = ((long)i * (B + 1) + j) * (C + 1) + k;
        for (int x = 0; x < 3; ++x)
          for (int y = 7; y > 0; y -= 3)
            want[cell * 64 + x * 8 + y] += 1 + i + 10 * j + 100 * k;
        for (int x = 3; x <= 6; ++x)
          for (int y = 0; y < 8; ++y)
            ref += x * y + k;
      }
  check("collapsed nest", got, want);
  if (total != ref) {
    std::printf("FAIL collapsed reduction: %ld, want %ld\n", total, ref);
    ++Failures;
  }
}

int main() {
  const int Sizes[][3] = {{1, 1, 1}, {3, 5, 7}, {0, 4, 4}, {4, 0, 4},
                          {4, 4, 0}, {9, 2, 13}, {17, 11, 3}};
  for (auto &S : Sizes)
    nest(S[0] + Zero, S[1] + Zero, S[2] + Zero);
  if (!Failures)
    std::printf("collapse: all agree\n");
  return Failures != 0;
}

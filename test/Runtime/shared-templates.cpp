// Team-shared variables of class-template types, whose template arguments
// hold commas: std::array, nested templates, a non-type argument with a
// comparison in parentheses, decltype, two declarators. Each team fills
// them in a thread loop, synchronises and reads what other threads wrote;
// compared with the same computation run sequentially.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: shared templates: PASS

#include <array>
#include <cstdio>
#include <vector>

#include "Inputs/check.h"

template <typename T, int N> struct Tile {
  T v[N];
};

int main(int argc, char **) {
  const int L = 9 + argc;
  std::vector<long> got(L * 8), want(L * 8);
  long *o = got.data();
#pragma hier team team_size(4) vector_length(2) map(from: o[0:L*8])
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    std::array<double, 8> a;
#pragma hier shared
    std::array<std::array<long, 2>, 8> b, c;
#pragma hier shared
    Tile<Tile<int, 2>, (8 > 4) ? 8 : 4> t;
#pragma hier shared
    decltype(Tile<long, 8>{}) d;
#pragma hier thread vector
    for (int i = 0; i < 8; ++i) {
      a[i] = 0.5 * i + l;
      b[i] = {i, l};
      c[i] = {2L * i, 3L * l};
      t.v[i].v[1] = i * l;
      d.v[i] = 7L * i;
    }
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < 8; ++i) {
      int j = 7 - i; // written by another thread
      o[l * 8 + i] = (long)(2 * a[j]) + b[j][0] + b[j][1] + c[j][0] +
                     c[j][1] + t.v[j].v[1] + d.v[j];
    }
#pragma hier barrier
  }
  for (int l = 0; l < L; ++l)
    for (int i = 0; i < 8; ++i) {
      int j = 7 - i;
      want[l * 8 + i] = (long)(2 * (0.5 * j + l)) + j + l + 2L * j + 3L * l +
                        j * l + 7L * j;
    }
  check("shared templates", got, want);
  std::printf("shared templates: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}

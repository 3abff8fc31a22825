// Tiles that start one past a multiple of their length, as a stencil's
// interior does (j0 = 1 + t * 128, to min(j0 + 128, n - 1)): hier-run-once
// drops their loops' back edges (test/Passes/run-once-loops.ll, @tile_offset),
// and every point is still smoothed once, at the edges of the tiles and of
// the array too, for lengths that end inside a tile and on its edge.
// RUN: %clangxx -O2 -std=c++17 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK: n=1000: 0 bad
// CHECK: n=1026: 0 bad
// CHECK: n=130: 0 bad

#include <cstdio>
#include <hier/hier.h>
#include <vector>

void smooth(const double *a, double *b, int n) {
#pragma hier team map(to: a[0:n]) map(tofrom: b[0:n])
  for (int t = 0; t < (n - 2 + 127) / 128; ++t) {
    const int j0 = 1 + t * 128;
#pragma hier thread vector
    for (int j = j0; j < (j0 + 128 < n - 1 ? j0 + 128 : n - 1); ++j)
      b[j] = (a[j - 1] + a[j] + a[j + 1]) / 3;
  }
}

int main() {
  for (int n : {1000, 1026, 130}) {
    std::vector<double> a(n), b(n, -1.0);
    for (int i = 0; i < n; ++i)
      a[i] = (i * 37 % 11) * 0.5;
    smooth(a.data(), b.data(), n);
    int bad = (b[0] != -1.0) + (b[n - 1] != -1.0);
    for (int j = 1; j < n - 1; ++j)
      bad += b[j] != (a[j - 1] + a[j] + a[j + 1]) / 3;
    std::printf("n=%d: %d bad\n", n, bad);
  }
}

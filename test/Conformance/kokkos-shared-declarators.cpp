// Ported from Kokkos core/unit_test/TestTeam.hpp (SharedTeamFunctor with
// several team_shmem views of different types and ranks): one 'shared'
// line declaring several arrays and a scalar, a 2-D shared array, a shared
// struct, each filled by the team and read back after a barrier.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: shared-declarators: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

struct Pair {
  int key;
  double value;
};

int main() {
  const int L = 8;
  long errors = 0;
#pragma hier team team_size(4) vector_length(8) max_teams(3) reduction(+: errors)
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    int a[33], b[7], count;
#pragma hier shared
    double grid[5][9];
#pragma hier shared
    Pair pairs[16];
#pragma hier single
    count = l * 2;
#pragma hier thread vector
    for (int i = 0; i < 33; ++i) {
      a[i] = i + l;
      if (i < 7)
        b[i] = -i;
      if (i < 16)
        pairs[i] = Pair{i * l, 0.5 * i};
    }
#pragma hier thread collapse(2)
    for (int r = 0; r < 5; ++r)
      for (int c = 0; c < 9; ++c)
        grid[r][c] = r * 10 + c + l;
#pragma hier barrier
    long e = 0;
#pragma hier thread vector reduction(+: e)
    for (int i = 0; i < 45; ++i) {
      int r = i / 9, c = i % 9;
      e += grid[4 - r][8 - c] != (4 - r) * 10 + (8 - c) + l;
      e += a[32 - i % 33] != 32 - i % 33 + l;
      e += b[i % 7] != -(i % 7);
      e += pairs[15 - i % 16].key != (15 - i % 16) * l || pairs[i % 16].value != 0.5 * (i % 16);
      e += count != l * 2;
    }
    errors += e;
#pragma hier barrier
  }
  conf_check("shared declarations", errors);
  return conf_done("shared-declarators");
}

// Ported from Kokkos core/unit_test/TestTeamVector.hpp (ranges counted down
// to zero in unsigned index types): 'for (unsigned k = n - 1; k != ~0u; --k)'
// style loops at the thread, vector and 'thread vector' levels, which wrap
// around in the variable's type, and '!=' loops counting up by 2.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: unsigned-not-equal: PASS

#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static void run(unsigned n) {
  int t[64], v[4][64], tv[64], up[64];
  std::memset(t, 0, sizeof t);
  std::memset(v, 0, sizeof v);
  std::memset(tv, 0, sizeof tv);
  std::memset(up, 0, sizeof up);
#pragma hier team team_size(4) vector_length(8) map(tofrom: t, v, tv, up)
  for (int l = 0; l < 1; ++l) {
#pragma hier thread
    for (unsigned k = n - 1; k != ~0u; --k)
      t[k] += 1;
#pragma hier thread
    for (int r = 0; r < 4; ++r) {
#pragma hier vector
      for (unsigned long k = (unsigned long)n - 1; k != ~0ul; --k)
        v[r][k] += 1;
    }
#pragma hier thread vector
    for (unsigned short k = (unsigned short)(n - 1); k != (unsigned short)0xffff; --k)
      tv[k] += 1;
#pragma hier thread vector
    for (unsigned k = 0; k != 2 * n; k += 2)
      up[k / 2] += 1;
  }
  long bad = 0;
  for (unsigned k = 0; k < 64; ++k) {
    bad += t[k] != (k < n) || tv[k] != (k < n) || up[k] != (k < n);
    for (int r = 0; r < 4; ++r)
      bad += v[r][k] != (k < n);
  }
  if (bad)
    printf("FAIL n = %u\n", n);
  conf_check("unsigned !=", bad);
}

int main() {
  run(0);
  run(1);
  run(31);
  run(64);
  return conf_done("unsigned-not-equal");
}

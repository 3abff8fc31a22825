// Ported from Kokkos core/unit_test/TestTeam.hpp (TestScratchAlignment):
// scratch carved into a 3-byte array and then a double array aligned by
// hand; the base of the scratch is aligned for a double, and both pieces
// hold what the threads wrote.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scratch-alignment: PASS

#include <stdint.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int n = 37, league = 8;
  long errors = 0;
#pragma hier team team_size(2) vector_length(16) scratch(8 + n * sizeof(double)) reduction(+: errors)
  for (int l = 0; l < league; ++l) {
    char *base = (char *)hier_scratch();
    char *small = base;                         // 3 bytes
    double *d = (double *)(base + 8);           // next 8-byte boundary
    long e = (uintptr_t)base % alignof(double) != 0;
#pragma hier single
    {
      small[0] = 'a'; small[1] = (char)('b' + l); small[2] = 'c';
    }
#pragma hier thread vector
    for (int i = 0; i < n; ++i)
      d[i] = 1.5 * i + l;
#pragma hier barrier
#pragma hier thread vector reduction(+: e)
    for (int i = 0; i < n; ++i)
      e += d[n - 1 - i] != 1.5 * (n - 1 - i) + l;
    e += small[0] != 'a' || small[1] != (char)('b' + l) || small[2] != 'c';
    errors += e;
#pragma hier barrier
  }
  conf_check("scratch alignment", errors);
  return conf_done("scratch-alignment");
}

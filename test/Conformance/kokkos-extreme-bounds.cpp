// Ported from Kokkos core/unit_test/TestTeam.hpp and TestTeamVector.hpp
// (ranges with large and negative 64-bit begin/end, as in the IndexType
// tests): loops whose bounds sit next to the limits of their type, so that a
// trip count computed as ub - lb + step would overflow; the steps keep the
// sequential loop itself free of overflow. Each loop sums its indices
// (relative to lb) in a reduction and counts its iterations.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: extreme-bounds: PASS

#include <climits>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  long got[8] = {0}, want[8] = {0};
#pragma hier team team_size(4) vector_length(8) map(tofrom: got)
  for (int l = 0; l < 1; ++l) {
    long a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0;
#pragma hier thread reduction(+: a, b)
    for (int i = INT_MAX - 100; i < INT_MAX - 6; i += 7) {
      a += i - (INT_MAX - 100);
      b += 1;
    }
#pragma hier thread vector reduction(+: c, d)
    for (int i = INT_MIN + 50; i > INT_MIN + 3; i -= 3) {
      c += i - INT_MIN;
      d += 1;
    }
#pragma hier thread reduction(+: e, f)
    for (unsigned i = UINT_MAX - 40; i < UINT_MAX; ++i) {
      e += i - (UINT_MAX - 40);
      f += 1;
    }
#pragma hier thread vector reduction(+: g, h)
    for (long long i = LLONG_MIN + 5; i <= LLONG_MIN + 100; i += 5) {
      g += (long)(i - LLONG_MIN);
      h += 1;
    }
#pragma hier single
    {
      got[0] = a; got[1] = b; got[2] = c; got[3] = d;
      got[4] = e; got[5] = f; got[6] = g; got[7] = h;
    }
  }
  for (int i = INT_MAX - 100; i < INT_MAX - 6; i += 7) {
    want[0] += i - (INT_MAX - 100);
    want[1] += 1;
  }
  for (int i = INT_MIN + 50; i > INT_MIN + 3; i -= 3) {
    want[2] += i - INT_MIN;
    want[3] += 1;
  }
  for (unsigned i = UINT_MAX - 40; i < UINT_MAX; ++i) {
    want[4] += i - (UINT_MAX - 40);
    want[5] += 1;
  }
  for (long long i = LLONG_MIN + 5; i <= LLONG_MIN + 100; i += 5) {
    want[6] += (long)(i - LLONG_MIN);
    want[7] += 1;
  }
  long bad = 0;
  for (int k = 0; k < 8; ++k)
    if (got[k] != want[k]) {
      ++bad;
      printf("FAIL loop %d: got %ld want %ld\n", k / 2, got[k], want[k]);
    }
  conf_check("bounds next to the type's limits", bad);
  return conf_done("extreme-bounds");
}

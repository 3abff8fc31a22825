// Ported from Kokkos core/unit_test/TestReducers.hpp (the built-in reducers)
// applied to a TeamThreadRange, as TestTeamVector.hpp's
// functor_team_reduce_reducer does with Sum: Sum, Prod, Min, Max, LAnd, LOr,
// BAnd, BOr and BXor reducers over a TeamThreadRange, integer types, trip
// counts 0, 1, 7, 33 and 131 (no multiple of the team's 4 x 8 threads).
// The reduced variables start from a value that is not the identity.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-thread-int: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"
#include "Inputs/reducer-values.h"

template <typename T> static void run(const char *type, int n) {
  const int L = 5;
  T out[L][9];
#pragma hier team team_size(4) vector_length(8) map(from: out)
  for (int l = 0; l < L; ++l) {
    T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0, ba = (T)0x7ff3, bo = 0x100,
      bx = 0x55;
#pragma hier thread reduction(+: s) reduction(*: p) reduction(min: mn) \
    reduction(max: mx) reduction(&&: a) reduction(||: o) reduction(&: ba) \
    reduction(|: bo) reduction(^: bx)
    for (int i = 0; i < n; ++i) {
      long k = l * 1000 + i;
      s += val<T>(k);
      p *= pval<T>(k);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 23);
      o = o || !truth<T>(k, 29);
      ba &= bits<T>(k) | (T)0x800;
      bo |= bits<T>(k);
      bx ^= bits<T>(k);
    }
#pragma hier single
    {
      T r[9] = {s, p, mn, mx, a, o, ba, bo, bx};
      for (int j = 0; j < 9; ++j)
        out[l][j] = r[j];
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0, ba = (T)0x7ff3, bo = 0x100,
      bx = 0x55;
    for (int i = 0; i < n; ++i) {
      long k = l * 1000 + i;
      s += val<T>(k);
      p *= pval<T>(k);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 23);
      o = o || !truth<T>(k, 29);
      ba &= bits<T>(k) | (T)0x800;
      bo |= bits<T>(k);
      bx ^= bits<T>(k);
    }
    T r[9] = {s, p, mn, mx, a, o, ba, bo, bx};
    for (int j = 0; j < 9; ++j)
      if (out[l][j] != r[j]) {
        ++bad;
        printf("FAIL %s n=%d team %d reducer %d: got %lld want %lld\n", type, n,
               l, j, (long long)out[l][j], (long long)r[j]);
      }
  }
  conf_check(type, bad);
}

int main() {
  for (int n : {0, 1, 7, 33, 131}) {
    run<int>("int", n);
    run<unsigned>("unsigned", n);
    run<long>("long", n);
    run<unsigned long>("unsigned long", n);
    run<long long>("long long", n);
    run<unsigned long long>("unsigned long long", n);
  }
  return conf_done("reducers-thread-int");
}

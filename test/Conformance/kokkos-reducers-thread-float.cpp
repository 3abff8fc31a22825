// Ported from Kokkos core/unit_test/TestReducers.hpp (the built-in reducers)
// applied to a TeamThreadRange, as TestTeamVector.hpp's
// functor_team_reduce_reducer does with Sum: Sum, Prod, Min, Max, LAnd and LOr
// reducers over a TeamThreadRange in float and double (values whose results
// are exact), trip counts 0, 1, 7, 33 and 131.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-thread-float: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"
#include "Inputs/reducer-values.h"

template <typename T> static void run(const char *type, int n) {
  const int L = 6;
  T out[L][6];
#pragma hier team team_size(3) vector_length(16) map(from: out)
  for (int l = 0; l < L; ++l) {
    T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0;
#pragma hier thread reduction(+: s) reduction(*: p) reduction(min: mn) \
    reduction(max: mx) reduction(&&: a) reduction(||: o)
    for (int i = 0; i < n; ++i) {
      long k = l * 1000 + i;
      s += val<T>(k);
      p *= pval<T>(k);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 23);
      o = o || !truth<T>(k, 29);
    }
#pragma hier single
    {
      out[l][0] = s; out[l][1] = p; out[l][2] = mn;
      out[l][3] = mx; out[l][4] = a; out[l][5] = o;
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0;
    for (int i = 0; i < n; ++i) {
      long k = l * 1000 + i;
      s += val<T>(k);
      p *= pval<T>(k);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 23);
      o = o || !truth<T>(k, 29);
    }
    T r[6] = {s, p, mn, mx, a, o};
    for (int j = 0; j < 6; ++j)
      if (out[l][j] != r[j]) {
        ++bad;
        printf("FAIL %s n=%d team %d reducer %d: got %g want %g\n", type, n, l,
               j, (double)out[l][j], (double)r[j]);
      }
  }
  conf_check(type, bad);
}

int main() {
  for (int n : {0, 1, 7, 33, 131}) {
    run<float>("float", n);
    run<double>("double", n);
  }
  return conf_done("reducers-thread-float");
}

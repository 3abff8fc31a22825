// Ported from Kokkos core/unit_test/TestReducers.hpp (the built-in reducers)
// applied to a ThreadVectorRange, as TestTeamVector.hpp's
// functor_vec_red_reducer does with Prod: Sum, Prod, Min, Max, LAnd and LOr
// reducers over a ThreadVectorRange, each thread of
// the team reducing its own row in float and double (values whose results
// are exact), trip counts 0, 1, 7, 33 and 131.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-vector-float: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"
#include "Inputs/reducer-values.h"

template <typename T> static void run(const char *type, int n) {
  const int L = 6;
  T out[L * 3][6];
#pragma hier team team_size(3) vector_length(16) map(from: out)
  for (int l = 0; l < L; ++l) {
#pragma hier thread
    for (int row = 0; row < 3; ++row) {
      T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0;
#pragma hier vector reduction(+: s) reduction(*: p) reduction(min: mn) \
    reduction(max: mx) reduction(&&: a) reduction(||: o)
    for (int i = 0; i < n; ++i) {
      long k = (l * 3 + row) * 1000 + i;
      s += val<T>(k);
      p *= pval<T>(k);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 23);
      o = o || !truth<T>(k, 29);
    }
#pragma hier single thread
    {
      out[l * 3 + row][0] = s; out[l * 3 + row][1] = p; out[l * 3 + row][2] = mn;
      out[l * 3 + row][3] = mx; out[l * 3 + row][4] = a; out[l * 3 + row][5] = o;
    }
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l)
  for (int row = 0; row < 3; ++row) {
    T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0;
    for (int i = 0; i < n; ++i) {
      long k = (l * 3 + row) * 1000 + i;
      s += val<T>(k);
      p *= pval<T>(k);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 23);
      o = o || !truth<T>(k, 29);
    }
    T r[6] = {s, p, mn, mx, a, o};
    for (int j = 0; j < 6; ++j)
      if (out[l * 3 + row][j] != r[j]) {
        ++bad;
        printf("FAIL %s n=%d team %d row %d reducer %d: got %g want %g\n", type, n, l,
               row, j, (double)out[l * 3 + row][j], (double)r[j]);
      }
  }
  conf_check(type, bad);
}

int main() {
  for (int n : {0, 1, 7, 33, 131}) {
    run<float>("float", n);
    run<double>("double", n);
  }
  return conf_done("reducers-vector-float");
}

// Ported from Kokkos core/unit_test/TestReducers.hpp (the built-in reducers)
// over a TeamVectorRange, as TestTeamVectorRange.hpp's
// functor_teamvector_reduce_reducer does with Sum:
// every reducer over a TeamVectorRange (hier's 'thread vector'), in int,
// unsigned long, float and double, trip counts 0, 5, 64 and 1000 under
// team_size(4) vector_length(16).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-team-vector: PASS

#include <initializer_list>
#include <type_traits>
#include <hier/hier.h>
#include "Inputs/conformance.h"
#include "Inputs/reducer-values.h"

template <typename T> static void run(const char *type, int n) {
  const int L = 4;
  T out[L][6];
#pragma hier team team_size(4) vector_length(16) map(from: out)
  for (int l = 0; l < L; ++l) {
    T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0;
#pragma hier thread vector reduction(+: s) reduction(*: p) reduction(min: mn) \
    reduction(max: mx) reduction(&&: a) reduction(||: o)
    for (int i = 0; i < n; ++i) {
      long k = l * 5000 + i;
      s += val<T>(k);
      p *= pval<T>(k % 97 == 0 ? 4 : 0);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 401);
      o = o || !truth<T>(k, 403);
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
      long k = l * 5000 + i;
      s += val<T>(k);
      p *= pval<T>(k % 97 == 0 ? 4 : 0);
      mn = val<T>(k) < mn ? val<T>(k) : mn;
      mx = val<T>(k) > mx ? val<T>(k) : mx;
      a = a && truth<T>(k, 401);
      o = o || !truth<T>(k, 403);
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

// The bitwise reducers, integers only.
template <typename T> static void bitwise(const char *type, int n) {
  T ba = (T)0x7ff3, bo = 0x100, bx = 0x55;
  T wa = ba, wo = bo, wx = bx;
  T got[3];
#pragma hier team team_size(4) vector_length(16) map(from: got)
  for (int l = 0; l < 1; ++l) {
    T a = ba, o = bo, x = bx;
#pragma hier thread vector reduction(&: a) reduction(|: o) reduction(^: x)
    for (int i = 0; i < n; ++i) {
      a &= bits<T>(i) | (T)0x800;
      o |= bits<T>(i);
      x ^= bits<T>(i);
    }
#pragma hier single
    {
      got[0] = a; got[1] = o; got[2] = x;
    }
  }
  for (int i = 0; i < n; ++i) {
    wa &= bits<T>(i) | (T)0x800;
    wo |= bits<T>(i);
    wx ^= bits<T>(i);
  }
  conf_check(type, (got[0] != wa) + (got[1] != wo) + (got[2] != wx));
}

int main() {
  for (int n : {0, 5, 64, 1000}) {
    run<int>("int", n);
    run<unsigned long>("unsigned long", n);
    run<float>("float", n);
    run<double>("double", n);
    bitwise<int>("int bitwise", n);
    bitwise<unsigned long long>("unsigned long long bitwise", n);
  }
  return conf_done("reducers-team-vector");
}

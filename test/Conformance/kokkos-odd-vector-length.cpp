// Ported from Kokkos core/unit_test/TestTeamVector.hpp (TeamPolicy with
// vector lengths the backend rounds: Kokkos requires powers of two on GPUs;
// hier rounds vector_length up to one, at most 32) and TestTeamTeamSize.hpp:
// run-time vector lengths 3, 5, 6, 7, 12, 31 and team sizes 3, 5, 7 give the
// sequential result at every level.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: odd-vector-length: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int ts, int vl) {
  const int L = 5, R = 7, C = 29;
  long a = 0, b = 0;
#pragma hier team team_size(ts) vector_length(vl) reduction(+: a, b)
  for (int l = 0; l < L; ++l) {
    long t = 0, f = 0;
#pragma hier thread reduction(+: t)
    for (int r = 0; r < R; ++r) {
      long v = 0;
#pragma hier vector reduction(+: v)
      for (int c = 0; c < C; ++c)
        v += l * 1000 + r * 50 + c;
      t += v;
    }
#pragma hier thread vector reduction(+: f)
    for (int i = 0; i < R * C; ++i)
      f += i % 13;
    a += t;
    b += f;
  }
  long wa = 0, wb = 0;
  for (int l = 0; l < L; ++l)
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c) {
        wa += l * 1000 + r * 50 + c;
        wb += (r * C + c) % 13;
      }
  return (a != wa) + (b != wb);
}

int main() {
  for (int ts : {3, 5, 7})
    for (int vl : {3, 5, 6, 7, 12, 31}) {
      long bad = run(ts, vl);
      if (bad)
        printf("FAIL team_size %d vector_length %d\n", ts, vl);
      conf_check("odd shape", bad);
    }
  return conf_done("odd-vector-length");
}

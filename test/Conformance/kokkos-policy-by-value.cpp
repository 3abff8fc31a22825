// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamPolicyHandleByValue
// and functors holding their data by value): a struct with scalars and a
// small array, firstprivate into the region, read by every level; a second
// struct is passed by value to a function the thread loop calls.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: policy-by-value: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

struct Params {
  int scale;
  double shift;
  int weights[5];
};

static double apply(Params p, int i, int k) { return p.scale * i + p.shift * p.weights[k % 5]; }

int main() {
  Params p = {3, 0.5, {1, 2, 3, 4, 5}};
  const int L = 6, R = 8, C = 11;
  double out[6];
#pragma hier team team_size(4) vector_length(4) firstprivate(p) map(from: out)
  for (int l = 0; l < L; ++l) {
    double t = 0;
#pragma hier thread reduction(+: t)
    for (int r = 0; r < R; ++r) {
      double v = 0;
#pragma hier vector reduction(+: v)
      for (int c = 0; c < C; ++c)
        v += apply(p, l + r, c);
      t += v;
    }
#pragma hier single
    out[l] = t;
  }
  // The host copy is untouched by the region's use of it.
  long bad = p.scale != 3 || p.weights[4] != 5;
  for (int l = 0; l < L; ++l) {
    double t = 0;
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c)
        t += apply(p, l + r, c);
    bad += out[l] != t;
  }
  conf_check("by value", bad);
  return conf_done("policy-by-value");
}

// Ported from Kokkos core/unit_test/TestTeamVector.hpp (generic lambdas with
// 'auto' arguments as loop bodies, as in the C++14 tests): a generic lambda in
// the team body, called with int and double, holding a 'thread vector'
// reduction.
//
// Was a hier bug (XFAIL until issue 19's session 26): Sema hands a generic
// lambda's call operator to the AST consumer when it instantiates it (at the
// call, to deduce its return type), and the nesting check, run on it alone,
// found its 'thread vector' loop outside any team: "must be nested inside a
// '#pragma hier team' loop", once per instantiation. The instantiations are
// now left to the check of the lambda where it is written.

// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: generic-lambda: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int L = 5, N = 77;
  double out[5][2];
#pragma hier team team_size(4) vector_length(8) map(from: out)
  for (int l = 0; l < L; ++l) {
    auto sum = [=](auto scale) {
      decltype(scale) s = 0;
#pragma hier thread vector reduction(+: s)
      for (int i = 0; i < N; ++i)
        s += scale * (i + l);
      return s;
    };
    int a = sum(3);
    double b = sum(0.5);
#pragma hier single
    {
      out[l][0] = a;
      out[l][1] = b;
    }
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    int a = 0;
    double b = 0;
    for (int i = 0; i < N; ++i) {
      a += 3 * (i + l);
      b += 0.5 * (i + l);
    }
    bad += out[l][0] != a || out[l][1] != b;
  }
  conf_check("generic lambda", bad);
  return conf_done("generic-lambda");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp and TestTeamVector.hpp,
// whose tests instantiate one body for several policies through macros
// (TEST_EXECSPACE, the scheduling and index-type parameters): the team's
// clauses come from a macro in the pragma line, clauses separated by commas,
// and thread and vector loops written by macros through _Pragma.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: macro-policies: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

#define TEAM_SHAPE team_size(TS), vector_length(VL)
#define TS 4
#define VL 8
#define TEAM_THREAD_RANGE(i, b, e) _Pragma("hier thread") for (int i = (b); i < (e); ++i)
#define DO_PRAGMA(...) _Pragma(#__VA_ARGS__)
#define THREAD_VECTOR_REDUCE(i, n, var)                                          \
  DO_PRAGMA(hier vector reduction(+: var)) for (int i = 0; i < (n); ++i)

int main() {
  const int L = 9, R = 12, C = 19;
  long out[9][12];
  long total = 0;
#pragma hier team TEAM_SHAPE, map(from: out), reduction(+: total)
  for (int l = 0; l < L; ++l) {
    TEAM_THREAD_RANGE(r, 0, R) {
      long s = 0;
      THREAD_VECTOR_REDUCE(c, C, s)
        s += l * r + c;
#pragma hier single thread
      out[l][r] = s;
    }
    total += l;
  }
  long bad = total != (long)L * (L - 1) / 2;
  for (int l = 0; l < L; ++l)
    for (int r = 0; r < R; ++r) {
      long s = 0;
      for (int c = 0; c < C; ++c)
        s += l * r + c;
      bad += out[l][r] != s;
    }
  conf_check("macro policies", bad);
  return conf_done("macro-policies");
}

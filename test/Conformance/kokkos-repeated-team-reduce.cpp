// Ported from Kokkos core/unit_test/TestTeam.hpp (TestRepeatedTeamReduce):
// a team body runs many TeamThreadRange reductions in a row, each result
// feeding the next, and checks the last one.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: repeated-team-reduce: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int league = 12, reps = 40, n = 97;
  long got[12], want[12];
#pragma hier team team_size(8) vector_length(4) map(from: got)
  for (int l = 0; l < league; ++l) {
    long acc = l;
    for (int r = 0; r < reps; ++r) {
      long part = 0;
#pragma hier thread reduction(+: part)
      for (int i = 0; i < n; ++i)
        part += (acc + i) % 13;
      acc = acc + part;
    }
#pragma hier single
    got[l] = acc;
  }
  for (int l = 0; l < league; ++l) {
    long acc = l;
    for (int r = 0; r < reps; ++r) {
      long part = 0;
      for (int i = 0; i < n; ++i)
        part += (acc + i) % 13;
      acc = acc + part;
    }
    want[l] = acc;
  }
  long bad = 0;
  for (int l = 0; l < league; ++l)
    bad += got[l] != want[l];
  conf_check("repeated reductions", bad);
  return conf_done("repeated-team-reduce");
}

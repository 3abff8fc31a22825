// Ported from Kokkos core/unit_test/TestTeamVector.hpp (TestTripleNestedReduce:
// a ThreadVectorRange reduction per row inside a TeamThreadRange inside a
// TeamPolicy reduction): three nested sums, row lengths 0 to 40.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: nested-reduce: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int league = 7, rows = 41;
  double total = 1.0, want = 1.0;
#pragma hier team team_size(4) vector_length(8) reduction(+: total)
  for (int l = 0; l < league; ++l) {
    double team = 0;
#pragma hier thread reduction(+: team)
    for (int r = 0; r < rows; ++r) {
      double row = 0;
#pragma hier vector reduction(+: row)
      for (int k = 0; k < r; ++k)
        row += k + l;
      team += row * (r % 3);
    }
    total += team;
  }
  for (int l = 0; l < league; ++l)
    for (int r = 0; r < rows; ++r) {
      double row = 0;
      for (int k = 0; k < r; ++k)
        row += k + l;
      want += row * (r % 3);
    }
  conf_check("nested reduce", total != want);
  return conf_done("nested-reduce");
}

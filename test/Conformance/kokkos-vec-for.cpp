// Ported from Kokkos core/unit_test/TestTeamVector.hpp (functor_vec_for):
// a ThreadVectorRange of 13 fills a thread's 13 entries of team scratch; then
// Kokkos::single(PerThread) sums them and compares with the sequential sum.
// Here: team_size(4) vector_length(4), a thread loop over 4 rows, the
// 13 entries per row in hier_scratch(), checked after a team barrier.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: vec-for: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int league = 20, rows = 4;
  int wrong[20 * 4];
#pragma hier team team_size(rows) vector_length(4) scratch(rows * 13 * sizeof(double)) map(from: wrong)
  for (int l = 0; l < league; ++l) {
    double *values = (double *)hier_scratch();
#pragma hier thread
    for (int r = 0; r < rows; ++r) {
#pragma hier vector
      for (int i = 0; i < 13; ++i)
        values[13 * r + i] = i - r - l + league + rows;
    }
    // The lanes' writes are seen by the whole team after a barrier.
#pragma hier barrier
#pragma hier thread
    for (int r = 0; r < rows; ++r) {
#pragma hier single thread
      {
        double test = 0, value = 0;
        for (int i = 0; i < 13; ++i) {
          test += i - r - l + league + rows;
          value += values[13 * r + i];
        }
        wrong[l * rows + r] = test != value;
      }
    }
  }
  long bad = 0;
  for (int i = 0; i < league * rows; ++i)
    bad += wrong[i];
  conf_check("vector for", bad);
  return conf_done("vec-for");
}

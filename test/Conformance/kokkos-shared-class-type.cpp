// Ported from Kokkos core/unit_test/TestTeam.hpp (team scratch holding
// structs: TestScratchTeam's views of a struct type, constructed in place):
// 'shared' variables of class types with default member initializers and a
// constructor; the initializers run on every thread (language.md), after
// a barrier the team updates members through member functions.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: shared-class-type: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

struct Histogram {
  int bins[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  long total = 100;
  void add(int b) { __atomic_fetch_add(&bins[b & 7], 1, __ATOMIC_RELAXED); }
};

struct Point {
  double x, y;
  Point() : x(1.5), y(-2.0) {}
  double norm1() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
};

int main() {
  const int L = 6, N = 200;
  long errors = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: errors)
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    Histogram h;
#pragma hier shared
    Point p;
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      h.add(i + l);
#pragma hier single
    p.x += l;
    long e = p.norm1() != 3.5 + l || h.total != 100;
    for (int b = 0; b < 8; ++b)
      e += h.bins[b] != N / 8;
    errors += e;
#pragma hier barrier
  }
  conf_check("shared class types", errors);
  return conf_done("shared-class-type");
}

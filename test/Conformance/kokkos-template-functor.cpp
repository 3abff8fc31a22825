// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamPolicy<ExecSpace,
// ScheduleType> functors templated on the scalar type and the team shape):
// a class template whose member function launches the team, with
// team_size and vector_length from template parameters, and a reduction
// of the template's scalar type.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: template-functor: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename Scalar, int TeamSize, int VectorLength> struct TeamSum {
  int league, rows, cols;

  Scalar term(int l, int r, int c) const { return (Scalar)((l + 2 * r + 3 * c) % 17); }

  Scalar run() const {
    Scalar total = 0;
    const int L = league, R = rows, C = cols;
    const TeamSum self = *this;
#pragma hier team team_size(TeamSize) vector_length(VectorLength) reduction(+: total)
    for (int l = 0; l < L; ++l) {
      Scalar team = 0;
#pragma hier thread reduction(+: team)
      for (int r = 0; r < R; ++r) {
        Scalar row = 0;
#pragma hier vector reduction(+: row)
        for (int c = 0; c < C; ++c)
          row += self.term(l, r, c);
        team += row;
      }
      total += team;
    }
    return total;
  }

  Scalar reference() const {
    Scalar total = 0;
    for (int l = 0; l < league; ++l)
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
          total += term(l, r, c);
    return total;
  }
};

template <typename S, int T, int V> static void check(const char *what, int l, int r, int c) {
  TeamSum<S, T, V> f{l, r, c};
  conf_check(what, f.run() != f.reference());
}

int main() {
  check<int, 4, 8>("int 4x8", 10, 21, 37);
  check<long, 1, 32>("long 1x32", 3, 5, 100);
  check<double, 16, 2>("double 16x2", 7, 33, 3);
  check<float, 3, 5>("float 3x5", 9, 0, 4);
  check<unsigned, 32, 1>("unsigned 32x1", 2, 64, 1);
  return conf_done("template-functor");
}

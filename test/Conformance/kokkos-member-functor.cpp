// Ported from Kokkos core/unit_test/TestTeam.hpp (functor classes whose
// operator()(member_type) reads and writes the functor's own views): a
// class whose member function launches a team region on its members
// (pointers and sizes reached through 'this'), and a second member function
// computing each term.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: member-functor: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

class RowScaler {
  std::vector<double> data;
  int rows, cols;
  double factor;

public:
  RowScaler(int r, int c, double f) : data(r * c), rows(r), cols(c), factor(f) {
    for (int i = 0; i < r * c; ++i)
      data[i] = i % 17;
  }

  double weight(int r) const { return factor * (r + 1); }

  void run() {
    double *d = data.data();
    const int R = rows, C = cols;
    const RowScaler &self = *this;
#pragma hier team team_size(4) vector_length(8) map(tofrom: d[0:R * C])
    for (int r = 0; r < R; ++r) {
      double w = self.weight(r);
#pragma hier thread vector
      for (int c = 0; c < C; ++c)
        d[r * C + c] *= w;
    }
  }

  long verify() const {
    long bad = 0;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        bad += data[r * cols + c] != ((r * cols + c) % 17) * weight(r);
    return bad;
  }
};

int main() {
  RowScaler a(13, 70, 0.5), b(1, 3, 2.0);
  a.run();
  b.run();
  conf_check("member function region", a.verify() + b.verify());
  return conf_done("member-functor");
}

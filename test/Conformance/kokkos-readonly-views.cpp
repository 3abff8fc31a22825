// Ported from Kokkos core/unit_test/TestTeam.hpp and TestTeamVector.hpp
// (functors reading const views with the RandomAccess trait while writing
// another view): the inputs named in 'readonly' (a gather through an index
// array, as x[col[k]]), read at every level.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: readonly-views: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

int main() {
  const int Rows = 300, PerRow = 9, N = Rows * PerRow;
  std::vector<int> col(N);
  std::vector<double> val(N), x(Rows), y(Rows, -1.0);
  for (int k = 0; k < N; ++k) {
    col[k] = (k * 7919) % Rows;
    val[k] = (k % 5) - 2;
  }
  for (int i = 0; i < Rows; ++i)
    x[i] = 0.25 * i;
  const int *c = col.data();
  const double *v = val.data(), *px = x.data();
  double *py = y.data();
#pragma hier team team_size(4) vector_length(8) readonly(c, v, px) \
    map(to: c[0:N], v[0:N], px[0:Rows]) map(from: py[0:Rows])
  for (int b = 0; b < Rows / 10; ++b) {
#pragma hier thread
    for (int r = b * 10; r < b * 10 + 10; ++r) {
      double s = 0;
#pragma hier vector reduction(+: s)
      for (int k = r * PerRow; k < (r + 1) * PerRow; ++k)
        s += v[k] * px[c[k]];
#pragma hier single thread
      py[r] = s;
    }
  }
  long bad = 0;
  for (int r = 0; r < Rows; ++r) {
    double s = 0;
    for (int k = r * PerRow; k < (r + 1) * PerRow; ++k)
      s += val[k] * x[col[k]];
    bad += y[r] != s;
  }
  conf_check("gather through readonly inputs", bad);
  return conf_done("readonly-views");
}

// A program written the way users write them, first draft: a histogram with
// team-shared bins and omp atomics, then a Kokkos-like template layer
// (Inputs/mini-layer.hpp) whose hier loops run the user's lambdas inside a
// target data region. Checked against the sequential loops in the same program;
// built with -Wall -Wextra -Werror, for the host, for sm_90 (host fallback) and
// in SPMD host mode.
// RUN: %clangxx -O2 -std=c++17 -Wall -Wextra -Werror -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: {{[1-9][0-9]* bad}}
// CHECK: histo+lib: 0 bad

#include "Inputs/mini-layer.hpp"
#include <cmath>
#include <cstdio>
#include <vector>

constexpr int Bins = 64;

void histogram(const float *x, long n, unsigned *hist) {
  const long chunk = 4096;
  const long teams = (n + chunk - 1) / chunk;
#pragma hier team map(to : x[0 : n]) map(tofrom : hist[0 : Bins])
  for (long t = 0; t < teams; ++t) {
#pragma hier shared
    unsigned local[Bins];
#pragma hier thread vector
    for (int b = 0; b < Bins; ++b)
      local[b] = 0;
#pragma hier barrier
    long end = (t + 1) * chunk < n ? (t + 1) * chunk : n;
#pragma hier thread vector
    for (long i = t * chunk; i < end; ++i) {
      int b = static_cast<int>(x[i] * Bins);
      b = b < 0 ? 0 : b >= Bins ? Bins - 1 : b;
#pragma omp atomic
      local[b] += 1;
    }
#pragma hier barrier
#pragma hier thread vector
    for (int b = 0; b < Bins; ++b) {
#pragma omp atomic
      hist[b] += local[b];
    }
  }
}

int main() {
  long n = 100003;
  std::vector<float> x(n);
  for (long i = 0; i < n; ++i)
    x[i] = 0.5f + 0.5f * std::sin(0.37f * i);
  std::vector<unsigned> h(Bins, 0), ref(Bins, 0);
  histogram(x.data(), n, h.data());
  for (long i = 0; i < n; ++i) {
    int b = static_cast<int>(x[i] * Bins);
    b = b < 0 ? 0 : b >= Bins ? Bins - 1 : b;
    ++ref[b];
  }
  int bad = 0;
  for (int b = 0; b < Bins; ++b)
    bad += h[b] != ref[b];
  // The library layer, with lambdas capturing host data.
  int rows = 37, cols = 129;
  std::vector<double> m(rows * cols);
  double *pm = m.data();
#pragma omp target data map(tofrom : pm[0 : rows * cols])
  {
    mini::for_rows(rows, cols, [=](int r, int c) { pm[r * cols + c] = std::sqrt(double(r * cols + c)); });
    double s = mini::sum_rows<double>(rows, cols, [=](int r, int c) { return pm[r * cols + c]; });
    double rs = 0;
    for (int i = 0; i < rows * cols; ++i)
      rs += std::sqrt(double(i));
    bad += std::fabs(s - rs) > 1e-9 * rs;
    std::printf("sum %.6f ref %.6f\n", s, rs);
  }
  for (int i = 0; i < rows * cols; ++i)
    bad += m[i] != std::sqrt(double(i));
  std::printf("histo+lib: %d bad\n", bad);
  return bad != 0;
}

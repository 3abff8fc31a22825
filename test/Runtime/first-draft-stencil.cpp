// A program written the way users write them, first draft: a 3-D stencil in a
// class template over std::vector, an index lambda, <cmath> (fma, exp, fabs),
// float and double. Checked against the sequential loops in the same program;
// built with -Wall -Wextra -Werror, for the host, for sm_90 (host fallback) and
// in SPMD host mode.
// RUN: %clangxx -O2 -std=c++17 -Wall -Wextra -Werror -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: {{[1-9][0-9]* bad}}
// CHECK: float: 0 bad
// CHECK: double: 0 bad

#include <cmath>
#include <cstdio>
#include <vector>

template <typename Real> class Grid {
public:
  Grid(int nx, int ny, int nz) : nx_(nx), ny_(ny), nz_(nz), u_(size()), v_(size()) {
    for (std::size_t i = 0; i < u_.size(); ++i)
      u_[i] = std::sin(Real(0.001) * Real(i));
  }
  std::size_t size() const { return std::size_t(nx_) * ny_ * nz_; }
  void smooth(Real w);
  void smoothSeq(std::vector<Real> &out, Real w) const;
  const std::vector<Real> &result() const { return v_; }

private:
  int nx_, ny_, nz_;
  std::vector<Real> u_, v_;
};

template <typename Real> void Grid<Real>::smooth(Real w) {
  const Real *u = u_.data();
  Real *v = v_.data();
  const int nx = nx_, ny = ny_, nz = nz_;
  auto at = [=](int i, int j, int k) { return (std::size_t(k) * ny + j) * nx + i; };
  std::size_t n = size();
#pragma hier team map(to : u[0 : n]) map(from : v[0 : n])
  for (int k = 1; k < nz - 1; ++k) {
#pragma hier thread
    for (int j = 1; j < ny - 1; ++j) {
#pragma hier vector
      for (int i = 1; i < nx - 1; ++i) {
        Real c = u[at(i, j, k)];
        Real s = u[at(i - 1, j, k)] + u[at(i + 1, j, k)] + u[at(i, j - 1, k)] +
                 u[at(i, j + 1, k)] + u[at(i, j, k - 1)] + u[at(i, j, k + 1)];
        v[at(i, j, k)] = std::fma(w, s - 6 * c, c) + std::exp(-std::fabs(c)) * Real(1e-3);
      }
    }
  }
}

template <typename Real> void Grid<Real>::smoothSeq(std::vector<Real> &out, Real w) const {
  auto at = [this](int i, int j, int k) { return (std::size_t(k) * ny_ + j) * nx_ + i; };
  for (int k = 1; k < nz_ - 1; ++k)
    for (int j = 1; j < ny_ - 1; ++j)
      for (int i = 1; i < nx_ - 1; ++i) {
        Real c = u_[at(i, j, k)];
        Real s = u_[at(i - 1, j, k)] + u_[at(i + 1, j, k)] + u_[at(i, j - 1, k)] +
                 u_[at(i, j + 1, k)] + u_[at(i, j, k - 1)] + u_[at(i, j, k + 1)];
        out[at(i, j, k)] = std::fma(w, s - 6 * c, c) + std::exp(-std::fabs(c)) * Real(1e-3);
      }
}

template <typename Real> int check(const char *name) {
  Grid<Real> g(34, 20, 12);
  g.smooth(Real(0.1));
  std::vector<Real> ref(g.size(), Real(0));
  g.smoothSeq(ref, Real(0.1));
  int bad = 0;
  for (int k = 1; k < 11; ++k)
    for (int j = 1; j < 19; ++j)
      for (int i = 1; i < 33; ++i) {
        std::size_t x = (std::size_t(k) * 20 + j) * 34 + i;
        if (std::fabs(g.result()[x] - ref[x]) > Real(1e-5) * (1 + std::fabs(ref[x])))
          ++bad;
      }
  std::printf("%s: %d bad\n", name, bad);
  return bad;
}

int main() { return check<float>("float") + check<double>("double"); }

// A program written the way users write them, first draft: a class whose
// member function runs a team over its own pointer members (mapped as
// sections of members) and reads another member, with team and thread vector
// reductions. Checked against the sequential loop; built with -Wall -Wextra
// -Werror, for the host, for sm_90 (host fallback) and in SPMD host mode.
// RUN: %clangxx -O2 -std=c++17 -Wall -Wextra -Werror -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK: member: 0 bad

#include <cstdio>
#include <cmath>
#include <vector>

class Solver {
public:
  explicit Solver(int n) : n_(n), x_(new double[n]), y_(new double[n]) {
    for (int i = 0; i < n; ++i) x_[i] = i, y_[i] = 0;
  }
  ~Solver() { delete[] x_; delete[] y_; }
  double scale(double a) {
    double norm = 0;
#pragma hier team map(to : x_[0 : n_]) map(from : y_[0 : n_]) reduction(+ : norm)
    for (int t = 0; t < (n_ + 127) / 128; ++t) {
      double part = 0;
#pragma hier thread vector reduction(+ : part)
      for (int i = t * 128; i < std::min(n_, (t + 1) * 128); ++i) {
        y_[i] = a * x_[i] + offset_;
        part += y_[i] * y_[i];
      }
      norm += part;
    }
    return std::sqrt(norm);
  }
  const double *y() const { return y_; }

private:
  int n_;
  double *x_, *y_;
  double offset_ = 0.5;
};

int main() {
  Solver s(1000);
  double nrm = s.scale(2.0);
  double ref = 0;
  int bad = 0;
  for (int i = 0; i < 1000; ++i) {
    double v = 2.0 * i + 0.5;
    ref += v * v;
    bad += s.y()[i] != v;
  }
  bad += std::fabs(nrm - std::sqrt(ref)) > 1e-9 * nrm;
  std::printf("member: %d bad\n", bad);
  return bad != 0;
}

// The C++ half: a lambda and std:: math in a thread loop, a reduction, the C
// kernels of fields.c; every result is compared with the same computation
// written as sequential loops. Prints "cmake-app: N checks agree" or FAIL
// lines (exit code: the number of failures).
#include "fields.h"
#include <hier/hier.h>
#include <cmath>
#include <cstdio>
#include <vector>

static int Checks = 0, Failures = 0;

// Results of libm calls may differ in the last bits between host and GPU
// (CUDA documents sqrt as exact, exp within 2 ulp): compare relatively.
static void expect(const char *what, double got, double want) {
  ++Checks;
  if (!(std::fabs(got - want) <= 1e-12 * std::fabs(want) + 1e-300)) {
    ++Failures;
    std::printf("FAIL %s: got %.17g, want %.17g\n", what, got, want);
  }
}

int main() {
  const int n = 37, m = 301; // no multiples of any team or vector size
  std::vector<double> in(n * m), out(n * m, -1.0), heat(n * m, -1.0);
  for (int k = 0; k < n * m; ++k)
    in[k] = 1.0 + (k % 97) * 0.5;

  damp_rows(in.data(), out.data(), n, m);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      expect("damp_rows", out[i * m + j],
             std::sqrt(in[i * m + j]) * std::exp(-static_cast<double>(j) / m));

  // A lambda that captures by value, called in the loop body; a sum per team.
  const double *src = in.data();
  double *dst = heat.data();
  const double alpha = 0.25;
  double total = 0.0;
  auto smooth = [alpha](double left, double mid, double right) {
    return std::exp(-alpha) * mid + alpha * std::sqrt(left * right);
  };
#pragma hier team map(to: src[0:n * m]) map(from: dst[0:n * m]) reduction(+: total)
  for (int i = 0; i < n; ++i) {
    double row = 0.0;
#pragma hier thread vector reduction(+: row)
    for (int j = 0; j < m; ++j) {
      double left = src[i * m + (j > 0 ? j - 1 : j)];
      double right = src[i * m + (j + 1 < m ? j + 1 : j)];
      dst[i * m + j] = smooth(left, src[i * m + j], right);
      row += dst[i * m + j];
    }
    total += row;
  }
  double want_total = 0.0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      double left = in[i * m + (j > 0 ? j - 1 : j)];
      double right = in[i * m + (j + 1 < m ? j + 1 : j)];
      double v = smooth(left, in[i * m + j], right);
      expect("smooth", heat[i * m + j], v);
      want_total += v;
    }
  // The sum's order differs from the sequential one: relative tolerance.
  ++Checks;
  if (std::fabs(total - want_total) > 1e-9 * std::fabs(want_total)) {
    ++Failures;
    std::printf("FAIL total: got %.17g, want %.17g\n", total, want_total);
  }

  std::vector<float> a(10007);
  for (size_t k = 0; k < a.size(); ++k)
    a[k] = static_cast<float>((static_cast<int>(k * 7919 % 2003) - 1001)) * 0.125f;
  float max_abs = -1.0f;
  double sum_sq = -1.0;
  norms(a.data(), static_cast<int>(a.size()), &max_abs, &sum_sq);
  float want_max = 0.0f;
  double want_sq = 0.0;
  for (float v : a) {
    want_max = std::fmax(want_max, std::fabs(v));
    want_sq += static_cast<double>(v) * v;
  }
  expect("max_abs", max_abs, want_max); // exact: max of the same floats
  expect("sum_sq", sum_sq, want_sq);    // exact: small multiples of 1/64

  std::printf("cmake-app: %d checks agree, %d fail\n", Checks - Failures, Failures);
  return Failures;
}

// Dense GEMV y = A x (double, A row-major m x n): sizes, inputs, reference.
// Bandwidth-bound: A is read once (8 B per element), x stays in cache.
#pragma once
#include "../common/bench.h"
#include <string>

namespace gemv {
struct Sizes {
  long m, n; // n even (the CUDA version reads pairs)
};
inline Sizes sizes(bool small) { return small ? Sizes{300, 1000} : Sizes{16384, 8192}; }
inline std::string size_name(const Sizes &s) {
  return std::to_string(s.m) + "x" + std::to_string(s.n);
}
inline double gbs(const Sizes &s, double ms) { return 8.0 * (s.m * s.n + s.n + s.m) / ms / 1e6; }
inline std::vector<double> matrix(const Sizes &s) { return bench::random_vector(s.m * s.n, 21, -1, 1); }
inline std::vector<double> vector(const Sizes &s) { return bench::random_vector(s.n, 22, -1, 1); }

// Every y_i against a long-double sum, by the sum of |a_ij x_j| (n terms).
inline bool check(const Sizes &s, const std::vector<double> &a, const std::vector<double> &x,
                  const std::vector<double> &y) {
  std::vector<double> ref(s.m), terms(s.m);
  bench::parallel_for(s.m, [&](size_t i) {
    long double r = 0, t = 0;
    for (long j = 0; j < s.n; ++j)
      r += (long double)a[i * s.n + j] * x[j], t += std::fabs(a[i * s.n + j] * x[j]);
    ref[i] = (double)r, terms[i] = (double)t;
  });
  return bench::check_terms("gemv", y.data(), ref.data(), terms.data(), s.m, 1e-12);
}
} // namespace gemv

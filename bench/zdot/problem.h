// Batched complex dot products (zdotc): for each row r, y_r = sum_c
// conj(a_rc) b_rc over complex doubles stored as {re, im} pairs. A complex
// reduction per team; bandwidth-bound: 32 B read per term.
#pragma once
#include "../common/bench.h"
#include <string>

namespace zdot {
struct cplx {
  double re, im;
};
struct Sizes {
  long rows, cols;
};
inline Sizes sizes(bool small) { return small ? Sizes{100, 1000} : Sizes{16384, 2048}; }
inline std::string size_name(const Sizes &s) { return std::to_string(s.rows) + "x" + std::to_string(s.cols); }
inline double gbs(const Sizes &s, double ms) { return (32.0 * s.rows * s.cols + 16.0 * s.rows) / ms / 1e6; }
inline std::vector<cplx> input(const Sizes &s, uint64_t seed) {
  std::vector<cplx> v(s.rows * s.cols);
  bench::parallel_for(v.size(), [&](size_t i) {
    v[i] = {bench::uniform(seed * 0x100000000ull + 2 * i, -1, 1),
            bench::uniform(seed * 0x100000000ull + 2 * i + 1, -1, 1)};
  });
  return v;
}

// Real and imaginary parts of every y_r against long-double sums, by the sum
// of the magnitudes of their terms (2 cols terms each).
inline bool check(const Sizes &s, const std::vector<cplx> &a, const std::vector<cplx> &b,
                  const std::vector<cplx> &y) {
  std::vector<double> got(2 * s.rows), ref(2 * s.rows), terms(2 * s.rows);
  bench::parallel_for(s.rows, [&](size_t r) {
    long double re = 0, im = 0, tre = 0, tim = 0;
    for (long c = 0; c < s.cols; ++c) {
      const cplx &x = a[r * s.cols + c], &z = b[r * s.cols + c];
      re += (long double)x.re * z.re + (long double)x.im * z.im;
      im += (long double)x.re * z.im - (long double)x.im * z.re;
      tre += std::fabs(x.re * z.re) + std::fabs(x.im * z.im);
      tim += std::fabs(x.re * z.im) + std::fabs(x.im * z.re);
    }
    got[2 * r] = y[r].re, got[2 * r + 1] = y[r].im;
    ref[2 * r] = (double)re, ref[2 * r + 1] = (double)im;
    terms[2 * r] = (double)tre, terms[2 * r + 1] = (double)tim;
  });
  return bench::check_terms("zdot", got.data(), ref.data(), terms.data(), got.size(), 1e-12);
}
} // namespace zdot

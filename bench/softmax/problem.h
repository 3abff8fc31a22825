// Row-wise softmax of a float matrix: y = exp(x - max) / sum exp(x - max),
// per row. Bandwidth-bound (4 B read, 4 B written per element) with an exp
// per element.
#pragma once
#include "../common/bench.h"
#include <string>

namespace softmax {
constexpr int Cols = 1024; // a multiple of 128 (the CUDA version's float4s per lane)
inline long rows(bool small) { return small ? 100 : 131072; }
inline std::string size_name(long r) { return std::to_string(r) + "x" + std::to_string(Cols); }
inline double gbs(long r, double ms) { return 8.0 * r * Cols / ms / 1e6; }
inline std::vector<float> input(long r) {
  std::vector<float> v(r * Cols);
  bench::parallel_for(v.size(), [&](size_t i) { v[i] = (float)bench::uniform(51 * 0x100000000ull + i, -8, 8); });
  return v;
}

// Every element against a double computation, relative 1e-5 (expf is
// within 2 ulp, the float sum of 1024 positive terms well within 1e-5).
inline bool check(const std::vector<float> &x, const std::vector<float> &y) {
  long r = (long)(x.size() / Cols);
  std::vector<double> got(y.begin(), y.end()), ref(y.size());
  bench::parallel_for(r, [&](size_t i) {
    const float *row = &x[i * Cols];
    double m = row[0], s = 0;
    for (int c = 1; c < Cols; ++c)
      m = std::max(m, (double)row[c]);
    for (int c = 0; c < Cols; ++c)
      s += std::exp(row[c] - m);
    for (int c = 0; c < Cols; ++c)
      ref[i * Cols + c] = std::exp(row[c] - m) / s;
  });
  return bench::check("softmax", got.data(), ref.data(), got.size(), 1e-5);
}
} // namespace softmax

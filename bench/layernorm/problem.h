// Layer normalisation over the rows of a float matrix:
// y = (x - mean) / sqrt(var + eps) * gamma + beta, mean and var per row.
// Bandwidth-bound: 4 B read and 4 B written per element.
#pragma once
#include "../common/bench.h"
#include <string>

namespace layernorm {
constexpr int Cols = 4096; // a multiple of 1024 (the CUDA version's float4s per thread)
constexpr float Eps = 1e-5f;
inline long rows(bool small) { return small ? 64 : 32768; }
inline std::string size_name(long r) { return std::to_string(r) + "x" + std::to_string(Cols); }
inline double gbs(long r, double ms) { return 8.0 * r * Cols / ms / 1e6; }
inline std::vector<float> input(long r) {
  std::vector<float> v(r * Cols);
  // Rows with an offset of their own, so that a one-pass variance would lose digits.
  bench::parallel_for(v.size(), [&](size_t i) {
    v[i] = (float)(bench::uniform(41 * 0x100000000ull + i / Cols, -4, 4) +
                   bench::uniform(42 * 0x100000000ull + i, -1, 1));
  });
  return v;
}
inline std::vector<float> gammas() {
  std::vector<float> g(Cols);
  for (int c = 0; c < Cols; ++c)
    g[c] = (float)bench::uniform(43 * 0x100000000ull + c, 0.5, 1.5);
  return g;
}
inline std::vector<float> betas() {
  std::vector<float> b(Cols);
  for (int c = 0; c < Cols; ++c)
    b[c] = (float)bench::uniform(44 * 0x100000000ull + c, -0.5, 0.5);
  return b;
}

// Every element against a double computation; outputs are O(1), so the
// error is absolute: float sums of 4096 terms and a float rsqrt, 1e-4.
inline bool check(const std::vector<float> &x, const std::vector<float> &g,
                  const std::vector<float> &b, const std::vector<float> &y) {
  long r = (long)(x.size() / Cols);
  std::vector<double> got(y.begin(), y.end()), ref(y.size());
  bench::parallel_for(r, [&](size_t i) {
    const float *row = &x[i * Cols];
    double m = 0, v = 0;
    for (int c = 0; c < Cols; ++c)
      m += row[c];
    m /= Cols;
    for (int c = 0; c < Cols; ++c)
      v += (row[c] - m) * (row[c] - m);
    double rs = 1 / std::sqrt(v / Cols + Eps);
    for (int c = 0; c < Cols; ++c)
      ref[i * Cols + c] = (row[c] - m) * rs * g[c] + b[c];
  });
  return bench::check("layernorm", got.data(), ref.data(), got.size(), 1e-4, 1.0);
}
} // namespace layernorm

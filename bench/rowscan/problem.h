// The inclusive prefix sum of each row of a matrix of doubles (a per-team
// scan): integer values below 100, so every order of the sums is exact.
// Bandwidth-bound: 8 B read and 8 B written per element.
#pragma once
#include "../common/bench.h"
#include <cmath>
#include <string>

namespace rowscan {
constexpr int Cols = 4096; // a multiple of the CUDA version's 256 x 16 items
inline long rows(bool small) { return small ? 64 : 32768; }
inline std::string size_name(long r) { return std::to_string(r) + "x" + std::to_string(Cols); }
inline double gbs(long r, double ms) { return 16.0 * r * Cols / ms / 1e6; }
inline std::vector<double> input(long r) {
  std::vector<double> v(r * Cols);
  bench::parallel_for(v.size(), [&](size_t i) {
    v[i] = std::floor(bench::uniform(51 * 0x100000000ull + i, 0, 100));
  });
  return v;
}
// Every element exactly.
inline bool check(const std::vector<double> &x, const std::vector<double> &y) {
  long r = (long)(x.size() / Cols);
  std::vector<double> ref(x.size());
  bench::parallel_for(r, [&](size_t i) {
    double s = 0;
    for (int c = 0; c < Cols; ++c)
      ref[i * Cols + c] = s += x[i * Cols + c];
  });
  return bench::check("rowscan", y.data(), ref.data(), y.size(), 0.0);
}
} // namespace rowscan

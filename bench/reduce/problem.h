// dot, nested_sum and copy: sizes, inputs and CPU references.
#pragma once
#include "../common/bench.h"
#include <string>

namespace reduce {
struct Sizes {
  size_t n;         // dot / copy length (even: kernels read pairs)
  size_t rows, cols; // nested_sum: rows x cols, cols*8 bytes a multiple of 16
};
inline Sizes sizes(bool small) {
  return small ? Sizes{(1u << 16) + 2, 300, 1000} : Sizes{1u << 27, 131072, 1000};
}
inline std::string dot_size(const Sizes &s) { return std::to_string(s.n); }
inline std::string sum_size(const Sizes &s) {
  return std::to_string(s.rows) + "x" + std::to_string(s.cols);
}
inline std::vector<double> input(size_t n, uint64_t seed) {
  return bench::random_vector(n, seed, 0.5, 1.5);
}
inline double dot_ref(const std::vector<double> &x, const std::vector<double> &y) {
  long double s = 0;
  for (size_t i = 0; i < x.size(); ++i)
    s += (long double)x[i] * y[i];
  return (double)s;
}
inline double sum_ref(const std::vector<double> &a) {
  long double s = 0;
  for (double v : a)
    s += v;
  return (double)s;
}
// Bytes moved, for GB/s: dot reads two arrays, nested_sum one, copy reads and writes.
inline double dot_bytes(const Sizes &s) { return 16.0 * s.n; }
inline double sum_bytes(const Sizes &s) { return 8.0 * s.rows * s.cols; }
inline double gbs(double bytes, double ms) { return bytes / ms / 1e6; }
} // namespace reduce

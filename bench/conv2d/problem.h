// 2-D 9-point (3x3) convolution of a float image, edges clamped: sizes,
// inputs, reference. Bandwidth-bound: 4 B read and 4 B written per pixel.
#pragma once
#include "../common/bench.h"
#include <string>

namespace conv2d {
struct Sizes {
  int h, w;
};
inline Sizes sizes(bool small) { return small ? Sizes{200, 300} : Sizes{8192, 16384}; }
inline std::string size_name(const Sizes &s) { return std::to_string(s.h) + "x" + std::to_string(s.w); }
inline double gbs(const Sizes &s, double ms) { return 8.0 * s.h * s.w / ms / 1e6; }

// The filter, by value (a 3x3 smoothing-and-sharpening mix, no symmetry to exploit).
struct Filter {
  float k[9];
};
inline Filter filter() {
  return {{0.05f, 0.10f, 0.05f, 0.15f, 0.30f, -0.05f, 0.10f, 0.20f, 0.10f}};
}
inline std::vector<float> image(const Sizes &s) {
  std::vector<float> v((size_t)s.h * s.w);
  bench::parallel_for(v.size(), [&](size_t i) { v[i] = (float)bench::uniform(31 * 0x100000000ull + i, 0, 1); });
  return v;
}
BENCH_HD inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

// Every pixel against a double sum of its 9 terms, by the sum of their magnitudes.
inline bool check(const Sizes &s, const std::vector<float> &in, const std::vector<float> &out) {
  Filter f = filter();
  std::vector<double> got(out.begin(), out.end()), ref(out.size()), terms(out.size());
  bench::parallel_for(s.h, [&](size_t y) {
    for (int x = 0; x < s.w; ++x) {
      double r = 0, t = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          double v = (double)f.k[(dy + 1) * 3 + dx + 1] *
                     in[(size_t)clamp((int)y + dy, 0, s.h - 1) * s.w + clamp(x + dx, 0, s.w - 1)];
          r += v, t += std::fabs(v);
        }
      ref[y * s.w + x] = r, terms[y * s.w + x] = t;
    }
  });
  return bench::check_terms("conv2d", got.data(), ref.data(), terms.data(), got.size(), 2e-6);
}
} // namespace conv2d

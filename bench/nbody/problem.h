// All-pairs n-body accelerations (float): sizes, inputs, CPU reference.
// a_i = sum_j m_j (p_j - p_i) / (|p_j - p_i|^2 + eps^2)^(3/2); the j = i term
// is 0. Compute-bound: 20 flops per pair (the usual count).
#pragma once
#include "../common/bench.h"
#include <string>

namespace nbody {
struct alignas(16) Body {
  float x, y, z, m; // position and mass; accelerations reuse it with m = 0
};
constexpr float Eps2 = 1e-2f;
// Bodies per tile (shared-memory tile of the hier and CUDA versions); n is a
// multiple of it.
constexpr int Tile = 128;

inline int bodies(bool small) { return small ? 1024 : 131072; }
inline std::string size_name(int n) { return std::to_string(n); }
inline double gflops(int n, double ms) { return 20.0 * n * n / ms / 1e6; }

inline std::vector<Body> input(int n) {
  std::vector<Body> b(n);
  bench::parallel_for(n, [&](size_t i) {
    b[i] = {(float)bench::uniform(4 * i, -1, 1), (float)bench::uniform(4 * i + 1, -1, 1),
            (float)bench::uniform(4 * i + 2, -1, 1), (float)bench::uniform(4 * i + 3, 0.5, 1.5)};
  });
  return b;
}

// Checks every 'stride'-th body against a double-precision sum, by the sum of
// the magnitudes of its terms. Float sums of n terms in any order: the error
// grows like sqrt(n) x 2^-24 in practice (6e-5 is the bound's order for
// n = 65536 worst case); a wrong tile moves a component by far more.
inline bool check(const std::vector<Body> &b, const std::vector<Body> &got) {
  const int n = (int)b.size(), stride = n > 4096 ? 61 : 1;
  std::vector<double> g, r, t;
  for (int i = 0; i < n; i += stride) {
    double a[3] = {0, 0, 0}, s[3] = {0, 0, 0};
    for (int j = 0; j < n; ++j) {
      double d[3] = {(double)b[j].x - b[i].x, (double)b[j].y - b[i].y, (double)b[j].z - b[i].z};
      double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + Eps2;
      double f = b[j].m / (r2 * std::sqrt(r2));
      for (int k = 0; k < 3; ++k)
        a[k] += f * d[k], s[k] += std::fabs(f * d[k]);
    }
    for (int k = 0; k < 3; ++k) {
      r.push_back(a[k]);
      t.push_back(s[k]);
    }
    g.push_back(got[i].x), g.push_back(got[i].y), g.push_back(got[i].z);
  }
  return bench::check_terms("nbody", g.data(), r.data(), t.data(), g.size(), 1e-4);
}
} // namespace nbody

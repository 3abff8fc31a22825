// k-means assignment step: for each of n points (Dim floats), the index of
// the nearest of K centroids (squared Euclidean distance, lowest index on a
// tie). Compute-bound: 3 flops per (point, centroid, dimension).
#pragma once
#include "../common/bench.h"
#include <string>

namespace kmeans {
constexpr int Dim = 16, K = 64;
// Points per team of the hier version (the centroids are loaded into shared
// memory once per team).
constexpr int Chunk = 128;
inline long points(bool small) { return small ? 3000 : (1l << 22); }
inline std::string size_name(long n) {
  return std::to_string(n) + "x" + std::to_string(K) + "x" + std::to_string(Dim);
}
inline double gflops(long n, double ms) { return 3.0 * n * K * Dim / ms / 1e6; }
inline std::vector<float> data(long n) { // n x Dim, row-major
  std::vector<float> v(n * Dim);
  bench::parallel_for(v.size(), [&](size_t i) { v[i] = (float)bench::uniform(61 * 0x100000000ull + i, -1, 1); });
  return v;
}
inline std::vector<float> centroids() { // K x Dim
  std::vector<float> c(K * Dim);
  for (int i = 0; i < K * Dim; ++i)
    c[i] = (float)bench::uniform(62 * 0x100000000ull + i, -0.5, 0.5);
  return c;
}

// A label is right when its centroid's distance (in double) is the least up
// to float rounding of the distances (1e-5 relative): near-ties may pick
// either centroid, any other choice fails.
inline bool check(const std::vector<float> &p, const std::vector<float> &c, const std::vector<int> &label) {
  long n = (long)(p.size() / Dim);
  std::vector<char> bad(n);
  bench::parallel_for(n, [&](size_t i) {
    auto dist = [&](int k) {
      double s = 0;
      for (int d = 0; d < Dim; ++d)
        s += ((double)p[i * Dim + d] - c[k * Dim + d]) * ((double)p[i * Dim + d] - c[k * Dim + d]);
      return s;
    };
    double best = dist(0);
    for (int k = 1; k < K; ++k)
      best = std::min(best, dist(k));
    bad[i] = !(label[i] >= 0 && label[i] < K && dist(label[i]) <= best * (1 + 1e-5) + 1e-7);
  });
  long wrong = 0, first = -1;
  for (long i = 0; i < n; ++i)
    if (bad[i] && !wrong++)
      first = i;
  if (wrong)
    std::fprintf(stderr, "CHECK FAILED kmeans: %ld of %ld labels wrong, first [%ld] = %d\n", wrong, n,
                 first, label[first]);
  else
    std::fprintf(stderr, "check kmeans: %ld labels\n", n);
  return wrong == 0;
}
} // namespace kmeans

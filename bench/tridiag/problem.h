// Batched tridiagonal solves (Thomas algorithm, one system per thread):
// `systems` diagonally dominant systems of N unknowns, a_i x_{i-1} + b_i x_i
// + c_i x_{i+1} = d_i, stored interleaved (unknown i of system s at
// [i * systems + s]) so that consecutive systems are consecutive in memory,
// as batched GPU solvers store them. Bandwidth-bound: a, b, c, d read, c' and
// x written in the forward sweep, c' and x read and x written backwards:
// 72 B per unknown.
#pragma once
#include "../common/bench.h"
#include <string>

namespace tridiag {
constexpr int N = 128;
inline long systems(bool small) { return small ? 300 : 262144; }
inline std::string size_name(long s) { return std::to_string(s) + "x" + std::to_string(N); }
inline double gbs(long s, double ms) { return 72.0 * s * N / ms / 1e6; }
struct Inputs {
  std::vector<double> a, b, c, d;
};
inline Inputs inputs(long s) {
  size_t n = (size_t)s * N;
  Inputs in{bench::random_vector(n, 81, -1, 1), bench::random_vector(n, 82, 3, 5),
            bench::random_vector(n, 83, -1, 1), bench::random_vector(n, 84, -1, 1)};
  // a_0 and c_{N-1} are outside the system: zero, so every version may read them.
  for (long k = 0; k < s; ++k)
    in.a[k] = 0, in.c[(size_t)(N - 1) * s + k] = 0;
  return in;
}

// x against the same recurrence in long double, relative to max(|x|, 1):
// the systems are diagonally dominant (|b| >= 3 > |a| + |c|), so the sweep is
// stable and errors stay near 2^-53 per step.
inline bool check(const Inputs &in, long s, const std::vector<double> &x) {
  std::vector<double> ref(x.size());
  bench::parallel_for(s, [&](size_t k) {
    std::vector<long double> cp(N), dp(N);
    for (int i = 0; i < N; ++i) {
      size_t j = (size_t)i * s + k;
      long double m = in.b[j] - (i ? in.a[j] * cp[i - 1] : 0);
      cp[i] = in.c[j] / m;
      dp[i] = (in.d[j] - (i ? in.a[j] * dp[i - 1] : 0)) / m;
    }
    long double next = 0;
    for (int i = N - 1; i >= 0; --i)
      ref[(size_t)i * s + k] = (double)(next = dp[i] - cp[i] * next);
  });
  return bench::check("tridiag", x.data(), ref.data(), x.size(), 1e-12, 1.0);
}
} // namespace tridiag

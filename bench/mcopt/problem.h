// Monte-Carlo pricing of European call options: for each option, `Paths`
// terminal prices S_T = S0 exp((r - sigma^2/2) T + sigma sqrt(T) z), z a
// normal from the Box-Muller transform of two counter-based uniforms, and
// the price exp(-r T) mean(max(S_T - K, 0)). Compute-bound on double-
// precision device math (log, sqrt, cos, exp per path) and 64-bit integer
// hashing.
#pragma once
#include "../common/bench.h"
#include <string>

namespace mcopt {
struct Option {
  double s0, k, r, sigma, t;
};
inline int options(bool small) { return small ? 16 : 2048; }
inline long paths(bool small) { return small ? 4096 : (1l << 17); }
inline std::string size_name(int o, long p) { return std::to_string(o) + "x" + std::to_string(p); }
inline double gpaths(int o, long p, double ms) { return (double)o * p / ms / 1e6; }
inline std::vector<Option> inputs(int n) {
  std::vector<Option> o(n);
  for (int i = 0; i < n; ++i)
    o[i] = {bench::uniform(91 * 0x100000000ull + i, 80, 120), bench::uniform(92 * 0x100000000ull + i, 90, 110),
            bench::uniform(93 * 0x100000000ull + i, 0.01, 0.05), bench::uniform(94 * 0x100000000ull + i, 0.1, 0.5),
            bench::uniform(95 * 0x100000000ull + i, 0.25, 2)};
  return o;
}

// The payoff of path `path` of option `opt` (undiscounted), shared by every
// version and the reference: the same random numbers everywhere.
BENCH_HD inline double payoff(const Option &o, int opt, long path) {
  uint64_t key = ((uint64_t)opt << 40) + 2 * (uint64_t)path;
  double u1 = ((bench::mix(key) >> 11) + 1) * 0x1.0p-53; // (0, 1]
  double u2 = (bench::mix(key + 1) >> 11) * 0x1.0p-53;
  double z = sqrt(-2 * log(u1)) * cos(6.283185307179586 * u2);
  double st = o.s0 * exp((o.r - 0.5 * o.sigma * o.sigma) * o.t + o.sigma * sqrt(o.t) * z);
  return st > o.k ? st - o.k : 0;
}
BENCH_HD inline double discount(const Option &o, long p) { return exp(-o.r * o.t) / p; }

// Every 7th option (every option with --small) against a sequential sum of
// the same payoffs; payoffs are >= 0, so the sum is its own scale. Device
// math is within a few ulp of the host's: relative 1e-12.
inline bool check(const std::vector<Option> &o, long p, const std::vector<double> &price) {
  int stride = o.size() > 64 ? 7 : 1;
  std::vector<int> which;
  for (int i = 0; i < (int)o.size(); i += stride)
    which.push_back(i);
  std::vector<double> got(which.size()), ref(which.size());
  bench::parallel_for(which.size(), [&](size_t w) {
    int i = which[w];
    long double s = 0;
    for (long k = 0; k < p; ++k)
      s += payoff(o[i], i, k);
    ref[w] = (double)(s * discount(o[i], p)), got[w] = price[i];
  });
  return bench::check_terms("mcopt", got.data(), ref.data(), ref.data(), got.size(), 1e-12);
}
} // namespace mcopt

// Harness shared by every version of every workload, so that inputs, checks,
// timing statistics and the RESULT lines are identical across cuda/omp/ompx.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <thread>
#include <vector>

#if defined(__CUDACC__)
#define BENCH_HD __host__ __device__
#else
#define BENCH_HD
#endif

namespace bench {

struct Options {
  bool small = false; // quick correctness run: small sizes, few repetitions
};
inline Options options; // set by parse(); median_ms reads it

inline Options parse(int argc, char **argv) {
  Options &o = options;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--small"))
      o.small = true;
    else {
      std::fprintf(stderr, "usage: %s [--small]\n", argv[0]);
      std::exit(2);
    }
  }
  return o;
}

// Counter-based random numbers (splitmix64): the value for a key is the same
// on host and device and in every version, so inputs can be built anywhere.
BENCH_HD inline uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}
BENCH_HD inline double uniform(uint64_t key, double lo, double hi) {
  return lo + (hi - lo) * ((double)(mix(key) >> 11) * 0x1.0p-53);
}
// f(i) for i in [0, n) on all host cores: inputs and CPU references of the
// large sizes would otherwise take longer than the GPU runs they check.
template <class F> void parallel_for(size_t n, F &&f) {
  size_t workers = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (size_t w = 0; w < workers; ++w)
    pool.emplace_back([&, w] {
      for (size_t i = n * w / workers; i < n * (w + 1) / workers; ++i)
        f(i);
    });
  for (auto &t : pool)
    t.join();
}

inline std::vector<double> random_vector(size_t n, uint64_t seed, double lo, double hi) {
  std::vector<double> v(n);
  parallel_for(n, [&](size_t i) { v[i] = uniform(seed * 0x100000000ull + i, lo, hi); });
  return v;
}

// Outputs are poisoned before the checked run so that an element the kernel
// never writes cannot pass by keeping a right value.
inline double poison() { return std::numeric_limits<double>::quiet_NaN(); }

// |got - ref| <= tol * max(|ref|, scale) elementwise; NaN fails.
inline bool check(const char *what, const double *got, const double *ref, size_t n,
                  double tol, double scale = 1e-300) {
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < n; ++i) {
    double err = std::fabs(got[i] - ref[i]);
    if (!(err <= tol * std::max(std::fabs(ref[i]), scale))) {
      if (!bad++)
        first = i;
    }
  }
  if (bad)
    std::fprintf(stderr, "CHECK FAILED %s: %zu of %zu wrong, first [%zu] got %.17g want %.17g\n",
                 what, bad, n, first, got[first], ref[first]);
  return bad == 0;
}

// |got - ref| <= tol * terms[i] elementwise, where terms[i] is the sum of the
// magnitudes of the terms that make up ref[i] (for a sum of n products,
// sum |a_k b_k|). Rounding in any summation order stays below
// n * 2^-53 * terms[i] (Higham, gamma_n), in the device result and in the
// reference, however much the terms cancel; a missing, doubled or wrong term
// does not. NaN fails; terms[i] == 0 demands an exact result. Prints the
// largest |got - ref| / terms seen, so the margin to tol is on record.
inline bool check_terms(const char *what, const double *got, const double *ref,
                        const double *terms, size_t n, double tol) {
  size_t bad = 0, first = 0;
  double worst = 0;
  for (size_t i = 0; i < n; ++i) {
    double err = std::fabs(got[i] - ref[i]);
    if (!(err <= tol * terms[i])) {
      if (!bad++)
        first = i;
    } else if (terms[i] > 0)
      worst = std::max(worst, err / terms[i]);
  }
  if (bad)
    std::fprintf(stderr,
                 "CHECK FAILED %s: %zu of %zu wrong, first [%zu] got %.17g want %.17g (terms %.3g, tol %.1e)\n",
                 what, bad, n, first, got[first], ref[first], terms[first], tol);
  else
    std::fprintf(stderr, "check %s: %zu values, max |err|/sum|terms| = %.2e (tol %.1e)\n", what, n,
                 worst, tol);
  return bad == 0;
}

// Milliseconds of one synchronous call, by the host clock (OpenMP versions).
template <class F> double host_ms(F &&f) {
  auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Median of repeated timings. `run` returns the milliseconds of one run; two
// warm-up runs, then as many runs as fit in budgetMs (at least 5, at most
// maxReps); with --small only three, since it is a correctness run.
template <class F> double median_ms(F &&run, double budgetMs = 1500, int maxReps = 200) {
  run();
  double first = run();
  int reps = options.small ? 3 : (int)std::clamp(budgetMs / std::max(first, 1e-3), 5.0, (double)maxReps);
  std::vector<double> t(reps);
  for (double &x : t)
    x = run();
  std::nth_element(t.begin(), t.begin() + reps / 2, t.end());
  return t[reps / 2];
}

// The machine-readable line bench/run-gpu.sh collects.
inline void result(const char *workload, const char *size, const char *version, double ms,
                   double rate, const char *unit, bool ok) {
  std::printf("RESULT workload=%s size=%s version=%s ms=%.4f rate=%.2f unit=%s check=%s\n",
              workload, size, version, ms, rate, unit, ok ? "ok" : "FAIL");
  std::fflush(stdout);
}

} // namespace bench

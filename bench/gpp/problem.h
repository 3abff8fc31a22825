// BerkeleyGW-GPP-like kernel: for every band n1 < X, every igp < N and every
// ig < M, three frequencies iw:
//   wdiff = wx[iw] - wtilde[igp][ig]
//   delw  = wtilde[igp][ig] * conj(wdiff) / |wdiff|^2
//   ach[iw] += 0.5 vcoul[igp] conj(aqsm[n1][igp]) aqsn[n1][ig] delw ieps[igp][ig]
// in complex double: 3 complex sums. FP64-bound (one division per term).
#pragma once
#include "../common/bench.h"
#include <string>

namespace gpp {
struct alignas(16) cplx {
  double re, im;
};
BENCH_HD inline cplx mul(cplx a, cplx b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
BENCH_HD inline cplx conj(cplx a) { return {a.re, -a.im}; }

struct Sizes {
  int x, n, m; // bands, igp values, ig values
  std::string name() const {
    return std::to_string(x) + "x" + std::to_string(n) + "x" + std::to_string(m);
  }
  double terms() const { return 3.0 * x * n * m; }
};
// The timed size, and the reduced size checked against the CPU (M not a
// multiple of 32, N not a multiple of the igp values per block).
inline Sizes sizes(bool small) { return small ? Sizes{8, 22, 1000} : Sizes{512, 1638, 32768}; }
inline Sizes check_sizes() { return {8, 22, 1000}; }

struct Inputs {
  std::vector<cplx> aqsn, aqsm, wtilde, ieps; // X*M, X*N, N*M, N*M
  std::vector<double> vcoul;                   // N
};
inline std::vector<cplx> random_cplx(size_t n, uint64_t seed, double lo, double hi) {
  auto v = bench::random_vector(2 * n, seed, lo, hi);
  std::vector<cplx> c(n);
  for (size_t i = 0; i < n; ++i)
    c[i] = {v[2 * i], v[2 * i + 1]};
  return c;
}
inline Inputs inputs(const Sizes &s) {
  // wtilde's real part stays below wx, so wdiff never vanishes.
  return {random_cplx((size_t)s.x * s.m, 1, -1, 1), random_cplx((size_t)s.x * s.n, 2, -1, 1),
          random_cplx((size_t)s.n * s.m, 3, 0.1, 1), random_cplx((size_t)s.n * s.m, 4, -1, 1),
          bench::random_vector(s.n, 5, 0.5, 1.5)};
}
// acc[iw] += t * delw(iw) * eps for one ig, t = conj(aqsm) aqsn.
BENCH_HD inline void add_terms(cplx wt, cplx eps, cplx t, cplx acc[3]) {
  cplx te = mul(t, eps);
#pragma unroll
  for (int iw = 0; iw < 3; ++iw) {
    double wx = 2.0 + 0.5 * iw; // the three frequencies
    cplx wdiff = {wx - wt.re, -wt.im};
    double rden = 1.0 / (wdiff.re * wdiff.re + wdiff.im * wdiff.im);
    cplx delw = mul(wt, conj(wdiff));
    cplx d = mul(te, {delw.re * rden, delw.im * rden});
    acc[iw].re += d.re;
    acc[iw].im += d.im;
  }
}

// The 3 complex sums as 6 doubles, on the CPU.
inline std::vector<double> reference(const Sizes &s, const Inputs &in) {
  std::vector<double> out(6, 0.0);
  for (int n1 = 0; n1 < s.x; ++n1)
    for (int igp = 0; igp < s.n; ++igp) {
      cplx acc[3] = {};
      cplx mygp = conj(in.aqsm[(size_t)n1 * s.n + igp]);
      for (int ig = 0; ig < s.m; ++ig)
        add_terms(in.wtilde[(size_t)igp * s.m + ig], in.ieps[(size_t)igp * s.m + ig],
                  mul(mygp, in.aqsn[(size_t)n1 * s.m + ig]), acc);
      for (int iw = 0; iw < 3; ++iw) {
        out[2 * iw] += 0.5 * in.vcoul[igp] * acc[iw].re;
        out[2 * iw + 1] += 0.5 * in.vcoul[igp] * acc[iw].im;
      }
    }
  return out;
}
} // namespace gpp

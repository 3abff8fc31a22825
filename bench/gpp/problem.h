// BerkeleyGW-GPP-like kernel: for every band n1 < X, every igp < N and every
// ig < M, three frequencies iw:
//   wdiff = wx[iw] - wtilde[igp][ig]
//   delw  = wtilde[igp][ig] * conj(wdiff) / |wdiff|^2
//   ach[iw] += 0.5 vcoul[igp] conj(aqsm[n1][igp]) aqsn[n1][ig] delw ieps[igp][ig]
// in complex double: 3 complex sums. FP64-bound. add_terms() below is the
// arithmetic every version (and the CPU reference) uses: the same value,
// written for FMAs and one reciprocal per (n1, igp, ig) for the three iw.
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
// acc[iw] += t * delw(iw) * eps for one ig, t = conj(aqsm) aqsn, with
//   delw = wt conj(wdiff) / |wdiff|^2 = (wx wt - |wt|^2) / |wdiff|^2
// (conj(wdiff) = wx - conj(wt)), |wdiff|^2 = |wt|^2 + wx (wx - 2 wt.re) >= 1
// (wt.re <= 1 < wx), and the three 1/|wdiff|^2 from one reciprocal of their
// product (D0 D1 D2 <= 1e3: no overflow or underflow). Same value as the
// textbook form up to rounding; no division in the loop but that one.
struct Terms3 {
  cplx w0, w1, w2;
};
// Scalars only, no local arrays or loops: clang globalizes (moves to
// __kmpc_alloc_shared) addressable locals of functions called from the hier
// (OpenMP target) region, which hier kernels cannot link.
BENCH_HD inline Terms3 terms3(cplx wt, cplx eps, cplx t) {
  const cplx te = mul(t, eps), tw = mul(te, wt);
  const double w2 = wt.re * wt.re + wt.im * wt.im;
  const double x0 = 2.0, x1 = 2.5, x2 = 3.0; // the three frequencies wx
  const double d0 = w2 + x0 * (x0 - 2.0 * wt.re), d1 = w2 + x1 * (x1 - 2.0 * wt.re),
               d2 = w2 + x2 * (x2 - 2.0 * wt.re);
  const double d01 = d0 * d1, r = 1.0 / (d01 * d2), r01 = d2 * r;
  const double r0 = d1 * r01, r1 = d0 * r01, r2 = d01 * r;
  return {{(x0 * tw.re - w2 * te.re) * r0, (x0 * tw.im - w2 * te.im) * r0},
          {(x1 * tw.re - w2 * te.re) * r1, (x1 * tw.im - w2 * te.im) * r1},
          {(x2 * tw.re - w2 * te.re) * r2, (x2 * tw.im - w2 * te.im) * r2}};
}
BENCH_HD inline void add_terms(cplx wt, cplx eps, cplx t, cplx acc[3]) {
  const Terms3 d = terms3(wt, eps, t);
  acc[0].re += d.w0.re, acc[0].im += d.w0.im;
  acc[1].re += d.w1.re, acc[1].im += d.w1.im;
  acc[2].re += d.w2.re, acc[2].im += d.w2.im;
}

// The 3 complex sums as 6 doubles, on the CPU. With `terms`, the scale of
// their rounding error: the sum over all terms of 0.5 vcoul |t| |eps| |wt|
// |wdiff| / |wdiff|^2 (the modulus of the term and of its parts), for each
// of the 6 values.
inline std::vector<double> reference(const Sizes &s, const Inputs &in,
                                     std::vector<double> *terms = nullptr) {
  std::vector<double> out(6, 0.0);
  if (terms) {
    terms->assign(6, 0.0);
    auto mod = [](cplx a) { return std::sqrt(a.re * a.re + a.im * a.im); };
    for (int n1 = 0; n1 < s.x; ++n1)
      for (int igp = 0; igp < s.n; ++igp)
        for (int ig = 0; ig < s.m; ++ig) {
          cplx wt = in.wtilde[(size_t)igp * s.m + ig];
          double m = 0.5 * in.vcoul[igp] * mod(in.aqsm[(size_t)n1 * s.n + igp]) *
                     mod(in.aqsn[(size_t)n1 * s.m + ig]) * mod(in.ieps[(size_t)igp * s.m + ig]) * mod(wt);
          for (int iw = 0; iw < 3; ++iw) {
            double wx = 2.0 + 0.5 * iw;
            double t = m * (wx + mod(wt)) / ((wx - wt.re) * (wx - wt.re) + wt.im * wt.im);
            (*terms)[2 * iw] += t, (*terms)[2 * iw + 1] += t;
          }
        }
  }
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
// Each of the 6 sums has X N M = 176000 terms at the checked size, summed in
// pieces of ~1000 (CPU) or ~31 + 5 shuffles + X N / grid (GPU): rounding
// below ~1200 x 2^-53 + ~20 x 2^-53 per term = 2e-13 of the sum of |terms|;
// tol 1e-12. A missing term is 6e-6 of it.
constexpr double Tol = 1e-12;
} // namespace gpp

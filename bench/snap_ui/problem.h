// TestSNAP compute_ui-like kernel: for each (atom, neighbour) pair, the
// Cayley-Klein parameters a, b of the neighbour's position build the Wigner
// U table level by level, j = 0..TwoJMax (level j: (j+1)^2 complex entries,
// 1240 in all), each level from the previous one; then sfac * U is added into
// the atom's ulisttot row. Entry k <= last/2 of a level follows the
// recurrence, the others are (-1)^(ma+mb) conj of their mirror entry.
#pragma once
#include "../common/bench.h"
#include <cmath>
#include <string>

namespace snap {
struct cplx {
  double re, im;
};
constexpr int TwoJMax = 14, Entries = 1240, Neighbours = 26;
constexpr double RCut = 4.0, RFac0 = 0.99363;

BENCH_HD inline int level_start(int j) { return j * (j + 1) * (2 * j + 1) / 6; } // sum of k^2, k <= j

inline int atoms(bool small) { return small ? 4 : 2000; }
inline std::string size_name(bool small) {
  return std::to_string(atoms(small)) + "x" + std::to_string(Neighbours);
}

// sqrt(p/q), p, q in 1..TwoJMax, as a (TwoJMax+1)^2 table.
inline std::vector<double> rootpq() {
  std::vector<double> t((TwoJMax + 1) * (TwoJMax + 1), 0.0);
  for (int p = 1; p <= TwoJMax; ++p)
    for (int q = 1; q <= TwoJMax; ++q)
      t[p * (TwoJMax + 1) + q] = std::sqrt((double)p / q);
  return t;
}

// Neighbour displacements, 3 doubles per pair, at distances in [0.5, 3.9].
inline std::vector<double> displacements(int pairs) {
  std::vector<double> d(3 * (size_t)pairs);
  for (int p = 0; p < pairs; ++p) {
    double r = bench::uniform(3 * p, 0.5, 3.9), ct = bench::uniform(3 * p + 1, -1, 1),
           ph = bench::uniform(3 * p + 2, 0, 6.283185307179586), st = std::sqrt(1 - ct * ct);
    d[3 * p] = r * st * std::cos(ph), d[3 * p + 1] = r * st * std::sin(ph), d[3 * p + 2] = r * ct;
  }
  return d;
}

struct Pair {
  cplx a, b;
  double sfac;
};
// TestSNAP's compute_uarray parameters and the cosine switching function,
// computed on the host: the ompx kernels have no device libm (no libdevice
// without a device runtime), and this is not the part being measured.
inline std::vector<Pair> pair_params(const std::vector<double> &disp) {
  std::vector<Pair> out(disp.size() / 3);
  for (size_t i = 0; i < out.size(); ++i) {
    double x = disp[3 * i], y = disp[3 * i + 1], z = disp[3 * i + 2];
    double r = std::sqrt(x * x + y * y + z * z);
    double theta0 = r * RFac0 * M_PI / RCut, z0 = r / std::tan(theta0);
    double r0inv = 1.0 / std::sqrt(r * r + z0 * z0);
    out[i] = {{r0inv * z0, -r0inv * z}, {r0inv * y, -r0inv * x}, 0.5 * (std::cos(r * M_PI / RCut) + 1.0)};
  }
  return out;
}

// Entry k of level j >= 1 from level j-1 (`prev`, rows of j entries).
BENCH_HD inline cplx recurrence(int j, int k, const Pair &p, const cplx *prev, const double *rootpq) {
  int ma = k % (j + 1), mb = k / (j + 1);
  cplx u = {0, 0};
  if (ma < j) { // + rootpq(j-ma, j-mb) conj(a) prev[mb][ma]
    double r = rootpq[(j - ma) * (TwoJMax + 1) + j - mb];
    cplx v = prev[mb * j + ma];
    u.re += r * (p.a.re * v.re + p.a.im * v.im);
    u.im += r * (p.a.re * v.im - p.a.im * v.re);
  }
  if (ma > 0) { // - rootpq(ma, j-mb) conj(b) prev[mb][ma-1]
    double r = rootpq[ma * (TwoJMax + 1) + j - mb];
    cplx v = prev[mb * j + ma - 1];
    u.re -= r * (p.b.re * v.re + p.b.im * v.im);
    u.im -= r * (p.b.re * v.im - p.b.im * v.re);
  }
  return u;
}
BENCH_HD inline cplx entry(int j, int k, const Pair &p, const cplx *prev, const double *rootpq) {
  int last = (j + 1) * (j + 1) - 1;
  if (k <= last / 2)
    return recurrence(j, k, p, prev, rootpq);
  int m = last - k;
  cplx u = recurrence(j, m, p, prev, rootpq);
  double sign = ((m % (j + 1) + m / (j + 1)) & 1) ? -1.0 : 1.0;
  return {sign * u.re, -sign * u.im};
}

// ulisttot as 2 * Entries doubles per atom, on the CPU.
inline std::vector<double> reference(int natoms, const std::vector<Pair> &pairs,
                                     const std::vector<double> &rpq) {
  std::vector<double> tot(2 * (size_t)Entries * natoms, 0.0);
  std::vector<cplx> u(Entries);
  for (int pr = 0; pr < natoms * Neighbours; ++pr) {
    const Pair &p = pairs[pr];
    u[0] = {1, 0};
    for (int j = 1; j <= TwoJMax; ++j)
      for (int k = 0; k < (j + 1) * (j + 1); ++k)
        u[level_start(j) + k] = entry(j, k, p, &u[level_start(j - 1)], rpq.data());
    double *t = &tot[2 * (size_t)Entries * (pr / Neighbours)];
    for (int k = 0; k < Entries; ++k)
      t[2 * k] += p.sfac * u[k].re, t[2 * k + 1] += p.sfac * u[k].im;
  }
  return tot;
}
// The scale of each ulisttot value's rounding error: the same recurrence on
// magnitudes (|re| + |im| of a, b and the previous level, every term added),
// so a level's bound covers whatever cancels in it, summed over the pairs
// with sfac. Error bound: (2 flops per level x 14 levels + 26 pairs) x 2^-53
// x terms = 6e-15 x terms; tol 1e-13.
constexpr double Tol = 1e-13;
inline std::vector<double> reference_terms(int natoms, const std::vector<Pair> &pairs,
                                           const std::vector<double> &rpq) {
  std::vector<double> tot(2 * (size_t)Entries * natoms, 0.0), u(Entries);
  for (int pr = 0; pr < natoms * Neighbours; ++pr) {
    const Pair &p = pairs[pr];
    double na = std::fabs(p.a.re) + std::fabs(p.a.im), nb = std::fabs(p.b.re) + std::fabs(p.b.im);
    u[0] = 1;
    for (int j = 1; j <= TwoJMax; ++j) {
      const double *prev = &u[level_start(j - 1)];
      int last = (j + 1) * (j + 1) - 1;
      for (int k = 0; k <= last; ++k) {
        int m = k <= last / 2 ? k : last - k, ma = m % (j + 1), mb = m / (j + 1);
        double s = 0;
        if (ma < j)
          s += rpq[(j - ma) * (TwoJMax + 1) + j - mb] * na * prev[mb * j + ma];
        if (ma > 0)
          s += rpq[ma * (TwoJMax + 1) + j - mb] * nb * prev[mb * j + ma - 1];
        u[level_start(j) + k] = s;
      }
    }
    double *t = &tot[2 * (size_t)Entries * (pr / Neighbours)];
    for (int k = 0; k < Entries; ++k)
      t[2 * k] += p.sfac * u[k], t[2 * k + 1] += p.sfac * u[k];
  }
  return tot;
}

// Work counted for the rate: table entries built per second.
inline double entries(int natoms) { return (double)natoms * Neighbours * Entries; }
} // namespace snap

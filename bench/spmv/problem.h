// The CGSolve matrix: 27-point stencil on an n^3 grid of nodes (n = nx+1),
// one row per node, int64 CSR, symmetric and diagonally dominant (so CG
// converges), with values from the counter-based generator. Every version
// builds it on the device with build_row(); the CPU reference calls the same
// function, so no host copy of the 23 GB matrix is needed.
#pragma once
#include "../common/bench.h"
#include <string>

namespace spmv {
using i64 = long long;

struct Grid {
  i64 n; // nodes per dimension
  BENCH_HD i64 rows() const { return n * n * n; }
  BENCH_HD i64 per_dim_total() const { return 3 * n - 2; } // entries of a 1-D 3-point stencil
  i64 nnz() const { return per_dim_total() * per_dim_total() * per_dim_total(); }
  // Bytes per SpMV by CGSolve's count: 16 per row, 24 per nonzero.
  double bytes() const { return 16.0 * rows() + 24.0 * nnz(); }
};

inline std::vector<int> sizes(bool small) {
  return small ? std::vector<int>{6, 13} : std::vector<int>{150, 255, 325};
}

// Neighbours of coordinate c in one dimension, and how many precede c.
BENCH_HD inline i64 count1(i64 c, i64 n) { return 3 - (c == 0) - (c == n - 1); }
BENCH_HD inline i64 prefix1(i64 c, i64 n) { return 3 * c - (c >= 1) - (c >= n); }

// Row offset of row i in closed form (no prefix sum needed).
BENCH_HD inline i64 row_offset(const Grid &g, i64 i) {
  if (i == g.rows())
    return (i64)g.per_dim_total() * g.per_dim_total() * g.per_dim_total();
  i64 n = g.n, x = i % n, y = i / n % n, z = i / (n * n), s = g.per_dim_total();
  return s * s * prefix1(z, n) + count1(z, n) * s * prefix1(y, n) +
         count1(z, n) * count1(y, n) * prefix1(x, n);
}

// Symmetric value: off-diagonal in [-1, -0.1] from the unordered pair,
// diagonal 27 so that every row is strictly diagonally dominant.
BENCH_HD inline double value(i64 i, i64 j) {
  if (i == j)
    return 27.0;
  i64 lo = i < j ? i : j, hi = i < j ? j : i;
  return -bench::uniform((uint64_t)lo * 0x9e3779b1ull ^ (uint64_t)hi, 0.1, 1.0);
}

// Writes row i's columns (ascending) and values; returns the entry count.
BENCH_HD inline int build_row(const Grid &g, i64 i, i64 *col, double *val) {
  i64 n = g.n, x = i % n, y = i / n % n, z = i / (n * n);
  int k = 0;
  for (i64 dz = -1; dz <= 1; ++dz)
    for (i64 dy = -1; dy <= 1; ++dy)
      for (i64 dx = -1; dx <= 1; ++dx) {
        i64 X = x + dx, Y = y + dy, Z = z + dz;
        if (X < 0 || Y < 0 || Z < 0 || X >= n || Y >= n || Z >= n)
          continue;
        i64 j = (Z * n + Y) * n + X;
        col[k] = j;
        val[k] = value(i, j);
        ++k;
      }
  return k;
}

inline std::vector<double> input(const Grid &g, uint64_t seed) {
  return bench::random_vector(g.rows(), seed, 0.5, 1.5);
}

// y = A x on the host, from the generator; terms[i] = sum |a_ij x_j| of the
// row, the scale of its rounding error (rows nearly cancel: 27 - 26 * ~1).
inline void spmv_ref(const Grid &g, const std::vector<double> &x, std::vector<double> &y,
                     std::vector<double> *terms = nullptr) {
  bench::parallel_for(g.rows(), [&](size_t i) {
    i64 col[27];
    double val[27], s = 0, t = 0;
    int k = build_row(g, i, col, val);
    for (int e = 0; e < k; ++e) {
      s += val[e] * x[col[e]];
      t += std::fabs(val[e] * x[col[e]]);
    }
    y[i] = s;
    if (terms)
      (*terms)[i] = t;
  });
}
// A row has at most 27 terms: rounding in any order stays below
// 27 * 2^-53 = 3e-15 of sum |terms| (device and reference each); 1e-13 leaves
// a margin of 15 and still catches any wrong or missing term (>= 1e-3 of it).
constexpr double SpmvTol = 1e-13;

// CG from x = 0 with b, `iters` iterations, the same operation order as the
// device versions; returns x.
inline std::vector<double> cg_ref(const Grid &g, const std::vector<double> &b, int iters) {
  size_t n = g.rows();
  std::vector<double> x(n, 0.0), r = b, p = b, ap(n);
  auto dot = [&](const std::vector<double> &u, const std::vector<double> &v) {
    long double s = 0;
    for (size_t i = 0; i < n; ++i)
      s += (long double)u[i] * v[i];
    return (double)s;
  };
  double rr = dot(r, r);
  for (int it = 0; it < iters; ++it) {
    spmv_ref(g, p, ap);
    double alpha = rr / dot(p, ap);
    for (size_t i = 0; i < n; ++i) {
      x[i] += alpha * p[i];
      r[i] -= alpha * ap[i];
    }
    double rrNew = dot(r, r), beta = rrNew / rr;
    rr = rrNew;
    for (size_t i = 0; i < n; ++i)
      p[i] = r[i] + beta * p[i];
  }
  return x;
}

constexpr int CgCheckIters = 5;
// Timed iterations; --small times only a few, since the host emulation of the
// ompx kernels is slow.
inline int cg_iters(bool small) { return small ? CgCheckIters : 200; }
// Bytes of a CG solve: per iteration one SpMV, two dots (p.Ap, r.r: 24 per
// row), three axpby (24 per row each).
inline double cg_bytes(const Grid &g, int iters) { return iters * (g.bytes() + 96.0 * g.rows()); }
inline double gbs(double bytes, double ms) { return bytes / ms / 1e6; }
} // namespace spmv

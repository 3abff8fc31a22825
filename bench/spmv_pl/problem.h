// SpMV y = A x on a power-law matrix: row lengths drawn from a Pareto
// distribution (alpha 1.5, at least 3, mean about 8, capped at 4096: most rows a few
// entries, some thousands), columns uniform over the matrix, int32 CSR,
// double values. Bandwidth-bound with irregular rows and gathers.
#pragma once
#include "../common/bench.h"
#include <string>

namespace spmv_pl {
struct Csr {
  int rows;
  std::vector<int> rowptr, col;
  std::vector<double> val;
};
inline int rows(bool small) { return small ? 5000 : (1 << 23); }
inline int row_length(int r) {
  double u = bench::uniform(71 * 0x100000000ull + r, 1e-12, 1);
  double len = 3 / std::pow(u, 1 / 1.5);
  return len > 4096 ? 4096 : (int)len;
}
inline Csr matrix(int n) {
  Csr a{n, std::vector<int>(n + 1), {}, {}};
  for (int r = 0; r < n; ++r)
    a.rowptr[r + 1] = a.rowptr[r] + row_length(r);
  size_t nnz = a.rowptr[n];
  a.col.resize(nnz), a.val.resize(nnz);
  bench::parallel_for(nnz, [&](size_t k) {
    a.col[k] = (int)(bench::mix(72 * 0x100000000ull + k) % (uint64_t)n);
    a.val[k] = bench::uniform(73 * 0x100000000ull + k, -1, 1);
  });
  return a;
}
inline std::vector<double> vector(int n) { return bench::random_vector(n, 74, -1, 1); }
inline std::string size_name(const Csr &a) {
  return std::to_string(a.rows) + "/nnz" + std::to_string(a.rowptr[a.rows]);
}
// rowptr, col, val, x once, y: 4 (rows + 1) + 12 nnz + 16 rows bytes.
inline double gbs(const Csr &a, double ms) {
  return (4.0 * (a.rows + 1) + 12.0 * a.rowptr[a.rows] + 16.0 * a.rows) / ms / 1e6;
}

// Every y_i against a long-double sum, by the sum of |a_ij x_j|.
inline bool check(const Csr &a, const std::vector<double> &x, const std::vector<double> &y) {
  std::vector<double> ref(a.rows), terms(a.rows);
  bench::parallel_for(a.rows, [&](size_t r) {
    long double s = 0, t = 0;
    for (int k = a.rowptr[r]; k < a.rowptr[r + 1]; ++k)
      s += (long double)a.val[k] * x[a.col[k]], t += std::fabs(a.val[k] * x[a.col[k]]);
    ref[r] = (double)s, terms[r] = (double)t;
  });
  return bench::check_terms("spmv_pl", y.data(), ref.data(), terms.data(), a.rows, 1e-12);
}
} // namespace spmv_pl

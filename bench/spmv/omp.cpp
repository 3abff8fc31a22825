// SpMV and CG, plain OpenMP offload (clang-19): one row per thread.
#include "cg_driver.h"

using spmv::i64;

struct Ops {
  spmv::Grid g;
  spmv::Csr a;

  void build() {
    i64 *rowptr = a.rowptr, *col = a.col;
    double *val = a.val;
    spmv::Grid gg = g;
#pragma omp target teams distribute parallel for is_device_ptr(rowptr, col, val)
    for (i64 i = 0; i <= gg.rows(); ++i) {
      i64 off = spmv::row_offset(gg, i);
      rowptr[i] = off;
      if (i < gg.rows())
        spmv::build_row(gg, i, col + off, val + off);
    }
  }
  void mv(const double *x, double *y) {
    const i64 *rowptr = a.rowptr, *col = a.col;
    const double *val = a.val;
    i64 rows = g.rows();
#pragma omp target teams distribute parallel for is_device_ptr(rowptr, col, val, x, y)
    for (i64 i = 0; i < rows; ++i) {
      double s = 0;
      for (i64 k = rowptr[i]; k < rowptr[i + 1]; ++k)
        s += val[k] * x[col[k]];
      y[i] = s;
    }
  }
  double dot(const double *u, const double *v) {
    i64 n = g.rows();
    double s = 0;
#pragma omp target teams distribute parallel for simd reduction(+ : s) is_device_ptr(u, v)
    for (i64 i = 0; i < n; ++i)
      s += u[i] * v[i];
    return s;
  }
  void axpby(double *z, double alpha, const double *x, double beta, const double *y) {
    i64 n = g.rows();
#pragma omp target teams distribute parallel for simd is_device_ptr(z, x, y)
    for (i64 i = 0; i < n; ++i)
      z[i] = alpha * x[i] + beta * y[i];
  }
};

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return spmv::run_all<Ops>("omp", opt.small) ? 0 : 1;
}

// SpMV and CG in hier (clang-22 + libhier.so): the shapes of cuda.cu.
//  mv:    team = 32 rows, thread = a row (16 threads, 2 rows each), vector =
//         8 lanes over the row's nonzeros with `vector reduction(+)` (hier's
//         default for vector loops whose trip counts are read from memory).
// Written without tuning clauses: hier's default shapes; `readonly` states
// what hier cannot prove of the program's own device pointers.
//  dot:   team = a contiguous chunk (one wave of teams), `thread vector
//         reduction(+)` inside, `team reduction(+)` over the chunks.
//  axpby: team = 256 elements, `thread vector` over them.
// All on device pointers from omp_target_alloc (is_device_ptr), as the other
// versions; cg_driver.h runs the CG iteration.
#include "cg_driver.h"
#include <hier/hier.h>

using spmv::i64;
constexpr i64 RowsPerTeam = 32;
constexpr i64 DotTeams = 132 * 8, AxpbyChunk = 256;

struct Ops {
  spmv::Grid g;
  spmv::Csr a;

  void build() {
    i64 *rowptr = a.rowptr, *col = a.col;
    double *val = a.val;
    spmv::Grid gg = g;
    const i64 n = g.rows() + 1;
#pragma hier team is_device_ptr(rowptr, col, val)
    for (i64 b = 0; b < n; b += 256) {
#pragma hier thread vector
      for (i64 i = b; i < (b + 256 < n ? b + 256 : n); ++i) {
        i64 off = spmv::row_offset(gg, i);
        rowptr[i] = off;
        if (i < gg.rows())
          spmv::build_row(gg, i, col + off, val + off);
      }
    }
  }

  void mv(const double *x, double *y) {
    const i64 *rowptr = a.rowptr, *col = a.col;
    const double *val = a.val;
    const i64 rows = g.rows();
#pragma hier team is_device_ptr(rowptr, col, val, x, y) \
    readonly(rowptr, col, val, x)
    for (i64 r0 = 0; r0 < rows; r0 += RowsPerTeam) {
#pragma hier thread
      for (i64 r = r0; r < (r0 + RowsPerTeam < rows ? r0 + RowsPerTeam : rows); ++r) {
        double s = 0;
#pragma hier vector reduction(+ : s)
        for (i64 k = rowptr[r]; k < rowptr[r + 1]; ++k)
          s += val[k] * x[col[k]];
        y[r] = s;
      }
    }
  }

  double dot(const double *u, const double *v) {
    const i64 n = g.rows(), teams = DotTeams;
    double s = 0;
#pragma hier team reduction(+ : s) is_device_ptr(u, v) readonly(u, v)
    for (i64 t = 0; t < teams; ++t) {
      double part = 0;
#pragma hier thread vector reduction(+ : part)
      for (i64 i = n * t / teams; i < n * (t + 1) / teams; ++i)
        part += u[i] * v[i];
      s += part;
    }
    return s;
  }

  void axpby(double *z, double alpha, const double *x, double beta, const double *y) {
    const i64 n = g.rows();
#pragma hier team is_device_ptr(z, x, y) \
    readonly(x) // z may be y
    for (i64 b = 0; b < n; b += AxpbyChunk) {
#pragma hier thread vector
      for (i64 i = b; i < (b + AxpbyChunk < n ? b + AxpbyChunk : n); ++i)
        z[i] = alpha * x[i] + beta * y[i];
    }
  }
};

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return spmv::run_all<Ops>("hier", opt.small) ? 0 : 1;
}

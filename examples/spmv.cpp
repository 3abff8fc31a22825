// CGSolve's SpMV: the CSR matrix of a 27-point stencil on an (nx+1)^3 grid
// (int64 offsets and columns, double values). A team takes a block of rows,
// a thread a row, and the row's nonzeros are summed by the vector lanes.
// Usage: spmv [nx] (default 150: 3.4 M rows, 92 M nonzeros).
#include "common.h"
#include <cmath>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
  const long nx = argc > 1 ? std::atol(argv[1]) : 150, n = nx + 1;
  const long rows = n * n * n;
  std::vector<long> offsets(rows + 1);
  std::vector<long> cols;
  std::vector<double> vals;
  cols.reserve(rows * 27);
  vals.reserve(rows * 27);
  for (long z = 0; z < n; ++z)
    for (long y = 0; y < n; ++y)
      for (long x = 0; x < n; ++x) {
        long row = (z * n + y) * n + x;
        offsets[row] = (long)cols.size();
        for (int dz = -1; dz <= 1; ++dz)
          for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
              long zz = z + dz, yy = y + dy, xx = x + dx;
              if (zz < 0 || zz >= n || yy < 0 || yy >= n || xx < 0 || xx >= n)
                continue;
              cols.push_back((zz * n + yy) * n + xx);
              vals.push_back(dx == 0 && dy == 0 && dz == 0 ? 26.0 : -1.0 + 0.01 * (row % 7));
            }
      }
  offsets[rows] = (long)cols.size();
  const long nnz = offsets[rows];
  std::vector<double> xv(rows), yv(rows, -1.0);
  for (long i = 0; i < rows; ++i)
    xv[i] = std::sin(0.001 * i) + 1.5;

  const long *off = offsets.data(), *col = cols.data();
  const double *val = vals.data(), *x = xv.data();
  double *y = yv.data();
  const int RowsPerTeam = 16;
  int onGPU = 0;
#pragma hier team team_size(RowsPerTeam) vector_length(8) map(to: off[0:rows+1], col[0:nnz], val[0:nnz], x[0:rows]) map(tofrom: y[0:rows], onGPU)
  for (long first = 0; first < rows; first += RowsPerTeam) {
    onGPU = HIER_EXAMPLE_ON_GPU;
#pragma hier thread
    for (long row = first; row < (first + RowsPerTeam < rows ? first + RowsPerTeam : rows); ++row) {
      double sum = 0;
#pragma hier vector reduction(+: sum)
      for (long k = off[row]; k < off[row + 1]; ++k)
        sum += val[k] * x[col[k]];
      y[row] = sum;
    }
  }
  long wrong = 0;
  for (long row = 0; row < rows; ++row) {
    double ref = 0;
    for (long k = off[row]; k < off[row + 1]; ++k)
      ref += val[k] * x[col[k]];
    // The lanes add in another order than the loop: compare to rounding.
    wrong += !(std::fabs(y[row] - ref) <= 1e-12 * (std::fabs(ref) + 1.0));
  }
  std::printf("spmv: nx=%ld rows=%ld nnz=%ld\n", nx, rows, nnz);
  return report("spmv", wrong, rows, onGPU);
}

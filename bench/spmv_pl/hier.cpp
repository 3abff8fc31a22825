// Power-law SpMV in hier, written the first way: a team per group of rows,
// a thread per row, the row's entries summed by the thread's lanes.
#include "driver.h"
#include <hier/hier.h>

constexpr int RowsPerTeam = 8;

void spmv(const int *rowptr, const int *col, const double *val, const double *x, double *y, int rows) {
#pragma hier team is_device_ptr(rowptr, col, val, x, y)
  for (int r0 = 0; r0 < rows; r0 += RowsPerTeam) {
#pragma hier thread
    for (int r = r0; r < (r0 + RowsPerTeam < rows ? r0 + RowsPerTeam : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (int k = rowptr[r]; k < rowptr[r + 1]; ++k)
        s += val[k] * x[col[k]];
      y[r] = s;
    }
  }
}

int main(int argc, char **argv) { return spmv_pl::run(argc, argv, "hier", spmv); }

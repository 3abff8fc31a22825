// Power-law SpMV, plain OpenMP offload: a row per iteration of the combined
// construct, its entries summed by `simd`.
#include "driver.h"

void spmv(const int *rowptr, const int *col, const double *val, const double *x, double *y, int rows) {
#pragma omp target teams distribute parallel for is_device_ptr(rowptr, col, val, x, y)
  for (int r = 0; r < rows; ++r) {
    double s = 0;
#pragma omp simd reduction(+ : s)
    for (int k = rowptr[r]; k < rowptr[r + 1]; ++k)
      s += val[k] * x[col[k]];
    y[r] = s;
  }
}

int main(int argc, char **argv) { return spmv_pl::run(argc, argv, "omp", spmv); }

// Dense GEMV, plain OpenMP offload: teams over rows, the row's threads
// reduce its products.
#include "driver.h"

void gemv_rows(const double *a, const double *x, double *y, long m, long n) {
#pragma omp target teams distribute is_device_ptr(a, x, y)
  for (long i = 0; i < m; ++i) {
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (long j = 0; j < n; ++j)
      s += a[i * n + j] * x[j];
    y[i] = s;
  }
}

int main(int argc, char **argv) { return gemv::run(argc, argv, "omp", gemv_rows); }

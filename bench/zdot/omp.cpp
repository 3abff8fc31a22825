// Batched complex dot products, plain OpenMP offload: teams over rows, the
// row's threads reduce the real and imaginary parts.
#include "driver.h"

using zdot::cplx;

void zdotc(const cplx *a, const cplx *b, cplx *y, long rows, long cols) {
#pragma omp target teams distribute is_device_ptr(a, b, y)
  for (long r = 0; r < rows; ++r) {
    double re = 0, im = 0;
#pragma omp parallel for reduction(+ : re, im)
    for (long c = 0; c < cols; ++c) {
      cplx x = a[r * cols + c], z = b[r * cols + c];
      re += x.re * z.re + x.im * z.im;
      im += x.re * z.im - x.im * z.re;
    }
    y[r] = cplx{re, im};
  }
}

int main(int argc, char **argv) { return zdot::run(argc, argv, "omp", zdotc); }

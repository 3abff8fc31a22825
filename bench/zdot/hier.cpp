// Batched complex dot products in hier, written the first way: a team per
// row, the real and imaginary parts reduced over the team's threads and
// lanes (reductions take scalars), one thread stores the result.
#include "driver.h"
#include <hier/hier.h>

using zdot::cplx;

void zdotc(const cplx *a, const cplx *b, cplx *y, long rows, long cols) {
#pragma hier team is_device_ptr(a, b, y)
  for (long r = 0; r < rows; ++r) {
    double re = 0, im = 0;
#pragma hier thread vector reduction(+ : re, im)
    for (long c = 0; c < cols; ++c) {
      cplx x = a[r * cols + c], z = b[r * cols + c];
      re += x.re * z.re + x.im * z.im;
      im += x.re * z.im - x.im * z.re;
    }
#pragma hier single
    y[r] = cplx{re, im};
  }
}

int main(int argc, char **argv) { return zdot::run(argc, argv, "hier", zdotc); }

// Batched tridiagonal solves, plain OpenMP offload: a system per iteration
// of the combined construct, the Thomas algorithm.
#include "driver.h"

using tridiag::N;

void solve(const double *a, const double *b, const double *c, const double *d, double *cp, double *x,
           long systems) {
#pragma omp target teams distribute parallel for is_device_ptr(a, b, c, d, cp, x)
  for (long s = 0; s < systems; ++s) {
    double cprev = 0, xprev = 0;
    for (int i = 0; i < N; ++i) {
      long j = i * systems + s;
      double m = 1 / (b[j] - a[j] * cprev);
      cp[j] = cprev = c[j] * m;
      x[j] = xprev = (d[j] - a[j] * xprev) * m;
    }
    double next = 0;
    for (int i = N - 1; i >= 0; --i) {
      long j = i * systems + s;
      x[j] = next = x[j] - cp[j] * next;
    }
  }
}

int main(int argc, char **argv) { return tridiag::run(argc, argv, "omp", solve); }

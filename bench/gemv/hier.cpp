// Dense GEMV in hier, written the first way: a team per row, the row's
// products reduced over the team's threads and lanes.
#include "driver.h"
#include <hier/hier.h>

void gemv_rows(const double *a, const double *x, double *y, long m, long n) {
#pragma hier team is_device_ptr(a, x, y)
  for (long i = 0; i < m; ++i) {
    double s = 0;
#pragma hier thread vector reduction(+ : s)
    for (long j = 0; j < n; ++j)
      s += a[i * n + j] * x[j];
#pragma hier single
    y[i] = s;
  }
}

int main(int argc, char **argv) { return gemv::run(argc, argv, "hier", gemv_rows); }

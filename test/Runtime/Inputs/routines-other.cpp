// The routines of Inputs/routines.h, in a file of their own.
#include "routines.h"
#include <hier/hier.h>

#pragma omp declare target
void rowsTimesVector(const double *m, const double *x, double *y, int first,
                     int rows, int cols, double *total) {
#pragma hier thread
  for (int r = 0; r < rows; ++r) {
    double s = 0;
#pragma hier vector reduction(+: s)
    for (int c = 0; c < cols; ++c)
      s += m[(first + r) * cols + c] * x[c];
#pragma hier single thread
    y[first + r] = s;
  }
#pragma hier barrier
  double t = 0;
#pragma hier single copyprivate(t)
  for (int r = 0; r < rows; ++r)
    t += y[first + r];
  *total = t;
}

double dotLanes(const double *a, const double *b, int n) {
  double s = 0;
#pragma hier vector reduction(+: s)
  for (int k = 0; k < n; ++k)
    s += a[k] * b[k];
  return s;
}
#pragma omp end declare target

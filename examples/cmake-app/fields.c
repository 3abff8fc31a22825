// hier in C: math calls (sqrt, exp, fabsf) in team, thread and vector code,
// and reductions at every level.
#include "fields.h"
#include <hier/hier.h>
#include <math.h>

void damp_rows(const double *in, double *out, int n, int m) {
#pragma hier team map(to: in[0:n * m]) map(from: out[0:n * m])
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < m; ++j)
      out[i * m + j] = sqrt(in[i * m + j]) * exp(-(double)j / m);
  }
}

void norms(const float *a, int n, float *max_abs, double *sum_sq) {
  const int chunk = 256;
  float mx = 0.0f;
  double sq = 0.0;
#pragma hier team map(to: a[0:n]) reduction(max: mx) reduction(+: sq)
  for (int c = 0; c < n; c += chunk) {
    float part_mx = 0.0f;
    double part_sq = 0.0;
#pragma hier thread vector reduction(max: part_mx) reduction(+: part_sq)
    for (int i = c; i < (c + chunk < n ? c + chunk : n); ++i) {
      part_mx = fmaxf(part_mx, fabsf(a[i]));
      part_sq += (double)a[i] * a[i];
    }
    mx = fmaxf(mx, part_mx);
    sq += part_sq;
  }
  *max_abs = mx;
  *sum_sq = sq;
}

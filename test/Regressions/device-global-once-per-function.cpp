// A table that a called function reads in several places (a polynomial's
// 'c[3] * x + c[2] ...') gave one warning per use, four for one missing
// 'declare target', each with its note. Found writing first-draft programs.
// Now once per variable and function (or region).
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -verify %s

static const double coef[4] = {0.1, 0.2, 0.3, 0.4};
static double scale[2] = {1, 2};

static double poly(double x) {
  return ((coef[3] * x + coef[2]) * x + coef[1]) * x + coef[0]; // expected-warning {{'coef' is not on the device, and 'poly', which a team region calls, uses it}}
}
static double other(double x) {
  return coef[0] * x + coef[1] + scale[0] * scale[1]; // expected-warning {{'coef' is not on the device, and 'other'}} expected-warning {{'scale' is not on the device, and 'other'}}
}

void run(const double *a, double *b, int n) {
#pragma hier team map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = poly(a[i]) + other(a[i]) + poly(1.0); // expected-note 3 {{is called from the team region here}}
#pragma hier team map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = poly(a[i]);
}

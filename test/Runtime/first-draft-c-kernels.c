// C written the way C HPC codes are: kernels stamped out by function-like
// macros whose bodies hold '_Pragma("hier ...")' (one per element type),
// C99 variable-length array parameters indexed a[i][j] and mapped as
// 'a[0:n][0:m]', a pointer to rows of a constant length. Checked against
// the sequential loops; host, sm_90 host fallback and SPMD host mode.
// RUN: %clang -O2 -std=c11 -Wall -Wextra -Werror -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O2 -std=c11 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -std=c11 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK: c kernels: 0 bad

#include <hier/hier.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

#define DEFINE_AXPY(T)                                                         \
  static void axpy_##T(int n, T a, const T *x, T *y) {                         \
    _Pragma("hier team map(to: x[0:n]) map(tofrom: y[0:n])")                   \
    for (int t = 0; t < (n + 63) / 64; ++t) {                                  \
      _Pragma("hier thread vector")                                            \
      for (int i = t * 64; i < MIN(t * 64 + 64, n); ++i)                       \
        y[i] += a * x[i];                                                      \
    }                                                                          \
  }
DEFINE_AXPY(float)
DEFINE_AXPY(double)

#define DEFINE_SUM(T)                                                          \
  static T sum_##T(int n, const T *x) {                                        \
    T s = 0;                                                                   \
    _Pragma("hier team reduction(+: s) map(to: x[0:n])")                       \
    for (int t = 0; t < (n + 63) / 64; ++t) {                                  \
      T p = 0;                                                                 \
      _Pragma("hier thread vector reduction(+: p)")                            \
      for (int i = t * 64; i < MIN(t * 64 + 64, n); ++i)                       \
        p += x[i];                                                             \
      _Pragma("hier single")                                                   \
      s += p;                                                                  \
    }                                                                          \
    return s;                                                                  \
  }
DEFINE_SUM(long)

static void scale2d(int n, int m, double a[n][m], double s) {
#pragma hier team map(tofrom: a[0:n][0:m])
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < m; ++j)
      a[i][j] *= s;
  }
}

#define M 24
static double rowsums(int n, double (*b)[M], double *out) {
  double total = 0;
#pragma hier team map(to: b[0:n]) map(from: out[0:n]) reduction(+: total)
  for (int i = 0; i < n; ++i) {
    double s = 0;
#pragma hier thread vector reduction(+: s)
    for (int j = 0; j < M; ++j)
      s += b[i][j];
#pragma hier single
    {
      out[i] = s;
      total += s;
    }
  }
  return total;
}

int main(void) {
  int n = 1000, bad = 0;
  float *xf = malloc(n * sizeof *xf), *yf = malloc(n * sizeof *yf);
  double *xd = malloc(n * sizeof *xd), *yd = malloc(n * sizeof *yd);
  long *xl = malloc(n * sizeof *xl);
  for (int i = 0; i < n; ++i) {
    xf[i] = (float)i, yf[i] = 1, xd[i] = i, yd[i] = 2, xl[i] = 3 * i - 7;
  }
  axpy_float(n, 2.f, xf, yf);
  axpy_double(n, 3.0, xd, yd);
  long want = 0;
  for (int i = 0; i < n; ++i) {
    bad += yf[i] != 1 + 2.f * (float)i;
    bad += yd[i] != 2 + 3.0 * i;
    want += xl[i];
  }
  bad += sum_long(n, xl) != want;

  int rows = 37, cols = 19;
  double(*a)[cols] = malloc(sizeof(double[rows][cols]));
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      a[i][j] = i + 0.5 * j;
  scale2d(rows, cols, a, 2.0);
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      bad += a[i][j] != 2 * (i + 0.5 * j);

  double(*b)[M] = malloc(sizeof(double[50][M]));
  double *out = malloc(50 * sizeof *out), total = 0;
  for (int i = 0; i < 50; ++i)
    for (int j = 0; j < M; ++j)
      b[i][j] = i * j % 7, total += b[i][j];
  bad += rowsums(50, b, out) != total;
  for (int i = 0; i < 50; ++i) {
    double s = 0;
    for (int j = 0; j < M; ++j)
      s += b[i][j];
    bad += out[i] != s;
  }
  printf("c kernels: %d bad\n", bad);
  free(xf), free(yf), free(xd), free(yd), free(xl), free(a), free(b), free(out);
  return bad != 0;
}

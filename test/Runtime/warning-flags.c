/* The C side of warning-flags.cpp: a C program whose own code is clean
   builds with -Wall -Wextra -Werror -Wconversion -Wsign-conversion -Wshadow
   -pedantic (and with -ffast-math), host-only and with offload, and gives
   the sequential result.
   RUN: %clang -O2 -fopenmp -Wall -Wextra -Werror -Wconversion -Wsign-conversion -Wshadow -pedantic %s -o %t.host && %run %t.host | FileCheck %s
   RUN: %clang -O2 -fopenmp -std=c99 -ffast-math -Wall -Wextra -Werror -Wconversion -pedantic %s -o %t.fast && %run %t.fast | FileCheck %s
   RUN: %if ptxas %{ %clang -O2 %offload -Wall -Wextra -Werror -Wconversion -Wsign-conversion -Wshadow -pedantic %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
   RUN: %if ptxas %{ %clang -O2 %offload -ffast-math -Wall -Wextra -Werror -Wconversion %s -o %t.offload-fast && %host-fallback %t.offload-fast | FileCheck %s %}
   CHECK-NOT: FAIL
   CHECK: warning-flags.c: PASS
*/

#include <hier/hier.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

static int Failures = 0;

static void expect(const char *what, int ok) {
  if (!ok) {
    printf("FAIL %s\n", what);
    ++Failures;
  }
}

/* Row sums, the smallest and the largest element of a matrix of doubles
   holding integers (exact in any order). */
static void rowStats(const double *a, size_t rows, size_t cols, double *s,
                     double *lo, double *hi) {
  double mn = a[0], mx = a[0];
#pragma hier team reduction(min: mn) reduction(max: mx) readonly(a) map(to: a[0:rows*cols]) map(from: s[0:rows])
  for (size_t r = 0; r < rows; ++r) {
    double acc = 0;
#pragma hier thread vector reduction(+: acc) reduction(min: mn) reduction(max: mx)
    for (size_t c = 0; c < cols; ++c) {
      double v = a[r * cols + c];
      acc += v;
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
    }
#pragma hier single
    s[r] = acc;
  }
  *lo = mn;
  *hi = mx;
}

int main(int argc, char **argv) {
  const size_t n = 90 + (size_t)argc, width = 20, vl = 4;
  const unsigned ts = 8;
  long *out = malloc(n * width * sizeof *out);
  size_t t;
  int k;
  (void)argv;
#pragma hier team vector_length(vl) team_size(ts) scratch(width * sizeof(long)) map(from: out[0:n*width])
  for (t = 0; t < n; ++t) {
    long *s = hier_scratch();
#pragma hier shared
    long base;
#pragma hier single
    base = (long)t * 1000;
#pragma hier thread vector
    for (k = 0; k < (int)width; ++k)
      s[k] = base + k;
#pragma hier barrier
#pragma hier thread vector
    for (size_t j = width - 1; j != (size_t)-1; --j)
      out[t * width + j] = s[width - 1 - j];
  }
  int ok = 1;
  for (t = 0; t < n; ++t)
    for (size_t j = 0; j < width; ++j)
      ok = ok && out[t * width + j] == (long)t * 1000 + (long)(width - 1 - j);
  expect("scratch", ok);

  const size_t rows = 29, cols = 51;
  double *m = malloc(rows * cols * sizeof *m), *sum = malloc(rows * sizeof *sum);
  for (size_t i = 0; i < rows * cols; ++i)
    m[i] = (double)((long)((i * 7919) % 1000) - 500);
  double lo = 0, hi = 0;
  rowStats(m, rows, cols, sum, &lo, &hi);
  double wantLo = m[0], wantHi = m[0];
  ok = 1;
  for (size_t r = 0; r < rows; ++r) {
    double want = 0;
    for (size_t c = 0; c < cols; ++c) {
      double v = m[r * cols + c];
      want += v;
      wantLo = v < wantLo ? v : wantLo;
      wantHi = v > wantHi ? v : wantHi;
    }
    ok = ok && sum[r] == want;
  }
  expect("rows", ok && lo == wantLo && hi == wantHi);

  int count = 0;
  unsigned bits = 0;
  float f = 0.0f;
#pragma hier team reduction(+: count, f) reduction(^: bits)
  for (int i = 0; i < 40; ++i) {
#pragma hier thread vector reduction(+: count, f) reduction(^: bits)
    for (int j = 0; j < 33; ++j) {
      count += 1;
      f += 0.25f;
      bits ^= (unsigned)(i * 33 + j);
    }
  }
  unsigned wantBits = 0;
  for (unsigned i = 0; i < 40 * 33; ++i)
    wantBits ^= i;
  expect("reductions", count == 40 * 33 && f == 0.25f * 40 * 33 &&
                           bits == wantBits);

  free(out);
  free(m);
  free(sum);
  printf("warning-flags.c: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}

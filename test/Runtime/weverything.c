/* The C side of weverything.cpp: -Weverything -Werror on a C file with
   hier's directives (a team reduction, thread vector loops,
   single, shared, barrier, OpenMP atomics in a team), host-only and in an
   offload build. The warnings left off are the file's own (the same file
   without its '#pragma hier' lines gives them): -Wunsafe-buffer-usage,
   -Wdeclaration-after-statement (C99 style), -Wimplicit-void-ptr-cast
   (malloc's result).
   RUN: %clang -O2 -fopenmp -Weverything -Werror -Wno-unsafe-buffer-usage -Wno-declaration-after-statement -Wno-implicit-void-ptr-cast %s -o %t.host && %run %t.host | FileCheck %s
   RUN: %if ptxas %{ %clang -O2 %offload -Weverything -Werror -Wno-unsafe-buffer-usage -Wno-declaration-after-statement -Wno-implicit-void-ptr-cast %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
   CHECK: weverything.c: PASS
*/

#include <hier/hier.h>
#include <stdio.h>
#include <stdlib.h>

static double rowSums(const double *a, double *s, int rows, int cols) {
  int n = rows * cols;
  double total = 0;
#pragma hier team reduction(+: total) map(to: a[0:n]) map(from: s[0:rows])
  for (int r = 0; r < rows; ++r) {
    double row = 0;
#pragma hier thread vector reduction(+: row)
    for (int c = 0; c < cols; ++c)
      row += a[r * cols + c];
#pragma hier single team
    {
      s[r] = row;
      total += row;
    }
  }
  return total;
}

static void histogram(const int *v, int n, long *hist) {
#pragma hier team map(to: v[0:n]) map(tofrom: hist[0:16])
  for (int t = 0; t < n / 128; ++t) {
#pragma hier shared
    long local[16];
#pragma hier thread vector
    for (int b = 0; b < 16; ++b)
      local[b] = 0;
#pragma hier barrier
#pragma hier thread vector
    for (int i = t * 128; i < t * 128 + 128; ++i) {
#pragma omp atomic
      local[v[i] & 15] += 1;
    }
#pragma hier barrier
#pragma hier thread vector
    for (int b = 0; b < 16; ++b) {
#pragma omp atomic
      hist[b] += local[b];
    }
  }
}

int main(void) {
  enum { Rows = 32, Cols = 96, N = 4096 };
  double *a = malloc(sizeof(double) * Rows * Cols);
  double *s = malloc(sizeof(double) * Rows);
  int *v = malloc(sizeof(int) * N);
  long hist[16] = {0};
  if (!a || !s || !v)
    return 1;
  for (int k = 0; k < Rows * Cols; ++k)
    a[k] = (double)(k % 5);
  for (int k = 0; k < N; ++k)
    v[k] = (k * 7) % 23;
  double total = rowSums(a, s, Rows, Cols);
  histogram(v, N, hist);
  double seq = 0;
  for (int k = 0; k < Rows * Cols; ++k)
    seq += a[k];
  long count = 0;
  for (int b = 0; b < 16; ++b)
    count += hist[b];
  int ok = total - seq < 0.5 && seq - total < 0.5 && count == N &&
           s[3] > 0.5;
  printf("weverything.c: %s\n", ok ? "PASS" : "FAIL");
  free(a);
  free(s);
  free(v);
  return ok ? 0 : 1;
}

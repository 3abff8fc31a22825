// Ported from LLVM offload/test/offloading/extern.c and bug49334.cpp
// (device functions called from kernels): 'declare target' functions, one
// recursive-free helper calling another, called from the team body, thread
// and vector loops.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: declare-target-call: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

#pragma omp declare target
static int square(int x) { return x * x; }
int poly(int x, int c) { return square(x) + c * x + 1; }
#pragma omp end declare target

enum { L = 5, R = 6, C = 21 };

int main(void) {
  int out[L][R][C], base[L];
#pragma hier team team_size(2) vector_length(8) map(from: out, base)
  for (int l = 0; l < L; ++l) {
    int b = poly(l, 2);
#pragma hier thread
    for (int r = 0; r < R; ++r) {
      int rb = poly(r, b);
#pragma hier vector
      for (int c = 0; c < C; ++c)
        out[l][r][c] = poly(c, rb) - square(l);
    }
#pragma hier single
    base[l] = b;
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    int b = l * l + 2 * l + 1;
    bad += base[l] != b;
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c)
        bad += out[l][r][c] != c * c + (r * r + b * r + 1) * c + 1 - l * l;
  }
  conf_check("declare target calls", bad);
  return conf_done("declare-target-call");
}

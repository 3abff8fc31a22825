// Ported from LLVM offload/test/offloading/spmdization.c: sequential code
// between the parallel loops of a team body (which OpenMP would run on one
// thread in generic mode) gives the same values on every thread: team-body
// locals computed from the league index, used in two thread loops and a
// 'single'.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: spmdization: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { L = 9, N = 50 };

int main(void) {
  int a[L][N], b[L][N], c[L];
#pragma hier team team_size(4) vector_length(8) map(from: a, b, c)
  for (int l = 0; l < L; ++l) {
    int base = l * 100;
    int scale = (l % 3) + 1;
#pragma hier thread
    for (int i = 0; i < N; ++i)
      a[l][i] = base + scale * i;
    base += 7;
    scale *= 2;
#pragma hier thread vector
    for (int i = 0; i < N; ++i)
      b[l][i] = base + scale * i;
#pragma hier single
    c[l] = base * scale;
  }
  long bad = 0;
  for (int l = 0; l < L; ++l) {
    int s = (l % 3) + 1;
    for (int i = 0; i < N; ++i) {
      bad += a[l][i] != l * 100 + s * i;
      bad += b[l][i] != l * 100 + 7 + 2 * s * i;
    }
    bad += c[l] != (l * 100 + 7) * 2 * s;
  }
  conf_check("team-body values", bad);
  return conf_done("spmdization");
}

// A pointer declared in a team body and used by a lambda there (found by the
// random programs' lambdas, utils/hier-randprog.py): inside the lambda its
// uses refer to an enclosing variable, and the unmapped-pointer check took it
// for one from outside the region and named it before the launch, where it
// does not exist; Clang crashed in code generation (GetAddrOfBlockDecl). The
// pointer the region captures is still checked: HIER_CHECK_POINTERS=force
// with the array unmapped names 'data', not 'row'.
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t && %host-fallback %t | FileCheck %s %}
// RUN: %if ptxas %{ %clangxx -O1 %offload -DHIER_HOST_SPMD %s -o %t.spmd && %host-fallback HIER_HOST_SPMD=1 %t.spmd | FileCheck %s %}
// RUN: %if ptxas %{ %host-fallback HIER_CHECK_POINTERS=force %t unmapped 2>&1 | FileCheck %s --check-prefix=CHECKED %}
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// CHECK: rows: 0 wrong
// CHECKED: hier: the team region at {{.*}}lambda-region-local-pointer.cpp:[[@LINE+22]] dereferences 'data'
// CHECKED-NOT: 'row'

#include <hier/hier.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static void stopped(int) { std::_Exit(0); }

int main(int argc, char **argv) {
  const int rows = 40, cols = 24;
  std::vector<double> v(rows * cols, 1.0);
  double *data = v.data();
  bool unmapped = argc > 1 && !std::strcmp(argv[1], "unmapped");
  if (unmapped)
    std::signal(SIGABRT, stopped);
  if (!unmapped) {
#pragma omp target enter data map(to: data[0:rows * cols])
  }
#pragma hier team
  for (int r = 0; r < rows; ++r) {
    double *row = &data[r * cols];
    auto scale = [&](int c) { row[c] *= r + 1; };
#pragma hier thread
    for (int c = 0; c < cols; ++c)
      scale(c);
  }
  if (!unmapped) {
#pragma omp target exit data map(from: data[0:rows * cols])
  }
  int wrong = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      wrong += v[r * cols + c] != r + 1;
  std::printf("rows: %d wrong\n", wrong);
  return wrong != 0;
}

// An undeclared reduction variable: one error names it, at its place in the
// clause; the variable is dropped and the rest compiled.
// RUN: not %clang_cc1 -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: diag-reduction-undeclared.cpp:[[@LINE+5]]:35: error: use of undeclared identifier 'undeclared'
// CHECK-NOT: error:
// CHECK-NOT: Stack dump
void f(int n, double *a) {
  double d = 0;
#pragma hier team reduction(+: d, undeclared)
  for (int i = 0; i < n; ++i) d += a[i];
}

// A loop directive at the end of an #included header: the header's lexer is
// destroyed when it reaches its end, so the handler must not read past it.
// It reports the missing loop instead of crashing; a header whose loop
// follows in the same file works.
// RUN: not %clang_cc1 -fopenmp -fsyntax-only -I %S/Inputs %s 2>&1 | FileCheck %s
// CHECK: ends-with-directive.h:2:14: error: '#pragma hier thread' must be followed by a 'for' loop
// CHECK-NOT: error:
// CHECK-NOT: Stack dump

void f(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#include "thread-loop.h"
#include "ends-with-directive.h"
    a[0] = 1;
  }
}

// A collapsed nest at the end of an #included header: the handler checked
// that the rest of the file held the first loop header only, read the inner
// one on past the end of the file, and Clang crashed (SIGSEGV) where the
// header's lexer was destroyed under the handler. Every header of the nest
// is checked now: the missing loop is reported instead; a nest that the file
// holds, up to a mismatched bracket that the reader stops at, is read.
// RUN: not %clang_cc1 -fopenmp -fsyntax-only -I %S/Inputs %s 2>&1 | FileCheck %s
// CHECK: ends-in-collapse-nest.h:3:14: error: '#pragma hier team' must be followed by a 'for' loop
// CHECK: collapse-nest-mismatch.h:5:27: error: expected ')' before ']' in the loop header
// CHECK-NOT: error: '#pragma
// CHECK-NOT: Stack dump

void f(int n, double *a) {
#include "ends-in-collapse-nest.h"
  ); ++j)
      a[j] = i;
}

void g(int n, double *a) {
#include "collapse-nest-mismatch.h"
}

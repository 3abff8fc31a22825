// '#pragma hier shared' before a statement that declares nothing ('i = 3;',
// '++n;') gave Clang's "expected unqualified-id" at the directive, about
// the attribute hier put before it, instead of hier's own error. Found
// writing first-draft programs. A declaration's first name must follow a
// type; otherwise the statement is hier's one error and is compiled as
// written.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c %s

struct P { double x, y; };

void f(double *a, int n) {
  int k = 0;
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    k = 3; // expected-error {{'#pragma hier shared' must be followed by a variable declaration}}
#pragma hier shared
    ++k; // expected-error {{'#pragma hier shared' must be followed by a variable declaration}}
#pragma hier shared
    a[0] = 1; // expected-error {{'#pragma hier shared' must be followed by a variable declaration}}
// Declarations of every shape are still taken.
#pragma hier shared
    double tile[8][9], *p, s;
#pragma hier shared
    struct P pt;
#pragma hier shared
    struct { int c; } anon;
#pragma hier shared
    unsigned long m;
    tile[0][0] = (double)k + anon.c + pt.x + (p ? *p : s) + m;
  }
}

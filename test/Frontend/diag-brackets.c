// Brackets pair up in a 'shared' declaration in C too (diag-brackets.cpp):
// a mismatch is one error that names the bracket expected, and hier does not
// read on past the ';' or the block's '}'.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-is-target-device -triple nvptx64-nvidia-cuda -aux-triple x86_64-pc-linux-gnu -fsyntax-only -verify %s

struct pair {
  double x, y;
};

void f(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    double t[(4] ; // expected-error {{expected ')' before ']' in a shared declaration}} expected-note 2 {{to match this '('}} expected-error {{expected ')'}}
    a[i] = 0;
  }
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    struct pair p = {1, 2), q; // expected-error {{expected '}' before ')' in a shared declaration}} expected-note 2 {{to match this '{'}} expected-error {{expected '}'}}
    a[i] = 0;
  }
// Correct code reads whole.
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    struct pair p = {(1), a[(0)]}, q[2] = {{1, 2}, {3, (4)}}, r;
    double t[sizeof(int[2])];
    a[i] = p.x + q[1].y + t[0];
  }
}

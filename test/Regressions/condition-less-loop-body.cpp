// A user loop without a condition as the body of a hier loop crashed the
// nesting checker (a null condition) after it learnt to walk collapsed
// nests. Found by: the deterministic fuzz step of CI.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i)
    for (;;) {
      a[i] = 1;
      break; // leaves the user's loop, not the hier loop
    }
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j)
      for (;;)
        break;
  }
}
// expected-no-diagnostics

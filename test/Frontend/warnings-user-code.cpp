// hier's own code never warns, whatever the flags (its support header is a
// system header, its generated code converts explicitly), but the user's code
// in and around hier loops still does: the warnings below, and only they.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -pedantic %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -pedantic -x c %s
// RUN: %clangxx -fopenmp -fsyntax-only -Xclang -verify -ffast-math -Wall -Wextra -Wconversion -Wshadow %s
// RUN: %clang_cc1 -triple nvptx64-nvidia-cuda -aux-triple x86_64-unknown-linux-gnu -fopenmp -fopenmp-is-target-device -fsyntax-only -verify -Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -pedantic %s
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -verify -Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -pedantic %s

#include <hier/hier.h>

void f(int n, double *a, unsigned long un) {
  double sum = 0, mn = 1e300;
  float fsum = 0;
  int count = 0;
#pragma hier team reduction(+: sum, count) reduction(min: mn) scratch(n * 8) vector_length(un) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) { // expected-note {{previous declaration is here}}
    int unused; // expected-warning {{unused variable 'unused'}}
    int narrowed = a[i]; // expected-warning {{implicit conversion turns floating-point number into integer}}
    double *s = (double *)hier_scratch();
#pragma hier thread reduction(+: sum, count) reduction(min: mn)
    for (int j = 0; j < 8; ++j) {
      int i = j; // expected-warning {{declaration shadows a local variable}}
      s[j] = i;
      sum += s[j];
      count += 1;
      mn = s[j] < mn ? s[j] : mn;
    }
    fsum += a[i]; // expected-warning {{loses floating-point precision: 'double' to 'float'}}
    a[i] = narrowed;
  }
  a[0] = sum + mn + fsum + count;
}

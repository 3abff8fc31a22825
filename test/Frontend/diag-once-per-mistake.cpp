// A mistake in what hier copies into its generated code (a loop's bounds and
// step, clause arguments) is reported once, not once per copy, and the error
// limit counts mistakes: a typo in a team's bound gave 19 identical errors,
// then "too many errors emitted", and the thread loop's typo was never
// reported (found by the fuzzer).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -fopenmp-targets=nvptx64-nvidia-cuda -verify %s
// RUN: not %clang_cc1 -fopenmp -fsyntax-only -ferror-limit 3 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: error: use of undeclared identifier 'nn'
// LIMIT: error: use of undeclared identifier 'mm'
// LIMIT: error: use of undeclared identifier 'A'
// LIMIT: fatal error: too many errors emitted
// LIMIT: 4 errors generated.

void f(double *a, int n) {
#pragma hier team
  for (int l = 0; l < nn; ++l) { // expected-error {{use of undeclared identifier 'nn'}}
#pragma hier thread
    for (int i = 0; i < mm; ++i) // expected-error {{use of undeclared identifier 'mm'}}
      a[l] += i;
  }
#pragma hier team collapse(2) team_size(n)
  for (int i = 0; i < A; ++i) // expected-error {{use of undeclared identifier 'A'}}
    for (long j = B - 1; j >= 0; j -= 2) // expected-error {{use of undeclared identifier 'B'}}
      a[i] += j;
// Mistakes in clause arguments that hier copies.
#pragma hier team team_size(nt) vector_length(8) // expected-error {{use of undeclared identifier 'nt'}}
  for (int l = 0; l < n; ++l)
    a[l] = 0;
}

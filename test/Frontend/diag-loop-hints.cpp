// Loop hints ('#pragma unroll', '#pragma clang loop', ...) on a hier loop go
// between the directive and its 'for' (test/CodeGen/loop-hints.cpp); before
// the directive they would land on the code hier generates, and are rejected.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, double *a) {
  double s = 0;
#pragma hier team reduction(+ : s)
  for (int i = 0; i < n; ++i) {
#pragma unroll 2 // expected-error {{'#pragma unroll' before a '#pragma hier' directive would apply to the code hier generates for it; write it after the directive, right before the 'for'}}
#pragma hier thread reduction(+ : s)
    for (int j = 0; j < n; ++j)
      s += a[j];
#pragma clang loop unroll_count(2) // expected-error {{'#pragma clang loop' before a '#pragma hier' directive}}
#pragma hier thread vector
    for (int j = 0; j < n; ++j)
      a[j] = 1;
#pragma nounroll // expected-error {{'#pragma nounroll' before a '#pragma hier' directive}}
#pragma hier single
    a[i] = 2;
    // After the directive: accepted, on every level, with any clause.
#pragma hier thread reduction(+ : s) collapse(2)
#pragma unroll 4
#pragma clang loop vectorize(disable)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        s += a[j * n + k];
#pragma hier thread
    for (int j = 0; j < n; ++j) {
#pragma hier vector
#pragma nounroll
      for (int k = 0; k < n; ++k)
        a[j * n + k] = 0;
    }
    // Between collapsed loops there is nothing to put a hint on.
#pragma hier thread vector collapse(2)
    for (int j = 0; j < n; ++j)
#pragma unroll 2
      for (int k = 0; k < n; ++k) // expected-error@-1 {{'collapse(2)' needs 2 perfectly nested 'for' loops; loop 2 is missing}}
        a[j * n + k] = 0;
  }
#pragma hier team
#pragma unroll 2
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

void g(int n, double *a) {
#pragma unroll 2 // Clang's own check: a team directive is not a loop statement.
#pragma hier team // expected-error {{expected a for, while, or do-while loop to follow '#pragma unroll'}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

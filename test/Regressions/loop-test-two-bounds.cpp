// A loop test with two comparisons, as a CUDA kernel guards its index
// ('for (int i = b * 64; i < n && i < (b + 1) * 64; ++i)', the first thing
// a new user wrote in 10 of 30 first-draft programs), was "the bound must not
// depend on the loop variable 'i'", at the second 'i': the parser read
// 'n && i < (b + 1) * 64' as the first comparison's bound. OpenMP's canonical
// form takes one comparison too; the error now says that, at the '&&', and
// how to fold the bounds into one.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify=c -x c %s

void f(double *a, int n) {
#pragma hier team
  for (int b = 0; b < (n + 63) / 64; ++b) {
#pragma hier thread vector
    for (int i = b * 64; i < n && i < (b + 1) * 64; ++i) // expected-error {{loop after '#pragma hier thread vector' is not in canonical form: the test must be one comparison of 'i' with a bound, not several joined by '&&'; fold the bounds into one ('i < std::min(a, b)')}} c-error {{fold the bounds into one ('i < (a < b ? a : b)')}}
      a[i] = 0;
#pragma hier thread
    for (int i = b * 64; (i < n) && (i < (b + 1) * 64); ++i) // expected-error {{the test must be one comparison of 'i' with a bound}} c-error {{the test must be one comparison of 'i' with a bound}}
      a[i] = 0;
#pragma hier thread
    for (int i = n; i > b || i > 0; --i) // expected-error {{not several joined by '||'; fold the bounds into one ('i > std::min(a, b)')}} c-error {{('i > (a < b ? a : b)')}}
      a[i] = 0;
  }
}

void g(double *a, int n, int m) {
#pragma hier team
  for (int i = 0; i < n || i < m; ++i) // expected-error {{'#pragma hier team' is not in canonical form: the test must be one comparison of 'i' with a bound, not several joined by '||'; fold the bounds into one ('i < std::max(a, b)')}} c-error {{('i < (a > b ? a : b)')}}
    a[i] = 0;
#pragma hier team
  for (int i = n; i >= 0 && i >= m; --i) // expected-error {{('i >= std::max(a, b)')}} c-error {{('i >= (a > b ? a : b)')}}
    a[i] = 0;
}

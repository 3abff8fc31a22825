// collapse(n): a literal n, n perfectly nested rectangular loops.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, int m, double *a) {
  const int two = 2;
#pragma hier team collapse(0) // expected-error {{argument of 'collapse' must be an integer literal from 1 to 8}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team collapse(two) // expected-error {{argument of 'collapse' must be an integer literal from 1 to 8}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team collapse(9) // expected-error {{argument of 'collapse' must be an integer literal from 1 to 8}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    a[i] = 0; // expected-error {{'collapse(2)' needs 2 perfectly nested 'for' loops; loop 2 is missing}}
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < m; ++j) // expected-error {{collapsed loops must be rectangular: this bound or step of the loop over 'j' depends on 'i'}}
      a[j] = 0;
// Every collapsed level is checked: its variable's type, a 'break' in the
// innermost body, and nothing beside an inner loop.
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      if (a[j] < 0)
        break; // expected-error {{'break' cannot leave a hier team loop; its iterations run in parallel}}
      a[j] = i;
    }
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i) {
    for (float x = 0; x < m; x += 1) // expected-error {{loop variable of a hier loop must have integer type, not 'float'}}
      a[0] = x;
  }
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j)
      a[j] = i;
    a[i] = 1; // expected-error {{'collapse(2)' needs perfectly nested loops: this statement beside an inner collapsed loop would run once per point of the flattened nest}}
  }
#pragma hier team collapse(3)
  for (int i = 0; i < n; ++i) {
    for (long j = m; j > 0; j -= 2) {
      for (unsigned k = 0; k != 4u; ++k) {
#pragma hier thread collapse(2)
        for (int x = 0; x < 8; ++x)
          for (int y = 0; y < 8; y += 3) {
#pragma hier vector collapse(2) // expected-error {{clause 'collapse' is not allowed on '#pragma hier vector'}}
            for (int z = 0; z < 4; ++z)
              a[z] = 0;
          }
      }
    }
  }
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
// One error, at the variable: the reduction is dropped, not compiled.
#pragma hier thread vector collapse(2) reduction(+: a)  // expected-error {{cannot reduce 'a' of type 'double *'}}
      for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y)
          a[x] += y;
    }
}

// Where 'shared' and 'single' may appear.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, double *a) {
#pragma hier shared // expected-error {{'#pragma hier shared' must be nested inside a '#pragma hier team' loop}}
  double outside[4];
#pragma hier single // expected-error {{'#pragma hier single team' must be nested inside a '#pragma hier team' loop}}
  a[0] = 1;
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    double tile[64], *p = tile, scalar;
#pragma hier shared team_size(2) // expected-error {{clause 'team_size' is not allowed on '#pragma hier shared'}}
    double bad1[4];
#pragma hier single team
    scalar = 1;
#pragma hier single thread // expected-error {{'#pragma hier single thread' must be inside a 'thread' loop, outside its vector loops}}
    scalar = 2;
#pragma hier thread // expected-note 3 {{enclosing 'thread' loop is here}}
    for (int j = 0; j < n; ++j) {
#pragma hier shared // expected-error {{'#pragma hier shared' declares one variable per team: it belongs in a team body, not in a 'thread' loop}}
      double perThread[4];
#pragma hier single // expected-error {{'#pragma hier single team' inside a 'thread' loop would run once per iteration, and its barrier would be reached by only some threads}}
      a[j] = 0;
#pragma hier single thread
      a[j] = 1;
#pragma hier single team // expected-error {{'#pragma hier single team' inside a 'thread' loop}}
      a[j] = 2;
#pragma hier vector // expected-note {{enclosing 'vector' loop is here}}
      for (int k = 0; k < n; ++k) {
#pragma hier single thread // expected-error {{'#pragma hier single thread' must be inside a 'thread' loop, outside its vector loops}}
        a[k] = 3;
      }
    }
#pragma hier thread vector // expected-note {{enclosing 'thread vector' loop is here}}
    for (int j = 0; j < n; ++j) {
#pragma hier single thread // expected-error {{'#pragma hier single thread' must be inside a 'thread' loop}}
      a[j] = 4;
    }
#pragma hier shared
    int 42; // expected-error {{'#pragma hier shared' must be followed by a variable declaration}} expected-error {{expected unqualified-id}}
  }
}

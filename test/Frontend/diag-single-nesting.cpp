// What a 'single' statement may hold: one thread of the team runs a
// 'single team', one lane of the thread a 'single thread', so what every
// thread (or lane) must reach is an error inside it.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier single // expected-note 4 {{enclosing 'single team' is here}}
    {
      a[0] = 1;
#pragma hier barrier // expected-error {{'#pragma hier barrier' inside a '#pragma hier single team' would be reached by only one thread of the team, and every one must reach it; put it after the 'single team' statement}}
#pragma hier single // expected-error {{'#pragma hier single team' inside a '#pragma hier single team' would be reached by only one thread of the team}}
      a[1] = 2;
#pragma hier thread // expected-error {{'#pragma hier thread' inside a '#pragma hier single team' would be reached by only one thread of the team}}
      for (int j = 0; j < n; ++j)
        a[j] = 0;
#pragma hier thread vector // expected-error {{'#pragma hier thread vector' inside a '#pragma hier single team' would be reached by only one thread of the team}}
      for (int j = 0; j < n; ++j)
        a[j] = 0;
      // Ordinary code and loops are what a 'single' is for.
      for (int j = 0; j < n; ++j)
        a[j] += 1;
    }
#pragma hier barrier
#pragma hier thread
    for (int j = 0; j < n; ++j) {
#pragma hier single thread // expected-note {{enclosing 'single thread' is here}}
      {
#pragma hier vector // expected-error {{'#pragma hier vector' inside a '#pragma hier single thread' would be reached by only one lane of the thread, and every one must reach it; put it after the 'single thread' statement}}
        for (int k = 0; k < n; ++k)
          a[k] = 0;
        a[j] = 1;
      }
#pragma hier vector
      for (int k = 0; k < n; ++k)
        a[k] += 1;
    }
  }
}

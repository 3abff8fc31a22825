// hier constructs must nest team > thread > vector.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, double *a) {
#pragma hier thread // expected-error {{'#pragma hier thread' must be nested inside a '#pragma hier team' loop}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier vector // expected-error {{'#pragma hier vector' must be nested inside a '#pragma hier team' loop}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier thread vector // expected-error {{'#pragma hier thread vector' must be nested inside a '#pragma hier team' loop}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier barrier // expected-error {{'#pragma hier barrier' must be nested inside a '#pragma hier team' loop}}

#pragma hier team // expected-note {{enclosing 'team' loop is here}}
  for (int i = 0; i < n; ++i) {
// A team is a kernel launch, which does not nest; hier says so, not OpenMP.
#pragma hier team // expected-error {{'#pragma hier team' cannot be nested inside another team loop: each team loop is one GPU kernel launch; inside a team, use 'thread' or 'vector' loops, or an ordinary loop}}
    for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier vector // expected-error {{'#pragma hier vector' must be nested inside a 'thread' loop; use '#pragma hier thread vector' to split a loop over all threads and lanes of the team}}
    for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier thread // expected-note 2 {{enclosing 'thread' loop is here}}
    for (int j = 0; j < n; ++j) {
#pragma hier thread // expected-error {{'#pragma hier thread' cannot be nested inside another 'thread' loop}}
      for (int k = 0; k < n; ++k) a[k] = 0;
#pragma hier barrier // expected-error {{'#pragma hier barrier' inside a 'thread' loop would be reached by only some threads of the team (divergent barrier)}}
#pragma hier vector // expected-note 2 {{enclosing 'vector' loop is here}}
      for (int k = 0; k < n; ++k) {
#pragma hier thread // expected-error {{'#pragma hier thread' cannot be nested inside a 'vector' loop}}
        for (int l = 0; l < n; ++l) a[l] = 0;
#pragma hier vector // expected-error {{'#pragma hier vector' cannot be nested inside a 'vector' loop}}
        for (int l = 0; l < n; ++l) a[l] = 0;
      }
    }
#pragma hier thread vector // expected-note {{enclosing 'thread vector' loop is here}}
    for (int j = 0; j < n; ++j) {
#pragma hier vector // expected-error {{'#pragma hier vector' cannot be nested inside a 'thread vector' loop}}
      for (int k = 0; k < n; ++k) a[k] = 0;
    }
#pragma hier barrier
  }
}

// A team is an OpenMP target region, and cannot be in another.
void h(int n, double *a) {
#pragma omp target
  {
#pragma hier team // expected-error {{'#pragma hier team' cannot be nested inside an OpenMP 'target' region: a team loop is itself a GPU kernel launch; write it outside that region}}
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
// Nor in another region OpenMP does not nest a target region in.
#pragma omp simd
  for (int j = 0; j < n; ++j) {
#pragma hier team // expected-error {{'#pragma hier team' cannot be nested inside an OpenMP 'simd' region}}
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
// A parallel region can launch kernels.
#pragma omp parallel
  {
#pragma hier team
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
}

// Nesting is lexical: a lambda inside a team body is inside the team.
void g(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
    auto body = [&](int j) { a[j] = i; };
#pragma hier thread
    for (int j = 0; j < n; ++j) body(j);
  }
}

// Templates are checked where they are written.
template <typename T> void t(int n, T *a) {
#pragma hier thread // expected-error {{'#pragma hier thread' must be nested inside a '#pragma hier team' loop}}
  for (int i = 0; i < n; ++i) a[i] = 0;
}

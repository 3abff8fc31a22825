// A variable both firstprivate and a reduction variable of a team is an
// error, as Clang makes it on '#pragma omp target teams' (its host-only
// build would otherwise lose the reduction). map and reduction of one
// variable are fine, as in Clang.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -x c++ -fopenmp -fsyntax-only -verify %s

void clauses(int n, const int *a) {
  int s = 5, t = 0, u = 1;
#pragma hier team firstprivate(s) reduction(+: s) // expected-error {{'s' cannot be both 'firstprivate' and a reduction variable: a reduction variable's value before the team is already where the reduction starts; remove it from 'firstprivate'}} expected-note {{'s' is 'firstprivate' here}}
  for (int i = 0; i < n; ++i)
    s += a[i];
  // Either order, among other variables.
#pragma hier team reduction(max: t, u) firstprivate(n, u) // expected-error {{'u' cannot be both 'firstprivate' and a reduction variable}} expected-note@-0 {{'u' is 'firstprivate' here}}
  for (int i = 0; i < n; ++i)
    u = a[i] > u ? a[i] : u;
  // Fine: other variables, or map and reduction of one.
#pragma hier team firstprivate(n) reduction(+: s) map(tofrom: t) reduction(min: t)
  for (int i = 0; i < n; ++i) {
    s += a[i];
    t = a[i] < t ? a[i] : t;
  }
}

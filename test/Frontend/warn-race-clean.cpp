// Correct updates in thread and vector loops get no race warning: reduction
// variables, the iteration's own variables, a thread's variable updated in
// its thread loop outside the vector loops, the team's own code, atomics,
// stores through pointers and plain stores (a different check), lambdas'
// own variables. (warn-race.cpp has the warnings.)
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -x c -fopenmp -fsyntax-only -verify %s
// expected-no-diagnostics

void clean(int n, const double *a, long *o) {
  double s = 0;
  long c = 0, hits = 0;
#pragma hier team reduction(+: s, c) map(tofrom: hits)
  for (int i = 0; i < n; ++i) {
    double part = 0;
    long t = 0;
    s += a[i];
    c++;
#pragma hier thread reduction(+: part, t)
    for (int j = 0; j < 8; ++j) {
      long mine = 0;
      for (int q = 0; q < 3; ++q)
        mine += q;
      part += a[j];
      t += mine;
      ++t;
#pragma hier vector reduction(+: mine)
      for (int k = 0; k < 4; ++k) {
        long lane = k;
        lane *= 2;
        mine += lane;
      }
      __atomic_fetch_add(&hits, 1, __ATOMIC_RELAXED);
      o[j] += 1;
    }
#pragma hier thread vector
    for (int j = 0; j < 8; ++j) {
      long last;
      last = j;
      o[j] = last;
    }
    s += part + t;
  }
  o[0] = (long)s + c + hits;
}

// An undeclared variable in a reduction clause of a region in a member
// function defined in its class is one error, at the name. hier writes such
// a directive's code while the class is parsed, before the function's
// locals exist, so it cannot look the variable up (as it does elsewhere,
// diag-reduction.cpp); Sema reports the name, and Clang's parser then
// stumbled over hier's declarations of it: "expected ';' in 'for' statement
// specifier", "use of undeclared identifier '__hier_rgo0_1'", ... (six
// errors host-only, ten in an offload compile).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -std=c++14 -verify %s

struct Solver {
  int n;
  double *a;

  double teamSum() {
    double s = 0;
#pragma hier team reduction(+: s, missing) map(to: a[0:n]) // expected-error {{use of undeclared identifier 'missing'}}
    for (int t = 0; t < n; ++t) {
#pragma hier thread reduction(+: s)
      for (int i = 0; i < 8; ++i)
        s += a[t * 8 + i];
    }
    return s;
  }

  double threadSum() {
    double s = 0;
#pragma hier team reduction(+: s) map(to: a[0:n])
    for (int t = 0; t < n; ++t) {
      double r = 0;
#pragma hier thread reduction(max: r, nothere) // expected-error {{use of undeclared identifier 'nothere'}}
      for (int i = 0; i < 8; ++i)
        r = a[t * 8 + i] > r ? a[t * 8 + i] : r;
      s += r;
    }
    return s;
  }

  // A member in the clause is found; the region compiles.
  double total = 0;
  void addAll() {
#pragma hier team reduction(+: total) map(to: a[0:n])
    for (int t = 0; t < n; ++t)
      total += a[t];
  }

  // Each region's mistake is reported, and the code after it is checked.
  void after(int m) {
#pragma hier team reduction(-: undeclaredToo) // expected-error {{use of undeclared identifier 'undeclaredToo'}}
    for (int t = 0; t < m; ++t)
      total -= t;
    int q = m + unknownAfter; // expected-error {{use of undeclared identifier 'unknownAfter'}}
    (void)q;
  }
};

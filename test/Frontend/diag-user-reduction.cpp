// Misuse of OpenMP 'declare reduction' in hier reduction clauses: one error
// at the user's token each, in hier's words; the directive compiles without
// the reduction.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

struct MinLoc {
  double v;
  int i;
};
#pragma omp declare reduction(minloc : MinLoc : omp_out = omp_in.v < omp_out.v ? omp_in : omp_out) initializer(omp_priv = MinLoc{1e300, -1}) // #minloc
#pragma omp declare reduction(minloc : float : omp_out = omp_in < omp_out ? omp_in : omp_out) // #minloc_float

struct Big {
  double x[9];
};
#pragma omp declare reduction(+ : Big : omp_out.x[0] += omp_in.x[0])

struct Counted {
  int n;
  Counted() : n(0) {}
  Counted(const Counted &o) : n(o.n) {}
};
#pragma omp declare reduction(+ : Counted : omp_out.n += omp_in.n)

#define PICK(a, b) ((a).v < (b).v ? (a) : (b))
struct Pair {
  double a, b;
};
#pragma omp declare reduction(pick : MinLoc : omp_out = PICK(omp_in, omp_out)) // #pick

void misuse(int n, const double *a) {
  double d = 0;
  MinLoc m = {1e300, -1}, row[4] = {};
  Pair p = {0, 0};
#pragma hier team
  for (int t = 0; t < 2; ++t) {
#pragma hier thread reduction(nosuch: d) // expected-error {{unknown reduction 'nosuch': declare it with '#pragma omp declare reduction(nosuch : double : ...)' or use +, *, min, max, &, |, ^, && or ||}}
    for (int i = 0; i < n; ++i)
      d += a[i];
#pragma hier thread vector reduction(minloc: d) // expected-error {{reduction 'minloc' is not declared for 'd' of type 'double'}}
    for (int i = 0; i < n; ++i)
      d += a[i];
    // expected-note@#minloc {{reduction 'minloc' is declared for 'MinLoc' here}}
    // expected-note@#minloc_float {{reduction 'minloc' is declared for 'float' here}}
#pragma hier thread reduction(minloc: row[0:4]) // expected-error {{an array section cannot be reduced with the declared reduction 'minloc'}}
    for (int i = 0; i < n; ++i)
      row[i % 4].v = a[i];
    Big big = {};
    Counted c;
    // Any size (a GPU moves a value over 64 bytes through its shared slots
    // in parts): no error.
#pragma hier thread vector reduction(+: big)
    for (int i = 0; i < n; ++i)
      big.x[0] += a[i];
#pragma hier thread vector reduction(+: c) // expected-error {{cannot reduce 'c' of type 'Counted' with the declared reduction '+': its values move between the loop's members as bytes, and 'Counted' is not trivially copyable}}
    for (int i = 0; i < n; ++i)
      c.n += 1;
#pragma hier thread vector reduction(pick: m) // expected-error {{cannot use the declared reduction 'pick': hier writes its combiner into the generated code and it uses the function-like macro 'PICK'}}
    for (int i = 0; i < n; ++i)
      m.v = a[i];
    // expected-note@#pick {{reduction 'pick' is declared for 'MinLoc' here}}
#pragma hier thread reduction(+: p) // expected-error {{cannot reduce 'p' of type 'Pair': hier reduces char, short, int, long, long long, their signed and unsigned forms, bool, float, double and their complex forms}}
    for (int i = 0; i < n; ++i)
      p.a += a[i];
#pragma hier thread reduction(/: d) // expected-error {{'/' is not a reduction operator; expected +, -, *, min, max, &, |, ^, && or ||}}
    for (int i = 0; i < n; ++i)
      d -= a[i];
  }
}

template <class T> void inTemplate(int n, const T *a) {
  T m = a[0];
#pragma hier team
  for (int t = 0; t < 2; ++t) {
// The declaration is picked by the instantiated type (none is here; see
// diag-user-reduction-template.cpp).
#pragma hier thread reduction(minloc: m)
    for (int i = 0; i < n; ++i)
      m = a[i];
  }
}

struct Holder {
  MinLoc best;
  void scan(int n, const double *a) {
#pragma hier team
    for (int t = 0; t < 2; ++t) {
      MinLoc m = {1e300, -1};
// 'minloc' has two declarations: in a class that is no template, only one
// could be picked in the generated code.
#pragma hier thread reduction(minloc: m) // expected-error {{the declared reduction 'minloc' cannot be used here: hier looks it up where the directive is read, before this member function's class is complete; define the function outside its class}}
      for (int i = 0; i < n; ++i)
        m.v = a[i];
      best = m;
    }
  }
};

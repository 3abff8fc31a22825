// Brackets pair up, not just balance, in all the code that hier reads itself
// (plugin/Brackets.h): a 'shared' declaration (its declarators and its
// initialisers), each loop header of a collapsed nest, a routine's template
// header, a clause's arguments. A mismatch is one error that names the
// bracket expected, with a note at the bracket it should close; the
// directive is dropped and Clang parses what was read as it is (its own
// errors follow, as without the directive; no hier error follows). Counted
// brackets let `double t[(4] ;` read on past its ';' and the loop's '}' to
// the end of the file, every later directive "nested" in it. Each error
// appears once: -verify fails on one more.
// RUN: %clang_cc1 -std=c++20 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -std=c++20 -fopenmp -fopenmp-is-target-device -triple nvptx64-nvidia-cuda -aux-triple x86_64-pc-linux-gnu -fsyntax-only -verify %s

template <class T, int N> struct Arr {
  T v[N];
};

void sharedPastSemi(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    double t[(4] ; // expected-error {{expected ')' before ']' in a shared declaration}} expected-note 2 {{to match this '('}} expected-error {{expected ')'}}
    a[i] = 0;
  }
}

void sharedDeclarator(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    double t[4), u[2]; // expected-error {{expected ']' before ')' in a shared declaration}} expected-note 2 {{to match this '['}} expected-error {{expected ']'}} expected-error {{expected ';' at end of declaration}}
    a[i] = 0;
  }
}

void sharedTemplateArgument(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    Arr<double, (8]> t; // expected-error {{expected ')' before ']' in a shared declaration}} expected-note 2 {{to match this '('}} expected-error {{expected ')'}} expected-error {{expected '>'}} expected-note {{to match this '<'}}
    a[i] = 0;
  }
}

void sharedInitialiser(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    double s = [&] { return a[(i]; }(); // expected-error {{expected ')' before ']' in a shared declaration}} expected-note 2 {{to match this '('}} expected-error {{expected ')'}}
    a[i] = s;
  }
}

// A '}' with no bracket open ends the block the declaration should have
// ended in: hier does not read on past it.
void sharedUnended(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
    a[i] = 0;
#pragma hier shared
    double t // expected-error {{'#pragma hier shared' must be followed by a variable declaration}} expected-error {{expected ';' at end of declaration}}
  }
  a[0] = 1;
}

void collapseInnerHeader(int n, double *a) {
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < (n]; ++j) // expected-error {{expected ')' before ']' in the loop header}} expected-note 2 {{to match this '('}} expected-error {{expected ')'}} expected-error {{expected ';' in 'for' statement specifier}}
      a[j] = i;
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; j += int{1)) // expected-error {{expected '}' before ')' in the loop header}} expected-note 2 {{to match this '{'}} expected-error {{expected '}'}} expected-error {{expected expression}}
      a[j] = i;
  }
}

#pragma hier routine thread
template <int N = (3]> void routineHeader(double *a) { a[0] = N; } // expected-error {{expected ')' before ']' in the template header of a routine}} expected-note 2 {{to match this '('}} expected-error {{expected ')'}} expected-error {{expected ',' or '>' in template-parameter-list}}

// Correct code reads whole: nested brackets, lambdas, template arguments
// whose commas separate no declarators (the GPU compile's allocate(...)
// names 't', 'u', 's' and 'w' only).
void correct(int n, double *a) {
  int sizes[2] = {4, 8};
#pragma hier team team_size([&] { return sizes[(0)]; }()) map(tofrom: a[0:[&] { return n; }()])
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    Arr<double, sizeof(int[2])> t, u[(2)];
#pragma hier shared
    double s = [&] { return a[(i)]; }(), w[2] = {a[(0)], [&] { return a[int{1}]; }()};
    t.v[0] = s + w[0] + u[0].v[0];
    a[i] = t.v[0];
  }
#pragma hier team collapse(2)
  for (int i = 0; i < (n); i += [] { return (1); }())
    for (int j = 0; j < [&] { return sizes[(1)]; }(); ++j)
      a[j] = i;
}

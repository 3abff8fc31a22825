// A loop directive must be followed by a canonical 'for' loop.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

struct S { int x; };

// A random-access iterator, as std::vector's.
struct Iter {
  double *p;
  double &operator*() const { return *p; }
  Iter &operator++() { ++p; return *this; }
  Iter &operator+=(long k) { p += k; return *this; }
  bool operator!=(Iter o) const { return p != o.p; }
  bool operator<(Iter o) const { return p < o.p; }
};
struct Vec {
  double *d; int n;
  Iter begin() { return {d}; }
  Iter end() { return {d + n}; }
};

// A loop variable that is not an integer is one error, naming its type:
// hier's code for the loop is not compiled for it.
void not_integer(int n, double *a, Vec &v) {
  Iter it;
  double x;
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (auto j = v.begin(); j != v.end(); ++j) // expected-error {{loop variable of a hier loop must have integer type, not 'Iter': hier loops count with a signed or unsigned integer or an unscoped enumeration (up to 64 bits); iterate over an integer index instead}}
      *j = 0;
#pragma hier thread
    for (Iter j = v.begin(); j < v.end(); j += 2) // expected-error {{must have integer type, not 'Iter'}}
      *j = 0;
#pragma hier thread
    for (it = v.begin(); it != v.end(); ++it) // expected-error {{must have integer type, not 'Iter'}}
      *it = 0;
#pragma hier thread
    for (x = 0; x < n; x += 0.5) // expected-error {{must have integer type, not 'double'}}
      a[0] = x;
#pragma hier thread vector
    for (auto p = a; p != a + n; ++p) // expected-error {{must have integer type, not 'double *'}}
      *p = 0;
  }
}

// A bound, start or step of the wrong type is the error a plain loop gives,
// once, at the user's tokens (the header is checked as written).
struct Count { operator int() const { return 4; } };
void wrong_bound(int n, double *a, Vec &v, Count c) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < v; ++j) // expected-error {{invalid operands to binary expression ('int' and 'Vec')}}
      a[j] = 0;
#pragma hier thread
    for (auto j = 0L; v != j; ++j) // expected-error {{invalid operands to binary expression ('Vec' and 'long')}}
      a[j] = 0;
#pragma hier thread
    for (long j = v; j < n; ++j) // expected-error {{assigning to 'long' from incompatible type 'Vec'}}
      a[j] = 0;
#pragma hier thread
    for (long j = 0; j < n; j += a) // expected-error {{incompatible pointer to integer conversion assigning to 'long' from 'double *'}}
      a[j] = 0;
// A class that converts to the variable's type is a fine bound.
#pragma hier thread
    for (int j = 0; j < c; ++j)
      a[j] = 0;
  }
}

void f(int n, double *a, float *p) {
#pragma hier team
  while (n--) {} // expected-error {{'#pragma hier team' must be followed by a 'for' loop}}
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    a[0] = 1; // expected-error {{'#pragma hier thread' must be followed by a 'for' loop}}
#pragma hier thread
    for (int j = 0; j * 2 < n; ++j) {} // expected-error {{loop after '#pragma hier thread' is not in canonical form: the test must compare 'j' with a bound using <, <=, >, >= or !=}}
#pragma hier thread
    for (int j = 0; j < n; j *= 2) {} // expected-error {{loop after '#pragma hier thread' is not in canonical form: the increment must be ++, --, +=, -= or 'var = var + step' on 'j'}}
#pragma hier thread
    for (int j = 0, k = 1; j < n; ++j) {} // expected-error {{not in canonical form: a hier loop may declare or assign only its loop variable}}
#pragma hier thread
    for (int j; j < n; ++j) {} // expected-error {{not in canonical form: the initialisation must have the form 'var = lb' or 'type var = lb'}}
#pragma hier thread
    for (int j = 0; j < n + j; ++j) {} // expected-error {{not in canonical form: the bound must not depend on the loop variable 'j'}}
#pragma hier thread
    for (int j = 0; j < n; j += j) {} // expected-error {{not in canonical form: the step must not depend on the loop variable}}
#pragma hier thread
    for (int j = 0; j < n; --j) {} // expected-error {{not in canonical form: the increment moves the loop variable away from its bound}}
#pragma hier thread
    for (int j = n; j > 0; ++j) {} // expected-error {{not in canonical form: the increment moves the loop variable away from its bound}}
#pragma hier thread
    for (int j = 0; j < n;) {} // expected-error {{not in canonical form: the initialisation, test and increment must all be present}}
#pragma hier thread
    for (int j = 0; j < n; ++n) {} // expected-error {{not in canonical form: the increment must be ++, --, +=, -= or 'var = var + step' on 'j'}}
#pragma hier thread
    for (float x = 0; x < n; x += 1) {} // expected-error {{loop variable of a hier loop must have integer type, not 'float'}}
#pragma hier thread
    for (float *q = p; q < p + n; ++q) {} // expected-error {{loop variable of a hier loop must have integer type, not 'float *'}}
#pragma hier thread
    for (int j = 0; j < n; ++j) {
      if (a[j] < 0)
        break; // expected-error {{'break' cannot leave a hier thread loop; its iterations run in parallel}}
      for (int k = 0; k < n; ++k)
        if (k == 3)
          break; // a break out of an inner, ordinary loop is fine
      switch (j) {
      case 1:
        break; // and so is one that leaves a switch
      }
      if (j == 2)
        continue; // continue goes on with the next iteration
    }
  }
}

// Every canonical form is accepted.
void ok(int n, long m, unsigned u, unsigned long long big, double *a) {
  int i;
#pragma hier team
  for (i = 0; i < n; i++) {
#pragma hier thread
    for (long j = m; j >= 0; j -= 3) a[j] = 0;
#pragma hier thread
    for (unsigned k = u; k > 1; --k) a[k] = 0;
#pragma hier thread
    for (unsigned long long k = 0; big != k; k = k + 2) a[k] = 0;
#pragma hier thread vector
    for (auto k = 0; k <= n; k = 4 + k) a[k] = 0;
#pragma hier thread
    for (int k = n; k != -1; k = k - 1) a[k + 1] = 0;
#pragma hier thread
    for (int k = 0; k < n; k -= -2) a[k] = 0;
  }
}

// A pragma inside the header the handler reads (test/Regressions/
// pragma-in-loop-header.cpp); Clang then parses the tokens as they were.
void pragma_in_header(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n;
#pragma omp barrier // expected-error {{a pragma cannot appear in the loop header that '#pragma hier team' reads}} expected-error {{expected expression}} expected-error {{expected ')'}}
       ++i) {} // expected-note@-2 {{to match this '('}}
}

// Brackets in a loop header must pair up: '{' closed by ')' (found by the
// fuzzer) had hier read on into the body, and Clang's parser looped forever
// on what hier generated from it. The directive is dropped; Clang reports the
// loop as it would without it.
void mismatchedHeader(int n, double *a) {
#pragma hier team
  for (long r = 0; r < n; r +={ 8) { // expected-error {{expected '}' before ')' in the loop header}} expected-note 2 {{to match this '{'}} expected-error {{expected '}'}}
    a[r] = 0;
  }
}

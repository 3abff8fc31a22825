// Errors in reduction clauses: operator, list, types.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c -DC_MODE %s

struct S { int x; };

void f(int n, double *a) {
  double d = 0, e = 0;
  int i0 = 0;
  short sh = 0;
  long double ld = 0;
#pragma hier team reduction(/: d) // expected-error {{'/' is not a reduction operator; expected +, -, *, min, max, &, |, ^, && or ||}}
  for (int i = 0; i < n; ++i) d += a[i];
  // OpenMP's '-' (up to 5.1): the partial results are added.
#pragma hier team reduction(-: d)
  for (int i = 0; i < n; ++i) d -= a[i];
#pragma hier team reduction(+ d) // expected-error {{expected ':' after the reduction operator}}
  for (int i = 0; i < n; ++i) d += a[i];
#pragma hier team reduction(+:) // expected-error {{expected a comma-separated list of variable names after ':'}}
  for (int i = 0; i < n; ++i) d += a[i];
#pragma hier team reduction(+: d e) // expected-error {{expected a comma-separated list of variable names after ':'}}
  for (int i = 0; i < n; ++i) d += a[i];
#pragma hier team reduction(+: a[0]) // expected-error {{expected an array section '[lower : length]' after the reduction variable}}
  for (int i = 0; i < n; ++i) d += a[i];
#pragma hier team reduction(+: d) reduction(max: d) // expected-error {{'d' appears in more than one reduction of this directive}}
  for (int i = 0; i < n; ++i) d += a[i];
#pragma hier team reduction(min: d, e) reduction(&&: i0)
  for (int i = 0; i < n; ++i) {
    double t = 0;
#pragma hier thread reduction(+: t)
    for (int j = 0; j < n; ++j) {
      long double q = 0;
#pragma hier vector reduction(+: q) // expected-error {{cannot reduce 'q' of type 'long double': hier reduces char, short, int, long, long long, their signed and unsigned forms, bool, float, double and their complex forms}}
      for (int k = 0; k < n; ++k) q += a[k];
      float fl = 0;
#pragma hier vector reduction(^: fl) // expected-error {{operator '^' cannot reduce 'fl' of floating type 'float'}}
      for (int k = 0; k < n; ++k) fl += a[k];
    }
  }
// short, char and bool reduce (with every operator, & | ^ included).
#pragma hier team reduction(+: sh)
  for (int i = 0; i < n; ++i) sh += 1;
  char c = 0;
  signed char sc = 0;
  unsigned char uc = 0;
  unsigned short us = 0;
#ifdef C_MODE
  _Bool b = 0;
#else
  bool b = false;
#endif
#pragma hier team reduction(^: c, uc) reduction(&: sc) reduction(|: us) reduction(&&: b)
  for (int i = 0; i < n; ++i) {
    c ^= (char)i, uc ^= (unsigned char)i, sc &= (signed char)i, us |= (unsigned short)i;
    b = b && i;
  }
#pragma hier team reduction(|: ld) // expected-error {{cannot reduce 'ld' of type 'long double'}}
  for (int i = 0; i < n; ++i) ld += 1;
// Complex numbers reduce with + and * only.
  _Complex double zd = 0;
#pragma hier team reduction(&: zd) // expected-error {{operator '&' cannot reduce 'zd' of complex type '_Complex double': complex numbers reduce with + and *}}
  for (int i = 0; i < n; ++i) zd += 1;
#pragma hier team reduction(*: zd)
  for (int i = 0; i < n; ++i) zd *= 2;
// Array sections: of an array (not a pointer), in the loops of a team (not
// on the team), with an operator for the element type, well formed.
#pragma hier team
  for (int i = 0; i < n; ++i) {
    double h[8] = {0};
    float fl[4] = {0};
#pragma hier thread reduction(+: h[0:8]) reduction(max: fl[1:3])
    for (int j = 0; j < n; ++j) h[j % 8] += a[j];
#pragma hier thread reduction(+: a[0:8]) // expected-error {{cannot reduce the section of 'a' of type 'double *': a reduction section must be of an array declared in the team}}
    for (int j = 0; j < n; ++j) a[j % 8] += 1;
#pragma hier thread vector reduction(|: fl[0:2]) // expected-error {{operator '|' cannot reduce 'fl' of floating type 'float'}}
    for (int j = 0; j < n; ++j) fl[0] += 1;
#pragma hier thread reduction(+: h[0:]) // expected-error {{expected an array section '[lower : length]' after the reduction variable}}
    for (int j = 0; j < n; ++j) h[0] += 1;
#pragma hier thread reduction(+: h[2]) // expected-error {{expected an array section '[lower : length]' after the reduction variable}}
    for (int j = 0; j < n; ++j) h[0] += 1;
  }
  // On a team too (diag-team-sections.cpp has its errors).
  double hist[4] = {0};
#pragma hier team reduction(+: hist[0:4])
  for (int i = 0; i < n; ++i) hist[i % 4] += 1;
// The clause is dropped, the barrier kept (and checked: it is outside a team).
#pragma hier barrier reduction(+: d) // expected-error {{clause 'reduction' is not allowed on '#pragma hier barrier'}} expected-error {{'#pragma hier barrier' must be nested inside a '#pragma hier team' loop}}
}

// A variable hier cannot reduce is one error at its name; the reduction of
// it is dropped and the rest of the directive and its nest compiled and
// checked as usual.
struct P { int x; };
void g(int n, double *a) {
  double arr[4] = {0}, d = 0;
  short s = 0;
  struct P p = {0};
#pragma hier team reduction(+: arr) // expected-error {{cannot reduce 'arr' of type 'double[4]': hier reduces char, short, int, long, long long, their signed and unsigned forms, bool, float, double and their complex forms}}
  for (int i = 0; i < n; ++i) {
    arr[i % 4] += a[i];
#pragma hier thread
    for (int j = 0; j < n; ++j) a[j] = 0;
  }
#pragma hier team reduction(+: d, s, nosuch) team_size(4) // expected-error {{use of undeclared identifier 'nosuch' in 'reduction'}}
  for (int i = 0; i < n; ++i) {
    d += a[i];
#pragma hier thread reduction(max: p) // expected-error {{cannot reduce 'p' of type 'struct P'}}
    for (int j = 0; j < n; ++j) p.x = j;
    const double c = 1;
#pragma hier thread reduction(max: c) // expected-error {{cannot reduce 'c' of type 'const double': a reduction variable must be modifiable}}
    for (int j = 0; j < n; ++j) p.x = j;
#pragma hier vector // expected-error {{'#pragma hier vector' must be nested inside a 'thread' loop}}
    for (int j = 0; j < n; ++j) a[j] = 0;
  }
}

#ifndef C_MODE
// std::complex (a stand-in: this test has no system headers): + and *; min
// is an error, also where the type is known only when a template is
// instantiated.
namespace std {
template <class T> class complex {
  T re, im;
public:
  typedef T value_type;
  complex(T r = 0, T i = 0) : re(r), im(i) {}
  T real() const { return re; }
  T imag() const { return im; }
  complex &operator+=(const complex &o) { re += o.re, im += o.im; return *this; }
};
} // namespace std

template <class C> C lowest(int n) {
  C z = 0, w = 0;
#pragma hier team reduction(min: z) reduction(+: w) // expected-error {{operator 'min' cannot reduce 'z' of complex type 'std::complex<double>': complex numbers reduce with + and *}}
  for (int i = 0; i < n; ++i) {
    z += C(i);
    w += C(i);
  }
  return z;
}
template std::complex<double> lowest<std::complex<double> >(int);

void h(int n) {
  std::complex<float> s = 0;
#pragma hier team reduction(max: s) // expected-error {{operator 'max' cannot reduce 's' of complex type 'std::complex<float>': complex numbers reduce with + and *}}
  for (int i = 0; i < n; ++i) s += std::complex<float>(i);
}
#endif

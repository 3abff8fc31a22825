// Checks that see the same tokens several times (a template's
// instantiations) report a mistake once, the first time, even where the
// message differs between the instantiations (their types or lengths are in
// it, so RepeatedDiagnostics.h's filter of identical reports would not do).
// What was reported belongs to the compile (plugin/ReportedOnce.h): where
// one process compiles several inputs (the in-process fuzzer, or clang -cc1
// given two files), each input's mistakes are reported, at locations that
// may be another input's. The copy compiled second instantiates in the other
// order, so its reports differ from the first's in their text alone.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: sed -e 's/double>>/TMP>>/; s/float>>/double>>/; s/TMP>>/float>>/' -e 's/<2000>/<TMP>/; s/<3000>/<2000>/; s/<TMP>/<3000>/' -e 's/, A);/, TMP);/; s/, B);/, A);/; s/, TMP);/, B);/' %s > %t.cpp
// RUN: not %clang_cc1 -fopenmp -fsyntax-only %s %t.cpp 2>&1 | FileCheck %s
// CHECK: diag-once-per-compile.cpp:{{[0-9]+}}:{{.*}} error: operator 'max' cannot reduce 'z' of complex type 'std::complex<double>'
// CHECK: diag-once-per-compile.cpp:{{[0-9]+}}:{{.*}} error: the team reduction section of 'a' needs a private copy of 2000 elements
// CHECK: diag-once-per-compile.cpp:{{[0-9]+}}:{{.*}} error: argument of a '#pragma hier team' clause must have integer type, not 'A'
// CHECK: .tmp.cpp:{{[0-9]+}}:{{.*}} error: operator 'max' cannot reduce 'z' of complex type 'std::complex<float>'
// CHECK: .tmp.cpp:{{[0-9]+}}:{{.*}} error: the team reduction section of 'a' needs a private copy of 3000 elements
// CHECK: .tmp.cpp:{{[0-9]+}}:{{.*}} error: argument of a '#pragma hier team' clause must have integer type, not 'B'
// CHECK-NOT: error:

struct A { int x; };
struct B { int x; };

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

template <class C> void largest(int n) {
  C z = 0;
#pragma hier team reduction(max: z) // expected-error {{operator 'max' cannot reduce 'z' of complex type 'std::complex<double>'}}
  for (int i = 0; i < n; ++i)
    z += C(i);
}

template <int N> void section(int n, double *a) {
#pragma hier team reduction(+: a[0:N]) // expected-error {{the team reduction section of 'a' needs a private copy of 2000 elements}}
  for (int i = 0; i < n; ++i)
    a[i % 8] += 1;
}

template <class T> void size(int n, double *a, T t) {
#pragma hier team team_size(t) // expected-error {{argument of a '#pragma hier team' clause must have integer type, not 'A'}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

// The instantiations, last so that the copy that swaps them has its
// mistakes at the same places.
template void largest<std::complex<double>>(int);
template void largest<std::complex<float>>(int);
template void section<2000>(int, double *);
template void section<3000>(int, double *);
template void size(int, double *, A);
template void size(int, double *, B);

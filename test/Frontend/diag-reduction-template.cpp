// A reduction with an operator on a variable whose type hier learns only at
// a template's instantiation (or, in a member function defined in its
// class, after the class): an instantiation with a type hier does not
// reduce, and that has no 'declare reduction', gets hier's one error at the
// variable in the clause, as the same code outside a template does, and no
// error of the generated code (issue 21: its flag had the variable's type).
// At every level, for a variable and for an array section, in C++14 and
// C++17, in the host compile without and with an offload target (a team's
// result then goes through a slot) and in the GPU compile. The arithmetic
// instantiations of the same templates compile.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -std=c++14 -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -fopenmp-targets=nvptx64-nvidia-cuda -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -fopenmp-targets=nvptx64-nvidia-cuda -std=c++14 -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-is-target-device -triple nvptx64-nvidia-cuda -aux-triple x86_64-pc-linux-gnu -fsyntax-only -verify %s

#include <hier/hier.h>

struct P {
  double x, y;
};

// The code: a team reduction.
template <class T> T total(const T *a, int n) {
  T s{};
#pragma hier team reduction(+ : s) map(to: a[0:n]) // expected-error {{cannot reduce 's' of type 'P': hier reduces char, short, int, long, long long, their signed and unsigned forms, bool, float, double and their complex forms}}
  for (int i = 0; i < n; ++i) {
    s = a[i];
  }
  return s;
}
template P total<P>(const P *, int);
template double total<double>(const double *, int);
template long total<long>(const long *, int);

// The loop levels in a team: thread, thread vector, vector.
template <class T> void levels(T *out, const T *a, int n) {
#pragma hier team map(from: out[0:4]) map(to: a[0:n])
  for (int t = 0; t < 4; ++t) {
    T th{};
#pragma hier thread reduction(+ : th) // expected-error {{cannot reduce 'th' of type 'P'}}
    for (int i = 0; i < n; ++i) {
      th = a[i];
    }
    T tv{};
#pragma hier thread vector reduction(max : tv) // expected-error {{cannot reduce 'tv' of type 'P'}}
    for (int i = 0; i < n; ++i) {
      tv = a[i];
    }
#pragma hier thread
    for (int r = 0; r < 2; ++r) {
      T v{};
#pragma hier vector reduction(* : v) // expected-error {{cannot reduce 'v' of type 'P'}}
      for (int i = 0; i < n; ++i) {
        v = a[i];
      }
      out[r] = v;
    }
    out[t] = th;
    out[t] = tv;
  }
}
template void levels<P>(P *, const P *, int);
template void levels<float>(float *, const float *, int);

// Array sections: a team's of an array and of a pointer, a thread loop's.
template <class T> void sections(T *out, int n) {
  T h[4] = {};
  T *p = out;
#pragma hier team reduction(+ : h[0:4]) reduction(min : p[0:3]) // expected-error {{cannot reduce 'h' of type 'P'}} expected-error {{cannot reduce 'p' of type 'P'}}
  for (int i = 0; i < n; ++i) {
    h[0] = p[0];
  }
#pragma hier team map(from: out[0:4])
  for (int t = 0; t < 4; ++t) {
    T l[3] = {};
#pragma hier thread reduction(+ : l[0:3]) // expected-error {{cannot reduce 'l' of type 'P'}}
    for (int i = 0; i < n; ++i) {
      l[1] = l[0];
    }
    out[t] = l[1];
  }
}
template void sections<P>(P *, int);
template void sections<int>(int *, int);

// A class template's member function, and a member function of a class read
// before the class is complete (its variable's type is unknown there too).
template <class T> struct Least {
  T run(int n) {
    T s{};
#pragma hier team reduction(min : s) // expected-error {{cannot reduce 's' of type 'P'}}
    for (int i = 0; i < n; ++i) {
      s = s;
    }
    return s;
  }
};
template struct Least<P>;
template struct Least<unsigned>;

struct InClass {
  int n;
  P run() {
    P s{};
#pragma hier team reduction(+ : s) // expected-error {{cannot reduce 's' of type 'P'}}
    for (int i = 0; i < n; ++i) {
      s = s;
    }
    return s;
  }
};

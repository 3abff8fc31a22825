// A scan of a template's variable whose instantiated type hier does not
// reduce is hier's one error at the variable, not Clang's about the scan's
// generated code ("no viable conversion from 'int'", naming hier's
// names); arithmetic instantiations compile.
// RUN: %clang_cc1 -std=c++17 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -std=c++14 -fopenmp -fsyntax-only -verify %s

struct P {
  double x, y;
};

template <class T> void prefix(T *out, const T *a, int n) {
#pragma hier team map(from : out[0 : n]) map(to : a[0 : n])
  for (int t = 0; t < 1; ++t) {
    T s{};
    // expected-error@+1 {{cannot reduce 's' of type 'P'}}
#pragma hier thread vector reduction(inscan, + : s)
    for (int i = 0; i < n; ++i) {
      s = a[i];
#pragma hier scan inclusive(s)
      out[i] = s;
    }
  }
}

template void prefix<P>(P *, const P *, int);
template void prefix<double>(double *, const double *, int);
template void prefix<int>(int *, const int *, int);

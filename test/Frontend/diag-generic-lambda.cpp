// A team inside a generic lambda is an error at the directive: Clang's GPU
// compile of a target region there crashes (plain 'omp target' too). Teams
// in function templates, in lambdas with concrete parameter types and in
// such lambdas inside templates are fine (test/Runtime/team-in-template.cpp
// runs them).
// RUN: %clang_cc1 -std=c++20 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -std=c++20 -fopenmp -fopenmp-is-target-device -triple nvptx64-nvidia-cuda -aux-triple x86_64-pc-linux-gnu -fsyntax-only -verify %s

void generic(double *a, int n) {
  auto g = [](auto *p, int m) {
#pragma hier team map(tofrom: p[0:m]) // expected-error {{'#pragma hier team' cannot be inside a generic lambda (one with an 'auto' parameter): Clang's GPU compile of a target region there crashes (OpenMP's own 'omp target' too); write the team in a function template, or give the lambda concrete parameter types}}
    for (int i = 0; i < m; ++i) {
#pragma hier thread
      for (int j = 0; j < 4; ++j)
        p[i] += j;
    }
  };
  g(a, n);
  // A lambda inside a generic one is in a template too.
  auto outer = [&](auto k) {
    auto inner = [&](int m) {
#pragma hier team map(tofrom: a[0:m]) // expected-error {{'#pragma hier team' cannot be inside a generic lambda}}
      for (int i = 0; i < m; ++i)
        a[i] += k;
    };
    inner(n);
  };
  outer(1);
  // Explicit template parameters make a generic lambda as well.
  auto t = []<typename T>(T *p, int m) {
#pragma hier team map(tofrom: p[0:m]) // expected-error {{'#pragma hier team' cannot be inside a generic lambda}}
    for (int i = 0; i < m; ++i)
      p[i] = 0;
  };
  t(a, n);
}

template <typename T> void scale(T *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
  auto h = [&](int k) {
#pragma hier team map(tofrom: a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += k;
  };
  h(3);
}

void concrete(double *a, int n) {
  auto g = [](double *p, int m) {
#pragma hier team map(tofrom: p[0:m])
    for (int i = 0; i < m; ++i)
      p[i] += 1;
  };
  g(a, n);
  scale(a, n);
}

// In a member function defined in its class, whose body is lexed before it
// is parsed: the checker finds it in the AST, once.
struct Rows {
  void f(double *a, int n) {
    auto g = [](auto *p, int m) {
#pragma hier team map(tofrom: p[0:m]) // expected-error {{'#pragma hier team' cannot be inside a generic lambda}}
      for (int i = 0; i < m; ++i) {
#pragma hier single
        p[i] += 1;
      }
    };
    g(a, n);
  }
};

// Loops in a generic lambda are checked where the lambda is written, once,
// not in each instantiation alone: outside a team, one error for two
// instantiations; in a team body, none (test/Conformance/
// kokkos-generic-lambda.cpp runs it).
double loopsOutsideTeam() {
  auto sum = [=](auto scale) {
    double s = 0;
#pragma hier thread vector reduction(+: s) // expected-error {{'#pragma hier thread vector' must be nested inside a '#pragma hier team' loop}}
    for (int k = 0; k < 64; ++k)
      s += scale * k;
    return s;
  };
  return sum(1) + sum(2.0);
}

void loopsInTeam(double *out) {
#pragma hier team map(from: out[0:4])
  for (int t = 0; t < 4; ++t) {
    auto sum = [=](auto scale) {
      double s = 0;
#pragma hier thread vector reduction(+: s)
      for (int k = 0; k < 64; ++k)
        s += scale * k;
      return s;
    };
    double a = sum(1) + sum(0.5);
#pragma hier single
    out[t] = a;
  }
}

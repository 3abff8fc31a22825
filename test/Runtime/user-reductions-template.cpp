// OpenMP 'declare reduction' where the reduced variable's type is not known
// when hier reads the directive: a function template's variable of a
// dependent type (the clause's identifier has declarations for three types
// and each instantiation takes its own), the in-class call operator of a
// class template (a Kokkos functor), and a member function of a class
// template defined inside it with the identifier's one declaration; and
// an operator in a template where it has a declaration (for Two): the
// declaration for Two, the operator itself for long and double. At the
// team, thread, vector and thread vector levels, lengths 0, 1, 31, 33 and
// 1000, against the sequential loop.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: user reductions in templates: {{[0-9]+}} checks agree

#include <cstdio>
#include <initializer_list>

static int Checks = 0, Failures = 0;
enum { Teams = 3, Rows = 5 };

template <class T> struct Loc {
  T v;
  int i;
};
template <class T> static bool before(Loc<T> a, Loc<T> b) {
  return a.v < b.v || (a.v == b.v && a.i < b.i);
}
// 'best' for three types; 'sum2' for one.
#pragma omp declare reduction(best : Loc<double> : omp_out = before(omp_in, omp_out) ? omp_in : omp_out) initializer(omp_priv = Loc<double>{1e300, -1})
#pragma omp declare reduction(best : Loc<float> : omp_out = before(omp_in, omp_out) ? omp_in : omp_out) initializer(omp_priv = Loc<float>{1e30f, -1})
#pragma omp declare reduction(best : Loc<int> : omp_out = before(omp_in, omp_out) ? omp_in : omp_out) initializer(omp_priv = Loc<int>{1 << 30, -1})

struct Two {
  long a;
  double b;
};
#pragma omp declare reduction(sum2 : Two : omp_out.a += omp_in.a, omp_out.b += omp_in.b)
#pragma omp declare reduction(+ : Two : omp_out.a += omp_in.a, omp_out.b += omp_in.b)
static Two &operator+=(Two &x, const Two &y) {
  x.a += y.a;
  x.b += y.b;
  return x;
}
template <class T> static T piece(long k, int t);
template <> long piece<long>(long k, int t) { return k * 3 + t; }
template <> double piece<double>(long k, int t) { return 0.5 * (double)k + t; }
template <> Two piece<Two>(long k, int t) { return Two{k + t, 0.25}; }
static bool same(long x, long y) { return x == y; }
static bool same(double x, double y) { return x == y; }
static bool same(Two x, Two y) { return x.a == y.a && x.b == y.b; }

// '+' on a dependent type, with a declaration for Two visible: each
// instantiation picks it or the operator itself, at every level.
template <class T> static void sums(long n, T start) {
  T flat[Teams], plain[Teams], lanes[Teams * Rows];
#pragma hier team team_size(4) vector_length(8) map(from: flat, plain, lanes)
  for (int t = 0; t < Teams; ++t) {
    T s = start;
#pragma hier thread vector reduction(+: s)
    for (long k = 0; k < n; ++k)
      s += piece<T>(k, t);
    flat[t] = s;
    s = start;
#pragma hier thread reduction(+: s)
    for (long k = 0; k < n; ++k)
      s += piece<T>(k, t);
    plain[t] = s;
#pragma hier thread
    for (int r = 0; r < Rows; ++r) {
      T v = start;
#pragma hier vector reduction(+: v)
      for (long k = 0; k < n; ++k)
        v += piece<T>(k, t + r);
      lanes[t * Rows + r] = v;
    }
  }
  T league = start;
#pragma hier team team_size(4) vector_length(8) reduction(+: league)
  for (long k = 0; k < n; ++k)
    league += piece<T>(k, 2);
  auto want = [&](int t) {
    T w = start;
    for (long k = 0; k < n; ++k)
      w += piece<T>(k, t);
    return w;
  };
  for (int t = 0; t < Teams; ++t) {
    Checks += 2 + Rows;
    if (!same(flat[t], want(t)) || !same(plain[t], want(t))) {
      ++Failures;
      std::printf("FAIL sums n=%ld team %d\n", n, t);
    }
    for (int r = 0; r < Rows; ++r)
      if (!same(lanes[t * Rows + r], want(t + r))) {
        ++Failures;
        std::printf("FAIL sums n=%ld team %d row %d\n", n, t, r);
      }
  }
  ++Checks;
  if (!same(league, want(2))) {
    ++Failures;
    std::printf("FAIL sums n=%ld league\n", n);
  }
}

template <class T> static T value(long k, int t) {
  return (T)((k * 37 + t * 11) % 101);
}

template <class T> static void expect(const char *what, long n, int t, Loc<T> got, Loc<T> want) {
  ++Checks;
  if (got.v != want.v || got.i != want.i) {
    ++Failures;
    std::printf("FAIL %s n=%ld team %d: got {%g,%d}, want {%g,%d}\n", what, n,
                t, (double)got.v, got.i, (double)want.v, want.i);
  }
}

template <class T> static Loc<T> reference(long n, int t, Loc<T> start) {
  for (long k = 0; k < n; ++k) {
    Loc<T> c = {value<T>(k, t), (int)k};
    if (before(c, start))
      start = c;
  }
  return start;
}

// A function template: Loc<T> is dependent where the directives are read.
template <class T> static void levels(long n) {
  const Loc<T> start = {(T)60, 1 << 30};
  Loc<T> flat[Teams], plain[Teams], lanes[Teams * Rows];
#pragma hier team team_size(4) vector_length(8) map(from: flat, plain, lanes)
  for (int t = 0; t < Teams; ++t) {
    Loc<T> m = start;
#pragma hier thread vector reduction(best: m)
    for (long k = 0; k < n; ++k) {
      Loc<T> c = {value<T>(k, t), (int)k};
      if (before(c, m))
        m = c;
    }
    flat[t] = m;
    m = start;
#pragma hier thread reduction(best: m)
    for (long k = 0; k < n; ++k) {
      Loc<T> c = {value<T>(k, t), (int)k};
      if (before(c, m))
        m = c;
    }
    plain[t] = m;
#pragma hier thread
    for (int r = 0; r < Rows; ++r) {
      Loc<T> vm = start;
#pragma hier vector reduction(best: vm)
      for (long k = 0; k < n; ++k) {
        Loc<T> c = {value<T>(k, t + r), (int)k};
        if (before(c, vm))
          vm = c;
      }
      lanes[t * Rows + r] = vm;
    }
  }
  for (int t = 0; t < Teams; ++t) {
    expect("thread vector", n, t, flat[t], reference(n, t, start));
    expect("thread", n, t, plain[t], reference(n, t, start));
    for (int r = 0; r < Rows; ++r)
      expect("vector", n, t, lanes[t * Rows + r], reference(n, t + r, start));
  }
  // The league: each team's part folded into the variable.
  Loc<T> m = start;
#pragma hier team team_size(4) vector_length(8) reduction(best: m)
  for (long k = 0; k < n; ++k) {
    Loc<T> c = {value<T>(k, 1), (int)k};
    if (before(c, m))
      m = c;
  }
  expect("team", n, 1, m, reference(n, 1, start));
}

// A class template's call operator, defined in the class: read before the
// class is complete, in a dependent context.
template <class T> struct Functor {
  long n;
  Loc<T> *out;
  void operator()() const {
#pragma hier team team_size(2) vector_length(16) map(from: out[0:Teams])
    for (int t = 0; t < Teams; ++t) {
      Loc<T> m = {(T)60, 1 << 30};
#pragma hier thread vector reduction(best: m)
      for (long k = 0; k < n; ++k) {
        Loc<T> c = {value<T>(k, t), (int)k};
        if (before(c, m))
          m = c;
      }
      out[t] = m;
    }
  }
};

// A member function of a class template, defined in it, whose variable's
// type does not depend on the parameter: 'sum2' has one declaration.
template <int Unused> struct Summer {
  long n;
  Two out[Teams];
  void run() {
#pragma hier team team_size(4) vector_length(8) map(from: out)
    for (int t = 0; t < Teams; ++t) {
      Two s = {1, 0.5};
#pragma hier thread reduction(sum2: s)
      for (long k = 0; k < n; ++k) {
        s.a += k + t;
        s.b += 0.25;
      }
      out[t] = s;
    }
  }
};

int main() {
  for (long n : {0L, 1L, 31L, 33L, 1000L}) {
    levels<double>(n);
    levels<float>(n);
    levels<int>(n);
    sums<long>(n, 7);
    sums<double>(n, 1.5);
    sums<Two>(n, Two{1, 0.5});
    Loc<float> out[Teams];
    Functor<float>{n, out}();
    for (int t = 0; t < Teams; ++t)
      expect("functor", n, t, out[t], reference(n, t, Loc<float>{60.0f, 1 << 30}));
    Summer<0> s{n, {}};
    s.run();
    for (int t = 0; t < Teams; ++t) {
      ++Checks;
      long a = 1;
      for (long k = 0; k < n; ++k)
        a += k + t;
      if (s.out[t].a != a || s.out[t].b != 0.5 + 0.25 * (double)n) {
        ++Failures;
        std::printf("FAIL summer n=%ld team %d: got {%ld,%g}\n", n, t,
                    s.out[t].a, s.out[t].b);
      }
    }
  }
  if (Failures)
    std::printf("FAIL: %d of %d checks\n", Failures, Checks);
  else
    std::printf("user reductions in templates: %d checks agree\n", Checks);
  return Failures != 0;
}

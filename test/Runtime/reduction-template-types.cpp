// Reductions with an operator on a variable of a template parameter's type,
// whose wrapper's one-shot flag is an int of its own (issue 21: it had the
// variable's type, which a struct's instantiation could not convert to): an
// arithmetic type reduces with the operator itself, a struct with the
// operator's 'declare reduction' (C++17: it is picked with 'if constexpr').
// At the team level (into the variable, into a slot with an offload target,
// and a team's array section), and in a team at the thread, thread vector
// and vector levels (and a thread loop's array section), for lengths 0,
// 1, 31, 33 and 1000, against the sequential loop.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %clangxx -O1 -fopenmp -std=c++14 %s -o %t.cxx14 && %run %t.cxx14 | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reductions of template types: {{[0-9]+}} checks agree

#include <cstdio>
#include <initializer_list>

static int Checks = 0, Failures = 0;
enum { Teams = 3, Rows = 4, Len = 3 };

struct Pair {
  long a;
  double b;
};
#pragma omp declare reduction(+ : Pair : omp_out.a += omp_in.a, omp_out.b += omp_in.b)
static Pair &operator+=(Pair &x, const Pair &y) {
  x.a += y.a;
  x.b += y.b;
  return x;
}
static bool same(long x, long y) { return x == y; }
static bool same(double x, double y) { return x == y; }
static bool same(float x, float y) { return x == y; }
static bool same(int x, int y) { return x == y; }
static bool same(Pair x, Pair y) { return x.a == y.a && x.b == y.b; }

// Exact in every type: small integers (and quarters for Pair's double).
template <class T> static T piece(long k, int t);
template <> int piece<int>(long k, int t) { return (int)((k * 7 + t) % 13); }
template <> long piece<long>(long k, int t) { return k * 3 + t; }
template <> float piece<float>(long k, int t) { return (float)((k + t) % 17); }
template <> double piece<double>(long k, int t) {
  return 0.5 * (double)((k * 5 + t) % 29);
}
template <> Pair piece<Pair>(long k, int t) { return Pair{k + t, 0.25}; }

template <class T> static void expect(const char *what, long n, int t, T got,
                                      T want) {
  ++Checks;
  if (!same(got, want)) {
    ++Failures;
    std::printf("FAIL %s n=%ld t=%d\n", what, n, t);
  }
}

template <class T> static T want(long n, int t, T start) {
  for (long k = 0; k < n; ++k)
    start += piece<T>(k, t);
  return start;
}

// '+' at every level.
template <class T> static void sums(long n, T start) {
  T flat[Teams], plain[Teams], lanes[Teams * Rows];
#pragma hier team team_size(4) vector_length(8) map(from: flat, plain, lanes)
  for (int t = 0; t < Teams; ++t) {
    T s = start;
#pragma hier thread vector reduction(+ : s)
    for (long k = 0; k < n; ++k)
      s += piece<T>(k, t);
    flat[t] = s;
    s = start;
#pragma hier thread reduction(+ : s)
    for (long k = 0; k < n; ++k)
      s += piece<T>(k, t);
    plain[t] = s;
#pragma hier thread
    for (int r = 0; r < Rows; ++r) {
      T v = start;
#pragma hier vector reduction(+ : v)
      for (long k = 0; k < n; ++k)
        v += piece<T>(k, t + r);
      lanes[t * Rows + r] = v;
    }
  }
  for (int t = 0; t < Teams; ++t) {
    expect("thread vector", n, t, flat[t], want(n, t, start));
    expect("thread", n, t, plain[t], want(n, t, start));
    for (int r = 0; r < Rows; ++r)
      expect("vector", n, t + r, lanes[t * Rows + r], want(n, t + r, start));
  }
  // The league: each team's part folded into the variable.
  T league = start;
#pragma hier team team_size(4) vector_length(8) reduction(+ : league)
  for (long k = 0; k < n; ++k)
    league += piece<T>(k, 2);
  expect("team", n, 2, league, want(n, 2, start));
}

// Array sections (a declare reduction reduces none: arithmetic types only),
// a team's and a thread loop's, and min and max.
template <class T> static void arithmetic(long n) {
  T rows[Teams * Len];
#pragma hier team team_size(4) vector_length(8) map(from: rows)
  for (int t = 0; t < Teams; ++t) {
    T row[Len];
    for (int j = 0; j < Len; ++j)
      row[j] = (T)t;
#pragma hier thread reduction(+ : row[0:Len])
    for (long k = 0; k < n; ++k)
      for (int j = 0; j < Len; ++j)
        row[j] += piece<T>(k, t + j);
    for (int j = 0; j < Len; ++j)
      rows[t * Len + j] = row[j];
  }
  for (int t = 0; t < Teams; ++t)
    for (int j = 0; j < Len; ++j)
      expect("thread section", n, t + j, rows[t * Len + j],
             want(n, t + j, (T)t));
  T h[Len];
  for (int j = 0; j < Len; ++j)
    h[j] = (T)j;
#pragma hier team team_size(2) vector_length(16) reduction(+ : h[0:Len])
  for (long k = 0; k < n; ++k)
    for (int j = 0; j < Len; ++j)
      h[j] += piece<T>(k, j);
  for (int j = 0; j < Len; ++j)
    expect("team section", n, j, h[j], want(n, j, (T)j));
  T lo = (T)100, hi = (T)-100, wlo = lo, whi = hi;
#pragma hier team team_size(2) vector_length(16) reduction(min : lo) reduction(max : hi)
  for (long k = 0; k < n; ++k) {
    T v = piece<T>(k, 1);
    lo = v < lo ? v : lo;
    hi = v > hi ? v : hi;
  }
  for (long k = 0; k < n; ++k) {
    T v = piece<T>(k, 1);
    wlo = v < wlo ? v : wlo;
    whi = v > whi ? v : whi;
  }
  expect("team min", n, 1, lo, wlo);
  expect("team max", n, 1, hi, whi);
}

int main() {
  for (long n : {0L, 1L, 31L, 33L, 1000L}) {
    sums<int>(n, 7);
    sums<long>(n, -5);
    sums<float>(n, 0.5f);
    sums<double>(n, 1.5);
#if __cplusplus >= 201703L
    sums<Pair>(n, Pair{1, 0.5});
#endif
    arithmetic<int>(n);
    arithmetic<long>(n);
    arithmetic<float>(n);
    arithmetic<double>(n);
  }
  if (Failures)
    std::printf("FAIL: %d of %d checks\n", Failures, Checks);
  else
    std::printf("reductions of template types: %d checks agree\n", Checks);
  return Failures != 0;
}

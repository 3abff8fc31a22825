// Declare reductions on values over 64 bytes (a GPU's shared slots hold 16
// words per warp: a larger value crosses them in parts, warp by warp): a
// MyArray<double, 16> (128 bytes, Kokkos' TestTeamTeamSize) and a 202-byte
// struct whose size is no multiple of 4, at the team, thread, thread vector
// and vector levels; where the type is known at the directive, and in a
// function template that picks the declaration of its instantiated type
// (C++17), with a small type too. Lengths 0, 1, 31, 33 and 1000, against
// the sequential loop. SPMD host mode moves the words between host threads.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: large user reductions: {{[0-9]+}} checks agree

#include <cstdio>
#include <initializer_list>

static int Checks = 0, Failures = 0;
enum { Teams = 3, Rows = 4 };

template <class T, int N> struct MyArray {
  T values[N];
  void operator+=(const MyArray &src) {
    for (int i = 0; i < N; i++)
      values[i] += src.values[i];
  }
};
#pragma omp declare reduction(+ : MyArray<double, 16> : omp_out += omp_in)
#pragma omp declare reduction(+ : MyArray<long, 3> : omp_out += omp_in)

// 202 bytes (2-byte aligned): its last word is half the struct's.
struct Odd {
  short count;
  short low[97];
  unsigned char tag[6];
};
static_assert(sizeof(Odd) == 202, "no multiple of 4");
static Odd oddIdentity() {
  Odd o;
  o.count = 0;
  for (int j = 0; j < 97; ++j)
    o.low[j] = 32767;
  for (int j = 0; j < 6; ++j)
    o.tag[j] = 0xA5;
  return o;
}
static void mergeLow(Odd &out, const Odd &in) {
  for (int j = 0; j < 97; ++j)
    out.low[j] = in.low[j] < out.low[j] ? in.low[j] : out.low[j];
}

#pragma omp declare reduction(merge : Odd : omp_out.count += omp_in.count, mergeLow(omp_out, omp_in)) initializer(omp_priv = oddIdentity())

static double piece(long k, int t, int j) {
  return (double)((k * 7 + t * 3 + j) % 11) + 0.25 * j;
}
static short lowPiece(long k, int t, int j) {
  return (short)((k * 131 + t * 17 + j * 29) % 1009 - 300);
}

template <class T, int N> static bool same(const MyArray<T, N> &a,
                                           const MyArray<T, N> &b) {
  for (int j = 0; j < N; ++j)
    if (a.values[j] != b.values[j])
      return false;
  return true;
}
static bool same(const Odd &a, const Odd &b) {
  if (a.count != b.count)
    return false;
  for (int j = 0; j < 97; ++j)
    if (a.low[j] != b.low[j])
      return false;
  for (int j = 0; j < 6; ++j)
    if (a.tag[j] != b.tag[j])
      return false;
  return true;
}
template <class V> static void expect(const char *what, long n, int t,
                                      const V &got, const V &want) {
  ++Checks;
  if (!same(got, want)) {
    ++Failures;
    std::printf("FAIL %s n=%ld t=%d\n", what, n, t);
  }
}

template <class T, int N> static void add(MyArray<T, N> &s, long k, int t) {
  for (int j = 0; j < N; ++j)
    s.values[j] += (T)piece(k, t, j);
}
template <class T, int N> static MyArray<T, N> want(long n, int t) {
  MyArray<T, N> s = {};
  for (int j = 0; j < N; ++j)
    s.values[j] = (T)j;
  for (long k = 0; k < n; ++k)
    add(s, k, t);
  return s;
}
template <class T, int N> static MyArray<T, N> start() {
  MyArray<T, N> s = {};
  for (int j = 0; j < N; ++j)
    s.values[j] = (T)j;
  return s;
}

static void take(Odd &o, long k, int t) {
  o.count += 1;
  for (int j = 0; j < 97; ++j) {
    short v = lowPiece(k, t, j);
    o.low[j] = v < o.low[j] ? v : o.low[j];
  }
}
static Odd oddStart() {
  Odd o = oddIdentity();
  o.count = 5;
  o.low[0] = -1000;
  return o;
}
static Odd oddWant(long n, int t) {
  Odd o = oddStart();
  for (long k = 0; k < n; ++k)
    take(o, k, t);
  return o;
}

// Every level, the type known where the directives are read.
static void known(long n) {
  typedef MyArray<double, 16> A;
  A flat[Teams], plain[Teams], lanes[Teams * Rows];
  Odd odd[Teams];
#pragma hier team team_size(4) vector_length(8) map(from: flat, plain, lanes, odd)
  for (int t = 0; t < Teams; ++t) {
    A s = start<double, 16>();
#pragma hier thread vector reduction(+ : s)
    for (long k = 0; k < n; ++k)
      add(s, k, t);
    flat[t] = s;
    s = start<double, 16>();
#pragma hier thread reduction(+ : s)
    for (long k = 0; k < n; ++k)
      add(s, k, t);
    plain[t] = s;
#pragma hier thread
    for (int r = 0; r < Rows; ++r) {
      A v = start<double, 16>();
#pragma hier vector reduction(+ : v)
      for (long k = 0; k < n; ++k)
        add(v, k, t + r);
      lanes[t * Rows + r] = v;
    }
    Odd o = oddStart();
#pragma hier thread vector reduction(merge : o)
    for (long k = 0; k < n; ++k)
      take(o, k, t);
    odd[t] = o;
  }
  for (int t = 0; t < Teams; ++t) {
    expect("thread vector", n, t, flat[t], want<double, 16>(n, t));
    expect("thread", n, t, plain[t], want<double, 16>(n, t));
    for (int r = 0; r < Rows; ++r)
      expect("vector", n, t + r, lanes[t * Rows + r],
             want<double, 16>(n, t + r));
    expect("odd thread vector", n, t, odd[t], oddWant(n, t));
  }
  // The league: each team's part folded into the variable.
  A league = start<double, 16>();
#pragma hier team team_size(4) vector_length(8) reduction(+ : league)
  for (long k = 0; k < n; ++k)
    add(league, k, 1);
  expect("team", n, 1, league, want<double, 16>(n, 1));
  Odd o = oddStart();
#pragma hier team team_size(2) vector_length(16) reduction(merge : o)
  for (long k = 0; k < n; ++k)
    take(o, k, 2);
  expect("odd team", n, 2, o, oddWant(n, 2));
}

#if __cplusplus >= 201703L
// A function template: the declaration is picked at instantiation, for a
// type over 64 bytes and for one under.
template <class T, int N> static void dispatched(long n) {
  typedef MyArray<T, N> A;
  A flat[Teams], lanes[Teams * Rows];
#pragma hier team team_size(4) vector_length(8) map(from: flat, lanes)
  for (int t = 0; t < Teams; ++t) {
    A s = start<T, N>();
#pragma hier thread vector reduction(+ : s)
    for (long k = 0; k < n; ++k)
      add(s, k, t);
    flat[t] = s;
#pragma hier thread
    for (int r = 0; r < Rows; ++r) {
      A v = start<T, N>();
#pragma hier vector reduction(+ : v)
      for (long k = 0; k < n; ++k)
        add(v, k, t + r);
      lanes[t * Rows + r] = v;
    }
  }
  for (int t = 0; t < Teams; ++t) {
    expect("template thread vector", n, t, flat[t], want<T, N>(n, t));
    for (int r = 0; r < Rows; ++r)
      expect("template vector", n, t + r, lanes[t * Rows + r],
             want<T, N>(n, t + r));
  }
  A league = start<T, N>();
#pragma hier team team_size(4) vector_length(8) reduction(+ : league)
  for (long k = 0; k < n; ++k)
    add(league, k, 2);
  expect("template team", n, 2, league, want<T, N>(n, 2));
}
#endif

int main() {
  for (long n : {0L, 1L, 31L, 33L, 1000L}) {
    known(n);
#if __cplusplus >= 201703L
    dispatched<double, 16>(n);
    dispatched<long, 3>(n);
#endif
  }
  if (Failures)
    std::printf("FAIL: %d of %d checks\n", Failures, Checks);
  else
    std::printf("large user reductions: %d checks agree\n", Checks);
  return Failures != 0;
}

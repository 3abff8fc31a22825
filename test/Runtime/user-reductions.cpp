// Reductions with OpenMP 'declare reduction' at the team, thread, vector and
// thread vector levels give what the sequential loop gives: a min-location
// struct (ties go to the lower index), a user '+' on a struct of two doubles
// (no initializer: zero), a product of unsigned longs whose identity 1 comes
// from an initializer function called on &omp_priv, and an int sum whose
// initializer is C++'s omp_priv(0) (its identifier also names a reduction on
// double). Lengths 0, 1, 31, 32, 33 and 10000 in
// three teams of two block shapes (one warp; three warps of 32 lanes), and
// leagues of those lengths whose teams fold their parts (beside a typed sum,
// which then folds into the mapped variable too).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: user reductions: {{[0-9]+}} checks agree

#include <cstdio>
#include <cstring>
#include <vector>

static int Checks = 0, Failures = 0;

struct MinLoc {
  double v;
  int i;
};
static bool before(MinLoc a, MinLoc b) {
  return a.v < b.v || (a.v == b.v && a.i < b.i);
}
#pragma omp declare reduction(minloc : MinLoc : omp_out = before(omp_in, omp_out) ? omp_in : omp_out) initializer(omp_priv = MinLoc{1e300, -1})

struct Pair {
  double a, b;
};
#pragma omp declare reduction(+ : Pair : omp_out.a += omp_in.a, omp_out.b += omp_in.b)

static void one(unsigned long *p) { *p = 1; }
#pragma omp declare reduction(prod : unsigned long : omp_out *= omp_in) initializer(one(&omp_priv))

// Two declarations of 'sum': the clause takes the one of the variable's type.
#pragma omp declare reduction(sum : double : omp_out -= omp_in) initializer(omp_priv(100.0))
#pragma omp declare reduction(sum : int : omp_out += omp_in) initializer(omp_priv(0))

// The parts of element k of team t.
static double value(long k, int t) { return (double)((k * 37 + t * 11) % 101); }
static unsigned long factor(long k, int t) {
  return ((unsigned long)k * 2654435761ul + (unsigned long)t) | 1;
}

struct Result {
  MinLoc m;
  Pair p;
  unsigned long u;
  int s;
};
// Const, in read-only memory: OpenMP maps it 'tofrom' and the copy back
// crashed on the H100; hier maps it 'to' (docs/language.md, "Maps of const
// globals").
static const Result Start = {{60.0, 1 << 30}, {1.0, 2.0}, 3, 5};

static void add(Result &r, long k, int t) {
  MinLoc c = {value(k, t), (int)k};
  if (before(c, r.m))
    r.m = c;
  r.p.a += 0.5 * (double)k + t;
  r.p.b += 1.0;
  r.u *= factor(k, t);
  r.s += (int)(k % 7) - 3;
}

static void expect(const char *what, int shape, long n, int t, const Result &got,
                   const Result &want) {
  ++Checks;
  if (got.m.v != want.m.v || got.m.i != want.m.i || got.p.a != want.p.a ||
      got.p.b != want.p.b || got.u != want.u || got.s != want.s) {
    ++Failures;
    std::printf("FAIL %s shape %d n=%ld team %d: got {%g,%d} {%g,%g} %lu %d, "
                "want {%g,%d} {%g,%g} %lu %d\n",
                what, shape, n, t, got.m.v, got.m.i, got.p.a, got.p.b, got.u,
                got.s, want.m.v, want.m.i, want.p.a, want.p.b, want.u, want.s);
  }
}

enum { Teams = 3, Rows = 7 };

// flat: thread vector over n; rows: thread over n, each row a vector loop of
// 3; lanes: thread over Rows, each a vector loop over n (one result per row);
// plain: thread over n without a vector loop.
#define KERNEL(NAME, SHAPE)                                                    \
  static void NAME(long n, Result *flat, Result *rows, Result *lanes,          \
                   Result *plain) {                                            \
    _Pragma(SHAPE)                                                             \
    for (int t = 0; t < Teams; ++t) {                                          \
      MinLoc m = Start.m;                                                      \
      Pair p = Start.p;                                                        \
      unsigned long u = Start.u;                                               \
      int s = Start.s;                                                         \
      _Pragma("hier thread vector reduction(minloc: m) reduction(+: p) reduction(prod: u) reduction(sum: s)") \
      for (long k = 0; k < n; ++k) {                                           \
        MinLoc c = {value(k, t), (int)k};                                      \
        if (before(c, m))                                                      \
          m = c;                                                               \
        p.a += 0.5 * (double)k + t;                                            \
        p.b += 1.0;                                                            \
        u *= factor(k, t);                                                     \
        s += (int)(k % 7) - 3;                                                 \
      }                                                                        \
      flat[t] = Result{m, p, u, s};                                            \
      m = Start.m, p = Start.p, u = Start.u, s = Start.s;                      \
      _Pragma("hier thread reduction(minloc: m) reduction(+: p) reduction(prod: u) reduction(sum: s)") \
      for (long k = 0; k < n; ++k) {                                           \
        MinLoc vm = {1e300, -1};                                               \
        _Pragma("hier vector reduction(minloc: vm)")                           \
        for (int j = 0; j < 3; ++j) {                                          \
          MinLoc c = {value(k, t) + j, (int)k};                                \
          if (before(c, vm))                                                   \
            vm = c;                                                            \
        }                                                                      \
        if (before(vm, m))                                                     \
          m = vm;                                                              \
        p.a += 0.5 * (double)k + t;                                            \
        p.b += 1.0;                                                            \
        u *= factor(k, t);                                                     \
        s += (int)(k % 7) - 3;                                                 \
      }                                                                        \
      rows[t] = Result{m, p, u, s};                                            \
      _Pragma("hier thread")                                                   \
      for (int r = 0; r < Rows; ++r) {                                         \
        MinLoc vm = Start.m;                                                   \
        Pair vp = Start.p;                                                     \
        unsigned long vu = Start.u;                                            \
        int vs = Start.s;                                                      \
        _Pragma("hier vector reduction(minloc: vm) reduction(+: vp) reduction(prod: vu) reduction(sum: vs)") \
        for (long k = 0; k < n; ++k) {                                         \
          MinLoc c = {value(k, t + r), (int)k};                                \
          if (before(c, vm))                                                   \
            vm = c;                                                            \
          vp.a += 0.5 * (double)k + t + r;                                     \
          vp.b += 1.0;                                                         \
          vu *= factor(k, t + r);                                              \
          vs += (int)(k % 7) - 3;                                              \
        }                                                                      \
        lanes[t * Rows + r] = Result{vm, vp, vu, vs};                          \
      }                                                                        \
      m = Start.m, p = Start.p, u = Start.u, s = Start.s;                      \
      _Pragma("hier thread reduction(minloc: m) reduction(+: p) reduction(prod: u) reduction(sum: s)") \
      for (long k = 0; k < n; ++k) {                                           \
        MinLoc c = {value(k, t), (int)k};                                      \
        if (before(c, m))                                                      \
          m = c;                                                               \
        p.a += 0.5 * (double)k + t;                                            \
        p.b += 1.0;                                                            \
        u *= factor(k, t);                                                     \
        s += (int)(k % 7) - 3;                                                 \
      }                                                                        \
      plain[t] = Result{m, p, u, s};                                           \
    }                                                                          \
  }

KERNEL(oneWarp, "hier team team_size(4) vector_length(8) map(from: flat[0:Teams], rows[0:Teams], lanes[0:Teams * Rows], plain[0:Teams])")
KERNEL(threeWarps, "hier team team_size(3) vector_length(32) map(from: flat[0:Teams], rows[0:Teams], lanes[0:Teams * Rows], plain[0:Teams])")

static void check(int shape, long n) {
  Result flat[Teams], rows[Teams], lanes[Teams * Rows], plain[Teams];
  if (shape == 0)
    oneWarp(n, flat, rows, lanes, plain);
  else
    threeWarps(n, flat, rows, lanes, plain);
  for (int t = 0; t < Teams; ++t) {
    Result want = Start;
    for (long k = 0; k < n; ++k)
      add(want, k, t);
    expect("thread vector", shape, n, t, flat[t], want);
    expect("thread", shape, n, t, plain[t], want);
    // Each row's vector minimum is at least value(k, t): the same minimum.
    expect("thread over vector", shape, n, t, rows[t], want);
    for (int r = 0; r < Rows; ++r) {
      Result row = Start;
      for (long k = 0; k < n; ++k)
        add(row, k, t + r);
      expect("vector", shape, n, t, lanes[t * Rows + r], row);
    }
  }
}

// A team reduction: each team's part (its league iterations' elements),
// folded into the variables.
static void league(long n) {
  MinLoc m = Start.m;
  Pair p = Start.p;
  unsigned long u = Start.u;
  int s = Start.s;
  long total = 4;
#pragma hier team team_size(4) vector_length(8) reduction(minloc: m) reduction(+: p, total) reduction(prod: u) reduction(sum: s)
  for (long k = 0; k < n; ++k) {
    MinLoc c = {value(k, 1), (int)k};
    if (before(c, m))
      m = c;
    p.a += 0.5 * (double)k + 1;
    p.b += 1.0;
    u *= factor(k, 1);
    s += (int)(k % 7) - 3;
    total += k;
  }
  Result want = Start;
  long wantTotal = 4;
  for (long k = 0; k < n; ++k) {
    add(want, k, 1);
    wantTotal += k;
  }
  expect("team", 0, n, 0, Result{m, p, u, s}, want);
  ++Checks;
  if (total != wantTotal) {
    ++Failures;
    std::printf("FAIL team typed sum n=%ld: got %ld, want %ld\n", n, total,
                wantTotal);
  }
}

int main() {
  for (int shape = 0; shape < 2; ++shape)
    for (long n : {0L, 1L, 31L, 32L, 33L, 10000L})
      check(shape, n);
  for (long n : {0L, 1L, 31L, 32L, 33L, 10000L})
    league(n);
  if (!Failures)
    std::printf("user reductions: %d checks agree\n", Checks);
  return Failures != 0;
}

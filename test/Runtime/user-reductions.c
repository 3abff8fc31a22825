// Reductions with OpenMP 'declare reduction' in C: a min-location struct
// whose initializer is a braced list, a user '+' on a struct of two doubles
// (no initializer: zero) and a product of longs whose identity is an
// object-like macro, at the thread vector, thread and vector levels, in two
// teams, and at the team level, against the sequential loop.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: user reductions in C: {{[0-9]+}} checks agree

#include <stdio.h>

struct minloc {
  double v;
  int i;
};
#define BETTER(a, b) ((a).v < (b).v || ((a).v == (b).v && (a).i < (b).i))
static int better(struct minloc a, struct minloc b) { return BETTER(a, b); }
#pragma omp declare reduction(minloc : struct minloc : omp_out = better(omp_in, omp_out) ? omp_in : omp_out) initializer(omp_priv = {1e300, -1})

struct pair {
  double a, b;
};
#pragma omp declare reduction(+ : struct pair : omp_out.a += omp_in.a, omp_out.b += omp_in.b)

#define PRODUCT_IDENTITY 1L
#pragma omp declare reduction(prod : long : omp_out *= omp_in) initializer(omp_priv = PRODUCT_IDENTITY)

static int Checks, Failures;

static double value(long k, int t) { return (double)((k * 53 + t * 7) % 97); }
static long factor(long k, int t) { return (k + t) % 5 == 1 ? -1 : 1; }

struct result {
  struct minloc m;
  struct pair p;
  long u;
};

static void check(const char *what, long n, int t, struct result got,
                  struct result want) {
  ++Checks;
  if (got.m.v != want.m.v || got.m.i != want.m.i || got.p.a != want.p.a ||
      got.p.b != want.p.b || got.u != want.u) {
    ++Failures;
    printf("FAIL %s n=%ld team %d: got {%g,%d} {%g,%g} %ld, want {%g,%d} "
           "{%g,%g} %ld\n",
           what, n, t, got.m.v, got.m.i, got.p.a, got.p.b, got.u, want.m.v,
           want.m.i, want.p.a, want.p.b, want.u);
  }
}

static struct result reference(long n, int t) {
  struct result r = {{50.0, 1 << 30}, {1.0, 0.5}, 7};
  for (long k = 0; k < n; ++k) {
    struct minloc c = {value(k, t), (int)k};
    if (better(c, r.m))
      r.m = c;
    r.p.a += value(k, t);
    r.p.b += 0.25;
    r.u *= factor(k, t);
  }
  return r;
}

static void run(long n) {
  struct result flat[2], thr[2], vec[2 * 3];
#pragma hier team team_size(3) vector_length(16) map(from: flat, thr, vec)
  for (int t = 0; t < 2; ++t) {
    struct minloc m = {50.0, 1 << 30};
    struct pair p = {1.0, 0.5};
    long u = 7;
#pragma hier thread vector reduction(minloc: m) reduction(+: p) reduction(prod: u)
    for (long k = 0; k < n; ++k) {
      struct minloc c = {value(k, t), (int)k};
      if (better(c, m))
        m = c;
      p.a += value(k, t);
      p.b += 0.25;
      u *= factor(k, t);
    }
    flat[t].m = m, flat[t].p = p, flat[t].u = u;
    struct minloc tm = {50.0, 1 << 30};
    struct pair tp = {1.0, 0.5};
    long tu = 7;
#pragma hier thread reduction(minloc: tm) reduction(+: tp) reduction(prod: tu)
    for (long k = 0; k < n; ++k) {
      struct minloc c = {value(k, t), (int)k};
      if (better(c, tm))
        tm = c;
      tp.a += value(k, t);
      tp.b += 0.25;
      tu *= factor(k, t);
    }
    thr[t].m = tm, thr[t].p = tp, thr[t].u = tu;
#pragma hier thread
    for (int r = 0; r < 3; ++r) {
      struct minloc vm = {50.0, 1 << 30};
      struct pair vp = {1.0, 0.5};
      long vu = 7;
#pragma hier vector reduction(minloc: vm) reduction(+: vp) reduction(prod: vu)
      for (long k = 0; k < n; ++k) {
        struct minloc c = {value(k, t + r), (int)k};
        if (better(c, vm))
          vm = c;
        vp.a += value(k, t + r);
        vp.b += 0.25;
        vu *= factor(k, t + r);
      }
      vec[t * 3 + r].m = vm, vec[t * 3 + r].p = vp, vec[t * 3 + r].u = vu;
    }
  }
  for (int t = 0; t < 2; ++t) {
    check("thread vector", n, t, flat[t], reference(n, t));
    check("thread", n, t, thr[t], reference(n, t));
    for (int r = 0; r < 3; ++r)
      check("vector", n, t, vec[t * 3 + r], reference(n, t + r));
  }
}

static void league(long n) {
  struct minloc m = {50.0, 1 << 30};
  struct pair p = {1.0, 0.5};
  long u = 7;
#pragma hier team reduction(minloc: m) reduction(+: p) reduction(prod: u)
  for (long k = 0; k < n; ++k) {
    struct minloc c = {value(k, 0), (int)k};
    if (better(c, m))
      m = c;
    p.a += value(k, 0);
    p.b += 0.25;
    u *= factor(k, 0);
  }
  struct result got = {m, p, u};
  check("team", n, 0, got, reference(n, 0));
}

int main(void) {
  const long lengths[] = {0, 1, 31, 32, 33, 10000};
  for (int i = 0; i < 6; ++i) {
    run(lengths[i]);
    league(lengths[i]);
  }
  if (!Failures)
    printf("user reductions in C: %d checks agree\n", Checks);
  return Failures != 0;
}

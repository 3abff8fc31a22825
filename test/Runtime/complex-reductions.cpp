// std::complex<float> and std::complex<double> reduce with + and * at every
// level (team, thread, vector, thread vector) to the sequential loop's
// result. The values keep every sum and product exact (small integers, and
// factors 1, i and -i), so the order of the combination does not show.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: complex reductions: PASS

#include <complex>
#include <cstdio>
#include <initializer_list>

static int Failures = 0;

template <typename C>
static void expect(const char *what, int n, const C &got, const C &want) {
  if (got == want)
    return;
  ++Failures;
  std::printf("FAIL %s<%s> n=%d: got (%g, %g), want (%g, %g)\n", what,
              sizeof(typename C::value_type) == 4 ? "float" : "double", n,
              (double)got.real(), (double)got.imag(), (double)want.real(),
              (double)want.imag());
}

// A unit factor: 1, i or -i, after k.
template <typename C> static C unit(int k) {
  return k % 5 == 1 ? C(0, 1) : k % 5 == 3 ? C(0, -1) : C(1, 0);
}

template <typename C> static void run(int n) {
  auto term = [](int i) { return C(i % 5, -(i % 3)); };

  // team: one sum and one product per team, over the whole league.
  C sum = C(1, 1), prod = C(0, 2), wantSum = sum, wantProd = prod;
#pragma hier team team_size(4) vector_length(8) reduction(+: sum) reduction(*: prod)
  for (int i = 0; i < n; ++i) {
    sum += term(i);
    prod *= unit<C>(i);
  }
  for (int i = 0; i < n; ++i) {
    wantSum += term(i);
    wantProd *= unit<C>(i);
  }
  expect("team +", n, sum, wantSum);
  expect("team *", n, prod, wantProd);

  // thread, vector and thread vector results of each team.
  C thr[6], vec[6 * 3], flat[6];
#pragma hier team team_size(4) vector_length(8) map(from: thr, vec, flat)
  for (int t = 0; t < 6; ++t) {
    C p = C(2, 0), f = C(1, -1);
#pragma hier thread reduction(*: p)
    for (int j = 0; j < 3; ++j) {
      C v = C(t, 0);
#pragma hier vector reduction(+: v)
      for (int k = 0; k < n; ++k)
        v += term(k + j);
      vec[t * 3 + j] = v;
      p *= unit<C>(t + j);
    }
#pragma hier thread vector reduction(*: f)
    for (int k = 0; k < n; ++k)
      f *= unit<C>(k + t);
    thr[t] = p;
    flat[t] = f;
  }
  for (int t = 0; t < 6; ++t) {
    C p = C(2, 0), f = C(1, -1);
    for (int j = 0; j < 3; ++j) {
      C v = C(t, 0);
      for (int k = 0; k < n; ++k)
        v += term(k + j);
      expect("vector +", n, vec[t * 3 + j], v);
      p *= unit<C>(t + j);
    }
    for (int k = 0; k < n; ++k)
      f *= unit<C>(k + t);
    expect("thread *", n, thr[t], p);
    expect("thread vector *", n, flat[t], f);
  }
}

// A region with nowait folds its teams into the mapped variables: a
// complex product (under the fold's lock), a complex float sum, a short's
// wrapping sum and a bool's disjunction.
static void nowaitFolds() {
  short s = 1, ws = 1;
  bool b = false, wb = false;
  std::complex<double> z(1, 0), wz(1, 0);
  _Complex float cf = 0, wcf = 0;
#pragma hier team team_size(4) reduction(+: s, cf) reduction(*: z) reduction(||: b) nowait
  for (int i = 0; i < 3000; ++i) {
    s += (short)(i * 31);
    z *= unit<std::complex<double>>(i);
    b = b || i == 2999;
    cf += (float)(i % 3);
  }
#pragma omp taskwait
  for (int i = 0; i < 3000; ++i) {
    ws += (short)(i * 31);
    wz *= unit<std::complex<double>>(i);
    wb = wb || i == 2999;
    wcf += (float)(i % 3);
  }
  expect("nowait team *", 3000, z, wz);
  expect("nowait team +", 3000, std::complex<float>(cf), std::complex<float>(wcf));
  if (s != ws || b != wb) {
    ++Failures;
    std::printf("FAIL nowait short/bool: %d %d, want %d %d\n", s, b, ws, wb);
  }
}

int main() {
  nowaitFolds();
  for (int n : {0, 1, 31, 32, 33, 10000}) {
    run<std::complex<float>>(n);
    run<std::complex<double>>(n);
  }
  if (!Failures)
    std::printf("complex reductions: PASS\n");
  return Failures != 0;
}

// Array sections of constant length reduce element by element at the thread,
// vector and thread vector levels: a histogram of a team's values in a
// thread loop (reduction(+: h[0:8])), the largest values per bucket in a
// thread vector loop (a section that starts inside the array), and products
// in a vector loop, each against the sequential loops. Elements outside the
// section keep their values; elements inside keep their value before the
// loop, counted once.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: section reductions: PASS

#include <complex>
#include <cstdio>
#include <initializer_list>

static int Failures = 0;

template <typename T>
static void expect(const char *what, int n, int t, int e, T got, T want) {
  if (got == want)
    return;
  ++Failures;
  std::printf("FAIL %s n=%d team %d element %d: got %g, want %g\n", what, n, t,
              e, (double)got, (double)want);
}

constexpr int Teams = 5, Buckets = 8;

template <typename T> static void run(const int *data, int n) {
  T hist[Teams][Buckets], top[Teams][Buckets], prod[Teams][3][4];
#pragma hier team team_size(4) vector_length(8) map(to: data[0:n]) map(from: hist, top, prod)
  for (int t = 0; t < Teams; ++t) {
    T h[Buckets] = {};
    h[3] = 5; // the value before the loop
#pragma hier thread reduction(+: h[0:8])
    for (int i = 0; i < n; ++i)
      h[(data[i] + t) % Buckets] += 1;

    T m[Buckets];
    for (int e = 0; e < Buckets; ++e)
      m[e] = (T)(e + 100);
#pragma hier thread vector reduction(max: m[2:5])
    for (int i = 0; i < n; ++i) {
      int e = 2 + (data[i] + t) % 5;
      m[e] = (T)data[i] > m[e] ? (T)data[i] : m[e];
    }

#pragma hier thread
    for (int j = 0; j < 3; ++j) {
      T p[4] = {1, 1, 1, 1};
#pragma hier vector reduction(*: p[1:2])
      for (int k = 0; k < n; ++k)
        p[1 + k % 2] *= (T)(data[k] % 7 == j ? 2 : 1);
      for (int e = 0; e < 4; ++e)
        prod[t][j][e] = p[e];
    }
    for (int e = 0; e < Buckets; ++e)
      hist[t][e] = h[e], top[t][e] = m[e];
  }

  for (int t = 0; t < Teams; ++t) {
    T h[Buckets] = {}, m[Buckets];
    h[3] = 5;
    for (int e = 0; e < Buckets; ++e)
      m[e] = (T)(e + 100);
    for (int i = 0; i < n; ++i) {
      h[(data[i] + t) % Buckets] += 1;
      int e = 2 + (data[i] + t) % 5;
      m[e] = (T)data[i] > m[e] ? (T)data[i] : m[e];
    }
    for (int e = 0; e < Buckets; ++e) {
      expect("thread +", n, t, e, hist[t][e], h[e]);
      expect("thread vector max", n, t, e, top[t][e], m[e]);
    }
    for (int j = 0; j < 3; ++j) {
      T p[4] = {1, 1, 1, 1};
      for (int k = 0; k < n; ++k)
        p[1 + k % 2] *= (T)(data[k] % 7 == j ? 2 : 1);
      for (int e = 0; e < 4; ++e)
        expect("vector *", n, t, e, prod[t][j][e], p[e]);
    }
  }
}

// A section of complex numbers, in a template.
template <typename C> static void complexSection(int n) {
  C out[3][4];
#pragma hier team team_size(4) vector_length(4) map(from: out)
  for (int t = 0; t < 3; ++t) {
    C z[4] = {};
#pragma hier thread reduction(+: z[1:2])
    for (int i = 0; i < n; ++i)
      z[1 + i % 2] += C(i % 5, t);
    for (int e = 0; e < 4; ++e)
      out[t][e] = z[e];
  }
  for (int t = 0; t < 3; ++t) {
    C z[4] = {};
    for (int i = 0; i < n; ++i)
      z[1 + i % 2] += C(i % 5, t);
    for (int e = 0; e < 4; ++e)
      expect("complex thread +", n, t, e, (double)std::abs(out[t][e] - z[e]), 0.0);
  }
}

int main() {
  complexSection<std::complex<double>>(100);
  complexSection<std::complex<float>>(33);
  static int data[10000];
  for (int i = 0; i < 10000; ++i)
    data[i] = (i * 7919) % 1000;
  for (int n : {0, 1, 31, 32, 33, 40}) {
    run<int>(data, n);
    run<double>(data, n);
    run<unsigned short>(data, n);
  }
  run<unsigned long>(data, 10000);
  if (!Failures)
    std::printf("section reductions: PASS\n");
  return Failures != 0;
}

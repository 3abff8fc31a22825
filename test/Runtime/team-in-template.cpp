// Teams in a function template (two instantiations), in a lambda with
// concrete parameter types, and in such a lambda inside the template give
// the sequential result. (A team inside a generic lambda is an error:
// test/Frontend/diag-generic-lambda.cpp.)
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: team in template: PASS

#include <cstdio>
#include <vector>

#include "Inputs/check.h"

template <typename T> static void scale(T *a, int n, T k) {
#pragma hier team team_size(2) vector_length(4) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < 1; ++j)
      a[i] *= k;
  }
  auto add = [&](T d) {
#pragma hier team map(tofrom: a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += d;
  };
  add(3);
}

int main(int argc, char **) {
  const int N = 40 + argc;
  std::vector<long> got(N), want(N);
  std::vector<double> d(N);
  for (int i = 0; i < N; ++i)
    got[i] = want[i] = i, d[i] = 0.5 * i;
  long *g = got.data();
  auto inc = [](long *p, int n) {
#pragma hier team map(tofrom: p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] += 1;
  };
  inc(g, N);
  scale(g, N, 2L);
  scale(d.data(), N, 4.0);
  std::vector<long> dgot(N), dwant(N);
  for (int i = 0; i < N; ++i) {
    want[i] = (want[i] + 1) * 2 + 3;
    dgot[i] = (long)(2 * d[i]);
    dwant[i] = (long)(2 * (0.5 * i * 4.0 + 3));
  }
  check("team in template (long)", got, want);
  check("team in template (double)", dgot, dwant);
  std::printf("team in template: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}

// Teams in a function template (two instantiations), in a lambda with
// concrete parameter types, in such a lambda inside the template, and in a
// member function defined in its class (whose body is lexed, pragmas and
// all, before its locals exist) with team, thread and vector reductions
// give the sequential result. (A team inside a generic lambda is an error:
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
    for (int i = 0; i < n; ++i) {
#pragma hier single
      a[i] += d; // once per team, not on each of its threads
    }
  };
  add(3);
}

struct Rows {
  int rows, cols;
  double sum(const double *a, double *y) const {
    double s = 0;
    const int R = rows, C = cols;
#pragma hier team team_size(4) vector_length(8) reduction(+ : s) map(from: y[0:R]) \
    map(to: a[0:R * C])
    for (int r0 = 0; r0 < R; r0 += 4) {
      double part = 0;
#pragma hier thread reduction(+ : part)
      for (int r = r0; r < (r0 + 4 < R ? r0 + 4 : R); ++r) {
        double t = 0;
#pragma hier vector reduction(+ : t)
        for (int k = 0; k < C; ++k)
          t += a[r * C + k];
        y[r] = t;
        part += t;
      }
      s += part;
    }
    return s;
  }
};

int main(int argc, char **) {
  const int N = 40 + argc;
  std::vector<long> got(N), want(N);
  std::vector<double> d(N);
  for (int i = 0; i < N; ++i)
    got[i] = want[i] = i, d[i] = 0.5 * i;
  long *g = got.data();
  auto inc = [](long *p, int n) {
#pragma hier team map(tofrom: p[0:n])
    for (int i = 0; i < n; ++i) {
#pragma hier single
      p[i] += 1;
    }
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
  Rows m{13, 9 + argc};
  std::vector<double> mat(m.rows * m.cols), y(m.rows);
  for (size_t i = 0; i < mat.size(); ++i)
    mat[i] = (double)(i % 17);
  double total = m.sum(mat.data(), y.data()), ref = 0;
  std::vector<long> ygot(m.rows), ywant(m.rows);
  for (int r = 0; r < m.rows; ++r) {
    double t = 0;
    for (int k = 0; k < m.cols; ++k)
      t += mat[r * m.cols + k];
    ref += t;
    ygot[r] = (long)y[r], ywant[r] = (long)t;
  }
  check("member function rows", ygot, ywant);
  if (total != ref) {
    std::printf("FAIL member function sum: %g, want %g\n", total, ref);
    ++Failures;
  }
  check("team in template (double)", dgot, dwant);
  std::printf("team in template: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}

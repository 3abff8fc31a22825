// A reduction in a member function defined inside its class ('struct Solver
// { double dot() { double s = 0; #pragma hier team reduction(+: s) ... } }',
// as bench/spmv/hier.cpp writes it) was rejected: "use of undeclared
// identifier 's' in 'reduction'". Clang lexes such a body, and so runs the
// pragma handler, while it parses the class, and parses the body only after
// it: the handler's look-up of the variable ran before 's' was declared, and
// could find a member of the same name instead. Found by: bench/build.sh.
// Fixed: the handler checks reduction variables only while a function body
// is being parsed (in a body parsed later a misused reduction variable can
// still give an error about generated code: docs/language.md).
// RUN: %clangxx -O1 -fopenmp %s -o %t && %run %t | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK: 2000 2000 6 6
#include <cstdio>

struct Rows {
  const double *a;
  long n;
  short s = 3; // a member with a reduction variable's name: not the one meant
  double sum() {
    double s = 0;
#pragma hier team reduction(+ : s) map(to: a[0:n])
    for (long r = 0; r < n / 100; ++r) {
      double part = 0;
#pragma hier thread vector reduction(+ : part)
      for (long k = 0; k < 100; ++k)
        part += a[r * 100 + k];
#pragma hier single team
      s += part;
    }
    return s;
  }
  long rowsums(double *out) {
    long total = 0;
#pragma hier team map(to: a[0:n]) map(from: out[0:n / 100])
    for (long r = 0; r < n / 100; ++r) {
#pragma hier thread
      for (long q = r; q < r + 1; ++q) {
        double s = 0;
#pragma hier vector reduction(+ : s)
        for (long k = 0; k < 100; ++k)
          s += a[q * 100 + k];
        out[q] = s;
      }
    }
    for (long r = 0; r < n / 100; ++r)
      total += (long)out[r];
    return total;
  }
};

int main() {
  static double a[2000], out[20];
  for (double &v : a)
    v = 1;
  Rows rows{a, 2000};
  std::printf("%g %ld %d %d\n", rows.sum(), rows.rowsums(out), 6, 6);
}

// At -O0 -g, a local whose address escapes in a function a team calls (a
// struct built with its own operator+=, std::complex's operator*) failed
// the offload compile with "hier-private-locals should have put it on the
// thread's stack": with debug information Clang puts two functions between
// the kernel and the region's function (`..._debug__`, `..._omp_outlined`),
// and hier-private-locals did not count the kernel as hier's. The results
// are checked against a sequential loop, at -O0 -g and at -O2 -g.
// RUN: %if ptxas %{ %clangxx -O0 -g -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.o0 && %host-fallback %t.o0 | FileCheck %s %}
// RUN: %if ptxas %{ %clangxx -O2 -g -std=c++17 %offload %s -o %t.o2 && %host-fallback %t.o2 | FileCheck %s %}
// The same wrappers hid the kernel from hier's passes, which then took the
// team's shape as known only at run time ([HIER009]); they find it now.
// RUN: %clangxx -O0 -g -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o /dev/null -Rpass-analysis=hier -Rpass-missed=hier 2>&1 | FileCheck %s --check-prefix=SHAPE --implicit-check-not=HIER009
// SHAPE-COUNT-2: [HIER008] team block of 32 lanes x 4 threads
// CHECK: sums: 0 bad
// CHECK: products: 0 bad

#include <complex>
#include <cstdio>
#include <hier/hier.h>
#include <vector>

struct V {
  double x, y;
  V &operator+=(const V &b) {
    x += b.x;
    y += b.y;
    return *this;
  }
};
static V add(const V &a, const V &b) {
  V r = a;
  r += b;
  return r;
}

void sums(const V *z, V *o, int n) {
#pragma hier team map(to: z[0:n]) map(from: o[0:n])
  for (int b = 0; b < n / 64; ++b) {
#pragma hier thread vector
    for (int i = b * 64; i < b * 64 + 64; ++i)
      o[i] = add(z[i], z[i]);
  }
}

void products(const std::complex<double> *a, std::complex<double> *o, int n) {
#pragma hier team map(to: a[0:n]) map(from: o[0:n])
  for (int b = 0; b < n / 64; ++b) {
#pragma hier thread vector
    for (int i = b * 64; i < b * 64 + 64; ++i)
      o[i] = a[i] * a[i];
  }
}

int main() {
  const int n = 1024;
  std::vector<V> z(n), o(n);
  std::vector<std::complex<double>> a(n), p(n);
  for (int i = 0; i < n; ++i) {
    z[i] = {i * 0.5, -i * 0.25};
    a[i] = {(i % 7) * 0.5, (i % 5) * -0.25};
  }
  sums(z.data(), o.data(), n);
  products(a.data(), p.data(), n);
  int badSums = 0, badProducts = 0;
  for (int i = 0; i < n; ++i) {
    badSums += o[i].x != 2 * z[i].x || o[i].y != 2 * z[i].y;
    badProducts += p[i] != a[i] * a[i];
  }
  std::printf("sums: %d bad\nproducts: %d bad\n", badSums, badProducts);
}

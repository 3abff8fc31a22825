// A class template's 'static constexpr int block = B;' used in its team's
// loop bound got "'block' is used by its address in this team region but
// Clang neither maps it nor puts it on the device, and the GPU link will
// fail", and the link did not fail: the check looked at the template's own
// region, where 'block' is the pattern's member, whose value depends on 'B'.
// Found writing first-draft programs. Such uses are now left to the
// instantiations' regions, where the value is known and folded; a table that
// the device really lacks is still reported there, once.
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -verify %s
// RUN: %if ptxas %{ %clangxx -O0 %offload -DLINKED %s -o %t && %host-fallback %t | FileCheck %s %}
// CHECK: template constant: ok

extern "C" int printf(const char *, ...);

#ifndef LINKED
static const double coef[2] = {1, 2};
static double g(int i) { return coef[i % 2]; } // expected-warning {{'coef' is not on the device, and 'g', which a team region calls, uses it}}
#endif

template <class T, int B = 64> struct Blocked {
  static constexpr int block = B;
  static const int half = B / 2;
  void twice(T *p, int n) const;
};
template <class T, int B> void Blocked<T, B>::twice(T *p, int n) const {
#pragma hier team map(tofrom: p[0:n])
  for (int b = 0; b < (n + block - 1) / block; ++b) {
#pragma hier thread vector
    for (int i = b * block; i < b * block + block; ++i)
      if (i < n)
        p[i] = 2 * p[i] + (i % half == 0 ? 1 : 0);
  }
}

#ifndef LINKED
template <int B> void withTable(double *p, int n) {
#pragma hier team map(tofrom: p[0:n])
  for (int b = 0; b < n; b += B)
    p[b] = g(b); // expected-note {{'g' is called from the team region here}}
}
template void withTable<4>(double *, int);
#endif

int main() {
  double a[1000], r[1000];
  for (int i = 0; i < 1000; ++i)
    a[i] = r[i] = i;
  Blocked<double>().twice(a, 1000);
  Blocked<double, 16>().twice(a, 1000);
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < 1000; ++i)
      r[i] = 2 * r[i] + (i % (k ? 8 : 32) == 0 ? 1 : 0);
  int bad = 0;
  for (int i = 0; i < 1000; ++i)
    bad += a[i] != r[i];
  printf("template constant: %s\n", bad ? "FAIL" : "ok");
  return bad;
}

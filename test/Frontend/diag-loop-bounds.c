// A bound of another type than the loop variable compares as C compares it,
// after the usual arithmetic conversions (test/Runtime/mixed-signedness.c
// runs them). A floating bound is the one conversion a hier loop cannot
// follow: C would compare in floating point ('i < 2.5' runs i = 2 too), hier
// counts in integers, so it is an error rather than another trip count.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -x c++ -fopenmp -fsyntax-only -verify=expected,cxx %s

typedef __SIZE_TYPE__ size_t;

void floating(int n, double b, float f, long *a) {
#pragma hier team
  for (int i = 0; i < b; ++i) // expected-error {{the test compares 'i' with a bound of type 'double', in 'double': a hier loop counts its iterations in integers and cannot stop where this comparison would; convert the bound to an integer type}}
    a[i] = 0;
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (long j = 10; 0.5f <= j; --j) // expected-error {{the test compares 'j' with a bound of type 'float', in 'float'}}
      a[j] = 0;
#pragma hier thread vector
    for (unsigned k = 0; k != f; ++k) // expected-error {{the test compares 'k' with a bound of type 'float', in 'float'}}
      a[k] = 0;
  }
#pragma hier team collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < 1e3; ++j) // expected-error {{the test compares 'j' with a bound of type 'double', in 'double'}}
      a[i + j] = 0;
  // Converted to an integer, it is fine.
#pragma hier team
  for (int i = 0; i < (int)b; ++i)
    a[i] = 0;
}

// Integer bounds of any type and signedness are accepted, as in C.
void integers(int n, size_t m, unsigned u, long l, unsigned char c, long *a) {
#pragma hier team
  for (int i = -3; i < m; ++i) {
#pragma hier thread
    for (unsigned j = 0; j < l; ++j)
      a[j] = 0;
#pragma hier thread vector
    for (short k = 0; k <= c; k += 2)
      a[k] = 0;
  }
#pragma hier team
  for (long i = l; i >= u; --i)
    a[i] = 0;
#pragma hier team
  for (size_t i = 0; n != i; ++i)
    a[i] = 0;
}

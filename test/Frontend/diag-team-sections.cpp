// Array sections reduced by a 'team' directive: of an array of constant
// size (each thread's private copy is the whole array, at most 1024
// elements) or of a pointer (the copy is the section, at most 1024
// elements), with a positive constant length and an operator for the
// element type. Each misuse is one error at the user's token.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c -DC_MODE %s

#define BINS 64
enum { Small = 4 };

struct S { int x; };

void ok(int n, double *a, long *p) {
  long hist[BINS] = {0};
  float f[8] = {0};
  int lo = n % 4;
#pragma hier team reduction(+: hist[0:BINS]) reduction(max: f[lo:Small]) reduction(*: a[lo + 1:8]) reduction(|: p[0:1024])
  for (int i = 0; i < n; ++i) {
    hist[i % BINS] += 1;
    f[lo] = f[lo] > 1 ? f[lo] : 1;
    a[lo + 1] *= 2;
    p[i % 1024] |= 1;
  }
  // The whole array may be at the limit.
  double big[1024];
#pragma hier team reduction(+: big[1000:24])
  for (int i = 0; i < n; ++i) big[1000 + i % 24] += 1;
}

void misuse(int n, double *a, long *p, struct S *s) {
  double d = 0, vla[n], big[1025];
  int i4[4] = {0};
  struct S ss[4];
#pragma hier team reduction(+: d[0:1]) // expected-error {{cannot reduce the section of 'd' of type 'double' on a 'team': a team reduction section must be of an array of constant size or of a pointer}}
  for (int i = 0; i < n; ++i) d += 1;
#pragma hier team reduction(+: vla[0:4]) // expected-error {{cannot reduce the section of 'vla' of type 'double[n]' on a 'team'}}
  for (int i = 0; i < n; ++i) vla[i % 4] += 1;
#pragma hier team reduction(+: big[0:8]) // expected-error {{the team reduction section of 'big' needs a private copy of 1025 elements in every thread of a team; at most 1024 are supported: reduce a shorter section, or a pointer to the array's part (only the section's elements are copied then)}}
  for (int i = 0; i < n; ++i) big[i % 8] += 1;
#pragma hier team reduction(+: a[0:2000]) // expected-error {{the team reduction section of 'a' needs a private copy of 2000 elements in every thread of a team; at most 1024 are supported}}
  for (int i = 0; i < n; ++i) a[i % 8] += 1;
#pragma hier team reduction(+: a[0:n]) // expected-error {{the length of the team reduction section of 'a' must be a positive constant expression}}
  for (int i = 0; i < n; ++i) a[i % 8] += 1;
#pragma hier team reduction(min: p[2:0]) // expected-error {{the length of the team reduction section of 'p' must be a positive constant expression}}
  for (int i = 0; i < n; ++i) p[2] = 0;
#pragma hier team reduction(+: i4[1:n]) // expected-error {{the length of the team reduction section of 'i4' must be a positive constant expression}}
  for (int i = 0; i < n; ++i) i4[1] += 1;
#pragma hier team reduction(^: a[0:4]) // expected-error {{operator '^' cannot reduce 'a' of floating type 'double'}}
  for (int i = 0; i < n; ++i) a[0] += 1;
#pragma hier team reduction(+: ss[0:4]) // expected-error {{cannot reduce 'ss' of type 'struct S'}}
  for (int i = 0; i < n; ++i) ss[0].x += 1;
#pragma hier team reduction(+: s[0:4]) // expected-error {{cannot reduce 's' of type 'struct S'}}
  for (int i = 0; i < n; ++i) s[0].x += 1;
#pragma hier team reduction(+: undeclared[0:4]) // expected-error {{use of undeclared identifier 'undeclared' in 'reduction'}}
  for (int i = 0; i < n; ++i) d += 1;
#pragma hier team reduction(+: a[0]) // expected-error {{expected an array section '[lower : length]' after the reduction variable}}
  for (int i = 0; i < n; ++i) a[0] += 1;
}

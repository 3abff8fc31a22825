// Team array-section reductions in C (no references, _Generic as written):
// arrays of int, _Bool, char and _Complex double, a pointer section at a
// run-time lower bound, a 'nowait' team; against the sequential loops. The
// generated code adds no warning under -Wall -Wextra -Wconversion -Wshadow
// -pedantic (-Werror).
// RUN: %clang -O1 -fopenmp -Wall -Wextra -Wconversion -Wshadow -pedantic -Werror %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload -Wall -Wextra -Wconversion -Wshadow -pedantic -Werror %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team section reductions in C: PASS

#include <hier/hier.h>
#include <stdio.h>
#include <stdlib.h>

static int failures = 0;

static void expect(const char *what, int e, double got, double want) {
  if (got == want)
    return;
  ++failures;
  printf("FAIL %s element %d: got %g, want %g\n", what, e, got, want);
}

static void arrays(int league) {
  int s[6] = {1, 2, 3, 4, 5, 6}, ws[6] = {1, 2, 3, 4, 5, 6};
  _Bool any[4] = {0, 0, 0, 1}, wany[4] = {0, 0, 0, 1};
  char bits[3] = {1, 2, 4}, wbits[3] = {1, 2, 4};
  _Complex double z[3] = {1, 2, 3}, wz[3] = {1, 2, 3};
#pragma hier team max_teams(4) team_size(2) reduction(+: s[2:3]) reduction(||: any[0:3]) reduction(^: bits[0:3]) reduction(+: z[0:3])
  for (int t = 0; t < league; ++t) {
    int part = 0;
#pragma hier thread reduction(+: part)
    for (int j = 0; j <= t % 4; ++j)
      part += j;
    s[2 + t % 3] += part;
    any[t % 3] = any[t % 3] || t == 5;
    bits[t % 3] ^= (char)(t & 7);
    z[t % 3] += __builtin_complex((double)t, 1.0);
  }
  for (int t = 0; t < league; ++t) {
    for (int j = 0; j <= t % 4; ++j)
      ws[2 + t % 3] += j;
    wany[t % 3] = wany[t % 3] || t == 5;
    wbits[t % 3] ^= (char)(t & 7);
    wz[t % 3] += __builtin_complex((double)t, 1.0);
  }
  for (int e = 0; e < 6; ++e)
    expect("int +", e, s[e], ws[e]);
  for (int e = 0; e < 4; ++e)
    expect("_Bool ||", e, any[e], wany[e]);
  for (int e = 0; e < 3; ++e) {
    expect("char ^", e, bits[e], wbits[e]);
    expect("_Complex + (real)", e, __real__ z[e], __real__ wz[e]);
    expect("_Complex + (imag)", e, __imag__ z[e], __imag__ wz[e]);
  }
}

static void pointer(int league, int lo) {
  float *v = malloc(12 * sizeof *v), want[12];
  for (int e = 0; e < 12; ++e)
    v[e] = want[e] = (float)e;
#pragma hier team max_teams(3) reduction(max: v[lo:5])
  for (int t = 0; t < league; ++t)
    if ((float)(t * 3 % 17) > v[lo + t % 5])
      v[lo + t % 5] = (float)(t * 3 % 17);
  for (int t = 0; t < league; ++t)
    if ((float)(t * 3 % 17) > want[lo + t % 5])
      want[lo + t % 5] = (float)(t * 3 % 17);
  for (int e = 0; e < 12; ++e)
    expect("pointer max", e, v[e], want[e]);
  free(v);
}

static void nowait(int league) {
  unsigned h[5] = {9, 0, 0, 0, 9}, want[5] = {9, 0, 0, 0, 9};
#pragma hier team nowait max_teams(2) reduction(+: h[1:3])
  for (int t = 0; t < league; ++t)
    h[1 + t % 3] += (unsigned)t;
#pragma hier wait
  for (int t = 0; t < league; ++t)
    want[1 + t % 3] += (unsigned)t;
  for (int e = 0; e < 5; ++e)
    expect("nowait +", e, h[e], want[e]);
}

int main(void) {
  int leagues[3] = {1, 6, 41};
  for (int l = 0; l < 3; ++l) {
    arrays(leagues[l]);
    pointer(leagues[l], 4);
    nowait(leagues[l]);
  }
  if (!failures)
    printf("team section reductions in C: PASS\n");
  return failures != 0;
}

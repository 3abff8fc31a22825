// Array sections reduced by a 'team' directive (reduction(+: hist[0:64])):
// each team starts from the operator's identity in every element of the
// section, accumulates its part in its team body (counted once per team,
// in SPMD host mode too, where every thread of a team runs the body), and
// after the region each element holds its value before the region combined
// with every team's part; elements outside the section keep their values.
// Against the sequential loops: a histogram of an array declared outside
// the region, filled from a thread loop's own section reduction; every
// operator on narrow, integer and floating types, with sections that start
// inside the array; a pointer's section at a lower bound known at run time;
// a template's pointer and array; std::complex sums and products; the same
// region launched again (its slot starts from the identities each time); a
// 'nowait' team's section after '#pragma hier wait'.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// SPMD host mode of an offload build: its synchronous regions take the slots.
// RUN: %if ptxas %{ %clangxx -O1 %offload -DHIER_HOST_SPMD %s -o %t.spmd-offload && %host-fallback-nowait HIER_HOST_SPMD=1 %t.spmd-offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: team section reductions: {{[0-9]+}} checks agree

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <hier/hier.h>

static int Checks = 0, Failures = 0;

template <typename T>
static void expect(const char *what, int e, T got, T want) {
  ++Checks;
  if (got == want)
    return;
  ++Failures;
  std::printf("FAIL %s element %d: got %g, want %g\n", what, e, (double)got,
              (double)want);
}

static int bin(int x) { return (x * 7 + x / 3) % 64; }

// The histogram: a thread loop's section reduction per team, added
// into the team's section of the host's array in the team body.
static void histogram(const int *data, int n, int league) {
  long hist[64], want[64];
  for (int b = 0; b < 64; ++b)
    hist[b] = want[b] = b % 3; // the values before the region
#pragma hier team max_teams(4) team_size(4) vector_length(8) map(to: data[0:n]) reduction(+: hist[0:64])
  for (int t = 0; t < league; ++t) {
    long mine[64] = {0};
#pragma hier thread reduction(+: mine[0:64])
    for (int i = t; i < n; i += league)
      mine[bin(data[i])] += 1;
    for (int b = 0; b < 64; ++b)
      hist[b] += mine[b]; // the team body: once per team
  }
  for (int i = 0; i < n; ++i)
    want[bin(data[i])] += 1;
  for (int b = 0; b < 64; ++b)
    expect("histogram +", b, hist[b], want[b]);
}

// Every operator, on a section of an array that starts inside it; the
// elements before and after it are sentinels the region must not change.
template <typename T> static void operators(const char *type, int league) {
  T s[8], p[8], lo[8], hi[8], ref[4][8];
  for (int e = 0; e < 8; ++e) {
    s[e] = ref[0][e] = (T)(e + 1);
    p[e] = ref[1][e] = (T)(e % 3 + 1);
    lo[e] = ref[2][e] = (T)(50 + e);
    hi[e] = ref[3][e] = (T)e;
  }
#pragma hier team max_teams(3) team_size(2) vector_length(4) reduction(+: s[1:4]) reduction(*: p[0:8]) reduction(min: lo[2:3]) reduction(max: hi[5:3])
  for (int t = 0; t < league; ++t) {
    s[1 + t % 4] += (T)(t % 5);
    p[t % 8] *= (T)(t % 7 == 3 ? 2 : 1);
    T v = (T)(t % 40 + 5);
    if (v < lo[2 + t % 3])
      lo[2 + t % 3] = v;
    if ((T)(t % 90) > hi[5 + t % 3])
      hi[5 + t % 3] = (T)(t % 90);
  }
  for (int t = 0; t < league; ++t) {
    ref[0][1 + t % 4] += (T)(t % 5);
    ref[1][t % 8] *= (T)(t % 7 == 3 ? 2 : 1);
    T v = (T)(t % 40 + 5);
    if (v < ref[2][2 + t % 3])
      ref[2][2 + t % 3] = v;
    if ((T)(t % 90) > ref[3][5 + t % 3])
      ref[3][5 + t % 3] = (T)(t % 90);
  }
  char what[64];
  for (int e = 0; e < 8; ++e) {
    std::snprintf(what, sizeof what, "%s +", type);
    expect(what, e, s[e], ref[0][e]);
    std::snprintf(what, sizeof what, "%s *", type);
    expect(what, e, p[e], ref[1][e]);
    std::snprintf(what, sizeof what, "%s min", type);
    expect(what, e, lo[e], ref[2][e]);
    std::snprintf(what, sizeof what, "%s max", type);
    expect(what, e, hi[e], ref[3][e]);
  }
}

// The bitwise and logical operators, on integers.
template <typename T> static void bitwise(const char *type, int league) {
  T a[4], o[4], x[4], l[4], g[4], ref[5][4];
  for (int e = 0; e < 4; ++e) {
    a[e] = ref[0][e] = (T)(0x7f - e);
    o[e] = ref[1][e] = (T)(e << 4);
    x[e] = ref[2][e] = (T)(e * 5);
    l[e] = ref[3][e] = (T)1;
    g[e] = ref[4][e] = (T)0;
  }
#pragma hier team max_teams(4) reduction(&: a[0:4]) reduction(|: o[1:3]) reduction(^: x[0:4]) reduction(&&: l[0:4]) reduction(||: g[2:2])
  for (int t = 0; t < league; ++t) {
    a[t % 4] &= (T)~(1 << (t % 6));
    o[1 + t % 3] |= (T)(1 << (t % 4));
    x[t % 4] ^= (T)(t * 3);
    l[t % 4] = l[t % 4] && (t != 9);
    g[2 + t % 2] = g[2 + t % 2] || (t == 12);
  }
  for (int t = 0; t < league; ++t) {
    ref[0][t % 4] &= (T)~(1 << (t % 6));
    ref[1][1 + t % 3] |= (T)(1 << (t % 4));
    ref[2][t % 4] ^= (T)(t * 3);
    ref[3][t % 4] = ref[3][t % 4] && (t != 9);
    ref[4][2 + t % 2] = ref[4][2 + t % 2] || (t == 12);
  }
  char what[64];
  for (int e = 0; e < 4; ++e) {
    std::snprintf(what, sizeof what, "%s &", type);
    expect(what, e, a[e], ref[0][e]);
    std::snprintf(what, sizeof what, "%s |", type);
    expect(what, e, o[e], ref[1][e]);
    std::snprintf(what, sizeof what, "%s ^", type);
    expect(what, e, x[e], ref[2][e]);
    std::snprintf(what, sizeof what, "%s &&", type);
    expect(what, e, l[e], ref[3][e]);
    std::snprintf(what, sizeof what, "%s ||", type);
    expect(what, e, g[e], ref[4][e]);
  }
}

// A pointer's section, at a lower bound known at run time and at 0; the
// elements around it (the rest of the allocation) keep their values.
static void pointer(int league, int lo) {
  double *v = (double *)std::malloc(16 * sizeof(double));
  int *c = (int *)std::malloc(10 * sizeof(int));
  double want[16];
  int wantc[10];
  for (int e = 0; e < 16; ++e)
    v[e] = want[e] = 0.5 * e;
  for (int e = 0; e < 10; ++e)
    c[e] = wantc[e] = 100 + e;
#pragma hier team max_teams(4) team_size(4) reduction(+: v[lo:8]) reduction(min: c[0:6])
  for (int t = 0; t < league; ++t) {
    v[lo + t % 8] += t;
    double mine = 0;
#pragma hier thread reduction(+: mine)
    for (int j = 0; j < t % 5; ++j)
      mine += 1;
    v[lo] += mine;
    if (t + 3 < c[t % 6])
      c[t % 6] = t + 3;
  }
  for (int t = 0; t < league; ++t) {
    want[lo + t % 8] += t;
    want[lo] += t % 5;
    if (t + 3 < wantc[t % 6])
      wantc[t % 6] = t + 3;
  }
  for (int e = 0; e < 16; ++e)
    expect("pointer +", e, v[e], want[e]);
  for (int e = 0; e < 10; ++e)
    expect("pointer min", e, c[e], wantc[e]);
  std::free(v);
  std::free(c);
}

// In a template: a pointer of a dependent type and an array of a dependent
// size.
template <class P, class T, int N>
static void inTemplate(P v, T (&a)[N], int league) {
  T want[N];
  double wantv[6];
  for (int e = 0; e < N; ++e)
    want[e] = a[e];
  for (int e = 0; e < 6; ++e)
    wantv[e] = v[e];
#pragma hier team max_teams(3) reduction(+: v[1:4]) reduction(max: a[0:N])
  for (int t = 0; t < league; ++t) {
    v[1 + t % 4] += t;
    if ((T)(t * 2) > a[t % N])
      a[t % N] = (T)(t * 2);
  }
  for (int t = 0; t < league; ++t) {
    wantv[1 + t % 4] += t;
    if ((T)(t * 2) > want[t % N])
      want[t % N] = (T)(t * 2);
  }
  for (int e = 0; e < N; ++e)
    expect("template array max", e, a[e], want[e]);
  for (int e = 0; e < 6; ++e)
    expect("template pointer +", e, v[e], wantv[e]);
}

// std::complex sums and products (by i and 2: exact).
template <class C> static void complexes(int league) {
  C z[4], w[3], wantz[4], wantw[3];
  for (int e = 0; e < 4; ++e)
    z[e] = wantz[e] = C(e, 1);
  for (int e = 0; e < 3; ++e)
    w[e] = wantw[e] = C(1, e);
#pragma hier team max_teams(4) reduction(+: z[1:2]) reduction(*: w[0:3])
  for (int t = 0; t < league; ++t) {
    z[1 + t % 2] += C(t % 5, t % 3);
    w[t % 3] *= t % 4 == 1 ? C(0, 1) : t % 4 == 2 ? C(2, 0) : C(1, 0);
  }
  for (int t = 0; t < league; ++t) {
    wantz[1 + t % 2] += C(t % 5, t % 3);
    wantw[t % 3] *= t % 4 == 1 ? C(0, 1) : t % 4 == 2 ? C(2, 0) : C(1, 0);
  }
  for (int e = 0; e < 4; ++e)
    expect("complex +", e, (double)std::abs(z[e] - wantz[e]), 0.0);
  for (int e = 0; e < 3; ++e)
    expect("complex *", e, (double)std::abs(w[e] - wantw[e]), 0.0);
}

// The same region launched again: each launch starts from the identities.
static void again(int league) {
  int h[5] = {1, 1, 1, 1, 1}, want[5] = {1, 1, 1, 1, 1};
  for (int call = 0; call < 3; ++call) {
#pragma hier team max_teams(2) reduction(+: h[0:5])
    for (int t = 0; t < league; ++t)
      h[t % 5] += call + 1;
    for (int t = 0; t < league; ++t)
      want[t % 5] += call + 1;
  }
  for (int e = 0; e < 5; ++e)
    expect("again +", e, h[e], want[e]);
}

// A nowait team: its section is mapped and folded on the device (or the
// host teams), and is there after the wait.
static void nowaitTeam(int league) {
  long h[6] = {0, 5, 5, 5, 5, 0}, want[6] = {0, 5, 5, 5, 5, 0};
#pragma hier team nowait max_teams(3) reduction(+: h[1:4])
  for (int t = 0; t < league; ++t)
    h[1 + t % 4] += t;
#pragma hier wait
  for (int t = 0; t < league; ++t)
    want[1 + t % 4] += t;
  for (int e = 0; e < 6; ++e)
    expect("nowait +", e, h[e], want[e]);
}

int main() {
  static int data[5000];
  for (int i = 0; i < 5000; ++i)
    data[i] = (i * 7919) % 1000;
  for (int league : {1, 7, 37}) {
    histogram(data, 5000, league);
    operators<int>("int", league);
    operators<long>("long", league);
    operators<double>("double", league);
    operators<float>("float", league);
    operators<unsigned short>("unsigned short", league);
    operators<signed char>("signed char", league);
    bitwise<unsigned>("unsigned", league);
    bitwise<long long>("long long", league);
    bitwise<unsigned char>("unsigned char", league);
    bitwise<short>("short", league);
    pointer(league, 3);
    pointer(league, 0);
    double pv[6] = {1, 2, 3, 4, 5, 6};
    int arr[5] = {3, 1, 4, 1, 5};
    inTemplate(pv, arr, league);
    complexes<std::complex<double>>(league);
    complexes<std::complex<float>>(league);
    again(league);
    nowaitTeam(league);
  }
  if (!Failures)
    std::printf("team section reductions: %d checks agree\n", Checks);
  return Failures != 0;
}

// Ported from Kokkos core/unit_test/TestReducers.hpp (Min and Max reducers,
// whose identities are the limits of their type) at the team,
// thread, vector and 'thread vector' levels: INT_MIN/INT_MAX, LLONG_MIN,
// ULLONG_MAX, negative floats, infinities.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-extremes: PASS

#include <climits>
#include <cmath>
#include <hier/hier.h>
#include "Inputs/conformance.h"

// Values with the extremes at index 37 (min) and 58 (max) of 0..99.
template <typename T> static T pick(int i, T lo, T mid, T hi) {
  return i == 37 ? lo : i == 58 ? hi : (T)(mid + i % 3);
}

template <typename T> static void run(const char *type, T lo, T mid, T hi) {
  const int N = 100;
  T got[8];
  T tmn = hi, tmx = lo;
  // team level: one value per team
#pragma hier team team_size(2) vector_length(4) max_teams(9) reduction(min: tmn) reduction(max: tmx)
  for (int l = 0; l < N; ++l) {
    tmn = pick(l, lo, mid, hi) < tmn ? pick(l, lo, mid, hi) : tmn;
    tmx = pick(l, lo, mid, hi) > tmx ? pick(l, lo, mid, hi) : tmx;
  }
  got[0] = tmn;
  got[1] = tmx;
#pragma hier team team_size(4) vector_length(8) map(from: got[2:6])
  for (int l = 0; l < 1; ++l) {
    T a = hi, b = lo, c = hi, d = lo;
#pragma hier thread reduction(min: a) reduction(max: b)
    for (int i = 0; i < N; ++i) {
      a = pick(i, lo, mid, hi) < a ? pick(i, lo, mid, hi) : a;
      b = pick(i, lo, mid, hi) > b ? pick(i, lo, mid, hi) : b;
    }
#pragma hier thread vector reduction(min: c) reduction(max: d)
    for (int i = 0; i < N; ++i) {
      c = pick(i, lo, mid, hi) < c ? pick(i, lo, mid, hi) : c;
      d = pick(i, lo, mid, hi) > d ? pick(i, lo, mid, hi) : d;
    }
#pragma hier shared
    T vmin[4], vmax[4];
#pragma hier thread
    for (int r = 0; r < 4; ++r) {
      T e = hi, f = lo;
#pragma hier vector reduction(min: e) reduction(max: f)
      for (int i = 0; i < N; ++i) {
        e = pick(i, lo, mid, hi) < e ? pick(i, lo, mid, hi) : e;
        f = pick(i, lo, mid, hi) > f ? pick(i, lo, mid, hi) : f;
      }
#pragma hier single thread
      {
        vmin[r] = e;
        vmax[r] = f;
      }
    }
#pragma hier barrier
#pragma hier single
    {
      got[2] = a; got[3] = b; got[4] = c; got[5] = d;
      got[6] = vmin[0] < vmin[3] ? vmin[0] : vmin[3];
      got[7] = vmax[1] > vmax[2] ? vmax[1] : vmax[2];
    }
  }
  long bad = 0;
  for (int k = 0; k < 8; ++k)
    if (got[k] != (k % 2 ? hi : lo)) {
      ++bad;
      printf("FAIL %s result %d: got %g\n", type, k, (double)got[k]);
    }
  conf_check(type, bad);
}

int main() {
  run<int>("int", INT_MIN, -1, INT_MAX);
  run<unsigned>("unsigned", 0u, 5u, UINT_MAX);
  run<long>("long", LONG_MIN, 0L, LONG_MAX);
  run<long long>("long long", LLONG_MIN, -7LL, LLONG_MAX);
  run<unsigned long long>("unsigned long long", 0ull, 1ull << 40, ULLONG_MAX);
  run<float>("float", -INFINITY, 1.5f, INFINITY);
  run<double>("double", -1e300, -2.0, 1e300);
  run<double>("double inf", -INFINITY, 0.0, INFINITY);
  run<float>("negative float", -30.5f, -20.0f, -0.25f);
  return conf_done("reducers-extremes");
}

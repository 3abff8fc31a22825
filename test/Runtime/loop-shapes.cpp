// Every canonical loop form at every level gives the sequential result on the
// host fallback: relations < <= > >= !=, positive and negative steps, signed,
// unsigned and 64-bit variables, runtime bounds, zero-trip loops, trip counts
// that are no multiple of the team or vector size, leagues larger than the
// grid.
// Host-only build (no offload target):
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// Offload build, run without a GPU:
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: all loop shapes agree

#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <vector>

#include "Inputs/check.h"

// Each test fills `got` with a hier loop nest and `want` with the same nest
// run sequentially, over a grid of league x threads x lanes cells; every
// iteration adds its (1-based) coordinates so that a missed or duplicated
// iteration changes the sum.
struct Grid {
  int L, T, V;
  std::vector<long> got, want;
  Grid(int L, int T, int V) : L(L), T(T), V(V), got(L * T * V), want(L * T * V) {}
  long &w(long l, long t, long v) { return want[(l * T + t) * V + v]; }
  void check(const char *name) { ::check(name, got, want); }
};

// Runtime values the compiler cannot see through.
static volatile int Zero = 0;
static int rt(int x) { return x + Zero; }

// team i < L, thread j <= T-1, vector k != V; ints, unit steps.
static void forward(int L, int T, int V, int maxTeams) {
  Grid g(L, T, V);
  long *p = g.got.data();
  long n = g.got.size();
#pragma hier team max_teams(maxTeams) team_size(3) vector_length(4) map(tofrom: p[0:n])
  for (int i = 0; i < L; ++i) {
#pragma hier thread
    for (int j = 0; j <= T - 1; ++j) {
#pragma hier vector
      for (int k = 0; k != V; ++k)
        p[(i * T + j) * V + k] += 1 + i + 10 * j + 100 * k;
    }
  }
  for (int i = 0; i < L; ++i)
    for (int j = 0; j <= T - 1; ++j)
      for (int k = 0; k != V; ++k)
        g.w(i, j, k) += 1 + i + 10 * j + 100 * k;
  g.check("forward");
}

// Downwards: team i >= 0 step -1, thread j > -1 step -2, vector k != -1.
static void backward(int L, int T, int V) {
  Grid g(L, T, V);
  long *p = g.got.data();
  long n = g.got.size();
#pragma hier team team_size(4) vector_length(8) map(tofrom: p[0:n])
  for (int i = L - 1; i >= 0; i--) {
#pragma hier thread
    for (int j = T - 1; j > -1; j -= 2) {
#pragma hier vector
      for (int k = V - 1; k != -1; --k)
        p[(i * T + j) * V + k] += 1 + i + 10 * j + 100 * k;
    }
  }
  for (int i = L - 1; i >= 0; i--)
    for (int j = T - 1; j > -1; j -= 2)
      for (int k = V - 1; k != -1; --k)
        g.w(i, j, k) += 1 + i + 10 * j + 100 * k;
  g.check("backward");
}

// Unsigned and 64-bit variables, strides > 1, bounds written on the left,
// 'var = var + step' and 'var = step + var' increments, assigned (not
// declared) loop variables.
static void mixedTypes(int L, int T, int V) {
  Grid g(L, T, V);
  long *p = g.got.data();
  long n = g.got.size();
  unsigned UL = L, UT = T;
  long long LV = V;
#pragma hier team team_size(2) vector_length(2) map(tofrom: p[0:n])
  for (unsigned i = 1; UL > i; i = i + 2) {
#pragma hier thread
    for (unsigned long long j = UT; j > 0; j = j - 1) {
      long long k;
#pragma hier vector
      for (k = 0; LV > k; k = 3 + k)
        p[(i * T + (j - 1)) * V + k] += 1 + i + 10 * j + 100 * k;
    }
  }
  for (unsigned i = 1; UL > i; i = i + 2)
    for (unsigned long long j = UT; j > 0; j = j - 1)
      for (long long k = 0; LV > k; k = 3 + k)
        g.w(i, j - 1, k) += 1 + i + 10 * j + 100 * k;
  g.check("mixed types");
}

// Unsigned loops ending at 0 and a signed loop crossing zero: the logical
// iteration counter keeps them exact where 'i += stride' would wrap.
static void nearLimits(int V) {
  Grid g(1, 1, 2 * V);
  long *p = g.got.data();
  long n = g.got.size();
#pragma hier team vector_length(16) map(tofrom: p[0:n])
  for (unsigned i = 0; i < 1u; ++i) {
#pragma hier thread
    for (unsigned j = 0; j < 1u; ++j) {
#pragma hier vector
      for (unsigned k = 2 * V - 1; k != ~0u; --k)
        p[k] += 1 + k;
#pragma hier vector
      for (int k = -V; k < V; k += 1)
        p[k + V] += 1000 * (k + V + 1);
    }
  }
  for (unsigned k = 2 * V - 1; k != ~0u; --k)
    g.w(0, 0, k) += 1 + k;
  for (int k = -V; k < V; k += 1)
    g.w(0, 0, k + V) += 1000 * (k + V + 1);
  g.check("near limits");
}

// '!=' loops whose step's sign, known only at run time, gives the direction.
static void runtimeDirection(int N, int Step) {
  Grid g(1, 1, N * 4 + 8);
  long *p = g.got.data();
  long n = g.got.size();
  int Lo = 4, Hi = 4 + N * (Step < 0 ? -Step : Step);
  int From = Step > 0 ? Lo : Hi, To = Step > 0 ? Hi : Lo;
#pragma hier team vector_length(4) map(tofrom: p[0:n])
  for (int i = 0; i < 1; ++i) {
#pragma hier thread vector
    for (int k = From; k != To; k += Step)
      p[k] += 1 + k;
#pragma hier thread vector
    for (long k = From; k != To; k -= -Step)
      p[k] += 100;
  }
  for (int k = From; k != To; k += Step)
    g.w(0, 0, k) += 1 + k + 100;
  g.check("runtime direction");
}

// 'thread vector' over a whole team, and a thread loop with no vector loop.
static void flat(int L, int N) {
  Grid g(L, 1, N);
  long *p = g.got.data();
  long n = g.got.size();
#pragma hier team team_size(4) vector_length(8) map(tofrom: p[0:n])
  for (int i = 0; i < L; ++i) {
#pragma hier thread vector
    for (int k = 0; k < N; k += 1)
      p[i * N + k] += 1 + k;
#pragma hier thread
    for (int k = N - 1; k >= 0; --k)
      p[i * N + k] += 1000 * (i + 1);
  }
  for (int i = 0; i < L; ++i)
    for (int k = 0; k < N; ++k)
      g.w(i, 0, k) += 1 + k + 1000 * (i + 1);
  g.check("thread vector");
}

int main() {
  const int Sizes[][3] = {{1, 1, 1}, {7, 5, 3}, {13, 9, 33}, {64, 32, 32},
                          {5, 0, 4}, {0, 3, 3}, {3, 4, 0}, {100, 3, 17}};
  for (auto &S : Sizes) {
    int L = rt(S[0]), T = rt(S[1]), V = rt(S[2]);
    forward(L, T, V, 1 << 16);
    forward(L, T, V, 3); // the league is larger than the grid
    backward(L, T, V);
    mixedTypes(L, T, V);
    flat(L, T * V);
  }
  nearLimits(rt(40));
  for (int Step : {1, 3, -1, -2})
    runtimeDirection(rt(9), rt(Step));
  if (!Failures)
    std::printf("all loop shapes agree\n");
  return Failures != 0;
}

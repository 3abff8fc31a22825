// scratch(0: n) and scratch(1: n) on one team: each team stages a row in
// its level-0 scratch (team-shared) and a larger work array in its level-1
// scratch (device memory on a GPU), reached with hier_scratch_level() from
// the team body and from a helper function; the league is longer than the
// teams a launch has (max_teams), so the league loop reuses each team's
// level-1 buffer. Compared with a sequential reference. scratch(bytes) stays
// level 0 (hier_scratch() == hier_scratch_level(0)).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scratch-levels: PASS

#include <hier/hier.h>
#include <stdio.h>
#include <vector>

static int failures = 0;
static void check(const char *what, long bad) {
  if (bad) {
    printf("FAIL %s: %ld wrong\n", what, bad);
    ++failures;
  }
}

enum { Rows = 37, Len = 64, Work = 4096 };

// What a team calls: its level-1 work array, whatever file it is in.
#pragma omp declare target
static double *workArray() { return (double *)hier_scratch_level(1); }
#pragma omp end declare target

template <class T>
static void run(const std::vector<T> &in, std::vector<T> &out, int maxTeams) {
  const T *pin = in.data();
  T *pout = out.data();
#pragma hier team team_size(4) vector_length(8) max_teams(maxTeams) scratch(0: Len * sizeof(T)) scratch(1: Work * sizeof(double)) map(to: pin[0:Rows * Len]) map(from: pout[0:Rows])
  for (int r = 0; r < Rows; ++r) {
    T *row = (T *)hier_scratch_level(0);
    double *work = workArray();
#pragma hier thread vector
    for (int k = 0; k < Len; ++k)
      row[k] = pin[r * Len + k];
#pragma hier thread vector
    for (int w = 0; w < Work; ++w)
      work[w] = (double)w * r;
#pragma hier barrier
    T s = 0;
#pragma hier thread vector reduction(+: s)
    for (int k = 0; k < Len; ++k)
      s += row[k] * (T)(work[k * 64 % Work] / (r ? r : 1) == k * 64 % Work ||
                                r == 0
                            ? 1
                            : 0);
#pragma hier single
    pout[r] = s;
#pragma hier barrier
  }
}

int main() {
  std::vector<long> in(Rows * Len), out(Rows, -1);
  for (int i = 0; i < Rows * Len; ++i)
    in[i] = i % 13 - 4;
  for (int maxTeams : {1, 3, 64}) {
    std::fill(out.begin(), out.end(), -1);
    run(in, out, maxTeams);
    long bad = 0;
    for (int r = 0; r < Rows; ++r) {
      long ref = 0;
      for (int k = 0; k < Len; ++k)
        ref += in[r * Len + k];
      bad += out[r] != ref;
    }
    check("both levels", bad);
  }

  // Only level 1, without max_teams (the teams the device holds at once),
  // and level 0 spelled the old way: hier_scratch() is level 0.
  {
    std::vector<int> res(100, 0);
    int *p = res.data();
#pragma hier team scratch(1: 1000 * sizeof(int)) map(tofrom: p[0:100])
    for (int t = 0; t < 100; ++t) {
      int *mine = (int *)hier_scratch_level(1);
#pragma hier thread vector
      for (int k = 0; k < 1000; ++k)
        mine[k] = t + k;
#pragma hier barrier
      int s = 0;
#pragma hier thread vector reduction(+: s)
      for (int k = 0; k < 1000; ++k)
        s += mine[k] - k;
#pragma hier single
      p[t] = s;
#pragma hier barrier
    }
    long bad = 0;
    for (int t = 0; t < 100; ++t)
      bad += res[t] != 1000 * t;
    check("level 1 alone", bad);

    int same = 0;
#pragma hier team scratch(256) map(tofrom: same)
    for (int t = 0; t < 1; ++t) {
#pragma hier single
      same = hier_scratch() == hier_scratch_level(0) &&
             hier_scratch_level(2) == nullptr;
    }
    check("hier_scratch() is level 0", !same);
  }

  printf("scratch-levels: %s\n", failures ? "FAIL" : "PASS");
  return failures != 0;
}

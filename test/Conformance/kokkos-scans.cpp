// After Kokkos core/unit_test/TestTeamVector.hpp (functor_vec_scan,
// functor_vec_scan_ret_val: parallel_scan over ThreadVectorRange(team, 25)
// adding i, each final value checked against the sum of 0..i, and the
// total returned; VectorScanReducer::checkScan: vector scans with a reducer,
// inclusive and exclusive) and TestTeam.hpp's team scans as run by
// TestTeamReductionScan.hpp's team_reduction_scan (leagues of 0, 10 and
// 10000 teams, parallel_scan over TeamThreadRange). Kokkos' `final` pass is
// hier's scan phase: `reduction(inscan, ...)` and '#pragma hier scan'.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: kokkos-scans: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"
#include <vector>

// functor_vec_scan and functor_vec_scan_ret_val: every thread of every team
// scans 0..24 over its lanes; a wrong prefix sets the thread's flag, and the
// total is the scan's return value.
template <class T> static void vecScan(int league, const char *what) {
  enum { Size = 4, N = 25 };
  std::vector<int> flags(league * Size, 0);
  std::vector<T> totals(league * Size, T(0));
  int *pf = flags.data();
  T *pt = totals.data();
#pragma hier team team_size(Size) vector_length(8) map(tofrom: pf[0:league * Size], pt[0:league * Size])
  for (int l = 0; l < league; ++l) {
#pragma hier thread
    for (int t = 0; t < Size; ++t) {
      T val = T(0);
      int bad = 0;
#pragma hier vector reduction(inscan, +: val) reduction(+: bad)
      for (int i = 0; i < N; ++i) {
        val += T(i);
#pragma hier scan inclusive(val)
        T test = T(0);
        for (int k = 0; k <= i; ++k)
          test += T(k);
        if (test != val)
          ++bad;
      }
      pf[l * Size + t] = bad;
      pt[l * Size + t] = val;
    }
  }
  long bad = 0;
  for (int i = 0; i < league * Size; ++i)
    bad += flags[i] != 0 || totals[i] != T(N * (N - 1) / 2);
  conf_check(what, bad);
}

// VectorScanReducer::checkScan: a product and a max over the lanes,
// inclusive and exclusive, every prefix stored and checked.
static void vecScanReducers(int league) {
  enum { Size = 2, N = 19 };
  std::vector<long> prod(league * Size * N), maxs(league * Size * N);
  long *pp = prod.data(), *pm = maxs.data();
#pragma hier team team_size(Size) vector_length(16) map(from: pp[0:league * Size * N], pm[0:league * Size * N])
  for (int l = 0; l < league; ++l) {
#pragma hier thread
    for (int t = 0; t < Size; ++t) {
      long p = 1, m = -1;
      long *op = pp + (l * Size + t) * N, *om = pm + (l * Size + t) * N;
#pragma hier vector reduction(inscan, *: p)
      for (int i = 0; i < N; ++i) {
        p *= (i + l + t) % 3 == 0 ? 2 : 1;
#pragma hier scan inclusive(p)
        op[i] = p;
      }
#pragma hier vector reduction(inscan, max: m)
      for (int i = 0; i < N; ++i) {
        om[i] = m;
#pragma hier scan exclusive(m)
        m = m > (i * 7 + l) % 23 ? m : (i * 7 + l) % 23;
      }
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l)
    for (int t = 0; t < Size; ++t) {
      long p = 1, m = -1;
      for (int i = 0; i < N; ++i) {
        p *= (i + l + t) % 3 == 0 ? 2 : 1;
        bad += prod[(l * Size + t) * N + i] != p;
        bad += maxs[(l * Size + t) * N + i] != m;
        m = m > (i * 7 + l) % 23 ? m : (i * 7 + l) % 23;
      }
    }
  conf_check("vector scans with reducers", bad);
}

// team_reduction_scan: a scan over TeamThreadRange of each team's values
// (league_rank + 1 + i), exclusive, its prefixes stored per team.
static void teamScan(int league) {
  enum { Size = 8, N = 37 };
  std::vector<long> out(league * N), tot(league);
  long *po = out.data(), *pt = tot.data();
#pragma hier team team_size(Size) vector_length(4) map(from: po[0:league * N], pt[0:league])
  for (int l = 0; l < league; ++l) {
    long acc = 0;
#pragma hier thread reduction(inscan, +: acc)
    for (int i = 0; i < N; ++i) {
      po[l * N + i] = acc;
#pragma hier scan exclusive(acc)
      acc += l + 1 + i;
    }
    pt[l] = acc;
  }
  long bad = 0;
  for (int l = 0; l < league; ++l) {
    long acc = 0;
    for (int i = 0; i < N; ++i) {
      bad += out[l * N + i] != acc;
      acc += l + 1 + i;
    }
    bad += tot[l] != acc;
  }
  conf_check("team scan", bad);
}

int main() {
#ifdef HIER_HOST_SPMD
  // SPMD host mode runs one team at a time with host threads and barriers:
  // a league of 10000 takes most of a minute on a loaded 2-core machine.
  for (int league : {0, 10, 20}) {
#else
  for (int league : {0, 10, 10000}) {
#endif
    vecScan<int>(league, "vector scan of int");
    vecScan<double>(league, "vector scan of double");
    vecScanReducers(league);
    teamScan(league);
  }
  return conf_done("kokkos-scans");
}

// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamPolicy::test_reduce,
// a Sum over a TeamPolicy), extended to the other reducers of
// TestReducers.hpp, with empty and small leagues as in TestTeamReductionScan.hpp:
// one contribution per team, every reducer on integer types; the leagues
// exceed the grid (max_teams(7)).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-league-int: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"
#include "Inputs/reducer-values.h"

template <typename T> static void run(const char *type, int league) {
  T s = 3, p = 2, mn = 60, mx = 40, a = 1, o = 0, ba = (T)0x7ff3, bo = 0x100,
    bx = 0x55;
#pragma hier team team_size(2) vector_length(32) max_teams(7) \
    reduction(+: s) reduction(*: p) reduction(min: mn) reduction(max: mx) \
    reduction(&&: a) reduction(||: o) reduction(&: ba) reduction(|: bo) \
    reduction(^: bx)
  for (int l = 0; l < league; ++l) {
    s += val<T>(l);
    p *= pval<T>(l * 7);
    mn = val<T>(l) < mn ? val<T>(l) : mn;
    mx = val<T>(l) > mx ? val<T>(l) : mx;
    a = a && truth<T>(l, 997);
    o = o || !truth<T>(l, 331);
    ba &= bits<T>(l) | (T)0x800;
    bo |= bits<T>(l);
    bx ^= bits<T>(l);
  }
  T ws = 3, wp = 2, wmn = 60, wmx = 40, wa = 1, wo = 0, wba = (T)0x7ff3,
    wbo = 0x100, wbx = 0x55;
  for (int l = 0; l < league; ++l) {
    ws += val<T>(l);
    wp *= pval<T>(l * 7);
    wmn = val<T>(l) < wmn ? val<T>(l) : wmn;
    wmx = val<T>(l) > wmx ? val<T>(l) : wmx;
    wa = wa && truth<T>(l, 997);
    wo = wo || !truth<T>(l, 331);
    wba &= bits<T>(l) | (T)0x800;
    wbo |= bits<T>(l);
    wbx ^= bits<T>(l);
  }
  long bad = (s != ws) + (p != wp) + (mn != wmn) + (mx != wmx) + (a != wa) +
             (o != wo) + (ba != wba) + (bo != wbo) + (bx != wbx);
  if (bad)
    printf("FAIL %s league %d: sum %lld/%lld prod %lld/%lld min %lld/%lld max "
           "%lld/%lld\n", type, league, (long long)s, (long long)ws,
           (long long)p, (long long)wp, (long long)mn, (long long)wmn,
           (long long)mx, (long long)wmx);
  conf_check(type, bad);
}

int main() {
  // Products stay exact: one factor 2 in 9 teams of 7 * l, below 2^30.
  for (int league : {0, 1, 10, 100, 250}) {
    run<int>("int", league);
    run<unsigned>("unsigned", league);
    run<long>("long", league);
    run<unsigned long long>("unsigned long long", league);
  }
  return conf_done("reducers-league-int");
}

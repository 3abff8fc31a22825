// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamPolicy::test_reduce,
// a Sum over a TeamPolicy), extended to Min, Max, LAnd and LOr of
// TestReducers.hpp, in float and double, leagues of 0 to 10000 as in
// TestTeamReductionScan.hpp: one contribution per team computed by a
// TeamThreadRange reduction first, over a grid of at most 16 teams.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-league-float: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"
#include "Inputs/reducer-values.h"

template <typename T> static void run(const char *type, int league) {
  T s = 3, mn = 600, mx = 40, a = 1, o = 0;
#pragma hier team team_size(8) vector_length(4) max_teams(16) \
    reduction(+: s) reduction(min: mn) reduction(max: mx) reduction(&&: a) \
    reduction(||: o)
  for (int l = 0; l < league; ++l) {
    T part = 0;
#pragma hier thread reduction(+: part)
    for (int i = 0; i < 10; ++i)
      part += val<T>(l + i);
    s += part;
    mn = part < mn ? part : mn;
    mx = part > mx ? part : mx;
    a = a && part != (T)123;
    o = o || part == (T)500;
  }
  T ws = 3, wmn = 600, wmx = 40, wa = 1, wo = 0;
  for (int l = 0; l < league; ++l) {
    T part = 0;
    for (int i = 0; i < 10; ++i)
      part += val<T>(l + i);
    ws += part;
    wmn = part < wmn ? part : wmn;
    wmx = part > wmx ? part : wmx;
    wa = wa && part != (T)123;
    wo = wo || part == (T)500;
  }
  long bad = (s != ws) + (mn != wmn) + (mx != wmx) + (a != wa) + (o != wo);
  if (bad)
    printf("FAIL %s league %d: sum %g/%g min %g/%g max %g/%g and %g/%g or "
           "%g/%g\n", type, league, (double)s, (double)ws, (double)mn,
           (double)wmn, (double)mx, (double)wmx, (double)a, (double)wa,
           (double)o, (double)wo);
  conf_check(type, bad);
}

int main() {
  for (int league : {0, 1, 10, 1000, 10000}) {
    run<float>("float", league);
    run<double>("double", league);
  }
  return conf_done("reducers-league-float");
}

// Ported from LLVM offload/test/offloading/atomic-compare-signedness.c: an
// atomic min/max by compare-and-swap keeps the signedness of its operands
// (a signed minimum is negative, an unsigned one is not), from all threads
// of several teams, here with __atomic builtins in 'thread vector' loops;
// compared with hier's min/max reductions of the same values.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: atomic-compare-signedness: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

static int value(int i) { return (i * 37) % 200 - 100; }

int main(void) {
  int smin = 1000, rmin = 1000;
  unsigned umax = 0, rmax = 0;
  int *ps = &smin;
  unsigned *pu = &umax;
#pragma hier team team_size(4) vector_length(8) max_teams(3) map(tofrom: ps[0:1], pu[0:1]) \
    reduction(min: rmin) reduction(max: rmax)
  for (int l = 0; l < 10; ++l) {
    int tm = 1000;
    unsigned tx = 0;
#pragma hier thread vector reduction(min: tm) reduction(max: tx)
    for (int i = 0; i < 100; ++i) {
      int v = value(l * 100 + i);
      int old = __atomic_load_n(ps, __ATOMIC_RELAXED);
      while (v < old && !__atomic_compare_exchange_n(ps, &old, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
      unsigned u = (unsigned)v;
      unsigned uold = __atomic_load_n(pu, __ATOMIC_RELAXED);
      while (u > uold && !__atomic_compare_exchange_n(pu, &uold, u, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
      tm = v < tm ? v : tm;
      tx = u > tx ? u : tx;
    }
    rmin = tm < rmin ? tm : rmin;
    rmax = tx > rmax ? tx : rmax;
  }
  int wmin = 1000;
  unsigned wmax = 0;
  for (int i = 0; i < 1000; ++i) {
    wmin = value(i) < wmin ? value(i) : wmin;
    wmax = (unsigned)value(i) > wmax ? (unsigned)value(i) : wmax;
  }
  conf_check("signed atomic min", smin != wmin);
  conf_check("unsigned atomic max", umax != wmax);
  conf_check("signed min reduction", rmin != wmin);
  conf_check("unsigned max reduction", rmax != wmax);
  return conf_done("atomic-compare-signedness");
}

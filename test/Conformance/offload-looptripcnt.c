// Ported from LLVM offload/test/offloading/looptripcnt.c: the trip count
// of a distributed loop with a runtime lower bound and step (here the
// league loop and a thread loop of 'for (i = lb; i < ub; i += st)')
// matches the sequential loop: counted with an atomic-free per-iteration
// mark and summed on the host.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: looptripcnt: PASS

#include <string.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int lb, int ub, int st) {
  static int marks[1000][40];
  memset(marks, 0, sizeof marks);
  long count = 0, want = 0;
#pragma hier team team_size(4) vector_length(8) map(tofrom: marks) reduction(+: count)
  for (int l = lb; l < ub; l += st) {
    long c = 0;
#pragma hier thread reduction(+: c)
    for (int i = lb; i < ub; i += st)
      c += 1;
#pragma hier thread
    for (int i = lb; i < ub; i += st)
      marks[(l - lb) / st][(i - lb) / st] += 1;
    count += c;
  }
  long bad = 0;
  for (int l = lb; l < ub; l += st)
    for (int i = lb; i < ub; i += st) {
      ++want;
      bad += marks[(l - lb) / st][(i - lb) / st] != 1;
    }
  bad += count != want;
  return bad;
}

int main(void) {
  conf_check("0..10 by 1", run(0, 10, 1));
  conf_check("-7..30 by 3", run(-7, 30, 3));
  conf_check("5..6 by 4", run(5, 6, 4));
  conf_check("9..9 by 2", run(9, 9, 2));
  conf_check("-100..-61 by 1", run(-100, -61, 1));
  return conf_done("looptripcnt");
}

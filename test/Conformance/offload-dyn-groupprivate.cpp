// Ported from LLVM offload/test/offloading/dyn_groupprivate.cpp (dynamic
// team-shared memory, ompx_dyn_cgroup_mem): a team gets N bytes of dynamic
// team memory, sized at run time, fills it cooperatively and reads it back
// after a barrier; sizes 4 bytes to 32 KiB.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: dyn-groupprivate: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"

static long run(int n) {
  long errors = 0;
  unsigned bytes = n * sizeof(int);
#pragma hier team team_size(8) vector_length(32) scratch(bytes) reduction(+: errors)
  for (int l = 0; l < 4; ++l) {
    int *mem = (int *)hier_scratch();
#pragma hier thread vector
    for (int i = 0; i < n; ++i)
      mem[i] = i ^ l;
#pragma hier barrier
    long e = 0;
#pragma hier thread vector reduction(+: e)
    for (int i = 0; i < n; ++i)
      e += mem[(i + 17) % n] != (((i + 17) % n) ^ l);
    errors += e;
#pragma hier barrier
  }
  return errors;
}

int main() {
  for (int n : {1, 100, 1024, 8192}) {
    long bad = run(n);
    if (bad)
      printf("FAIL %d ints\n", n);
    conf_check("dynamic team memory", bad);
  }
  return conf_done("dyn-groupprivate");
}

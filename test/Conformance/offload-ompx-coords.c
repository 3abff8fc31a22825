// Ported from LLVM offload/test/offloading/ompx_coords.c: every global
// index gid = tid + bid * tdim below N records its coordinates, and the host
// walks them in order; N is no multiple of the block (100003), so the last
// block is partly idle. hier: the league loop over blocks, a 'thread vector'
// loop over the block's 256 indices, coordinates computed from them.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ompx-coords: PASS

#include <stdlib.h>
#include <string.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

struct info {
  int tid, bid, tdim;
};

int main(int argc, char **argv) {
  int N = 100003;
  if (argc > 1)
    N = atoi(argv[1]);
  struct info *X = (struct info *)malloc(sizeof(*X) * N);
  memset(X, '0', sizeof(*X) * N);
  int TL = 256, NT = (N + TL - 1) / TL;
#pragma hier team team_size(8) vector_length(32) map(tofrom: X[0:N])
  for (int bid = 0; bid < NT; ++bid) {
#pragma hier thread vector
    for (int tid = 0; tid < TL; ++tid) {
      int gid = tid + bid * TL;
      if (gid < N) {
        X[gid].tid = tid;
        X[gid].bid = bid;
        X[gid].tdim = TL;
      }
    }
  }
  int tid = 0, bid = 0;
  long bad = 0;
  for (int i = 0; i < N; i++) {
    bad += X[i].tid != tid || X[i].bid != bid || X[i].tdim != TL;
    if (++tid == TL) {
      tid = 0;
      bid++;
    }
  }
  conf_check("coordinates", bad);
  free(X);
  return conf_done("ompx-coords");
}

// Ported from LLVM offload/test/offloading/CUDA/thread_and_block_id.cu and
// basic_launch_blocks_and_threads.cu: each (block, thread) of a launch with
// several blocks adds one to a counter of its own, and the host finds every
// counter at 1; blocks more than the grid (max_teams(3)) still each run once.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: thread-and-block-id: PASS

#include <string.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { Blocks = 11, Threads = 42 };

int main(void) {
  int count[Blocks][Threads];
  memset(count, 0, sizeof count);
#pragma hier team team_size(2) vector_length(32) max_teams(3) map(tofrom: count)
  for (int b = 0; b < Blocks; ++b) {
#pragma hier thread vector
    for (int t = 0; t < Threads; ++t)
      count[b][t] += 1;
  }
  long bad = 0;
  for (int b = 0; b < Blocks; ++b)
    for (int t = 0; t < Threads; ++t)
      bad += count[b][t] != 1;
  conf_check("one run per (block, thread)", bad);
  return conf_done("thread-and-block-id");
}

// The three programs of issue 19 that are wrong only on a GPU, where code in
// a team body runs on every thread of the team: the default host fallback
// (one host thread per team) gives the answers a sequential reading
// expects, and SPMD host mode (-DHIER_HOST_SPMD, HIER_HOST_SPMD=1) the
// GPU's: an H200 printed 32 for the counter and 1000 for the racy sum.
// The doubling races (every thread reads and writes a[x]): an H200 printed
// "no", an H100 "yes" (its warps read before any of them wrote), SPMD host
// mode "no"; the GPU line accepts either, the other two are deterministic.
// The race warnings are test/Frontend's; here they are off.
// RUN: %clang -O1 -fopenmp -fplugin-arg-hier-race-warnings=off %s -o %t.host && %run %t.host | FileCheck %s --check-prefix=DEFAULT
// RUN: %clang -O1 -fopenmp -fplugin-arg-hier-race-warnings=off -DHIER_HOST_SPMD %s -o %t.spmd
// RUN: %run %t.spmd | FileCheck %s --check-prefix=DEFAULT
// RUN: %spmd-run %t.spmd | FileCheck %s --check-prefixes=SPMD,EVERY
// The offload build's fallback in SPMD mode; on a GPU (gpu_batch) the GPU
// itself must print the same.
// RUN: %if ptxas %{ %clang -O1 %offload -fplugin-arg-hier-race-warnings=off -DHIER_HOST_SPMD %s -o %t.offload && %host-fallback HIER_HOST_SPMD=1 %t.offload | FileCheck %s --check-prefixes=GPU,EVERY %}
// DEFAULT: doubled once: yes
// DEFAULT: counter per team: 1 1 1 1
// DEFAULT: racy sum: 64000
// SPMD: doubled once: no
// GPU: doubled once: {{yes|no}}
// EVERY: counter per team: 32 32 32 32
// EVERY: racy sum: 1000

#include <hier/hier.h>
#include <stdio.h>

#define N 256

static double v[1000 * 64];

int main(void) {
  // 1. a[x] = 2 * a[x] in a team body: every thread of the team doubles
  //    the element (racing with the others) on a GPU.
  double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma hier team map(tofrom: a)
  for (int x = 0; x < N; ++x)
    a[x] = 2 * a[x];
  int once = 1;
  for (int i = 0; i < N; ++i)
    once &= a[i] == 2.0 * i;
  printf("doubled once: %s\n", once ? "yes" : "no");

  // 2. An atomic counter in a team body counts the team's threads.
  int count[4] = {0, 0, 0, 0};
#pragma hier team team_size(4) vector_length(8) map(tofrom: count)
  for (int t = 0; t < 4; ++t)
    __atomic_fetch_add(&count[t], 1, __ATOMIC_RELAXED);
  printf("counter per team: %d %d %d %d\n", count[0], count[1], count[2],
         count[3]);

  // 3. A scalar updated in a thread vector loop without a reduction: each
  //    thread adds its own iterations to its own copy of the team's
  //    variable, and one thread's copy becomes the team's result.
  for (int i = 0; i < 1000 * 64; ++i)
    v[i] = 1.0;
  double s = 0;
#pragma hier team reduction(+: s) map(to: v)
  for (int i = 0; i < 1000; ++i) {
#pragma hier thread vector
    for (int j = 0; j < 64; ++j)
      s += v[i * 64 + j];
  }
  printf("racy sum: %g\n", s);
  return 0;
}

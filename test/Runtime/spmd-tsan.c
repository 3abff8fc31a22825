// SPMD host mode under ThreadSanitizer: the threads of a team share a
// '#pragma hier shared' array; with the barrier between the thread vector
// loop that fills it and the single that reads it, TSan is silent, and
// without it TSan reports the race at the read. The barriers of hier/
// __hier_spmd.h are atomics TSan follows; libomp itself is not
// instrumented, hence ignore_noninstrumented_modules (libomp's own
// synchronisation would otherwise show up as races in pthread_mutex_lock).
// UNSUPPORTED: sanitizers
// RUN: %clang -O1 -g -fopenmp -fsanitize=thread -DHIER_HOST_SPMD %s -o %t
// RUN: env TSAN_OPTIONS=ignore_noninstrumented_modules=1 %spmd-run %t 2>&1 | FileCheck %s --check-prefix=SYNCED --implicit-check-not=ThreadSanitizer
// RUN: env TSAN_OPTIONS=ignore_noninstrumented_modules=1 not %spmd-run %t missing-barrier 2>&1 | FileCheck %s --check-prefix=RACE
// SYNCED: sums: 28 36 44 52
// Which of the two accesses TSan sees second (and reports first) depends on
// the schedule: the read is either 'Read of size 4' or 'Previous read'.
// RACE: WARNING: ThreadSanitizer: data race
// RACE: {{[Rr]}}ead of size 4
// RACE-NEXT: spmd-tsan.c:[[@LINE+22]]:

#include <hier/hier.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int sums[4] = {0, 0, 0, 0};
  int barrier = argc < 2;
#pragma hier team team_size(4) vector_length(2) map(tofrom: sums)
  for (int t = 0; t < 4; ++t) {
#pragma hier shared
    int buf[8];
#pragma hier thread vector
    for (int i = 0; i < 8; ++i)
      buf[i] = i + t;
    if (barrier) {
#pragma hier barrier
    }
#pragma hier single
    {
      int s = 0;
      for (int i = 0; i < 8; ++i)
        s += buf[i]; // the read TSan reports
      sums[t] = s;
    }
  }
  printf("sums: %d %d %d %d\n", sums[0], sums[1], sums[2], sums[3]);
  return 0;
}

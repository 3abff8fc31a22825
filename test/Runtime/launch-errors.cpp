// Launches a GPU would reject are reported before the launch, with the
// value at fault, and end the program: a non-positive league_size (also on
// the host fallback), a team of more than 1024 threads, more scratch than the
// device has (on a GPU). argv[1] picks the case; 0 is a valid launch.
// The headers that declare the functions hier's checks use must still work.
// RUN: %clangxx -O1 -fopenmp %s -o %t
// RUN: %run %t 0 | FileCheck %s --check-prefix=OK
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not --crash %run %t 2 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// On the host a team is one thread and scratch is host memory: no limit.
// RUN: %run %t 3 | FileCheck %s --check-prefix=OK
// RUN: %if gpu %{ %clangxx -O1 %offload %s -o %t.gpu %}
// RUN: %if gpu %{ not --crash %run %t.gpu 3 2>&1 | FileCheck %s --check-prefix=BLOCK %}
// RUN: %if gpu %{ not --crash %run %t.gpu 4 2>&1 | FileCheck %s --check-prefix=SCRATCH %}
// Without max_teams a GPU runs one team per league iteration (the league loop
// runs once per team): a league larger than a grid needs max_teams.
// RUN: %if gpu %{ not --crash %run %t.gpu 5 2>&1 | FileCheck %s --check-prefix=GRID %}
// OK: ran: 9
// ZERO: hier: league_size(0) must be positive
// NEGATIVE: hier: league_size(-5) must be positive
// BLOCK: hier: a team of 2048 threads (vector lanes x team_size) exceeds the GPU's limit of threads per block: 1024
// SCRATCH: hier: scratch(300000) exceeds the largest team-shared memory of the GPU, in bytes: {{[0-9]+}}
// GRID: hier: a league of 3000000000 iterations needs max_teams: without it each iteration is a team, and a GPU grid has at most this many: 2147483647
#include <hier/hier.h>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <unistd.h>
int main(int argc, char **argv) {
  int which = argc > 1 ? std::atoi(argv[1]) : 0;
  long league = which == 1 ? 0 : (which == 2 ? -5 : 10);
  int ts = which == 3 ? 64 : 4;
  long scratch = which == 4 ? 300000 : 64;
  static long out[16];
  long *o = out;
#pragma hier team league_size(league) team_size(ts) vector_length(32) scratch(scratch) map(tofrom: o[0:16])
  for (int l = 0; l < 10; ++l) {
#pragma hier single
    o[l] = l;
  }
  if (which == 5) {
#pragma hier team map(tofrom: o[0:16])
    for (long l = 0; l < 3000000000L; ++l) {
#pragma hier single
      o[l % 16] = l;
    }
  }
  std::printf("ran: %ld\n", out[9]);
}

// Team-shared arrays and scalars, team scratch, barriers and 'single' give
// the sequential result: each team fills a shared table and its scratch,
// synchronises, and reads entries other threads wrote.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK: shared: PASS
// CHECK: single thread: PASS

#include <hier/hier.h>
#include <cstdio>

static int report(const char *what, long bad) {
  std::printf("%s: %s (%ld wrong)\n", what, bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}

int main(int argc, char **) {
  const int L = 37 + argc, T = 100; // T is no multiple of the block size
  static long out[64 * 100];
  long *o = out;
  // Team size and vector length as for a GPU; a league larger than the grid.
#pragma hier team vector_length(8) team_size(4) max_teams(5) scratch(T * sizeof(long)) map(from: o[0:L*T])
  for (int l = 0; l < L; ++l) {
#pragma hier shared
    long table[T], base;
    long *s = (long *)hier_scratch();
#pragma hier single
    base = 1000L * l;
#pragma hier thread vector
    for (int i = 0; i < T; ++i) {
      table[i] = base + i;
      s[i] = 7L * i;
    }
#pragma hier barrier
    // Read what other threads of the team wrote.
#pragma hier thread vector
    for (int i = 0; i < T; ++i)
      o[l * T + i] = table[T - 1 - i] + s[(i + 13) % T];
#pragma hier barrier
  }
  long bad = 0;
  for (int l = 0; l < L; ++l)
    for (int i = 0; i < T; ++i)
      bad += out[l * T + i] != 1000L * l + (T - 1 - i) + 7L * ((i + 13) % T);
  int status = report("shared", bad);

  // 'single thread': once per thread, visible to the thread's lanes after it.
  static long rows[16 * 8 * 4];
  long *r = rows;
#pragma hier team vector_length(4) team_size(8) map(from: r[0:16*8*4])
  for (int l = 0; l < 16; ++l) {
#pragma hier shared
    long perThread[8];
#pragma hier thread
    for (int t = 0; t < 8; ++t) {
#pragma hier single thread
      perThread[t] = 10 * l + t;
#pragma hier vector
      for (int k = 0; k < 4; ++k)
        r[(l * 8 + t) * 4 + k] = perThread[t] * 100 + k;
    }
  }
  bad = 0;
  for (int l = 0; l < 16; ++l)
    for (int t = 0; t < 8; ++t)
      for (int k = 0; k < 4; ++k)
        bad += rows[(l * 8 + t) * 4 + k] != (10L * l + t) * 100 + k;
  return status | report("single thread", bad);
}

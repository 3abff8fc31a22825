// Ported from Kokkos core/unit_test/TestTeamVector.hpp (Kokkos::single
// (PerTeam) and single(PerThread) bodies next to TeamThreadRange and
// ThreadVectorRange loops, which the whole team or the whole thread must run):
// a thread or 'thread vector' loop inside a team 'single', or a vector loop
// inside a 'single thread', is run by one thread (one lane) only; on a GPU
// that thread does just its own share of the iterations (the others are lost),
// and a reduction in such a loop synchronises with threads that never arrive.
// hier must reject them, as it rejects a barrier inside a thread loop.
//
// Input: '#pragma hier single { #pragma hier thread for (...) ... }' and the
// same with 'thread vector' in a team body, and '#pragma hier single thread {
// #pragma hier vector for (...) ... }' in a thread loop (below). Expected: an
// error at each loop directive, from the host-only and the offload compile
// (a bug until issue 18: no diagnostic).
// RUN: not %clangxx -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %clangxx %offload -fsyntax-only %s 2>&1 | FileCheck %s

#include <hier/hier.h>

void thread_loop_in_single(int n, int *a) {
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:n])
  for (int l = 0; l < 1; ++l) {
#pragma hier single
    {
// CHECK: kokkos-single-loop-nesting.cpp:[[#@LINE+1]]:{{[0-9]+}}: error:
#pragma hier thread
      for (int i = 0; i < n; ++i)
        a[i] += 1;
    }
  }
}

void thread_vector_loop_in_single(int n, int *a) {
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:n])
  for (int l = 0; l < 1; ++l) {
#pragma hier single
    {
      int base = a[0];
// CHECK: kokkos-single-loop-nesting.cpp:[[#@LINE+1]]:{{[0-9]+}}: error:
#pragma hier thread vector
      for (int i = 1; i < n; ++i)
        a[i] += base;
    }
  }
}

void vector_loop_in_single_thread(int n, int *a) {
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:4 * n])
  for (int l = 0; l < 1; ++l) {
#pragma hier thread
    for (int t = 0; t < 4; ++t) {
#pragma hier single thread
      {
// CHECK: kokkos-single-loop-nesting.cpp:[[#@LINE+1]]:{{[0-9]+}}: error:
#pragma hier vector
        for (int i = 0; i < n; ++i)
          a[t * n + i] += 1;
      }
    }
  }
}

// Ported from Kokkos core/unit_test/TestTeamVector.hpp and TestTeam.hpp
// (Kokkos::single(PerTeam) bodies, which one thread of the team runs, next to
// team_barrier calls that the whole team must reach): what a 'single' body
// may hold. A team barrier, or another team 'single' (which ends with one),
// inside a team 'single' is reached by one thread only: on a GPU the block's
// other threads never arrive (a hang, or a barrier matched with the wrong
// one), as CUDA's __syncthreads() in divergent code. hier must reject them,
// as it rejects a barrier inside a thread loop.
//
// Input: '#pragma hier single { #pragma hier barrier ... }' and '#pragma
// hier single { #pragma hier single ...; }' in a team body (below). Expected:
// an error at each inner directive, from the host-only and the offload
// compile (a bug until issue 18: no diagnostic).
// RUN: not %clangxx -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %clangxx %offload -fsyntax-only %s 2>&1 | FileCheck %s

#include <hier/hier.h>

void barrier_in_single(int n, long *a) {
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:n])
  for (int l = 0; l < n; ++l) {
#pragma hier shared
    long s;
#pragma hier single
    {
      s = a[l];
// CHECK: kokkos-single-barrier-nesting.cpp:[[#@LINE+1]]:{{[0-9]+}}: error:
#pragma hier barrier
      a[l] = s + 1;
    }
  }
}

void single_in_single(int n, long *a) {
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:n])
  for (int l = 0; l < n; ++l) {
#pragma hier single
    {
      a[l] += 1;
// CHECK: kokkos-single-barrier-nesting.cpp:[[#@LINE+1]]:{{[0-9]+}}: error:
#pragma hier single
      a[l] *= 2;
    }
  }
}

// Ported from Kokkos core/unit_test/TestTeamVector.hpp and TestTeam.hpp
// (TeamPolicy, TeamThreadRange and ThreadVectorRange with index types int,
// int64_t, unsigned and size_t: TestTeamPolicy<..., IndexType<...>>): the
// league, thread and vector loops in each of char, short, int, long, unsigned
// char, unsigned short, unsigned, unsigned long long and size_t; every
// iteration runs once.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: index-types: PASS

#include <cstddef>
#include <cstring>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename I> static void run(const char *type, I L, I R, I C) {
  static int hits[20][20][40];
  std::memset(hits, 0, sizeof hits);
#pragma hier team team_size(4) vector_length(8) map(tofrom: hits)
  for (I l = 0; l < L; ++l) {
#pragma hier thread
    for (I r = 0; r < R; ++r) {
#pragma hier vector
      for (I c = 0; c < C; ++c)
        hits[l][r][c] += 1;
    }
  }
  long bad = 0;
  for (int l = 0; l < 20; ++l)
    for (int r = 0; r < 20; ++r)
      for (int c = 0; c < 40; ++c)
        bad += hits[l][r][c] != (l < (int)L && r < (int)R && c < (int)C);
  conf_check(type, bad);
}

int main() {
  run<signed char>("signed char", 3, 7, 33);
  run<short>("short", 20, 1, 40);
  run<int>("int", 19, 19, 39);
  run<long>("long", 5, 5, 5);
  run<unsigned char>("unsigned char", 2, 20, 17);
  run<unsigned short>("unsigned short", 7, 3, 1);
  run<unsigned>("unsigned", 11, 13, 0);
  run<unsigned long long>("unsigned long long", 4, 9, 32);
  run<std::size_t>("size_t", 1, 1, 1);
  return conf_done("index-types");
}

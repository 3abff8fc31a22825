// Ported from Kokkos core/unit_test/TestTeamVectorRange.hpp
// (functor_teamvector_for, functor_teamvector_reduce,
// functor_teamvector_reduce_reducer; 317 teams of 33 threads and vector
// length 8, int, long long, float and double): a TeamVectorRange of 131
// accumulates into 131 team-shared entries after zeroing them, and the same
// range is reduced into a thread-private value and into a team-shared
// scalar; one thread per team compares all three with the sequential sum.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: teamvector-range: PASS

#include <vector>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename Scalar> static void run(const char *type) {
  const int league = 317;
  std::vector<int> flags(league, -1);
  int *flag = flags.data();
#pragma hier team team_size(33) vector_length(8) map(tofrom: flag[0:league])
  for (int l = 0; l < league; ++l) {
#pragma hier shared
    Scalar values[131];
#pragma hier shared
    Scalar sharedValue;
#pragma hier thread vector
    for (int i = 0; i < 131; ++i)
      values[i] = 0;
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < 131; ++i)
      values[i] += (Scalar)(i - l + league + 33);
    Scalar value = 0;
#pragma hier thread vector reduction(+: value)
    for (int i = 0; i < 131; ++i)
      value += (Scalar)(i - l + league + 33);
#pragma hier single
    sharedValue = value;
#pragma hier single
    {
      Scalar test = 0, sum = 0;
      for (int i = 0; i < 131; ++i) {
        test += (Scalar)(i - l + league + 33);
        sum += values[i];
      }
      flag[l] = (test != sum) + 2 * (test != value) + 4 * (test != sharedValue);
    }
  }
  long bad = 0;
  for (int l = 0; l < league; ++l)
    if (flags[l]) {
      ++bad;
      if (bad < 4)
        printf("FAIL %s team %d: flag %d\n", type, l, flags[l]);
    }
  conf_check(type, bad);
}

int main() {
  run<int>("int");
  run<long long>("long long");
  run<float>("float");
  run<double>("double");
  return conf_done("teamvector-range");
}

// Ported from Kokkos core/unit_test/TestTeamTeamSize.hpp
// (test_team_policy_max_recommended_static_size: FunctorReduce's
// parallel_reduce over a TeamPolicy of 10000 teams into a MyArray<T, N>, a
// struct holding T values[N] with its own +=, reduced with Sum, for
// MyArray<double, 2>): a team reduction of the struct, each league
// iteration adding 1 + j * (l % 7) to values[j] (Kokkos' functor adds
// 1 + values[0], whose total depends on the order, and checks nothing; the
// port checks the sums). With '#pragma omp declare reduction(+ : ...)' for
// MyArray<double, 2>, MyArray<double, 8>, MyArray<float, 16> (64 bytes, what
// a GPU's shared slots hold per warp) and Kokkos' own MyArray<double, 16>
// (128 bytes: pending until a declare reduction's value could be over 64
// bytes, README), used as Kokkos does: in a function template, where the
// clause's '+' takes the declaration of the instantiated type, and where the
// type is known. Also a thread reduction of MyArray<double, 16> in each team
// (Kokkos' team_reduce of the same type), whose value crosses the slots in
// parts on a GPU.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-myarray-sum: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

template <class T, int N> struct MyArray {
  T values[N];
  void operator+=(const MyArray &src) {
    for (int i = 0; i < N; i++)
      values[i] += src.values[i];
  }
};

// Sum's identity is the value-initialised array (no initializer clause).
#pragma omp declare reduction(+ : MyArray<double, 2> : omp_out += omp_in)
#pragma omp declare reduction(+ : MyArray<double, 8> : omp_out += omp_in)
#pragma omp declare reduction(+ : MyArray<float, 16> : omp_out += omp_in)
#pragma omp declare reduction(+ : MyArray<double, 16> : omp_out += omp_in)

const int Leagues = 10000;

template <class T, int N> static long check(const char *what, const MyArray<T, N> &got, T start) {
  MyArray<T, N> want;
  for (int j = 0; j < N; ++j)
    want.values[j] = start;
  for (int l = 0; l < Leagues; ++l)
    for (int j = 0; j < N; ++j)
      want.values[j] += 1 + j * (l % 7);
  long bad = 0;
  for (int j = 0; j < N; ++j)
    if (got.values[j] != want.values[j]) {
      ++bad;
      printf("FAIL %s N=%d values[%d]: %g, want %g\n", what, N, j,
             (double)got.values[j], (double)want.values[j]);
    }
  return bad;
}

template <class T, int N> static long run() {
  MyArray<T, N> val = {};
#pragma hier team team_size(8) vector_length(4) reduction(+: val)
  for (int l = 0; l < Leagues; ++l)
    for (int j = 0; j < N; j++)
      val.values[j] += 1 + j * (l % 7);
  return check("template", val, T(0));
}

// Each team's thread reduction of the 128-byte array, over the team's
// iterations, checked per team.
static long threads() {
  const int Per = 300;
  MyArray<double, 16> out[17];
#pragma hier team team_size(8) vector_length(4) map(from: out)
  for (int t = 0; t < 17; ++t) {
    MyArray<double, 16> s = {};
#pragma hier thread reduction(+: s)
    for (int l = 0; l < Per; ++l)
      for (int j = 0; j < 16; j++)
        s.values[j] += 1 + j * ((l + t) % 7);
#pragma hier single
    out[t] = s;
  }
  long bad = 0;
  for (int t = 0; t < 17; ++t) {
    MyArray<double, 16> want = {};
    for (int l = 0; l < Per; ++l)
      for (int j = 0; j < 16; j++)
        want.values[j] += 1 + j * ((l + t) % 7);
    for (int j = 0; j < 16; ++j)
      if (out[t].values[j] != want.values[j]) {
        ++bad;
        printf("FAIL thread team %d values[%d]: %g, want %g\n", t, j,
               out[t].values[j], want.values[j]);
      }
  }
  return bad;
}

int main() {
  // The clause's type known where it is read.
  MyArray<double, 2> val = {{5, 6}};
#pragma hier team team_size(8) vector_length(4) reduction(+: val)
  for (int l = 0; l < Leagues; ++l)
    for (int j = 0; j < 2; j++)
      val.values[j] += 1 + j * (l % 7);
  MyArray<double, 2> from5 = val;
  from5.values[1] -= 1; // started from 6
  conf_check("MyArray<double, 2> +", check("+", from5, 5.0));
  conf_check("MyArray<double, 2>", run<double, 2>());
  conf_check("MyArray<double, 8>", run<double, 8>());
  conf_check("MyArray<float, 16>", run<float, 16>());
  conf_check("MyArray<double, 16>", run<double, 16>());
  conf_check("MyArray<double, 16> thread", threads());
  return conf_done("team-myarray-sum");
}

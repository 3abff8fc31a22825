// Ported from LLVM offload/test/offloading/array_reductions.cpp: array
// sections reduced over the teams (reduction(+: s1[0:L]) on a team, the
// team's part from a thread loop's own section reduction): a sum, a sum
// through a lambda, a dot product, a sum and a max in one region and in two
// regions, the Leibniz series for pi in every element. The sections are of
// malloc'd pointers (mapped) and of an array (through a slot). Smaller than
// the original (N rows of L elements): the host runs it in SPMD mode too.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: array-reductions: PASS

#include <hier/hier.h>
#include <cstdlib>
#include "Inputs/conformance.h"

#define N 1000
#define L 32
#define ROWS 50 // rows per league iteration

template <typename T> static long count_not(const T *a, T want) {
  long bad = 0;
  for (int j = 0; j < L; ++j)
    bad += a[j] != want;
  return bad;
}

template <typename T> static void run_type() {
  T *s1 = static_cast<T *>(std::malloc(L * sizeof(T)));
  T *s2 = static_cast<T *>(std::malloc(L * sizeof(T)));
  T *in1 = static_cast<T *>(std::malloc(N * L * sizeof(T)));
  T *in2 = static_cast<T *>(std::malloc(N * L * sizeof(T)));
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < L; ++j)
      in1[i * L + j] = in2[i * L + j] = T(i);
  const T sum = T(N) * T(N - 1) / 2;
  T dot = 0;
  for (int i = 0; i < N; ++i)
    dot += T(i) * T(i);

#pragma omp target enter data map(to : in1[0 : N * L], in2[0 : N * L])

  // Sum.
  for (int j = 0; j < L; ++j)
    s1[j] = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: s1[0:L])
  for (int b = 0; b < N; b += ROWS) {
    T part[L] = {};
#pragma hier thread reduction(+: part[0:L])
    for (int i = b; i < b + ROWS; ++i)
      for (int j = 0; j < L; ++j)
        part[j] += in1[i * L + j];
    for (int j = 0; j < L; ++j)
      s1[j] += part[j];
  }
  conf_check("sum", count_not(s1, sum));

  // Indirect sum, through a lambda.
  for (int j = 0; j < L; ++j)
    s1[j] = 0;
  auto accumulate = [](T a, T b) { return a + b; };
#pragma hier team team_size(4) vector_length(8) reduction(+: s1[0:L])
  for (int b = 0; b < N; b += ROWS) {
    T part[L] = {};
#pragma hier thread reduction(+: part[0:L])
    for (int i = b; i < b + ROWS; ++i)
      for (int j = 0; j < L; ++j)
        part[j] = accumulate(part[j], in1[i * L + j]);
    for (int j = 0; j < L; ++j)
      s1[j] = accumulate(s1[j], part[j]);
  }
  conf_check("indirect sum", count_not(s1, sum));

  // Dot product.
  for (int j = 0; j < L; ++j)
    s1[j] = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: s1[0:L])
  for (int b = 0; b < N; b += ROWS) {
    T part[L] = {};
#pragma hier thread reduction(+: part[0:L])
    for (int i = b; i < b + ROWS; ++i)
      for (int j = 0; j < L; ++j)
        part[j] += in1[i * L + j] * in2[i * L + j];
    for (int j = 0; j < L; ++j)
      s1[j] += part[j];
  }
  conf_check("dot", count_not(s1, dot));

  // A sum and a max in one region ...
  for (int j = 0; j < L; ++j)
    s1[j] = s2[j] = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: s1[0:L]) reduction(max: s2[0:L])
  for (int b = 0; b < N; b += ROWS) {
    T part[L] = {}, top[L] = {};
#pragma hier thread reduction(+: part[0:L]) reduction(max: top[0:L])
    for (int i = b; i < b + ROWS; ++i)
      for (int j = 0; j < L; ++j) {
        part[j] += in1[i * L + j];
        top[j] = in1[i * L + j] > top[j] ? in1[i * L + j] : top[j];
      }
    for (int j = 0; j < L; ++j) {
      s1[j] += part[j];
      s2[j] = top[j] > s2[j] ? top[j] : s2[j];
    }
  }
  conf_check("sum and max, one region",
             count_not(s1, sum) + count_not(s2, T(N - 1)));

  // ... and in two, of an array (a slot, nothing mapped).
  T a1[L] = {}, a2[L] = {};
#pragma hier team team_size(4) vector_length(8) reduction(+: a1[0:L])
  for (int b = 0; b < N; b += ROWS) {
    T part[L] = {};
#pragma hier thread reduction(+: part[0:L])
    for (int i = b; i < b + ROWS; ++i)
      for (int j = 0; j < L; ++j)
        part[j] += in1[i * L + j];
    for (int j = 0; j < L; ++j)
      a1[j] += part[j];
  }
#pragma hier team team_size(4) vector_length(8) reduction(max: a2[0:L])
  for (int b = 0; b < N; b += ROWS) {
    T top[L] = {};
#pragma hier thread reduction(max: top[0:L])
    for (int i = b; i < b + ROWS; ++i)
      for (int j = 0; j < L; ++j)
        top[j] = in1[i * L + j] > top[j] ? in1[i * L + j] : top[j];
    for (int j = 0; j < L; ++j)
      a2[j] = top[j] > a2[j] ? top[j] : a2[j];
  }
  conf_check("sum and max, two regions",
             count_not(a1, sum) + count_not(a2, T(N - 1)));

#pragma omp target exit data map(delete : in1[0 : N * L], in2[0 : N * L])
  std::free(s1);
  std::free(s2);
  std::free(in1);
  std::free(in2);
}

int main() {
  run_type<double>();
  run_type<long>();

  // Pi (Leibniz) in every element: one term per league iteration.
  double pi[L] = {};
#pragma hier team reduction(+: pi[0:L])
  for (int i = 0; i < N; i++) {
    double term = 1.0 / (2 * i + 1);
    for (int j = 0; j < L; ++j)
      pi[j] += (i & 0x1) ? -term : term;
  }
  long bad = 0;
  for (int j = 0; j < L; ++j)
    bad += pi[j] * 4.0 < 3.14 || pi[j] * 4.0 > 3.143;
  conf_check("pi", bad);
  return conf_done("array-reductions");
}

// Ported from Kokkos core/unit_test/TestTeamVector.hpp (test_scalar with
// Scalar = array_reduce<double, 1>, array_reduce<float, 1> and
// array_reduce<double, 3>, a struct holding an array whose += adds element
// by element and whose assignment from a scalar fills it): the functors'
// reductions of i - league_rank + league_size + team_size over a
// TeamThreadRange of 131 (functor_team_reduce), over the team's threads and
// lanes (functor_team_vector_reduce) and over a ThreadVectorRange of 13
// (functor_vec_red), and a league's sum of every team's. As in Kokkos the
// work is the call operator of a class template, defined in its class: hier
// reads its directives before the class is complete and the value's type
// depends on the template's parameters, so each clause's declaration is
// picked per instantiation from the three '+' declarations. Kokkos'
// array_reduce spells out its copy constructor; here the copy is the
// implicit one (the type must be trivially copyable: docs/language.md).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-array-reduce: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

template <class T, int N> struct array_reduce {
  T data[N];
  void fill(T v) {
    for (int i = 0; i < N; ++i)
      data[i] = v;
  }
  array_reduce &operator+=(const array_reduce &src) {
    for (int i = 0; i < N; ++i)
      data[i] += src.data[i];
    return *this;
  }
  // Kokkos' val += scalar: the scalar converted to an array, then added.
  array_reduce &operator+=(T v) {
    for (int i = 0; i < N; ++i)
      data[i] += v;
    return *this;
  }
  bool operator!=(const array_reduce &o) const {
    for (int i = 0; i < N; ++i)
      if (data[i] != o.data[i])
        return true;
    return false;
  }
};

#pragma omp declare reduction(+ : array_reduce<double, 1> : omp_out += omp_in)
#pragma omp declare reduction(+ : array_reduce<float, 1> : omp_out += omp_in)
#pragma omp declare reduction(+ : array_reduce<double, 3> : omp_out += omp_in)

enum { League = 5, TeamSize = 4, Vector = 8, Threads = 6 };

template <class T, int N> struct functor_reduce {
  using value = array_reduce<T, N>;
  value (*out)[3];
  value (*vec)[Threads];
  value *league;

  static T term(int i, int l) { return T(i - l + League + TeamSize); }

  void operator()() const {
#pragma hier team team_size(TeamSize) vector_length(Vector) map(from: out[0:League], vec[0:League])
    for (int l = 0; l < League; ++l) {
      value v = {}, tv = {}, start;
      start.fill(T(2));
#pragma hier thread reduction(+: v)
      for (int i = 0; i < 131; ++i)
        v += term(i, l);
#pragma hier thread vector reduction(+: tv)
      for (int i = 0; i < 131; ++i)
        tv += term(i, l);
      value w = start;
#pragma hier thread vector reduction(+: w)
      for (int i = 0; i < 33; ++i)
        w += term(i, l);
#pragma hier thread
      for (int r = 0; r < Threads; ++r) {
        value s = {};
#pragma hier vector reduction(+: s)
        for (int i = 0; i < 13; ++i)
          s += term(i, l + r);
        vec[l][r] = s;
      }
#pragma hier single
      {
        out[l][0] = v;
        out[l][1] = tv;
        out[l][2] = w;
      }
    }
    // The league: every team's part of a TeamPolicy reduction.
    value sum;
    sum.fill(T(1));
#pragma hier team team_size(TeamSize) vector_length(Vector) reduction(+: sum)
    for (int l = 0; l < 1000; ++l)
      sum += term(l % 131, l % League);
    *league = sum;
  }
};

template <class T, int N> static long run() {
  using value = array_reduce<T, N>;
  value out[League][3], vec[League][Threads], league;
  functor_reduce<T, N>{out, vec, &league}();
  long bad = 0;
  auto expect = [&](const value &got, const value &want, int l, int k) {
    if (got != want) {
      ++bad;
      printf("FAIL N=%d team %d result %d: %g, want %g\n", N, l, k,
             (double)got.data[N - 1], (double)want.data[N - 1]);
    }
  };
  for (int l = 0; l < League; ++l) {
    value v = {}, w;
    w.fill(T(2));
    for (int i = 0; i < 131; ++i)
      v += functor_reduce<T, N>::term(i, l);
    for (int i = 0; i < 33; ++i)
      w += functor_reduce<T, N>::term(i, l);
    expect(out[l][0], v, l, 0);
    expect(out[l][1], v, l, 1);
    expect(out[l][2], w, l, 2);
    for (int r = 0; r < Threads; ++r) {
      value s = {};
      for (int i = 0; i < 13; ++i)
        s += functor_reduce<T, N>::term(i, l + r);
      expect(vec[l][r], s, l, 3 + r);
    }
  }
  value sum;
  sum.fill(T(1));
  for (int l = 0; l < 1000; ++l)
    sum += functor_reduce<T, N>::term(l % 131, l % League);
  expect(league, sum, -1, 0);
  return bad;
}

int main() {
  conf_check("array_reduce<double, 1>", run<double, 1>());
  conf_check("array_reduce<float, 1>", run<float, 1>());
  conf_check("array_reduce<double, 3>", run<double, 3>());
  return conf_done("team-array-reduce");
}

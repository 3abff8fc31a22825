// Ported from Kokkos core/unit_test/TestTeamVector.hpp (test_scalar with
// Scalar = my_complex, a user struct of two doubles and an int with its own
// += and *=: functor_team_reduce and functor_team_reduce_reducer over a
// TeamThreadRange of 131, functor_team_vector_reduce, functor_vec_red and
// functor_vec_red_reducer's Prod over a ThreadVectorRange of 13) and
// TestTeamVectorRange.hpp (the same reductions of my_complex over a
// TeamVectorRange). The struct is reduced with '#pragma omp declare
// reduction' for + and * at the thread, thread vector and vector levels,
// each team's result checked against the sequential sums and products.
// Kokkos' my_complex spells out its copy constructor; here the copy is
// the implicit one (hier moves the value between members as bytes, so the
// type must be trivially copyable: docs/language.md).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-vector-complex: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

struct my_complex {
  double re, im;
  int dummy;
  my_complex() : re(0), im(0), dummy(0) {}
  my_complex(double r, double i, int d) : re(r), im(i), dummy(d) {}
  my_complex &operator+=(const my_complex &src) {
    re += src.re;
    im += src.im;
    dummy += src.dummy;
    return *this;
  }
  my_complex &operator*=(const my_complex &src) {
    double r = re * src.re - im * src.im, i = re * src.im + im * src.re;
    re = r;
    im = i;
    dummy *= src.dummy;
    return *this;
  }
  bool operator!=(const my_complex &o) const {
    return re != o.re || im != o.im || dummy != o.dummy;
  }
};

#pragma omp declare reduction(+ : my_complex : omp_out += omp_in)
#pragma omp declare reduction(* : my_complex : omp_out *= omp_in) initializer(omp_priv = my_complex(1, 0, 1))

enum { League = 6, TeamSize = 4, Vector = 8, Threads = 5, Outputs = 6 };

// Iteration i's term in team l: Kokkos' i - league_rank + league_size +
// team_size, with an imaginary part and a count.
static my_complex term(int i, int l) {
  return my_complex(i - l + League + TeamSize, 0.5 * i, 1);
}
// Vector iteration i's factor (exact products: small integers, imaginary 0
// or 1, as in Kokkos' Prod of i % 5 + 1).
static my_complex factor(int i, int r) {
  return my_complex(i % 5 + 1, (i + r) % 4 == 0 ? 1 : 0, i % 3 ? 1 : 2);
}

int main() {
  my_complex out[League][Outputs], vec[League][Threads][2];
#pragma hier team team_size(TeamSize) vector_length(Vector) map(from: out, vec)
  for (int l = 0; l < League; ++l) {
    // functor_team_reduce: TeamThreadRange(131); with Sum as a reducer too.
    my_complex v;
#pragma hier thread reduction(+: v)
    for (int i = 0; i < 131; ++i)
      v += term(i, l);
    my_complex start(3, 1, 2), w = start;
#pragma hier thread reduction(+: w)
    for (int i = 0; i < 131; ++i)
      w += term(i, l);
    // functor_team_vector_reduce and TestTeamVectorRange: every thread and
    // lane of the team, TeamVectorRange(131).
    my_complex tv;
#pragma hier thread vector reduction(+: tv)
    for (int i = 0; i < 131; ++i)
      tv += term(i, l);
    // A product over the team's threads and lanes.
    my_complex tp(1, 0, 1);
#pragma hier thread vector reduction(*: tp)
    for (int i = 0; i < 17; ++i)
      tp *= factor(i, l);
    // functor_vec_red and functor_vec_red_reducer: ThreadVectorRange(13) in
    // each thread, a sum and a product.
#pragma hier thread
    for (int r = 0; r < Threads; ++r) {
      my_complex s, p(1, 0, 1);
#pragma hier vector reduction(+: s) reduction(*: p)
      for (int i = 0; i < 13; ++i) {
        s += term(i, l + r);
        p *= factor(i, r);
      }
      vec[l][r][0] = s;
      vec[l][r][1] = p;
    }
#pragma hier single
    {
      out[l][0] = v;
      out[l][1] = w;
      out[l][2] = tv;
      out[l][3] = tp;
    }
  }
  long bad = 0;
  for (int l = 0; l < League; ++l) {
    my_complex v, w(3, 1, 2), tp(1, 0, 1);
    for (int i = 0; i < 131; ++i)
      v += term(i, l), w += term(i, l);
    for (int i = 0; i < 17; ++i)
      tp *= factor(i, l);
    const my_complex want[] = {v, w, v, tp};
    for (int k = 0; k < 4; ++k)
      if (out[l][k] != want[k]) {
        ++bad;
        printf("FAIL team %d result %d: (%g, %g, %d), want (%g, %g, %d)\n", l,
               k, out[l][k].re, out[l][k].im, out[l][k].dummy, want[k].re,
               want[k].im, want[k].dummy);
      }
    for (int r = 0; r < Threads; ++r) {
      my_complex s, p(1, 0, 1);
      for (int i = 0; i < 13; ++i)
        s += term(i, l + r), p *= factor(i, r);
      if (vec[l][r][0] != s || vec[l][r][1] != p) {
        ++bad;
        printf("FAIL team %d thread %d vector: (%g, %g, %d) (%g, %g, %d)\n", l,
               r, vec[l][r][0].re, vec[l][r][0].im, vec[l][r][0].dummy,
               vec[l][r][1].re, vec[l][r][1].im, vec[l][r][1].dummy);
      }
    }
  }
  conf_check("my_complex", bad);
  return conf_done("team-vector-complex");
}

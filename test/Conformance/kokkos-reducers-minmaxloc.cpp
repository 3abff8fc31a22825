// Ported from Kokkos core/unit_test/TestReducers.hpp (test_minloc,
// test_maxloc, test_minmaxloc: MinLoc, MaxLoc and MinMaxLoc reducers over
// N values; the value must be the reference's extreme and the location one
// where the values hold it) and TestTeamTeamSize.hpp
// (team_policy_minmax_scalar_without_plus_equal_k: a MinMax reduction of
// league_rank over 17 teams gives 0 and 16, a value type with no +=). Each
// reducer is a '#pragma omp declare reduction' on its struct (ties go to the
// lower index, so the location is checked exactly), used in a function
// template for int and double values: over the league (team), a thread
// loop, a vector loop in each thread and a thread vector loop, lengths 0, 1,
// 33 and 1000, each result against the sequential loop's. kokkos-team-minmax-
// league.cpp reduces MinMax as a min and a max instead.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reducers-minmaxloc: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <class T> struct ValLoc {
  T val;
  int loc;
};
template <class T> struct MinMaxLocScalar {
  T min_val, max_val;
  int min_loc, max_loc;
};
struct MinMaxScalar {
  int min_val, max_val;
};

template <class T> static ValLoc<T> minOf(ValLoc<T> a, ValLoc<T> b) {
  return b.val < a.val || (b.val == a.val && b.loc < a.loc) ? b : a;
}
template <class T> static ValLoc<T> maxOf(ValLoc<T> a, ValLoc<T> b) {
  return b.val > a.val || (b.val == a.val && b.loc < a.loc) ? b : a;
}
template <class T> static MinMaxLocScalar<T> both(MinMaxLocScalar<T> a, MinMaxLocScalar<T> b) {
  ValLoc<T> mn = minOf(ValLoc<T>{a.min_val, a.min_loc}, ValLoc<T>{b.min_val, b.min_loc});
  ValLoc<T> mx = maxOf(ValLoc<T>{a.max_val, a.max_loc}, ValLoc<T>{b.max_val, b.max_loc});
  return {mn.val, mx.val, mn.loc, mx.loc};
}

// Kokkos' identities: a value past every value here (the type's largest or
// smallest in Kokkos), at location -1.
#pragma omp declare reduction(minloc : ValLoc<int> : omp_out = minOf(omp_out, omp_in)) initializer(omp_priv = ValLoc<int>{1 << 30, -1})
#pragma omp declare reduction(minloc : ValLoc<double> : omp_out = minOf(omp_out, omp_in)) initializer(omp_priv = ValLoc<double>{1e300, -1})
#pragma omp declare reduction(maxloc : ValLoc<int> : omp_out = maxOf(omp_out, omp_in)) initializer(omp_priv = ValLoc<int>{-(1 << 30), -1})
#pragma omp declare reduction(maxloc : ValLoc<double> : omp_out = maxOf(omp_out, omp_in)) initializer(omp_priv = ValLoc<double>{-1e300, -1})
#pragma omp declare reduction(minmaxloc : MinMaxLocScalar<int> : omp_out = both(omp_out, omp_in)) initializer(omp_priv = MinMaxLocScalar<int>{1 << 30, -(1 << 30), -1, -1})
#pragma omp declare reduction(minmaxloc : MinMaxLocScalar<double> : omp_out = both(omp_out, omp_in)) initializer(omp_priv = MinMaxLocScalar<double>{1e300, -1e300, -1, -1})
#pragma omp declare reduction(minmax : MinMaxScalar : omp_out.min_val = omp_in.min_val < omp_out.min_val ? omp_in.min_val : omp_out.min_val, omp_out.max_val = omp_in.max_val > omp_out.max_val ? omp_in.max_val : omp_out.max_val) initializer(omp_priv = MinMaxScalar{1 << 30, -(1 << 30)})

// Values with repeats (ties) and both signs.
template <class T> static T value(int i, int salt) {
  return T((i * 7919 + salt * 104729) % 211 - 100);
}

template <class T> struct Result {
  ValLoc<T> mn, mx;
  MinMaxLocScalar<T> mm;
};

template <class T> static Result<T> reference(int n, int salt) {
  Result<T> r = {{T(1 << 30), -1}, {T(-(1 << 30)), -1}, {T(1 << 30), T(-(1 << 30)), -1, -1}};
  for (int i = 0; i < n; ++i) {
    ValLoc<T> c = {value<T>(i, salt), i};
    r.mn = minOf(r.mn, c);
    r.mx = maxOf(r.mx, c);
    r.mm = both(r.mm, MinMaxLocScalar<T>{c.val, c.val, i, i});
  }
  return r;
}

template <class T> static long compare(const char *what, int n, int salt, const Result<T> &got) {
  Result<T> want = reference<T>(n, salt);
  bool ok = got.mn.val == want.mn.val && got.mn.loc == want.mn.loc &&
            got.mx.val == want.mx.val && got.mx.loc == want.mx.loc &&
            got.mm.min_val == want.mm.min_val && got.mm.max_val == want.mm.max_val &&
            got.mm.min_loc == want.mm.min_loc && got.mm.max_loc == want.mm.max_loc;
  // Kokkos' check: the location holds the extreme.
  if (n > 0)
    ok = ok && value<T>(got.mn.loc, salt) == got.mn.val &&
         value<T>(got.mx.loc, salt) == got.mx.val;
  if (!ok)
    printf("FAIL %s n=%d salt %d: min (%g@%d) max (%g@%d), want (%g@%d) (%g@%d)\n",
           what, n, salt, (double)got.mn.val, got.mn.loc, (double)got.mx.val,
           got.mx.loc, (double)want.mn.val, want.mn.loc, (double)want.mx.val,
           want.mx.loc);
  return !ok;
}

enum { Teams = 3, Threads = 4 };

template <class T> static long run(int n) {
  const T big = T(1 << 30);
  Result<T> flat[Teams], plain[Teams], lanes[Teams][Threads];
#pragma hier team team_size(4) vector_length(8) map(from: flat, plain, lanes)
  for (int t = 0; t < Teams; ++t) {
    ValLoc<T> mn = {big, -1}, mx = {-big, -1};
    MinMaxLocScalar<T> mm = {big, -big, -1, -1};
#pragma hier thread vector reduction(minloc: mn) reduction(maxloc: mx) reduction(minmaxloc: mm)
    for (int i = 0; i < n; ++i) {
      ValLoc<T> c = {value<T>(i, t), i};
      mn = minOf(mn, c);
      mx = maxOf(mx, c);
      mm = both(mm, MinMaxLocScalar<T>{c.val, c.val, i, i});
    }
    flat[t] = Result<T>{mn, mx, mm};
    mn = {big, -1}, mx = {-big, -1}, mm = {big, -big, -1, -1};
#pragma hier thread reduction(minloc: mn) reduction(maxloc: mx) reduction(minmaxloc: mm)
    for (int i = 0; i < n; ++i) {
      ValLoc<T> c = {value<T>(i, t), i};
      mn = minOf(mn, c);
      mx = maxOf(mx, c);
      mm = both(mm, MinMaxLocScalar<T>{c.val, c.val, i, i});
    }
    plain[t] = Result<T>{mn, mx, mm};
#pragma hier thread
    for (int r = 0; r < Threads; ++r) {
      ValLoc<T> vn = {big, -1}, vx = {-big, -1};
      MinMaxLocScalar<T> vm = {big, -big, -1, -1};
#pragma hier vector reduction(minloc: vn) reduction(maxloc: vx) reduction(minmaxloc: vm)
      for (int i = 0; i < n; ++i) {
        ValLoc<T> c = {value<T>(i, 10 + r), i};
        vn = minOf(vn, c);
        vx = maxOf(vx, c);
        vm = both(vm, MinMaxLocScalar<T>{c.val, c.val, i, i});
      }
      lanes[t][r] = Result<T>{vn, vx, vm};
    }
  }
  long bad = 0;
  for (int t = 0; t < Teams; ++t) {
    bad += compare("thread vector", n, t, flat[t]);
    bad += compare("thread", n, t, plain[t]);
    for (int r = 0; r < Threads; ++r)
      bad += compare("vector", n, 10 + r, lanes[t][r]);
  }
  // The league: MinLoc, MaxLoc and MinMaxLoc of a TeamPolicy.
  ValLoc<T> mn = {big, -1}, mx = {-big, -1};
  MinMaxLocScalar<T> mm = {big, -big, -1, -1};
#pragma hier team team_size(4) vector_length(8) reduction(minloc: mn) reduction(maxloc: mx) reduction(minmaxloc: mm)
  for (int i = 0; i < n; ++i) {
    ValLoc<T> c = {value<T>(i, 7), i};
    mn = minOf(mn, c);
    mx = maxOf(mx, c);
    mm = both(mm, MinMaxLocScalar<T>{c.val, c.val, i, i});
  }
  bad += compare("team", n, 7, Result<T>{mn, mx, mm});
  return bad;
}

int main() {
  for (int n : {0, 1, 33, 1000}) {
    conf_check("int", run<int>(n));
    conf_check("double", run<double>(n));
  }
  // team_policy_minmax_scalar_without_plus_equal_k.
  const int numTeams = 17;
  MinMaxScalar val = {1 << 30, -(1 << 30)};
#pragma hier team reduction(minmax: val)
  for (int l = 0; l < numTeams; ++l) {
    val.min_val = l < val.min_val ? l : val.min_val;
    val.max_val = l > val.max_val ? l : val.max_val;
  }
  conf_check("MinMax", val.min_val != 0 || val.max_val != numTeams - 1);
  return conf_done("reducers-minmaxloc");
}

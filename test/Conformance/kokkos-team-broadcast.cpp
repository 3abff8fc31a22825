// Ported from Kokkos core/unit_test/TestTeam.hpp (TestTeamBroadcast, the
// value and functor forms) and TestTeamVector.hpp (functor_vec_single's
// single(PerThread, f, value)): a value one member computes is broadcast to
// every member of the team (or of the thread), for int, long, double and
// char; each member then contributes it to a team reduction, whose total
// the test checks (Kokkos: value * team_size per team, summed over the
// league). hier broadcasts from thread 0 with 'single copyprivate' (Kokkos'
// root argument has no counterpart: the root is the member that runs the
// single). Every member's own copy is checked too.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: team-broadcast: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"
#include <vector>

// Kokkos: value = league_rank * 3 + 1, broadcast, then a team_reduce of
// the broadcast value over the team's threads; functor form: the broadcast
// applies f(value) = 2 * value first.
template <class T> static void teamBroadcast(int league, const char *what) {
  enum { Size = 8 };
  std::vector<T> mine(league * Size, T(0));
  T *pm = mine.data();
  long total = 0;
#pragma hier team team_size(Size) vector_length(1) reduction(+: total) map(tofrom: pm[0:league * Size])
  for (int l = 0; l < league; ++l) {
    T value = T(0), doubled = T(0);
#pragma hier single copyprivate(value, doubled)
    {
      value = T(l * 3 + 1);
      doubled = T(2 * value); // the functor form
    }
    long part = 0;
#pragma hier thread reduction(+: part)
    for (int r = 0; r < Size; ++r)
      part += (long)value + (long)doubled;
    pm[l * Size + hier_team_rank()] = value;
    total += part;
  }
  long expected = 0, bad = 0;
  for (int l = 0; l < league; ++l) {
    T v = T(l * 3 + 1);
    expected += ((long)v + (long)T(2 * v)) * Size;
    // The host fallback runs one thread per team: its cell is set; on a GPU
    // and in SPMD host mode every thread's.
    for (int r = 0; r < Size; ++r)
      bad += mine[l * Size + r] != v && (r == 0 || mine[l * Size + r] != T(0));
  }
  conf_check(what, bad + (total != expected));
}

// functor_vec_single: single(PerThread, f, value) sets a value every lane
// of the thread then holds, summed by a ThreadVectorRange reduction.
static void perThread(int nStart, int nEnd) {
  enum { Teams = 6, Threads = 4, Lanes = 8 };
  long errors = 0;
#pragma hier team team_size(Threads) vector_length(Lanes) reduction(+: errors)
  for (int l = 0; l < Teams; ++l) {
    long e = 0;
#pragma hier thread reduction(+: e)
    for (int r = 0; r < Threads; ++r) {
      long value = 0;
#pragma hier single thread copyprivate(value)
      value = l * 100 + r + 1;
      long sum = 0;
#pragma hier vector reduction(+: sum)
      for (int k = nStart; k < nEnd; ++k)
        sum += value;
      e += sum != value * (nEnd > nStart ? nEnd - nStart : 0);
    }
    errors += e;
#pragma hier barrier
  }
  conf_check("single(PerThread) value", errors);
}

int main() {
  for (int league : {0, 1, 10, 100}) {
    teamBroadcast<int>(league, "broadcast int");
    teamBroadcast<long>(league, "broadcast long");
    teamBroadcast<double>(league, "broadcast double");
    teamBroadcast<char>(league, "broadcast char");
  }
  perThread(0, 0);
  perThread(0, 5);
  perThread(3, 40);
  return conf_done("team-broadcast");
}

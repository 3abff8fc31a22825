// Ported from Kokkos core/unit_test/TestTeam.hpp (ReduceTeamFunctor,
// TestReduceTeam) as run by TestTeamReductionScan.hpp's team_long_reduce and
// team_double_reduce: each thread of the league takes a chunk of nwork items
// and adds 1, iwork + 1 and nwork - iwork to a three-member value; the sums
// are nwork, nwork(nwork+1)/2 and nwork(nwork+1)/2, for nwork 0, 3 and
// 100000, repeated. Kokkos reduces one struct (a user reduction, pending
// here, README); hier reduces its three members as three variables, in long
// and double. The chunk of a thread comes from its league index and its
// index in a thread loop over the team's threads.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reduce-team: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename T> static long run(const char *type, long nwork, int repeat) {
  const int teamSize = 8;
  const long league = (nwork + teamSize - 1) / teamSize;
  long bad = 0;
  for (int rep = 0; rep < repeat; ++rep) {
    T v0 = 0, v1 = 0, v2 = 0;
#pragma hier team team_size(teamSize) vector_length(4) reduction(+: v0, v1, v2)
    for (long l = 0; l < league; ++l) {
      T t0 = 0, t1 = 0, t2 = 0;
#pragma hier thread reduction(+: t0, t1, t2)
      for (int r = 0; r < teamSize; ++r) {
        const long threadRank = r + teamSize * l, threadCount = teamSize * league;
        const long chunk = (nwork + threadCount - 1) / threadCount;
        long iwork = chunk * threadRank;
        const long end = iwork + chunk < nwork ? iwork + chunk : nwork;
        for (; iwork < end; ++iwork) {
          t0 += 1;
          t1 += iwork + 1;
          t2 += nwork - iwork;
        }
      }
      v0 += t0;
      v1 += t1;
      v2 += t2;
    }
    const T sum = (T)(nwork % 2 ? nwork * ((nwork + 1) / 2) : (nwork / 2) * (nwork + 1));
    if (v0 != (T)nwork || v1 != sum || v2 != sum) {
      ++bad;
      printf("FAIL %s nwork %ld: %g %g %g\n", type, nwork, (double)v0, (double)v1, (double)v2);
    }
  }
  return bad;
}

int main() {
  for (long nwork : {0L, 3L, 100000L}) {
    conf_check("long", run<long>("long", nwork, 5));
    conf_check("double", run<double>("double", nwork, 5));
  }
  return conf_done("reduce-team");
}

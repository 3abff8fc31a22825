// Ported from Kokkos core/unit_test/TestTeam.hpp (ReduceTeamFunctor,
// TestReduceTeam) as run by TestTeamReductionScan.hpp's team_long_reduce and
// team_double_reduce, with Kokkos' value type: one struct holding an array of
// three members, reduced by its own join. Each thread of the league takes a
// chunk of nwork items and adds 1, iwork + 1 and nwork - iwork to the three
// members; the sums are nwork, nwork(nwork+1)/2 and nwork(nwork+1)/2, for
// nwork 0, 3, 1000 and 100000 (not in SPMD host mode), repeated.
// kokkos-reduce-team.cpp reduces the three members as three variables; here
// the struct itself is reduced with '#pragma omp declare reduction' at the
// team and the thread level, inside a function template whose variables'
// type depends on its parameter (the clause's declaration is picked at
// instantiation: one for Value3<long>, one for Value3<double>).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reduce-team-struct: PASS

#include <initializer_list>
#include <hier/hier.h>
#include "Inputs/conformance.h"

template <typename T> struct Value3 {
  T value[3];
};

#pragma omp declare reduction(join : Value3<long> : omp_out.value[0] += omp_in.value[0], omp_out.value[1] += omp_in.value[1], omp_out.value[2] += omp_in.value[2]) initializer(omp_priv = Value3<long>{{0, 0, 0}})
#pragma omp declare reduction(join : Value3<double> : omp_out.value[0] += omp_in.value[0], omp_out.value[1] += omp_in.value[1], omp_out.value[2] += omp_in.value[2]) initializer(omp_priv = Value3<double>{{0, 0, 0}})

template <typename T> static long run(const char *type, long nwork, int repeat) {
  const int teamSize = 8;
  const long league = (nwork + teamSize - 1) / teamSize;
  long bad = 0;
  for (int rep = 0; rep < repeat; ++rep) {
    // Not the identity: the teams' parts are joined with it.
    Value3<T> v = {{(T)rep, 0, 0}};
#pragma hier team team_size(teamSize) vector_length(4) reduction(join: v)
    for (long l = 0; l < league; ++l) {
      Value3<T> t = {{0, 0, 0}};
#pragma hier thread reduction(join: t)
      for (int r = 0; r < teamSize; ++r) {
        const long threadRank = r + teamSize * l, threadCount = teamSize * league;
        const long chunk = (nwork + threadCount - 1) / threadCount;
        long iwork = chunk * threadRank;
        const long end = iwork + chunk < nwork ? iwork + chunk : nwork;
        for (; iwork < end; ++iwork) {
          t.value[0] += 1;
          t.value[1] += iwork + 1;
          t.value[2] += nwork - iwork;
        }
      }
      // Every thread holds the thread reduction's result, and its own copy
      // of the team's part.
      v.value[0] += t.value[0];
      v.value[1] += t.value[1];
      v.value[2] += t.value[2];
    }
    const T sum = (T)(nwork % 2 ? nwork * ((nwork + 1) / 2) : (nwork / 2) * (nwork + 1));
    if (v.value[0] != (T)(nwork + rep) || v.value[1] != sum || v.value[2] != sum) {
      ++bad;
      printf("FAIL %s nwork %ld: %g %g %g\n", type, nwork, (double)v.value[0],
             (double)v.value[1], (double)v.value[2]);
    }
  }
  return bad;
}

int main() {
#ifdef HIER_HOST_SPMD
  const long largest = 1000; // each team on 32 host threads
#else
  const long largest = 100000;
#endif
  for (long nwork : {0L, 3L, 1000L, largest}) {
    conf_check("long", run<long>("long", nwork, 3));
    conf_check("double", run<double>("double", nwork, 3));
  }
  return conf_done("reduce-team-struct");
}

// Ported from LLVM offload/test/offloading/ompx_bare_multi_dim.cpp: a bare
// kernel with a multi-dimensional block records, for every thread, its
// thread and block ids and dimensions, and the host checks them. hier's
// block is vector_length (x) by team_size (y): every (team, team rank,
// vector rank) triple is recorded once, ranks below the sizes, and on the
// host fallback the sizes are those the mode documents.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ompx-bare-multi-dim: PASS

#include <stdlib.h>
#include <string.h>
#include <hier/hier.h>
#include "Inputs/conformance.h"

enum { Teams = 6, TS = 4, VL = 8 };

int main(void) {
  int hits[Teams][TS][VL], sizes[Teams][2];
  memset(hits, 0, sizeof hits);
  memset(sizes, 0, sizeof sizes);
  int bad_rank = 0;
#pragma hier team team_size(TS) vector_length(VL) map(tofrom: hits, sizes) reduction(+: bad_rank)
  for (int b = 0; b < Teams; ++b) {
    int t = hier_team_rank(), v = hier_vector_rank();
    int ok = t >= 0 && t < hier_team_size() && v >= 0 && v < hier_vector_length() &&
             hier_team_size() <= TS && hier_vector_length() <= VL;
    int good = 1;
#pragma hier thread vector reduction(&&: good)
    for (int k = 0; k < TS * VL; ++k)
      good = good && ok;
    bad_rank += !good;
    // Each GPU thread marks its own cell: no two threads share one.
    hits[b][t][v] += 1;
#pragma hier single
    {
      sizes[b][0] = hier_team_size();
      sizes[b][1] = hier_vector_length();
    }
  }
  long bad = bad_rank;
  for (int b = 0; b < Teams; ++b) {
    int ts = sizes[b][0], vl = sizes[b][1];
    // The host fallback runs a team as one thread of one lane (or, in SPMD
    // mode, as the GPU does); either way every thread of the block once.
    bad += !((ts == 1 && vl == 1) || (ts == TS && vl == VL));
    for (int t = 0; t < TS; ++t)
      for (int v = 0; v < VL; ++v)
        bad += hits[b][t][v] != (t < ts && v < vl);
  }
  conf_check("thread and block ids", bad);
  return conf_done("ompx-bare-multi-dim");
}

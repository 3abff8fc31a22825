// Thread and vector loops in lambdas that a team body calls are mapped as
// the nest they are lexically in: each function holding hier loops below the
// team is inlined into its caller first ([HIER018]), so that the thread loop
// sees its vector loop (threadIdx.y, not spread over the block) and the
// vector loop's reduction shuffles within the lanes of real threads. Without
// it the GPU hung (test/Conformance/kokkos-nested-lambdas.cpp, on an H100).
// REQUIRES: ptxas
// RUN: %clangxx %offload -O2 --offload-device-only -c %s -o /dev/null \
// RUN:   -Rpass=hier -Rpass-analysis=hier 2>&1 | FileCheck %s
// RUN: %clangxx %offload -O2 --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// CHECK-DAG: remark: [HIER018] 'rows(long*)::$_0::operator()() const', which holds hier loops, inlined into its caller
// CHECK-DAG: remark: [HIER018] 'rows(long*)::$_0::operator()() const::'lambda'()::operator()() const', which holds hier loops, inlined into its caller
// CHECK-DAG: remark: [HIER001] thread loop 1 mapped to threads (threadIdx.y, stride blockDim.y)
// CHECK-DAG: remark: [HIER001] vector loop 2 mapped to vector lanes (threadIdx.x, stride blockDim.x)
// CHECK-NOT: [HIER002]
// The lambdas' own functions are gone from the device code: none is left to
// be mapped out of its nest.
// IR-NOT: define {{.*}}clEv
// IR: define {{.*}}@__omp_offloading_{{.*}}rows
// IR-NOT: define {{.*}}clEv

#include <hier/hier.h>

void rows(long *out) {
#pragma hier team team_size(4) vector_length(8) map(from: out[0:6])
  for (int l = 0; l < 6; ++l) {
    long team = 0;
    auto teamSum = [&]() {
#pragma hier thread reduction(+: team)
      for (int r = 0; r < 10; ++r) {
        auto rowSum = [&]() {
          long row = 0;
#pragma hier vector reduction(+: row)
          for (int c = 0; c < 23; ++c)
            row += l * r + c;
          return row;
        };
        team += rowSum();
      }
    };
    teamSum();
#pragma hier single
    out[l] = team;
  }
}

// A team whose block shape is known (32 lanes x 4 threads by default) and
// whose loops are spread over the whole block: the kernel reads no block
// extent (its team reduction's loop over the per-warp slots is unrolled:
// four loads of shared memory), and its streaming loops are unrolled by 4, so that each thread has 4 loads
// in flight ([HIER019], [HIER020]). A team with a thread/vector nest keeps
// reading the shape (a missed [HIER019]). Without hier-reuse-loads, which
// would keep the row's first iterations in registers for the second loop
// instead (test/CodeGen/reuse-loads.cpp).
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.ll -Rpass=hier -Rpass-missed=hier -mllvm -hier-reuse-loads=false 2>%t.remarks
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - -mllvm -hier-reuse-loads=false | FileCheck %s --check-prefix=PTX

#include <cmath>

void normalize_rows(const float *x, float *y, long rows, int cols) {
#pragma hier team is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    const float *row = x + r * cols;
    float sum = 0;
#pragma hier thread vector reduction(+ : sum)
    for (int c = 0; c < cols; ++c)
      sum += row[c] * row[c];
    float scale = 1.0f / std::sqrt(sum / cols + 1e-5f);
#pragma hier thread vector
    for (int c = 0; c < cols; ++c)
      y[r * cols + c] = row[c] * scale;
  }
}

void nested(const float *x, float *y, long rows, int cols) {
#pragma hier team team_size(4) is_device_ptr(x, y)
  for (long r0 = 0; r0 < rows; r0 += 4) {
#pragma hier thread
    for (long r = r0; r < (r0 + 4 < rows ? r0 + 4 : rows); ++r) {
#pragma hier vector
      for (int c = 0; c < cols; ++c)
        y[r * cols + c] = 2 * x[r * cols + c];
    }
  }
}

// CHECK-LABEL: define {{.*}} ptx_kernel void @__omp_offloading_{{.*}}normalize_rows
// CHECK-NOT: ntid
// CHECK-COUNT-4: load i64, ptr addrspace(3)
// CHECK-NOT: ntid
// CHECK: ret void
// CHECK-LABEL: define {{.*}} ptx_kernel void @__omp_offloading_{{.*}}nested
// CHECK: ntid

// The sum's loop: the remainder loop, one load an iteration, then the
// unrolled loop, four loads before its back edge.
// PTX-LABEL: normalize_rows
// PTX: Inner Loop Header
// PTX: ld.global.b32
// PTX-NOT: ld.global
// PTX: Inner Loop Header
// PTX-COUNT-4: ld.global.b32
// PTX-NOT: ld.global
// PTX: @%p{{[0-9]+}} bra

// REMARK-DAG: known-block-shape.cpp:17:1: remark: [HIER019] block of 32 x 4 threads known: {{[1-9][0-9]*}} reads of the block's shape made constants
// REMARK-DAG: known-block-shape.cpp:21:14: remark: [HIER020] thread vector loop 1 streams through memory: unrolled by 4 so that each thread keeps 4 loads in flight
// REMARK-DAG: known-block-shape.cpp:25:14: remark: [HIER020] thread vector loop 2 streams through memory: unrolled by 4
// REMARK-DAG: known-block-shape.cpp:34:14: remark: [HIER019] block shape kept as run-time reads: thread loop 4 is mapped to one block dimension of a nest

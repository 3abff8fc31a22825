// Tiled thread and vector loops, as many iterations as the team has threads
// and lanes, run once per thread: hier-run-once ([HIER013]) removes their
// back edges, and with them every read of the block extent (their strides).
// A tile longer than the team keeps its loop.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.ll -Rpass=hier -Rpass-missed=hier 2>%t.remarks
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

void tiles(int nz, int natoms, double *y) {
#pragma hier team team_size(4) vector_length(32) collapse(2) is_device_ptr(y)
  for (int zg = 0; zg < (nz + 3) / 4; ++zg)
    for (int b = 0; b < (natoms + 31) / 32; ++b) {
#pragma hier thread
      for (int z = zg * 4; z < (zg * 4 + 4 < nz ? zg * 4 + 4 : nz); ++z)
#pragma hier vector
        for (int a = b * 32; a < (b * 32 + 32 < natoms ? b * 32 + 32 : natoms); ++a)
          y[(long)z * natoms + a] += 1;
    }
}

void long_tiles(long rows, double *y) {
#pragma hier team team_size(4) vector_length(32) is_device_ptr(y)
  for (long r0 = 0; r0 < rows; r0 += 8) {
#pragma hier thread
    for (long r = r0; r < (r0 + 8 < rows ? r0 + 8 : rows); ++r)
#pragma hier vector
      for (int c = 0; c < 4; ++c)
        y[r * 4 + c] *= 2;
  }
}

// CHECK-LABEL: define {{.*}} void @__omp_offloading_{{.*}}tiles
// CHECK-NOT: phi
// CHECK-NOT: ntid
// CHECK: ret void
// CHECK-LABEL: define {{.*}} void @__omp_offloading_{{.*}}long_tiles
// CHECK: ntid.y
// CHECK: phi i64
// CHECK-NOT: ntid.x
// CHECK: ret void

// REMARK: run-once-loops.cpp:13:14: remark: [HIER013] thread loop 1 runs at most once per thread: its trip count is at most the 4 threads that share its iterations
// REMARK: run-once-loops.cpp:15:14: remark: [HIER013] vector loop 2 runs at most once per thread: its trip count is at most the 32 threads that share its iterations
// REMARK: run-once-loops.cpp:24:14: remark: [HIER013] thread loop 4 keeps its loop: its trip count is not known to be at most 4
// REMARK: run-once-loops.cpp:26:14: remark: [HIER013] vector loop 5 runs at most once per thread: its trip count is at most the 32 threads that share its iterations

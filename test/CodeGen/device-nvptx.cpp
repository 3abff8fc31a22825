// The optimised NVPTX kernel reads its ids from the PTX special registers
// hier-lower chose, and calls nothing: no OpenMP device runtime, no marker.
// Without max_teams each team runs one league iteration (the host launches
// one per iteration), so the league loop has no back edge and the grid size
// is not read; with max_teams the teams stride by it.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.ll -Rpass-analysis=hier 2>%t.remarks
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=ONCE < %t.ll
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// At -O0 the mapping stays visible as !hier.loop on each loop's latch:
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=O0

void init3d(int n, double *a) {
#pragma hier team map(tofrom: a[0:n*n*n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n; ++j) {
#pragma hier vector
      for (int k = 0; k < n; ++k)
        a[(i * n + j) * n + k] = i + j + k;
    }
  }
}

void strided(int n, double *a) {
#pragma hier team max_teams(64) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < 4; ++j)
      a[i] += j;
  }
}

// CHECK-LABEL: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}init3d
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// CHECK: ret void
// CHECK-NOT: call {{.*}}@{{[^l][^l]}}
// CHECK-NOT: __kmpc
// CHECK-NOT: __hier_
// CHECK-LABEL: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}strided
// CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

// ONCE-LABEL: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}init3d
// ONCE-NOT: nctaid
// ONCE: ret void

// REMARK: device-nvptx.cpp:14:14: remark: [HIER001] team loop 0 mapped to blocks (blockIdx.x, stride gridDim.x)
// REMARK: device-nvptx.cpp:16:14: remark: [HIER001] thread loop 1 mapped to threads (threadIdx.y, stride blockDim.y)
// REMARK: device-nvptx.cpp:18:14: remark: [HIER001] vector loop 2 mapped to vector lanes (threadIdx.x, stride blockDim.x)
// REMARK: device-nvptx.cpp:14:14: remark: [HIER012] team loop 0 runs once per team: one team per league iteration (no max_teams, league_size or team reduction)
// REMARK-NOT: HIER012

// O0-COUNT-5: br label %{{.*}}, !hier.loop !
// O0-DAG: = !{!"team", i32 0, !"__hier_rt_block_id"}
// O0-DAG: = !{!"thread", i32 1, !"__hier_rt_thread_y"}
// O0-DAG: = !{!"vector", i32 2, !"__hier_rt_lane_x"}

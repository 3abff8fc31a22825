// A team's block shape: without vector_length the lanes follow the vector
// loops' constant trip counts (and, without team_size, the threads keep a
// 128-thread block); the shape reaches the launch on the host, the vector
// reductions on the device, and a remark.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -Rpass-analysis=hier -Rpass-missed=hier 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEVICE
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST
// The exact launch bounds, a debugging knob (off by default: slower on an
// H200, docs/bench.md):
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - -mllvm -hier-exact-block | FileCheck %s --check-prefix=EXACT
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - -mllvm -hier-exact-block | FileCheck %s --check-prefix=EXACT-AMD

// DEVICE-NOT: __hier_team_shape
// DEVICE-LABEL: define {{.*}}@__omp_offloading_{{.*}}triple
// A 4-lane butterfly: offsets 2 and 1 only.
// DEVICE-NOT: shfl.sync.bfly.i32(i32 {{.*}}, i32 {{.*}}, i32 {{.*}}{{16|8|4}}, i32 31)
// DEVICE: shfl.sync.bfly.i32(i32 {{.*}}, i32 {{.*}}, i32 {{.*}}2, i32 31)
// DEVICE: shfl.sync.bfly.i32(i32 {{.*}}, i32 {{.*}}, i32 {{.*}}1, i32 31)
// DEVICE-LABEL: define
// HOST-LABEL: define {{.*}}@_Z6triplelPKdPd(
// HOST: [[LANES:%[0-9]+]] = call {{.*}}__hier_lanes{{.*}}(i64 noundef 4)
// HOST: [[L64:%[0-9]+]] = sext i32 [[LANES]] to i64
// HOST: call {{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 0, i64 noundef 0, i32 noundef 0, i64 noundef 65536, i64 noundef [[L64]], i64 noundef 32,
// HOST: call {{.*}}__hier_thread_limit{{.*}}(i64 noundef 4)
// The block's second extent, the threads:
// HOST: insertvalue [3 x i32] %{{[0-9]+}}, i32 32, 1
void triple(long n, const double *x, double *y) {
// REMARK-DAG: team-shape.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 4 lanes x 32 threads (lanes from the vector loops' trip counts, threads for a 128-thread block)
#pragma hier team is_device_ptr(x, y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread
    for (long j = 0; j < 64; ++j) {
      double s = 0;
#pragma hier vector reduction(+: s)
      for (int c = 0; c < 3; ++c)
        s += x[(i * 64 + j) * 3 + c];
      y[i * 64 + j] = s;
    }
  }
}
// EXACT: define {{.*}}@__omp_offloading_{{.*}}triple{{.*}} #[[TRIPLE:[0-9]+]]
// EXACT: define {{.*}}@__omp_offloading_{{.*}}written{{.*}} #[[WRITTEN:[0-9]+]]
// EXACT-DAG: attributes #[[TRIPLE]] = {{.*}}"nvvm.reqntid"="4,32,1"
// EXACT-DAG: attributes #[[WRITTEN]] = {{.*}}"nvvm.reqntid"="8,16,1"
// EXACT-AMD: define {{.*}}@__omp_offloading_{{.*}}triple{{.*}} #[[TRIPLE:[0-9]+]] {{.*}}!reqd_work_group_size ![[WG:[0-9]+]]
// EXACT-AMD-DAG: attributes #[[TRIPLE]] = {{.*}}"amdgpu-flat-work-group-size"="128,128"
// EXACT-AMD-DAG: ![[WG]] = !{i32 4, i32 32, i32 1}

// The largest trip count decides; a thread vector loop does not count.
void mixed(long n, double *y) {
// REMARK-DAG: team-shape.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 16 lanes x 8 threads (lanes from the vector loops' trip counts, threads for a 128-thread block)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread vector
    for (long k = 0; k < 1000; ++k)
      y[k] = 0;
#pragma hier thread
    for (long j = 0; j < 8; ++j) {
#pragma hier vector
      for (int c = 0; c < 5; ++c)
        y[c] += 1;
#pragma hier vector
      for (int c = 0; c < 9; ++c)
        y[c] += 1;
    }
  }
}

void written(long n, double *y) {
// REMARK-DAG: team-shape.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 8 lanes x 16 threads (lanes as written, team_size as written)
#pragma hier team vector_length(8) team_size(16) is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread
    for (long j = 0; j < 8; ++j) {
#pragma hier vector
      for (int c = 0; c < 3; ++c)
        y[c] = 0;
    }
  }
}

// A vector loop of a run-time trip count keeps the default 32 lanes.
void runtime(long n, double *y) {
// REMARK-DAG: team-shape.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread
    for (long j = 0; j < 8; ++j) {
#pragma hier vector
      for (long c = 0; c < n; ++c)
        y[c] = 0;
    }
  }
}

// A team_size known only at run time.
void unknown(long n, int ts, double *y) {
// REMARK-DAG: team-shape.cpp:[[@LINE+1]]:14: remark: [HIER009] team block shape known only at run time (vector_length or team_size is not a constant, or the team is in a template)
#pragma hier team team_size(ts) is_device_ptr(y)
  for (long i = 0; i < n; ++i)
    y[i] = 0;
}

// In a template, whose instantiations share the rewriter's literals, the
// lanes stay the default and the shape is not settled at compile time.
template <int C> void inTemplate(long n, double *y) {
// REMARK-DAG: team-shape.cpp:[[@LINE+1]]:14: remark: [HIER009] team block shape known only at run time (vector_length or team_size is not a constant, or the team is in a template)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread
    for (long j = 0; j < 8; ++j) {
#pragma hier vector
      for (int c = 0; c < C; ++c)
        y[c] = 0;
    }
  }
}
template void inTemplate<3>(long, double *);

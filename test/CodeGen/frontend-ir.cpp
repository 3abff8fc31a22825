// What the front end emits for a team/thread/vector nest, before any pass:
// a kernel-mode target region whose loops iterate over a logical counter that
// starts at __hier_begin(LEVEL, ID) and strides by __hier_stride(LEVEL, ID).
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S -emit-llvm -Xclang -disable-llvm-passes %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST

void nest(int n, int m, double *a) {
#pragma hier team team_size(4) vector_length(32) map(tofrom: a[0:n*m])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < m; j += 2) {
#pragma hier vector
      for (int k = m - 1; k >= 0; --k)
        a[i * m + k] += j;
    }
#pragma hier barrier
#pragma hier thread vector
    for (long k = 0; k < m; ++k)
      a[i * m + k] *= 2;
  }
}

// The device kernel calls the markers with (level, loop id), in nesting order.
// DEV-LABEL: define {{.*}}ptx_kernel void @__omp_offloading_{{.*}}nest{{.*}}(
// DEV-LABEL: define internal void @__omp_offloading_{{.*}}_omp_outlined(
// DEV: call i64 @__hier_begin(i32 noundef 0, i32 noundef 0)
// DEV: call i64 @__hier_begin(i32 noundef 1, i32 noundef 1)
// DEV: call i64 @__hier_begin(i32 noundef 2, i32 noundef 2)
// DEV: call i64 @__hier_stride(i32 noundef 2, i32 noundef 2)
// DEV: call i64 @__hier_stride(i32 noundef 1, i32 noundef 1)
// DEV: call void @__hier_barrier()
// DEV: call i64 @__hier_begin(i32 noundef 3, i32 noundef 3)
// DEV: call i64 @__hier_stride(i32 noundef 3, i32 noundef 3)
// DEV: call i64 @__hier_stride(i32 noundef 0, i32 noundef 0)
// No OpenMP device runtime anywhere, already before the passes:
// DEV-NOT: __kmpc

// The host launches with num_teams from the league's trip count, and the
// thread limit (vector_length, team_size, 1).
// HOST-LABEL: define {{.*}}void @_Z4nestiiPd(
// HOST: call {{.*}}i32 @{{.*}}__hier_num_teams{{.*}}(i64
// HOST: call {{.*}}i32 @{{.*}}__hier_thread_limit{{.*}}(i64 noundef 32)
// HOST: __tgt_target_kernel
// The host fallback splits the league over the host teams and runs thread and
// vector loops in order (inline marker definitions).
// HOST-NOT: __clang_call_terminate
// HOST-LABEL: define internal {{.*}}i64 @{{.*}}__hier_begin{{.*}}(i32
// HOST: call i32 @omp_get_team_num()
// HOST-LABEL: define internal {{.*}}i64 @{{.*}}__hier_stride{{.*}}(i32
// HOST: call i32 @omp_get_num_teams()

// Before its first GPU launch a hier region switches the CUDA primary
// context from the offload plugin's blocking synchronization to CUDA's
// default scheduling (spin), unless HIER_BLOCKING_SYNC is set; the host
// fallback path (no device) never touches the driver.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s

void fill(double *a, int n) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < 64; ++j)
      a[i * 64 + j] = j;
  }
}

// CHECK-DAG: [[ENV:@.*]] = {{.*}} c"HIER_BLOCKING_SYNC\00"
// CHECK-DAG: [[STATE:@.*]] = {{.*}} c"cuDevicePrimaryCtxGetState\00"
// CHECK-DAG: [[SET:@.*]] = {{.*}} c"cuDevicePrimaryCtxSetFlags_v2\00"
// CHECK-DAG: [[RETAIN:@.*]] = {{.*}} c"cuDevicePrimaryCtxRetain\00"

// The number of teams is computed before the launch; the driver is touched
// only when there is a device.
// CHECK: define {{.*}} @_Z4fillPdi(
// CHECK: call {{.*}} @{{.*}}__hier_num_teams
// CHECK: call i32 @__tgt_target_kernel(
// CHECK: define internal {{.*}} @{{.*}}__hier_num_teams
// CHECK: [[NDEV:%.*]] = call i32 @omp_get_num_devices()
// CHECK-NEXT: [[NONE:%.*]] = icmp eq i32 [[NDEV]], 0
// CHECK-NEXT: br i1 [[NONE]], label %{{.*}}, label %[[GPU:.*]]
// CHECK: [[GPU]]:
// CHECK-NEXT: call void @{{.*}}__hier_cuda_spin_wait

// Once, unless the environment asks otherwise; the scheduling bits (low
// three) are cleared, the others kept; an inactive context is retained so
// that the plugin keeps the flags. No call through the driver's pointers can
// throw.
// CHECK: define internal void @{{.*}}__hier_cuda_spin_wait
// CHECK-NOT: invoke
// CHECK: atomicrmw xchg
// CHECK: call ptr @getenv(ptr noundef [[ENV]])
// CHECK: call {{.*}} @{{.*}}__hier_cuda_function{{.*}}(ptr noundef [[STATE]])
// CHECK: call {{.*}} @{{.*}}__hier_cuda_function{{.*}}(ptr noundef [[SET]])
// CHECK: call {{.*}} @{{.*}}__hier_cuda_function{{.*}}(ptr noundef [[RETAIN]])
// CHECK-NOT: invoke
// CHECK: [[FLAGS:%.*]] = and i32 %{{.*}}, -8
// CHECK-NEXT: call noundef i32 %{{.*}}(i32 noundef %{{.*}}, i32 noundef [[FLAGS]])
// CHECK-NOT: invoke
// CHECK: call noundef i32 %{{.*}}(ptr noundef %{{.*}}, i32 noundef %{{.*}})
// CHECK: ret void

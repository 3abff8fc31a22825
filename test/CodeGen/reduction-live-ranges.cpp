// A team reduction inside the league loop computes its warp masks and
// shuffle sources after the loop it reduces, from an opaque copy of the warp's
// thread count: hoisted out of the league loop, they stayed live through the
// hot inner loop (a dot product kernel needed 34 registers instead of 28, so
// 6 blocks of 256 threads fitted on an SM instead of 8).
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMD

double dot(const double *x, const double *y, long n, long teams) {
  double s = 0;
#pragma hier team team_size(8) vector_length(32) reduction(+ : s) is_device_ptr(x, y)
  for (long t = 0; t < teams; ++t) {
    double part = 0;
#pragma hier thread vector reduction(+ : part)
    for (long i = n * t / teams; i < n * (t + 1) / teams; ++i)
      part += x[i] * y[i];
    s += part;
  }
  return s;
}

// Nothing of the reduction before the league loop; between its header and
// its latch, the barrier, then the masks and shuffles.
// CHECK: define {{.*}} ptx_kernel void @__omp_offloading_{{.*}}dot
// CHECK-NOT: asm sideeffect
// CHECK-NOT: shfl
// CHECK: {{^}}[[HEADER:[0-9]+]]:{{.*}}preds = %{{[0-9]+}}, %[[LATCH:[0-9]+]]{{$}}
// CHECK-NEXT: phi double
// CHECK-NEXT: phi i64
// CHECK-NOT: {{^}}[[LATCH]]:
// CHECK: [[INWARP:%.*]] = tail call i32 asm sideeffect "", "=r,0"
// CHECK-NOT: {{^}}[[LATCH]]:
// CHECK: icmp ugt i32 [[INWARP]], 31
// CHECK-NOT: {{^}}[[LATCH]]:
// CHECK: call void @llvm.nvvm.bar.warp.sync
// CHECK-NOT: {{^}}[[LATCH]]:
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32
// CHECK: {{^}}[[LATCH]]:
// CHECK: br i1 %{{.*}}, label %[[HEADER]], label %{{[0-9]+}}, !llvm.loop

// AMD: define {{.*}} amdgpu_kernel void @__omp_offloading_{{.*}}dot
// AMD: tail call i32 asm sideeffect "", "=v,0"
// AMD: call i32 @llvm.amdgcn.ds.bpermute

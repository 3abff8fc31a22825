// 'single copyprivate': a team's words pass through team-shared memory
// between the single's barrier and a second one (only the words the
// variable's bytes use: P's padding word is not sent); a thread's lanes take
// lane 0's words by a shuffle after the group's sync; in a thread loop
// spread over the block, every lane ran the statement and nothing moves.
// No OpenMP device runtime call.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=NOKMPC < %t.ll
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMD
// NOKMPC-NOT: __kmpc_

// CHECK-LABEL: define {{.*}}team_bcast
// CHECK: store i32 {{.*}}, ptr addrspace(3) @BroadcastWords.0
// CHECK: store i32 {{.*}}, ptr addrspace(3) @BroadcastWords.2
// CHECK: store i32 {{.*}}, ptr addrspace(3) @BroadcastWords.3
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT: load i32, ptr addrspace(3) @BroadcastWords.0
// CHECK-NEXT: load i32, ptr addrspace(3) @BroadcastWords.2
// CHECK-NEXT: load i32, ptr addrspace(3) @BroadcastWords.3
// CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-LABEL: define {{.*}}thread_bcast
// CHECK: call void @llvm.nvvm.bar.warp.sync
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %{{.*}}, i32 %{{.*}}, i32 0,
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %{{.*}}, i32 %{{.*}}, i32 0,
// CHECK-LABEL: define {{.*}}flat_bcast
// CHECK-NOT: shfl
// CHECK-NOT: barrier
// CHECK: ret void

// AMD-LABEL: define {{.*}}thread_bcast
// AMD-COUNT-2: call i32 @llvm.amdgcn.ds.bpermute
// AMD-LABEL: define {{.*}}flat_bcast
// AMD-NOT: bpermute
// AMD: ret void

struct P { int a; double b; };
void team_bcast(double *out, const double *in, int teams) {
#pragma hier team team_size(4) vector_length(8) is_device_ptr(out, in)
  for (int t = 0; t < teams; ++t) {
    P p = {0, 0};
#pragma hier single copyprivate(p)
    {
      p.a = t;
      p.b = in[t];
    }
#pragma hier thread vector
    for (int k = 0; k < 32; ++k)
      out[32 * t + k] = p.a + p.b;
  }
}
void thread_bcast(double *out, const double *in, int teams) {
#pragma hier team team_size(4) vector_length(8) is_device_ptr(out, in)
  for (int t = 0; t < teams; ++t) {
#pragma hier thread
    for (int r = 0; r < 4; ++r) {
      double s = 0;
#pragma hier single thread copyprivate(s)
      s = in[t * 4 + r];
#pragma hier vector
      for (int k = 0; k < 8; ++k)
        out[(t * 4 + r) * 8 + k] = s * k;
    }
  }
}
void flat_bcast(double *out, const double *in, int teams) {
#pragma hier team team_size(4) vector_length(8) is_device_ptr(out, in)
  for (int t = 0; t < teams; ++t) {
#pragma hier thread
    for (int r = 0; r < 32; ++r) {
      double s = 0;
#pragma hier single thread copyprivate(s)
      s = in[t * 4 + r];
      out[t * 32 + r] = s;
    }
  }
}

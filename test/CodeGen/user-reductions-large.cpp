// A declare reduction on a value over 64 bytes on the GPU: its 32 words go
// through the shuffles one by one, as a smaller value's, and through the
// warps' shared slots (16 words each) in two parts, each put by the warps'
// first lanes at slots 0-15 and read by every thread between two barriers;
// a 64-byte value keeps the one exchange. No OpenMP runtime calls, nothing
// left of hier's markers.
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --implicit-check-not=__kmpc --implicit-check-not=@__hier_

template <class T, int N> struct MyArray {
  T values[N];
  void operator+=(const MyArray &src) {
    for (int i = 0; i < N; i++)
      values[i] += src.values[i];
  }
};
#pragma omp declare reduction(+ : MyArray<double, 16> : omp_out += omp_in)
#pragma omp declare reduction(+ : MyArray<double, 8> : omp_out += omp_in)

void large(const double *x, long rows, long n, MyArray<double, 16> *out) {
#pragma hier team team_size(4) vector_length(32) map(to: x[0:rows * n]) map(from: out[0:rows])
  for (long r = 0; r < rows; ++r) {
    MyArray<double, 16> s = {};
#pragma hier thread vector reduction(+: s)
    for (long k = 0; k < n; ++k)
      for (int j = 0; j < 16; ++j)
        s.values[j] += x[r * n + k] * j;
    out[r] = s;
  }
}

void small(const double *x, long rows, long n, MyArray<double, 8> *out) {
#pragma hier team team_size(4) vector_length(32) map(to: x[0:rows * n]) map(from: out[0:rows])
  for (long r = 0; r < rows; ++r) {
    MyArray<double, 8> s = {};
#pragma hier thread vector reduction(+: s)
    for (long k = 0; k < n; ++k)
      for (int j = 0; j < 8; ++j)
        s.values[j] += x[r * n + k] * j;
    out[r] = s;
  }
}

// CHECK: @UdrSlots = internal unnamed_addr addrspace(3) global [32 x [16 x i32]] undef
// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}large
// The calling warp's row of slots, its 16th word, and the row of the warp
// being read (warp by warp, in a loop).
// CHECK: [[ROW:%[0-9]+]] = getelementptr inbounds nuw [16 x i32], ptr addrspace(3) @UdrSlots
// CHECK: [[LAST:%[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(3) [[ROW]], i64 60
// The tree's shuffles, a word each (a loop over the 32).
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK: [[READ:%[0-9]+]] = getelementptr inbounds nuw [16 x i32], ptr addrspace(3) @UdrSlots
// Words 0-15: put by the warps' first lanes, read by all between barriers.
// CHECK: store i32 {{%[0-9]+}}, ptr addrspace(3) [[ROW]]
// CHECK: store i32 {{%[0-9]+}}, ptr addrspace(3) [[LAST]]
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT: load i32, ptr addrspace(3) [[READ]]
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// Words 16-31, through the same slots.
// CHECK: store i32 {{%[0-9]+}}, ptr addrspace(3) [[ROW]]
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT: load i32, ptr addrspace(3) [[READ]]
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: ret void
// A 64-byte value: the 16 words once, two barriers in all.
// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}small
// CHECK: [[SROW:%[0-9]+]] = getelementptr inbounds nuw [16 x i32], ptr addrspace(3) @UdrSlots
// CHECK: store i32 {{%[0-9]+}}, ptr addrspace(3) [[SROW]]
// CHECK-NOT: barrier
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NOT: store i32 {{.*}}, ptr addrspace(3)
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NOT: barrier
// CHECK: ret void

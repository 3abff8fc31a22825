// Reductions with OpenMP 'declare reduction' on the GPU: the user's combiner
// inlined into a tree of 32-bit shuffles (a struct moves word by word), the
// warps' parts through hier's shared slots and a barrier for a thread vector
// reduction, shuffles within the group for a vector one, a lock around a
// team's fold; no OpenMP runtime calls, and nothing left of hier's markers.
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --implicit-check-not=__kmpc --implicit-check-not=@__hier_
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S %s -o - | FileCheck %s --check-prefix=PTX

struct MinLoc { double v; int i; };
#pragma omp declare reduction(minloc : MinLoc : omp_out = (omp_in.v < omp_out.v || (omp_in.v == omp_out.v && omp_in.i < omp_out.i)) ? omp_in : omp_out) initializer(omp_priv = MinLoc{1e300, -1})
struct Pair { double a, b; };
#pragma omp declare reduction(+ : Pair : omp_out.a += omp_in.a, omp_out.b += omp_in.b)

void rowMins(const double *x, long rows, long n, MinLoc *best, Pair *sums,
             Pair &all) {
#pragma hier team team_size(4) vector_length(32) map(to: x[0:rows * n]) map(from: best[0:rows], sums[0:rows * 4]) reduction(+: all)
  for (long r = 0; r < rows; ++r) {
    MinLoc m = {1e300, -1};
#pragma hier thread vector reduction(minloc: m)
    for (long k = 0; k < n; ++k)
      if (x[r * n + k] < m.v)
        m = MinLoc{x[r * n + k], (int)k};
    best[r] = m;
#pragma hier thread
    for (int q = 0; q < 4; ++q) {
      Pair p = {0, 0};
#pragma hier vector reduction(+: p)
      for (long k = 0; k < n; ++k) {
        p.a += x[r * n + k];
        p.b += 1;
      }
      sums[r * 4 + q] = p;
    }
    all.a += x[r * n];
    all.b += 1;
  }
}

// CHECK: @UdrSlots = internal unnamed_addr addrspace(3) global [32 x [16 x i32]] undef
// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}rowMins
// The min-location's tree: its 16 bytes as four shuffled words, the
// combiner's comparisons (the tie on v goes to the lower index).
// CHECK-DAG: call i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK-DAG: fcmp olt double
// CHECK-DAG: fcmp oeq double
// The warps' first lanes leave their words in the slots; all read them after
// the barrier.
// CHECK-DAG: [[SLOT:%[0-9]+]] = getelementptr inbounds nuw [16 x i32], ptr addrspace(3) @UdrSlots
// CHECK-DAG: store i32 {{%[0-9]+}}, ptr addrspace(3) [[SLOT]]
// CHECK-DAG: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-DAG: load i32, ptr addrspace(3) @UdrSlots
// The vector group's (the whole warp: vector_length(32)) user '+' on Pair.
// CHECK-DAG: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1,
// CHECK-DAG: fadd double
// The team's fold of its Pair into the mapped variable: thread 0 of the
// team, under a device-wide lock, through volatile bytes, between fences.
// CHECK-DAG: atomicrmw xchg ptr @UdrTeamLock, i32 1 {{.*}}monotonic
// CHECK-DAG: load volatile i8
// CHECK-DAG: store volatile i8
// CHECK-DAG: call void @llvm.nvvm.membar.gl()
// CHECK: declare i32 @llvm.nvvm.shfl.sync.idx.i32(

// PTX-LABEL: .entry __omp_offloading_{{.*}}rowMins
// PTX: shfl.sync.idx.b32
// PTX: bar.sync

// A team's array section reduction. An array's section in a synchronous
// region goes through a slot of its 64 elements, as a scalar's: nothing is
// mapped for it, the slot's device accumulator holds the 64 values and the
// count of teams after them (byte 512), its host result the 64 totals. On the
// GPU thread 0 of each team folds its private copy (each thread's stack)
// element by element, one 'red' each, then fences and counts its team; the
// last team copies the 64 totals to the host result and resets them. A
// pointer's section is mapped tofrom and folded into the mapped elements
// (a compare-and-swap loop for *), with no slot and no count. No OpenMP
// runtime call in either kernel.
// RUN: %clangxx -O1 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %clangxx -O1 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEV

void histogram(const int *data, int n, long *out) {
  long hist[64] = {0};
#pragma hier team team_size(4) vector_length(8) map(to: data[0:n]) reduction(+: hist[0:64])
  for (int t = 0; t < n; t += 256) {
    long mine[64] = {0};
#pragma hier thread reduction(+: mine[0:64])
    for (int i = t; i < (t + 256 < n ? t + 256 : n); ++i)
      mine[data[i] & 63] += 1;
    for (int b = 0; b < 64; ++b)
      hist[b] += mine[b];
  }
  for (int b = 0; b < 64; ++b)
    out[b] = hist[b];
}

void scale(double *v, int n, int lo) {
#pragma hier team reduction(*: v[lo:4])
  for (int t = 0; t < n; ++t)
    v[lo + t % 4] *= 2;
}

// The histogram's region maps data (33: to) and passes the slot's pointers
// and values (288, 800): hist is not mapped (35: tofrom); scale's maps v's
// section tofrom.
// HOST: @.offload_maptypes = private unnamed_addr constant [{{[0-9]+}} x i64] [{{(i64 (288|800|33|16384)(, )?)+}}]
// HOST: @.offload_maptypes.{{[0-9]+}} = private unnamed_addr constant [{{[0-9]+}} x i64] [i64 35,
// HOST-LABEL: define {{.*}}@_Z9histogramPKiiPl(
// The slot: 64 elements in its key, 512 bytes of results, an accumulator of
// 512 + 16 bytes (the count).
// HOST: store i64 64, ptr
// HOST: call ptr @llvm_omp_target_alloc_host(i64 noundef 512,
// HOST: call ptr @omp_target_alloc(i64 noundef 528,
// HOST: call i32 @__tgt_target_kernel(
// HOST-LABEL: define {{.*}}@_Z5scalePdii(
// HOST-NOT: omp_target_alloc
// HOST: call i32 @__tgt_target_kernel(
// HOST: ret void

// DEV-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}histogram
// (In any block order.) The fold from the thread's copy, 64 elements; the
// count at byte 512; the last team's fence, totals and resets.
// DEV-DAG: [[COUNT:%[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) [[ACC:%[0-9]+]], i64 512
// DEV-DAG: load i64, ptr addrspace(5)
// DEV-DAG: call void asm sideeffect "red.global.add.u64
// DEV-DAG: icmp eq i32 {{%[0-9]+}}, 64
// DEV-DAG: atomicrmw add ptr addrspace(1) [[COUNT]], i32 1 monotonic
// DEV-DAG: call void @llvm.nvvm.membar.gl()
// DEV-DAG: load atomic i64, ptr addrspace(1)
// DEV-DAG: store atomic i64 0, ptr addrspace(1)
// DEV-DAG: store atomic i32 0, ptr addrspace(1) [[COUNT]] monotonic
// DEV: {{^}}}
// DEV-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}scale
// DEV-NOT: membar
// DEV: cmpxchg ptr addrspace(1)
// DEV-NOT: atomicrmw add {{.*}} i32 1 monotonic
// DEV: ret void
// DEV-NOT: __kmpc

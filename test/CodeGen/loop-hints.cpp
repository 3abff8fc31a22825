// A loop hint written between a hier directive and its 'for' goes on the loop
// over the iterations a thread (here: a lane) runs, under the reduction's
// wrapper: unrolled by 4, each lane has four 16-byte loads in flight, as a
// CUDA kernel with '#pragma unroll 4' (before the directive: diag-loop-hints).
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=O0
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o - | FileCheck %s --check-prefix=PTX

typedef double double2v __attribute__((ext_vector_type(2)));

double rowsum(const double2v *a, long rows, long cols) {
  double s = 0;
#pragma hier team team_size(8) vector_length(32) reduction(+ : s) is_device_ptr(a) readonly(a)
  for (long r0 = 0; r0 < rows; r0 += 8) {
#pragma hier thread reduction(+ : s)
    for (long r = r0; r < (r0 + 8 < rows ? r0 + 8 : rows); ++r) {
      double rs = 0;
#pragma hier vector reduction(+ : rs)
#pragma unroll 4
      for (long c = 0; c < cols; ++c) {
        double2v v = a[r * cols + c];
        rs += v.x + v.y;
      }
      s += rs;
    }
  }
  return s;
}

// The vector loop's latch (mapped to the lanes) carries the count; the
// reduction's one-shot wrapper and the thread and team loops do not. Both
// keep the block property that hier-lower adds (hier-run-once reads it).
// O0: br label %{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]], !hier.loop ![[VECTOR:[0-9]+]]
// O0: br label %{{[0-9]+}}, !llvm.loop ![[THREADLOOP:[0-9]+]], !hier.loop
// O0: ![[LOOP]] = distinct !{![[LOOP]], !{{[0-9]+}}, ![[COUNT:[0-9]+]], ![[BLOCK:[0-9]+]]}
// O0-NEXT: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
// O0-NEXT: ![[BLOCK]] = !{!"hier.loop.block", !"vector", i32 2, i32 1, i64 32}
// O0-NEXT: ![[VECTOR]] = !{!"vector"
// O0: ![[THREADLOOP]] = distinct !{![[THREADLOOP]], !{{[0-9]+}}, ![[TBLOCK:[0-9]+]]}
// O0-NEXT: ![[TBLOCK]] = !{!"hier.loop.block", !"thread", i32 1, i32 2, i64 8}
// O0-NOT: llvm.loop.unroll

// PTX-LABEL: .entry {{.*}}rowsum
// PTX-COUNT-4: ld.global.nc.v2.{{[bf]}}64

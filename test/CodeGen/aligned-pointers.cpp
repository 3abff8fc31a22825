// A team reading each point of a `float *` array whole (p[i * 16 + d], d =
// 0..15), written the first way, reads it 16 bytes at a time, as CUDA code
// that casts to float4 does: its kernel gets a copy of its code for a
// 16-byte aligned p ([HIER025]), entered when p is, where the load/store
// vectorizer merges each four loads; the kernel's first copy keeps 4-byte
// loads for pointers that are not. With the rule off, 4-byte loads only.
// test/Runtime/aligned-pointer-copy.cpp runs both copies.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o %t.s -Rpass=hier 2>%t.remarks
// RUN: FileCheck %s < %t.s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o - -mllvm -hier-aligned-pointers=false | FileCheck %s --check-prefix=OFF

// REMARK: aligned-pointers.cpp:[[@LINE+8]]:1: remark: [HIER025] kernel has a copy of its code for 16-byte aligned parameter {{[0-9]+}}, entered when it is; 16 of its memory accesses may merge into wider ones there
// REMARK-NOT: [HIER025]
// CHECK: and.b64 {{.*}}, 15;
// CHECK-COUNT-4: ld.global{{(.nc)?}}.v4.b32
// OFF-NOT: .v4.b32
// OFF: ld.global{{(.nc)?}}.b32

void nearest(const float *p, const float *c, int *label, long n) {
#pragma hier team is_device_ptr(p, c, label)
  for (long i0 = 0; i0 < n; i0 += 128) {
#pragma hier thread vector
    for (long i = i0; i < (i0 + 128 < n ? i0 + 128 : n); ++i) {
      int best = 0;
      float bestDist = 1e30f;
      for (int k = 0; k < 8; ++k) {
        float d2 = 0;
        for (int d = 0; d < 16; ++d) {
          float t = p[i * 16 + d] - c[k * 16 + d];
          d2 += t * t;
        }
        if (d2 < bestDist)
          bestDist = d2, best = k;
      }
      label[i] = best;
    }
  }
}

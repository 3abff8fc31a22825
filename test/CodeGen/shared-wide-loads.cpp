// Shared arrays written the first way (float elements, a struct of four
// floats) are read 16 bytes at a time where neighbouring elements are read
// together, as CUDA code reads float4 arrays: the arrays are 16-byte
// aligned ([HIER022]) and their accesses use shared addresses in the
// optimizer ([HIER023]), so the load/store vectorizer merges them. With
// both rules off, the same kernel reads 4 bytes at a time.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o %t.s -Rpass=hier 2>%t.remarks
// RUN: FileCheck %s < %t.s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o - -mllvm -hier-align-shared=false -mllvm -hier-infer-shared-addresses=false | FileCheck %s --check-prefix=OFF

struct Body {
  float x, y, z, m;
};

constexpr int K = 64, D = 16, Chunk = 128;

// k-means assignment: a point's distance to every centroid in shared memory.
void assign(const float *p, const float *cent, int *label, long n) {
#pragma hier team is_device_ptr(p, cent, label)
  for (long i0 = 0; i0 < n; i0 += Chunk) {
#pragma hier shared
    float c[K * D];
#pragma hier thread vector
    for (int j = 0; j < K * D; ++j)
      c[j] = cent[j];
#pragma hier barrier
#pragma hier thread vector
    for (long i = i0; i < (i0 + Chunk < n ? i0 + Chunk : n); ++i) {
      int best = 0;
      float bestDist = 1e30f;
      for (int k = 0; k < K; ++k) {
        float d2 = 0;
        for (int d = 0; d < D; ++d) {
          float t = p[i * D + d] - c[k * D + d];
          d2 += t * t;
        }
        if (d2 < bestDist)
          bestDist = d2, best = k;
      }
      label[i] = best;
    }
  }
}
// The remark is at the variable's first use.
// REMARK-DAG: shared-wide-loads.cpp:35:{{[0-9]+}}: remark: [HIER022] shared 'c' (4096 bytes) aligned to 16 bytes instead of 4
// REMARK-DAG: shared-wide-loads.cpp:20:1: remark: [HIER023] {{[0-9]+}} memory accesses address shared or global memory directly
// CHECK-LABEL: .entry {{.*}}assign
// CHECK: .shared .align 16 .b8 c[4096];
// CHECK: ld.shared.v4.b32
// CHECK-NOT: ld.shared.b32
// OFF-LABEL: .entry {{.*}}assign
// OFF: ld.shared.b32
// OFF-NOT: ld.shared.v4

// n-body's tile of bodies: the four fields of tile[j] read together.
void forces(const Body *b, float *ax, int n) {
#pragma hier team is_device_ptr(b, ax)
  for (int i0 = 0; i0 < n; i0 += 128) {
#pragma hier shared
    Body tile[128];
#pragma hier thread vector
    for (int i = 0; i < 128; ++i)
      tile[i] = b[i0 + i];
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < 128; ++i) {
      float x = 0;
      for (int j = 0; j < 128; ++j) {
        float dx = tile[j].x - tile[i].x, dy = tile[j].y - tile[i].y,
              dz = tile[j].z - tile[i].z;
        x += tile[j].m * dx / (dx * dx + dy * dy + dz * dz + 1e-3f);
      }
      ax[i0 + i] = x;
    }
  }
}
// REMARK-DAG: shared-wide-loads.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: [HIER022] shared 'tile' (2048 bytes) aligned to 16 bytes instead of 4
// CHECK-LABEL: .entry {{.*}}forces
// CHECK: .shared .align 16 .b8 tile[2048];
// CHECK: ld.shared.v4.b32
// CHECK-NOT: ld.shared.b32
// CHECK: ret;
// OFF-LABEL: .entry {{.*}}forces
// OFF: ld.shared.b32

// A histogram in a team's shared memory: the bins' atomic updates issue as
// `red.shared` (shared memory's own reduction), not as a generic `red` on an
// address converted with cvta.shared, which every update then resolves at
// run time ([HIER011]; CUDA's atomicAdd on a __shared__ array is the same
// instruction). The result to global memory stays `red.global`.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - | FileCheck %s

void histogram(const int *x, int *out, long n) {
#pragma hier team is_device_ptr(x, out)
  for (long b0 = 0; b0 < n; b0 += 4096) {
#pragma hier shared
    int bins[64];
#pragma hier thread vector
    for (int i = 0; i < 64; ++i)
      bins[i] = 0;
#pragma hier barrier
#pragma hier thread vector
    for (long i = b0; i < (b0 + 4096 < n ? b0 + 4096 : n); ++i) {
#pragma omp atomic
      bins[x[i] & 63] += 1;
    }
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < 64; ++i) {
#pragma omp atomic
      out[i] += bins[i];
    }
  }
}

// CHECK-LABEL: histogram
// CHECK-NOT: cvta.shared
// CHECK: red.shared.add.u32
// CHECK-NOT: cvta.shared
// CHECK: red.global.add.u32

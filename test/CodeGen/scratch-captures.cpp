// A run-time scratch size is used inside the region by the host fallback's
// per-team buffer. The GPU compile must capture it as well: the launch passes
// the host's captures as kernel arguments, and a kernel with fewer
// parameters than the launch has arguments fails to launch (seen on an
// H200). Both versions of the region take the same six values here.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST

void run(long bytes, long *o) {
  long Words = bytes / 8;
#pragma hier team scratch(bytes) map(from: o[0:64])
  for (int l = 0; l < 64; ++l) {
    long *s = (long *)o;
#pragma hier thread vector
    for (long i = 0; i < Words; ++i)
      s[i] = i + l;
  }
}

// The kernel has one more leading parameter, the dynamic environment: 7 and 6.
// DEV: define {{.*}}ptx_kernel void @__omp_offloading_{{[^(]*}}({{[^,)]*, [^,)]*, [^,)]*, [^,)]*, [^,)]*, [^,)]*, [^,)]*}})
// HOST: define internal void @__omp_offloading_{{[^(.]*}}({{[^,)]*, [^,)]*, [^,)]*, [^,)]*, [^,)]*, [^,)]*}})

// An `omp atomic update` in a hier team, whose old value nothing reads,
// becomes a PTX reduction (red.global.add.f64), at -O2 and at -O0: OpenMP's
// relocatable device code would otherwise keep ptxas's atomic with a return
// value (ATOMG), 25% slower than CUDA's REDG on an H200 (docs/bench.md).
// Plain OpenMP target regions of the file keep LLVM's `atom`.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - -Rpass=hier 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S %s -o - | FileCheck %s --check-prefix=O0

void histogram(const int *bin, double *count, int n) {
#pragma hier team map(to: bin[0:n]) map(tofrom: count[0:16])
  for (int i = 0; i < n; i += 128) {
#pragma hier thread vector
    for (int j = i; j < (i + 128 < n ? i + 128 : n); ++j) {
#pragma omp atomic update
      count[bin[j]] += 1.0;
    }
  }
}

void plain(double *a, int n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:1])
  for (int i = 0; i < n; ++i) {
#pragma omp atomic update
    a[0] += i;
  }
}

// CHECK-LABEL: .entry {{.*}}histogram
// CHECK-NOT: atom.
// CHECK: red.global.add.f64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK-NOT: atom.
// CHECK: .entry {{.*}}plain
// CHECK: .func {{.*}}plain{{.*}}_omp_outlined
// CHECK: atom.add.f64
// REMARK: atomics-red.cpp:[[@LINE-20]]:7: remark: [HIER011] 1 atomic update(s) whose old value is unused issue as PTX reductions (red)
// REMARK-NOT: HIER011
// O0-LABEL: .entry {{.*}}histogram
// O0: red.{{(global.)?}}add.f64

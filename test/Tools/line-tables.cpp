// At -O2 -g the statements of hier loop bodies keep their own lines, on the
// host and on the GPU, as in a plain OpenMP kernel; only what hier generates
// (the loops' counters, the launch) is at the directive's line.
// RUN: %clangxx %offload -O2 -g --offload-host-only -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %clangxx %offload -O2 -g --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %clangxx -fopenmp -O2 -g -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,HOST
// The same in the PTX the device job writes: a row for each body line.
// RUN: %clangxx %offload -O2 -g --offload-device-only -S %s -o - | FileCheck %s --check-prefix=PTX

// HOST-LABEL: define {{.*}}@__omp_offloading_{{.*}}saxpy{{.*}}(
// DEV-LABEL: define {{.*}}@__omp_offloading_{{.*}}saxpy{{.*}}(
// The body's multiply (line 31) and add (line 32), not at a directive.
// CHECK: fmul {{.*}}, !dbg ![[MUL:[0-9]+]]
// CHECK: fadd {{.*}}, !dbg ![[ADD:[0-9]+]]
// CHECK-DAG: ![[MUL]] = !DILocation(line: 31,
// CHECK-DAG: ![[ADD]] = !DILocation(line: 32,
// The loops' counters are generated: at the directives (lines 25 and 28).
// CHECK-DAG: !DILocation(line: 25,
// CHECK-DAG: !DILocation(line: 28,

// PTX-DAG: .loc {{[0-9]+}} 31 {{[0-9]+}}
// PTX-DAG: .loc {{[0-9]+}} 32 {{[0-9]+}}

void saxpy(int n, int m, float a, const float *x, float *y) {
#pragma hier team map(to: x[0:n*m]) map(tofrom: y[0:n*m])
  for (int i = 0; i < n; ++i) {
    int row = i * m;
#pragma hier thread
    for (int j = 0; j < m; ++j) {
      float v = x[row + j];
      v = a * v;
      y[row + j] += v;
    }
  }
}

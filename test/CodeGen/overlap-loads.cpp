// A vector loop that gathers (SpMV's row: x[col[k]]) issues the loads of 4
// of its iterations before it uses any ([HIER014], hier-overlap-loads); a
// vector loop that streams keeps one iteration at a time, with the reason.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o %t.s -Rpass=hier -Rpass-missed=hier 2>%t.remarks
// RUN: FileCheck %s < %t.s
// RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER014 < %t.remarks
// -fplugin-arg-hier-overlap-loads=N sets the iterations; 1 turns it off.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o %t.two.s -fplugin-arg-hier-overlap-loads=2 -Rpass=hier 2>&1 | FileCheck %s --check-prefix=TWO-REMARK
// RUN: FileCheck %s --check-prefix=TWO < %t.two.s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o %t.off.s -fplugin-arg-hier-overlap-loads=1 -Rpass=hier -Rpass-missed=hier 2>&1 | FileCheck %s --check-prefix=OFF-REMARK --allow-empty
// RUN: FileCheck %s --check-prefix=OFF < %t.off.s
// RUN: not %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-overlap-loads=0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-overlap-loads=many 2>&1 | FileCheck %s --check-prefix=NAN

void spmv(long rows, const long *rowptr, const long *col, const double *val,
          const double *x, double *y) {
#pragma hier team team_size(16) vector_length(8) is_device_ptr(rowptr, col, val, x, y)
  for (long r0 = 0; r0 < rows; r0 += 16) {
#pragma hier thread
    for (long r = r0; r < (r0 + 16 < rows ? r0 + 16 : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (long k = rowptr[r]; k < rowptr[r + 1]; ++k)
        s += val[k] * x[col[k]];
      y[r] = s;
    }
  }
}

void rows_sum(long rows, long n, const double *a, double *y) {
#pragma hier team team_size(16) vector_length(8) is_device_ptr(a, y)
  for (long r0 = 0; r0 < rows; r0 += 16) {
#pragma hier thread
    for (long r = r0; r < (r0 + 16 < rows ? r0 + 16 : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (long k = 0; k < n; ++k)
        s += a[r * n + k];
      y[r] = s;
    }
  }
}

// In spmv's row loop: the col, x and val loads of 4 iterations, then the 4
// fmas; no fma between the loads.
// CHECK-LABEL: .entry {{.*}}spmv
// CHECK: [[ROW:\$L__BB[0-9_]+]]:
// CHECK-NOT: fma.rn.f64
// CHECK-COUNT-12: ld.global.b64
// CHECK-NOT: ld.global
// CHECK-COUNT-4: fma.rn.f64
// CHECK-NOT: ld.global
// CHECK: bra{{.*}} [[ROW]];
// The streaming row loop: one load and one add per iteration.
// CHECK-LABEL: .entry {{.*}}rows_sum
// CHECK: [[SUM:\$L__BB[0-9_]+]]:
// CHECK: ld.global.b64
// CHECK-NOT: ld.global
// CHECK: add.rn.f64
// CHECK-NOT: ld.global
// CHECK: bra{{.*}} [[SUM]];

// REMARK: overlap-loads.cpp:22:14: remark: [HIER014] vector loop 2 gathers: each lane issues the loads of 4 of its iterations together
// REMARK: overlap-loads.cpp:36:14: remark: [HIER014] vector loop 5 loads one iteration at a time: no load in it takes its address from another load (a gather); its loads stream at full bandwidth already

// TWO-REMARK: overlap-loads.cpp:22:14: remark: [HIER014] vector loop 2 gathers: each lane issues the loads of 2 of its iterations together
// TWO-LABEL: .entry {{.*}}spmv
// TWO: [[ROW:\$L__BB[0-9_]+]]:
// TWO-NOT: fma.rn.f64
// TWO-COUNT-6: ld.global.b64
// TWO-NOT: ld.global
// TWO-COUNT-2: fma.rn.f64
// TWO-NOT: ld.global
// TWO: bra{{.*}} [[ROW]];
// OFF-REMARK-NOT: HIER014
// OFF-LABEL: .entry {{.*}}spmv
// OFF: [[ROW:\$L__BB[0-9_]+]]:
// OFF-COUNT-3: ld.global.b64
// OFF-NOT: ld.global
// OFF: fma.rn.f64
// OFF-NOT: ld.global
// OFF: bra{{.*}} [[ROW]];
// ZERO: error: '-fplugin-arg-hier-overlap-loads' needs a number of iterations from 1 (off) to 16; got '0'
// NAN: error: '-fplugin-arg-hier-overlap-loads' needs a number of iterations from 1 (off) to 16; got 'many'

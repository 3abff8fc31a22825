// A vector loop that gathers (SpMV's row: x[col[k]]) issues the loads of 4
// of its iterations before it uses any ([HIER014], hier-overlap-loads); a
// vector loop that streams keeps one iteration at a time, with the reason.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o %t.s -Rpass=hier -Rpass-missed=hier 2>%t.remarks
// RUN: FileCheck %s < %t.s
// RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER014 < %t.remarks

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

// REMARK: overlap-loads.cpp:15:14: remark: [HIER014] vector loop 2 gathers: each lane issues the loads of 4 of its iterations together
// REMARK: overlap-loads.cpp:29:14: remark: [HIER014] vector loop 5 loads one iteration at a time: no load in it takes its address from another load (a gather); its loads stream at full bandwidth already

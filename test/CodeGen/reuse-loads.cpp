// Softmax over rows of 1024 floats, written the first way (a team per row,
// three thread vector loops over the row): each thread loads its 8 elements
// of the row once, in the first loop, and keeps them in registers for the
// other two ([HIER026]); the exponentials the last two loops both compute
// are computed once. With the rule off, every loop loads the row again.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o %t.s -Rpass=hier 2>%t.remarks
// RUN: FileCheck %s < %t.s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O3 -S %s -o - -mllvm -hier-reuse-loads=false | FileCheck %s --check-prefix=OFF

// REMARK: reuse-loads.cpp:[[@LINE+23]]:14: remark: [HIER026] thread vector loop 2 reads 1 element(s) per iteration that thread vector loop 1 loaded: each thread keeps its 8 values of each in registers (the loops unrolled completely)
// REMARK: reuse-loads.cpp:[[@LINE+25]]:14: remark: [HIER026] thread vector loop 3 reads 1 element(s) per iteration that thread vector loop 1 loaded: each thread keeps its 8 values of each in registers (the loops unrolled completely)
// CHECK-COUNT-8: ld.global{{(.nc)?}}.b32
// CHECK-NOT: ld.global
// CHECK-COUNT-8: ex2.approx
// CHECK-NOT: ex2.approx
// CHECK: ret;
// OFF-COUNT-12: ld.global{{(.nc)?}}.b32

#include <cmath>
#include <hier/hier.h>

constexpr int Cols = 1024;

void softmax_rows(const float *x, float *y, long rows) {
#pragma hier team is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    const float *row = x + r * Cols;
    float m = -INFINITY;
#pragma hier thread vector reduction(max : m)
    for (int c = 0; c < Cols; ++c)
      m = std::max(m, row[c]);
    float s = 0;
#pragma hier thread vector reduction(+ : s)
    for (int c = 0; c < Cols; ++c)
      s += std::exp(row[c] - m);
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = std::exp(row[c] - m) / s;
  }
}

// A row per thread, its columns over the lanes (CUDA's warp per row), the
// row length known at run time: the vector loops inside one iteration of
// the thread loop keep each lane's first 16 elements; the stores of the
// last loop, reached from the first only through the thread loop's back
// edge, do not count.
// REMARK: reuse-loads.cpp:[[@LINE+12]]:14: remark: [HIER026] vector loop 7 reads 1 element(s) per iteration that vector loop 6 loaded: each thread keeps the values of its first 16 iterations in registers (peeled off both loops)
// REMARK: reuse-loads.cpp:[[@LINE+14]]:14: remark: [HIER026] vector loop 8 reads 1 element(s) per iteration that vector loop 6 loaded: each thread keeps the values of its first 16 iterations in registers (peeled off both loops)
void softmax_warp_rows(const float *x, float *y, int rows, int cols) {
#pragma hier team is_device_ptr(x, y)
  for (int r0 = 0; r0 < rows; r0 += 8) {
#pragma hier thread
    for (int r = r0; r < (r0 + 8 < rows ? r0 + 8 : rows); ++r) {
      float m = -INFINITY;
#pragma hier vector reduction(max : m)
      for (int c = 0; c < cols; ++c)
        m = std::fmax(m, x[(long)r * cols + c]);
      float s = 0;
#pragma hier vector reduction(+ : s)
      for (int c = 0; c < cols; ++c)
        s += std::exp(x[(long)r * cols + c] - m);
#pragma hier vector
      for (int c = 0; c < cols; ++c)
        y[(long)r * cols + c] = std::exp(x[(long)r * cols + c] - m) / s;
    }
  }
}

// Vector loops that gather and reduce over rows of every length from 0 to
// 299, many times the lanes times hier-overlap-loads' 4 copies (on the GPU
// each lane runs 4 iterations per trip; the copies past its last iteration
// repeat it and drop their results): a gathered sum as in SpMV with 8 and 32
// lanes, and two carried values (a sum and a max) with a 32-bit counter and
// 16 lanes, against the sequential loops.
// Host-only build (no offload target):
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// Offload build, run without a GPU:
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: all rows agree

#include <cstdio>
#include <vector>

#include "Inputs/check.h"

// Row r has r % 300 entries; entry k of the matrix is k % 7 + 1 in column
// (k * 37) % cols. Values are integers, so sums are exact in double.
struct Matrix {
  std::vector<long> rowptr, col;
  std::vector<double> val, x;
  explicit Matrix(long rows, long cols) : rowptr(rows + 1), x(cols) {
    for (long r = 0; r < rows; ++r)
      rowptr[r + 1] = rowptr[r] + r % 300;
    for (long k = 0; k < rowptr[rows]; ++k) {
      col.push_back(k * 37 % cols);
      val.push_back(k % 7 + 1);
    }
    for (long c = 0; c < cols; ++c)
      x[c] = c % 11 - 5;
  }
  long rows() const { return (long)rowptr.size() - 1; }
};

// _Pragma of a macro argument: expanded first, then stringized.
#define PRAGMA_STRING(X) _Pragma(#X)
#define PRAGMA(X) PRAGMA_STRING(X)

// y[r] = sum_k val[k] * x[col[k]] with LANES lanes per row.
#define GATHER_SUM(NAME, LANES)                                                \
  static void NAME(const Matrix &m) {                                          \
    const long rows = m.rows(), nnz = m.col.size(), cols = m.x.size();         \
    const long *rowptr = m.rowptr.data(), *col = m.col.data();                 \
    const double *val = m.val.data(), *x = m.x.data();                         \
    std::vector<long> got(rows), want(rows);                                   \
    long *y = got.data();                                                      \
    PRAGMA(hier team team_size(4) vector_length(LANES)                         \
           map(to: rowptr[0:rows + 1], col[0:nnz], val[0:nnz], x[0:cols])      \
           map(from: y[0:rows]))                                               \
    for (long r0 = 0; r0 < rows; r0 += 4) {                                    \
      _Pragma("hier thread")                                                   \
      for (long r = r0; r < (r0 + 4 < rows ? r0 + 4 : rows); ++r) {           \
        double s = 0;                                                          \
        _Pragma("hier vector reduction(+ : s)")                                \
        for (long k = rowptr[r]; k < rowptr[r + 1]; ++k)                       \
          s += val[k] * x[col[k]];                                             \
        y[r] = (long)s;                                                        \
      }                                                                        \
    }                                                                          \
    for (long r = 0; r < rows; ++r) {                                          \
      double s = 0;                                                            \
      for (long k = rowptr[r]; k < rowptr[r + 1]; ++k)                         \
        s += val[k] * x[col[k]];                                               \
      want[r] = (long)s;                                                       \
    }                                                                          \
    check(#NAME, got, want, "rows");                                           \
  }
GATHER_SUM(gather_sum_8, 8)
GATHER_SUM(gather_sum_32, 32)

// Two carried values, a sum and a max, and a 32-bit counter.
static void sum_and_max(const Matrix &m) {
  const int rows = m.rows(), nnz = m.col.size(), cols = m.x.size();
  const long *rowptr = m.rowptr.data(), *col = m.col.data();
  const double *val = m.val.data(), *x = m.x.data();
  std::vector<long> got(2 * rows), want(2 * rows);
  long *y = got.data();
#pragma hier team team_size(2) vector_length(16) map(to: rowptr[0:rows + 1], col[0:nnz], val[0:nnz], x[0:cols]) map(from: y[0:2 * rows])
  for (int r0 = 0; r0 < rows; r0 += 2) {
#pragma hier thread
    for (int r = r0; r < (r0 + 2 < rows ? r0 + 2 : rows); ++r) {
      long s = 0, hi = -1000;
      const int begin = rowptr[r], end = rowptr[r + 1];
#pragma hier vector reduction(+ : s) reduction(max : hi)
      for (int k = begin; k < end; ++k) {
        long v = (long)(val[k] * x[col[k]]);
        s += v;
        hi = v > hi ? v : hi;
      }
      y[2 * r] = s;
      y[2 * r + 1] = hi;
    }
  }
  for (int r = 0; r < rows; ++r) {
    long s = 0, hi = -1000;
    for (int k = (int)rowptr[r]; k < (int)rowptr[r + 1]; ++k) {
      long v = (long)(val[k] * x[col[k]]);
      s += v;
      hi = v > hi ? v : hi;
    }
    want[2 * r] = s;
    want[2 * r + 1] = hi;
  }
  check("sum_and_max", got, want, "rows");
}

int main() {
  // 600 rows: every length 0..299 twice.
  Matrix m(600, 1000);
  gather_sum_8(m);
  gather_sum_32(m);
  sum_and_max(m);
  if (!Failures)
    std::printf("all rows agree\n");
  return Failures != 0;
}

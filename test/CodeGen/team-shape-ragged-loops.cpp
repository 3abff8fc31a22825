// A team without vector_length whose vector loops all read their trip
// counts from memory (a sparse matrix's rows, `rowptr[r]` to `rowptr[r +
// 1]`) gets 8 lanes per thread instead of 32, and, without team_size, 16
// threads for its 128-thread block (docs/design.md, "Default team shape"):
// on the host launch and in the remark. Trip counts from values (a
// parameter, a struct passed by value, an object's member, a value read
// through a pointer), constant ones, and teams with
// vector_length keep their rules.
// RUN: %clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -Rpass-analysis=hier 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not="read from memory"
// RUN: %clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST

#include <vector>

// Compressed sparse rows: a thread per row, the row's entries over lanes.
// HOST-LABEL: define {{.*}}@_Z3csrPKiS0_PKdS2_Pdi(
// HOST: call {{.*}}__hier_lanes{{.*}}(i64 noundef 8)
// HOST: call {{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 0, i64 noundef 0, i32 noundef 0, i64 noundef 65536, i64 noundef %{{[0-9]+}}, i64 noundef 16,
// HOST: insertvalue [3 x i32] %{{[0-9]+}}, i32 16, 1
void csr(const int *rowptr, const int *col, const double *val, const double *x, double *y, int rows) {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 8 lanes x 16 threads (lanes for vector loops whose trip counts are read from memory, threads for a 128-thread block)
#pragma hier team is_device_ptr(rowptr, col, val, x, y)
  for (int r0 = 0; r0 < rows; r0 += 16) {
#pragma hier thread
    for (int r = r0; r < (r0 + 16 < rows ? r0 + 16 : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (int k = rowptr[r]; k < rowptr[r + 1]; ++k)
        s += val[k] * x[col[k]];
      y[r] = s;
    }
  }
}

// Lengths read through a pointer to a struct, and a team_size as written.
struct Rows {
  const int *len;
  const float *data;
  int width;
};
void lengths(const Rows *m, float *out, int n) {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 8 lanes x 4 threads (lanes for vector loops whose trip counts are read from memory, team_size as written)
#pragma hier team team_size(4) is_device_ptr(m, out)
  for (int i0 = 0; i0 < n; i0 += 4) {
#pragma hier thread
    for (int i = i0; i < (i0 + 4 < n ? i0 + 4 : n); ++i) {
      float s = 0;
#pragma hier vector reduction(+ : s)
      for (int k = 0; k < m->len[i]; ++k)
        s += m->data[i * m->width + k];
      out[i] = s;
    }
  }
}

// Bounds that are members of the object (`this->cols`) or read through a
// pointer to one value: the same for every row, the default 32 lanes.
struct Matrix {
  const double *a;
  int rows, cols;
  void rowSums(double *y, const int *n) const {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(y, n)
    for (int r0 = 0; r0 < rows; r0 += 4) {
#pragma hier thread
      for (int r = r0; r < (r0 + 4 < rows ? r0 + 4 : rows); ++r) {
        double s = 0;
#pragma hier vector reduction(+ : s)
        for (int c = 0; c < cols; ++c)
          s += a[(long)r * cols + c];
#pragma hier vector reduction(+ : s)
        for (int c = 0; c < *n; ++c)
          s += c;
        y[r] = s;
      }
    }
  }
};
void rowSums(const Matrix &m, double *y, const int *n) { m.rowSums(y, n); }

// Trip counts from values: the default 32 lanes.
// HOST-LABEL: define {{.*}}@_Z5densePKdPdii(
// HOST: call {{.*}}__hier_lanes{{.*}}(i64 noundef 32)
void dense(const double *a, double *y, int rows, int cols) {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(a, y)
  for (int r0 = 0; r0 < rows; r0 += 4) {
#pragma hier thread
    for (int r = r0; r < (r0 + 4 < rows ? r0 + 4 : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (int c = 0; c < cols; ++c)
        s += a[(long)r * cols + c];
      y[r] = s;
    }
  }
}

// The bound is the member of a struct captured by value: a value, not rows
// of different lengths.
struct Shape {
  int rows, cols;
};
void byValue(const double *a, double *y, Shape s) {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(a, y)
  for (int r = 0; r < s.rows; ++r) {
    double t = 0;
#pragma hier thread vector reduction(+ : t)
    for (int c = 0; c < s.cols; ++c)
      t += a[(long)r * s.cols + c];
    y[r] = t;
  }
}

// A constant vector loop beside a ragged one: neither rule, the default.
void mixed(const int *rowptr, const double *val, double *y, int rows) {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(rowptr, val, y)
  for (int r0 = 0; r0 < rows; r0 += 32) {
#pragma hier thread
    for (int r = r0; r < (r0 + 32 < rows ? r0 + 32 : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (int k = rowptr[r]; k < rowptr[r + 1]; ++k)
        s += val[k];
#pragma hier vector reduction(+ : s)
      for (int j = 0; j < 4; ++j)
        s += j;
      y[r] = s;
    }
  }
}

// vector_length as written.
void written(const int *rowptr, const double *val, double *y, int rows) {
// REMARK-DAG: team-shape-ragged-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (lanes as written, threads for a 128-thread block)
#pragma hier team vector_length(32) is_device_ptr(rowptr, val, y)
  for (int r0 = 0; r0 < rows; r0 += 4) {
#pragma hier thread
    for (int r = r0; r < (r0 + 4 < rows ? r0 + 4 : rows); ++r) {
      double s = 0;
#pragma hier vector reduction(+ : s)
      for (int k = rowptr[r]; k < rowptr[r + 1]; ++k)
        s += val[k];
      y[r] = s;
    }
  }
}

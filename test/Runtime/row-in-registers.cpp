// Rows walked by several thread vector loops of a team, the way layer
// normalisation and softmax are first written: hier-reuse-loads keeps the
// row a thread loads in the first loop in its registers for the later ones
// (test/Passes/reuse-loads.ll): all of it for a constant length, the first
// 16 iterations of each thread for a length known at run time (rows shorter
// than the team, where some threads run no iteration, and longer than 16
// iterations a thread). The results must match a sequential
// reference also where a later loop writes the row it reads: in place
// (each element written after its own read), and a loop that rewrites the
// row between two reads of it (the third loop must see the new values).
// RUN: %clangxx -O2 -std=c++17 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK: layernorm: 0 bad
// CHECK: softmax in place: 0 bad
// CHECK: centred then scaled: 0 bad
// CHECK: double rows: 0 bad
// CHECK: run-time rows of 1: 0 bad
// CHECK: run-time rows of 37: 0 bad
// CHECK: run-time rows of 128: 0 bad
// CHECK: run-time rows of 1000: 0 bad
// CHECK: run-time rows of 3001: 0 bad
// CHECK: warp rows of 1: 0 bad
// CHECK: warp rows of 37: 0 bad
// CHECK: warp rows of 1000: 0 bad

#include <cmath>
#include <cstdio>
#include <hier/hier.h>
#include <vector>

constexpr int Cols = 1024;

void layernorm(const float *x, float *y, int rows) {
#pragma hier team map(to: x[0:rows * Cols]) map(from: y[0:rows * Cols])
  for (int r = 0; r < rows; ++r) {
    float sum = 0;
#pragma hier thread vector reduction(+ : sum)
    for (int c = 0; c < Cols; ++c)
      sum += x[r * Cols + c];
    float mean = sum / Cols, sq = 0;
#pragma hier thread vector reduction(+ : sq)
    for (int c = 0; c < Cols; ++c)
      sq += (x[r * Cols + c] - mean) * (x[r * Cols + c] - mean);
    float rstd = 1.0f / std::sqrt(sq / Cols + 1e-5f);
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = (x[r * Cols + c] - mean) * rstd;
  }
}

void softmax_in_place(float *x, int rows) {
#pragma hier team map(tofrom: x[0:rows * Cols])
  for (int r = 0; r < rows; ++r) {
    float *row = x + r * Cols;
    float m = -INFINITY;
#pragma hier thread vector reduction(max : m)
    for (int c = 0; c < Cols; ++c)
      m = std::fmax(m, row[c]);
    float s = 0;
#pragma hier thread vector reduction(+ : s)
    for (int c = 0; c < Cols; ++c)
      s += std::exp(row[c] - m);
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      row[c] = std::exp(row[c] - m) / s;
  }
}

// The second loop rewrites the row: the third reads the centred values.
void centre_then_scale(float *x, int rows) {
#pragma hier team map(tofrom: x[0:rows * Cols])
  for (int r = 0; r < rows; ++r) {
    float sum = 0;
#pragma hier thread vector reduction(+ : sum)
    for (int c = 0; c < Cols; ++c)
      sum += x[r * Cols + c];
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      x[r * Cols + c] -= sum / Cols;
    float top = 0;
#pragma hier thread vector reduction(max : top)
    for (int c = 0; c < Cols; ++c)
      top = std::fmax(top, std::fabs(x[r * Cols + c]));
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      x[r * Cols + c] /= top;
  }
}

void double_rows(const double *x, double *y, int rows) {
#pragma hier team map(to: x[0:rows * 512]) map(from: y[0:rows * 512])
  for (int r = 0; r < rows; ++r) {
    double sum = 0;
#pragma hier thread vector reduction(+ : sum)
    for (int c = 0; c < 512; ++c)
      sum += x[r * 512 + c] * x[r * 512 + c];
#pragma hier thread vector
    for (int c = 0; c < 512; ++c)
      y[r * 512 + c] = x[r * 512 + c] / std::sqrt(sum);
  }
}

// The row length known only at run time.
void scale_rows(const float *x, float *y, int rows, int cols) {
#pragma hier team map(to: x[0:rows * cols]) map(from: y[0:rows * cols])
  for (int r = 0; r < rows; ++r) {
    float sq = 0;
#pragma hier thread vector reduction(+ : sq)
    for (int c = 0; c < cols; ++c)
      sq += x[r * cols + c] * x[r * cols + c];
    float top = 0;
#pragma hier thread vector reduction(max : top)
    for (int c = 0; c < cols; ++c)
      top = std::fmax(top, std::fabs(x[r * cols + c]));
#pragma hier thread vector
    for (int c = 0; c < cols; ++c)
      y[r * cols + c] = x[r * cols + c] / (std::sqrt(sq) + top);
  }
}

// A row per thread, its columns over the lanes (vector loops in a thread
// loop), rows fewer than a multiple of the team's threads.
void softmax_warp_rows(const float *x, float *y, int rows, int cols) {
#pragma hier team map(to: x[0:rows * cols]) map(from: y[0:rows * cols])
  for (int r0 = 0; r0 < rows; r0 += 8) {
#pragma hier thread
    for (int r = r0; r < (r0 + 8 < rows ? r0 + 8 : rows); ++r) {
      float m = -INFINITY;
#pragma hier vector reduction(max : m)
      for (int c = 0; c < cols; ++c)
        m = std::fmax(m, x[r * cols + c]);
      float s = 0;
#pragma hier vector reduction(+ : s)
      for (int c = 0; c < cols; ++c)
        s += std::exp(x[r * cols + c] - m);
#pragma hier vector
      for (int c = 0; c < cols; ++c)
        y[r * cols + c] = std::exp(x[r * cols + c] - m) / s;
    }
  }
}

template <typename T>
int bad(const std::vector<T> &got, const std::vector<T> &want, double tol) {
  int n = 0;
  for (size_t i = 0; i < got.size(); ++i)
    if (!(std::fabs(got[i] - want[i]) <= tol * (1 + std::fabs(want[i]))))
      ++n;
  return n;
}

int main() {
  const int rows = 37;
  std::vector<float> x(rows * Cols);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = (float)((i * 7919 % 1000) / 100.0 - 5.0);

  std::vector<float> y(x.size()), want(x.size());
  layernorm(x.data(), y.data(), rows);
  for (int r = 0; r < rows; ++r) {
    double sum = 0, sq = 0;
    for (int c = 0; c < Cols; ++c)
      sum += x[r * Cols + c];
    double mean = sum / Cols;
    for (int c = 0; c < Cols; ++c)
      sq += (x[r * Cols + c] - mean) * (x[r * Cols + c] - mean);
    for (int c = 0; c < Cols; ++c)
      want[r * Cols + c] = (float)((x[r * Cols + c] - mean) / std::sqrt(sq / Cols + 1e-5));
  }
  std::printf("layernorm: %d bad\n", bad(y, want, 1e-4));

  std::vector<float> s = x;
  softmax_in_place(s.data(), rows);
  for (int r = 0; r < rows; ++r) {
    double m = -INFINITY, sum = 0;
    for (int c = 0; c < Cols; ++c)
      m = std::fmax(m, x[r * Cols + c]);
    for (int c = 0; c < Cols; ++c)
      sum += std::exp(x[r * Cols + c] - m);
    for (int c = 0; c < Cols; ++c)
      want[r * Cols + c] = (float)(std::exp(x[r * Cols + c] - m) / sum);
  }
  std::printf("softmax in place: %d bad\n", bad(s, want, 1e-4));

  std::vector<float> z = x;
  centre_then_scale(z.data(), rows);
  for (int r = 0; r < rows; ++r) {
    float sum = 0, top = 0;
    for (int c = 0; c < Cols; ++c)
      sum += x[r * Cols + c];
    std::vector<float> v(Cols);
    for (int c = 0; c < Cols; ++c)
      v[c] = x[r * Cols + c] - sum / Cols;
    for (int c = 0; c < Cols; ++c)
      top = std::fmax(top, std::fabs(v[c]));
    for (int c = 0; c < Cols; ++c)
      want[r * Cols + c] = v[c] / top;
  }
  std::printf("centred then scaled: %d bad\n", bad(z, want, 1e-4));

  std::vector<double> dx(rows * 512), dy(dx.size()), dwant(dx.size());
  for (size_t i = 0; i < dx.size(); ++i)
    dx[i] = (double)(i % 97) - 40.5;
  double_rows(dx.data(), dy.data(), rows);
  for (int r = 0; r < rows; ++r) {
    double sum = 0;
    for (int c = 0; c < 512; ++c)
      sum += dx[r * 512 + c] * dx[r * 512 + c];
    for (int c = 0; c < 512; ++c)
      dwant[r * 512 + c] = dx[r * 512 + c] / std::sqrt(sum);
  }
  std::printf("double rows: %d bad\n", bad(dy, dwant, 1e-12));

  for (int cols : {1, 37, 128, 1000, 3001}) {
    std::vector<float> rx(rows * cols), ry(rx.size()), rwant(rx.size());
    for (size_t i = 0; i < rx.size(); ++i)
      rx[i] = (float)((i * 31 % 101) / 10.0 - 5.0);
    scale_rows(rx.data(), ry.data(), rows, cols);
    for (int r = 0; r < rows; ++r) {
      double sq = 0, top = 0;
      for (int c = 0; c < cols; ++c) {
        sq += (double)rx[r * cols + c] * rx[r * cols + c];
        top = std::fmax(top, std::fabs(rx[r * cols + c]));
      }
      for (int c = 0; c < cols; ++c)
        rwant[r * cols + c] = (float)(rx[r * cols + c] / (std::sqrt(sq) + top));
    }
    std::printf("run-time rows of %d: %d bad\n", cols, bad(ry, rwant, 1e-4));
  }

  for (int cols : {1, 37, 1000}) {
    std::vector<float> wx(rows * cols), wy(wx.size()), wwant(wx.size());
    for (size_t i = 0; i < wx.size(); ++i)
      wx[i] = (float)((i * 17 % 89) / 10.0 - 4.0);
    softmax_warp_rows(wx.data(), wy.data(), rows, cols);
    for (int r = 0; r < rows; ++r) {
      double m = -INFINITY, sum = 0;
      for (int c = 0; c < cols; ++c)
        m = std::fmax(m, wx[r * cols + c]);
      for (int c = 0; c < cols; ++c)
        sum += std::exp(wx[r * cols + c] - m);
      for (int c = 0; c < cols; ++c)
        wwant[r * cols + c] = (float)(std::exp(wx[r * cols + c] - m) / sum);
    }
    std::printf("warp rows of %d: %d bad\n", cols, bad(wy, wwant, 1e-4));
  }
  return 0;
}

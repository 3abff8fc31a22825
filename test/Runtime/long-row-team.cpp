// A layer normalisation written the first way, over rows of 4096 floats: its
// teams get 256-thread blocks (test/CodeGen/team-shape-long-loops.cpp). The
// rows are right on the host fallback and in SPMD host mode, whose teams
// are the GPU's blocks: 8 threads of 32 lanes.
// RUN: %clangxx -O2 -std=c++17 -Wall -Wextra -Werror -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s --check-prefixes=CHECK,SPMD
// SPMD: team of 8 threads x 32 lanes
// CHECK: rows: 0 bad

#include <cmath>
#include <cstdio>
#include <hier/hier.h>
#include <vector>

constexpr int Cols = 4096;

void normalize(const float *x, float *y, long rows, int *shape) {
#pragma hier team map(to : x[0 : rows * Cols]) map(from : y[0 : rows * Cols]) map(tofrom : shape[0 : 2])
  for (long r = 0; r < rows; ++r) {
    const float *row = x + r * Cols;
    float sum = 0;
#pragma hier thread vector reduction(+ : sum)
    for (int c = 0; c < Cols; ++c)
      sum += row[c];
    float mean = sum / Cols, sq = 0;
#pragma hier thread vector reduction(+ : sq)
    for (int c = 0; c < Cols; ++c)
      sq += (row[c] - mean) * (row[c] - mean);
    float rstd = 1.0f / std::sqrt(sq / Cols + 1e-5f);
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = (row[c] - mean) * rstd;
#pragma hier single
    if (r == 0) {
      shape[0] = hier_team_size();
      shape[1] = hier_vector_length();
    }
  }
}

int main() {
  const long rows = 5;
  std::vector<float> x(rows * Cols), y(rows * Cols, -1);
  for (long i = 0; i < rows * Cols; ++i)
    x[i] = (float)((i * 7919) % 1000) / 100.0f + (float)(i / Cols);
  int shape[2] = {0, 0};
  normalize(x.data(), y.data(), rows, shape);
#ifdef HIER_HOST_SPMD
  std::printf("team of %d threads x %d lanes\n", shape[0], shape[1]);
#endif
  int bad = 0;
  for (long r = 0; r < rows; ++r) {
    double sum = 0, sq = 0;
    for (int c = 0; c < Cols; ++c)
      sum += x[r * Cols + c];
    double mean = sum / Cols;
    for (int c = 0; c < Cols; ++c)
      sq += (x[r * Cols + c] - mean) * (x[r * Cols + c] - mean);
    double rstd = 1 / std::sqrt(sq / Cols + 1e-5);
    for (int c = 0; c < Cols; ++c)
      bad += std::fabs(y[r * Cols + c] - (x[r * Cols + c] - mean) * rstd) > 1e-3;
  }
  std::printf("rows: %d bad\n", bad);
  return bad != 0;
}

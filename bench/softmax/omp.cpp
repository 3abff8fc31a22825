// Row-wise softmax, plain OpenMP offload: teams over rows, each row's
// threads reduce the max and the sum, then write the row.
#include "driver.h"
#include <cmath>

using softmax::Cols;

void softmax_rows(const float *x, float *y, long rows) {
#pragma omp target teams distribute is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    const float *row = x + r * Cols;
    float m = -INFINITY, s = 0;
#pragma omp parallel for reduction(max : m)
    for (int c = 0; c < Cols; ++c)
      m = std::max(m, row[c]);
#pragma omp parallel for reduction(+ : s)
    for (int c = 0; c < Cols; ++c)
      s += std::exp(row[c] - m);
#pragma omp parallel for
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = std::exp(row[c] - m) / s;
  }
}

int main(int argc, char **argv) { return softmax::run(argc, argv, "omp", softmax_rows); }

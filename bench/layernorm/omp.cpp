// Layer normalisation, plain OpenMP offload: teams over rows, each row's
// threads reduce the mean and the variance, then write the row.
#include "driver.h"
#include <cmath>

using layernorm::Cols;

void normalize(const float *x, const float *g, const float *b, float *y, long rows) {
#pragma omp target teams distribute is_device_ptr(x, g, b, y)
  for (long r = 0; r < rows; ++r) {
    const float *row = x + r * Cols;
    float sum = 0, sq = 0;
#pragma omp parallel for reduction(+ : sum)
    for (int c = 0; c < Cols; ++c)
      sum += row[c];
    float mean = sum / Cols;
#pragma omp parallel for reduction(+ : sq)
    for (int c = 0; c < Cols; ++c)
      sq += (row[c] - mean) * (row[c] - mean);
    float rstd = 1.0f / std::sqrt(sq / Cols + layernorm::Eps);
#pragma omp parallel for
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = (row[c] - mean) * rstd * g[c] + b[c];
  }
}

int main(int argc, char **argv) { return layernorm::run(argc, argv, "omp", normalize); }

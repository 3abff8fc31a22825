// Layer normalisation in hier, written the first way: a team per row, two
// team-wide reductions (the mean, then the variance around it), then the
// normalised row.
#include "driver.h"
#include <cmath>
#include <hier/hier.h>

using layernorm::Cols;

void normalize(const float *x, const float *g, const float *b, float *y, long rows) {
#pragma hier team is_device_ptr(x, g, b, y)
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
    float rstd = 1.0f / std::sqrt(sq / Cols + layernorm::Eps);
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = (row[c] - mean) * rstd * g[c] + b[c];
  }
}

int main(int argc, char **argv) { return layernorm::run(argc, argv, "hier", normalize); }

// Row-wise softmax in hier, written the first way: a team per row, a max
// reduction, a sum reduction of the exponentials, then the normalised row.
#include "driver.h"
#include <cmath>
#include <hier/hier.h>

using softmax::Cols;

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

int main(int argc, char **argv) { return softmax::run(argc, argv, "hier", softmax_rows); }

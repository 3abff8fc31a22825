// Row prefix sums, plain OpenMP offload: teams over rows, each row scanned by
// one thread of its team (OpenMP's scan directive has no device support in
// LLVM 19's offload runtime for a team-wide scan inside a target region).
#include "driver.h"

using rowscan::Cols;

void scan_rows(const double *x, double *y, long rows) {
#pragma omp target teams distribute parallel for is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    double s = 0;
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = s += x[r * Cols + c];
  }
}

int main(int argc, char **argv) { return rowscan::run(argc, argv, "omp", scan_rows); }

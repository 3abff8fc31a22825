// dot and nested_sum, plain OpenMP offload (clang-19): combined constructs
// with reduction clauses, no kernel-mode extensions.
#include "../common/omp_dev.h"
#include "driver.h"
#include "problem.h"

double dot(const double *x, const double *y, size_t n) {
  double s = 0;
#pragma omp target teams distribute parallel for simd reduction(+ : s) is_device_ptr(x, y)
  for (size_t i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

// The three levels as plain OpenMP writes them: teams over blocks of rows,
// threads over the rows of a block, simd over a row's columns.
double nested_sum(const double *a, size_t rows, size_t cols) {
  constexpr size_t RowsPerTeam = 8;
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) is_device_ptr(a)
  for (size_t r0 = 0; r0 < rows; r0 += RowsPerTeam) {
#pragma omp parallel for reduction(+ : s)
    for (size_t r = r0; r < (r0 + RowsPerTeam < rows ? r0 + RowsPerTeam : rows); ++r) {
      double rs = 0;
#pragma omp simd reduction(+ : rs)
      for (size_t c = 0; c < cols; ++c)
        rs += a[r * cols + c];
      s += rs;
    }
  }
  return s;
}

int main(int argc, char **argv) {
  return reduce::run(argc, argv, "omp", dot, nested_sum);
}

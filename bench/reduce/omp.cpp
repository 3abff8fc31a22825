// dot and nested_sum, plain OpenMP offload (clang-19): combined constructs
// with reduction clauses, no kernel-mode extensions.
#include "../common/omp_dev.h"
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
  auto opt = bench::parse(argc, argv);
  auto sz = reduce::sizes(opt.small);
  bool allOk = true;
  {
    auto x = reduce::input(sz.n, 1), y = reduce::input(sz.n, 2);
    double ref = reduce::dot_ref(x, y);
    double *dx = dev::copy_of(x), *dy = dev::copy_of(y);
    double got = dot(dx, dy, sz.n);
    bool ok = bench::check("dot", &got, &ref, 1, 1e-10);
    double ms = bench::median_ms([&] { return bench::host_ms([&] { got = dot(dx, dy, sz.n); }); });
    bench::result("dot", reduce::dot_size(sz).c_str(), "omp", ms,
                  reduce::gbs(reduce::dot_bytes(sz), ms), "GB/s", ok);
    allOk &= ok;
    dev::free(dx);
    dev::free(dy);
  }
  {
    auto a = reduce::input(sz.rows * sz.cols, 3);
    double ref = reduce::sum_ref(a);
    double *da = dev::copy_of(a);
    double got = nested_sum(da, sz.rows, sz.cols);
    bool ok = bench::check("nested_sum", &got, &ref, 1, 1e-10);
    double ms = bench::median_ms(
        [&] { return bench::host_ms([&] { got = nested_sum(da, sz.rows, sz.cols); }); });
    bench::result("nested_sum", reduce::sum_size(sz).c_str(), "omp", ms,
                  reduce::gbs(reduce::sum_bytes(sz), ms), "GB/s", ok);
    allOk &= ok;
    dev::free(da);
  }
  return allOk ? 0 : 1;
}

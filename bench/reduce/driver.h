// The main of the versions timed with the host clock (omp, ompx, hier): each
// kernel is run once and checked against the CPU reference, then timed; only
// the kernels differ between the versions.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace reduce {

// dot(x, y, n) and nestedSum(a, rows, cols) on device pointers.
template <typename Dot, typename NestedSum>
int run(int argc, char **argv, const char *version, Dot dot,
        NestedSum nestedSum) {
  auto opt = bench::parse(argc, argv);
  auto sz = sizes(opt.small);
  bool allOk = true;
  {
    auto x = input(sz.n, 1), y = input(sz.n, 2);
    double ref = dot_ref(x, y);
    double *dx = dev::copy_of(x), *dy = dev::copy_of(y);
    double got = dot(dx, dy, sz.n);
    bool ok = bench::check("dot", &got, &ref, 1, 1e-10);
    double ms = bench::median_ms(
        [&] { return bench::host_ms([&] { got = dot(dx, dy, sz.n); }); });
    bench::result("dot", dot_size(sz).c_str(), version, ms,
                  gbs(dot_bytes(sz), ms), "GB/s", ok);
    allOk &= ok;
    dev::free(dx);
    dev::free(dy);
  }
  {
    auto a = input(sz.rows * sz.cols, 3);
    double ref = sum_ref(a);
    double *da = dev::copy_of(a);
    double got = nestedSum(da, sz.rows, sz.cols);
    bool ok = bench::check("nested_sum", &got, &ref, 1, 1e-10);
    double ms = bench::median_ms([&] {
      return bench::host_ms([&] { got = nestedSum(da, sz.rows, sz.cols); });
    });
    bench::result("nested_sum", sum_size(sz).c_str(), version, ms,
                  gbs(sum_bytes(sz), ms), "GB/s", ok);
    allOk &= ok;
    dev::free(da);
  }
  return allOk ? 0 : 1;
}

} // namespace reduce

// Main of the versions timed by the host clock (omp, hier):
// kernel(A, x, y, m, n) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace gemv {
template <class K> int run(int argc, char **argv, const char *version, K kernel) {
  auto s = sizes(bench::parse(argc, argv).small);
  auto a = matrix(s), x = vector(s);
  double *da = dev::copy_of(a), *dx = dev::copy_of(x);
  double *dy = dev::copy_of(std::vector<double>(s.m, bench::poison()));
  kernel(da, dx, dy, s.m, s.n);
  bool ok = check(s, a, x, dev::read(dy, s.m));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(da, dx, dy, s.m, s.n); }); });
  bench::result("gemv", size_name(s).c_str(), version, ms, gbs(s, ms), "GB/s", ok);
  dev::free(da), dev::free(dx), dev::free(dy);
  return ok ? 0 : 1;
}
} // namespace gemv

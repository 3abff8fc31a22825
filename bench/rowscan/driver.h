// Main of the versions timed by the host clock (omp, hier):
// kernel(x, y, rows) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace rowscan {
template <class K> int run(int argc, char **argv, const char *version, K kernel) {
  long r = rows(bench::parse(argc, argv).small);
  auto x = input(r);
  double *dx = dev::copy_of(x);
  double *dy = dev::copy_of(std::vector<double>(x.size(), bench::poison()));
  kernel(dx, dy, r);
  bool ok = check(x, dev::read(dy, x.size()));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(dx, dy, r); }); });
  bench::result("rowscan", size_name(r).c_str(), version, ms, gbs(r, ms), "GB/s", ok);
  dev::free(dx), dev::free(dy);
  return ok ? 0 : 1;
}
} // namespace rowscan

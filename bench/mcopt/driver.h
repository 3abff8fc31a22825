// Main of the versions timed by the host clock (omp, hier):
// kernel(options, prices, nopt, paths) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace mcopt {
template <class F> int run(int argc, char **argv, const char *version, F kernel) {
  bool small = bench::parse(argc, argv).small;
  int n = options(small);
  long p = paths(small);
  auto o = inputs(n);
  Option *dopt = dev::copy_of(o);
  double *price = dev::copy_of(std::vector<double>(n, bench::poison()));
  kernel(dopt, price, n, p);
  bool ok = check(o, p, dev::read(price, n));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(dopt, price, n, p); }); });
  bench::result("mcopt", size_name(n, p).c_str(), version, ms, gpaths(n, p, ms), "Gpath/s", ok);
  dev::free(dopt), dev::free(price);
  return ok ? 0 : 1;
}
} // namespace mcopt

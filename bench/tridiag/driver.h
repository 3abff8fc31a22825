// Main of the versions timed by the host clock (omp, hier):
// kernel(a, b, c, d, cp, x, systems) on device pointers; cp is work space.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace tridiag {
template <class F> int run(int argc, char **argv, const char *version, F kernel) {
  long s = systems(bench::parse(argc, argv).small);
  auto in = inputs(s);
  size_t n = in.a.size();
  double *a = dev::copy_of(in.a), *b = dev::copy_of(in.b), *c = dev::copy_of(in.c), *d = dev::copy_of(in.d);
  double *cp = dev::alloc<double>(n), *x = dev::copy_of(std::vector<double>(n, bench::poison()));
  kernel(a, b, c, d, cp, x, s);
  bool ok = check(in, s, dev::read(x, n));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(a, b, c, d, cp, x, s); }); });
  bench::result("tridiag", size_name(s).c_str(), version, ms, gbs(s, ms), "GB/s", ok);
  dev::free(a), dev::free(b), dev::free(c), dev::free(d), dev::free(cp), dev::free(x);
  return ok ? 0 : 1;
}
} // namespace tridiag

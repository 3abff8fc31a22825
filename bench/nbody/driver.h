// Main of the versions timed by the host clock (omp, hier):
// kernel(bodies, accelerations, n) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace nbody {
template <class K> int run(int argc, char **argv, const char *version, K kernel) {
  auto opt = bench::parse(argc, argv);
  int n = bodies(opt.small);
  auto b = input(n);
  Body *db = dev::copy_of(b), *da = dev::copy_of(std::vector<Body>(n, Body{NAN, NAN, NAN, NAN}));
  kernel(db, da, n);
  bool ok = check(b, dev::read(da, n));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(db, da, n); }); });
  bench::result("nbody", size_name(n).c_str(), version, ms, gflops(n, ms), "GFLOP/s", ok);
  dev::free(db), dev::free(da);
  return ok ? 0 : 1;
}
} // namespace nbody

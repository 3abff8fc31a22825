// Main of the versions timed by the host clock (omp, hier):
// kernel(points, centroids, labels, n) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace kmeans {
template <class F> int run(int argc, char **argv, const char *version, F kernel) {
  long n = points(bench::parse(argc, argv).small);
  auto p = data(n), c = centroids();
  float *dp = dev::copy_of(p), *dc = dev::copy_of(c);
  int *dl = dev::copy_of(std::vector<int>(n, -1));
  kernel(dp, dc, dl, n);
  bool ok = check(p, c, dev::read(dl, n));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(dp, dc, dl, n); }); });
  bench::result("kmeans", size_name(n).c_str(), version, ms, gflops(n, ms), "GFLOP/s", ok);
  dev::free(dp), dev::free(dc), dev::free(dl);
  return ok ? 0 : 1;
}
} // namespace kmeans

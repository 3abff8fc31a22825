// Main of the versions timed by the host clock (omp, hier):
// kernel(in, out, h, w, filter) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace conv2d {
template <class K> int run(int argc, char **argv, const char *version, K kernel) {
  auto s = sizes(bench::parse(argc, argv).small);
  auto in = image(s);
  Filter f = filter();
  size_t n = in.size();
  float *din = dev::copy_of(in), *dout = dev::copy_of(std::vector<float>(n, NAN));
  kernel(din, dout, s.h, s.w, f);
  bool ok = check(s, in, dev::read(dout, n));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(din, dout, s.h, s.w, f); }); });
  bench::result("conv2d", size_name(s).c_str(), version, ms, gbs(s, ms), "GB/s", ok);
  dev::free(din), dev::free(dout);
  return ok ? 0 : 1;
}
} // namespace conv2d

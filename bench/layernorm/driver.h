// Main of the versions timed by the host clock (omp, hier):
// kernel(x, gamma, beta, y, rows) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace layernorm {
template <class K> int run(int argc, char **argv, const char *version, K kernel) {
  long r = rows(bench::parse(argc, argv).small);
  auto x = input(r), g = gammas(), b = betas();
  float *dx = dev::copy_of(x), *dg = dev::copy_of(g), *db = dev::copy_of(b);
  float *dy = dev::copy_of(std::vector<float>(x.size(), NAN));
  kernel(dx, dg, db, dy, r);
  bool ok = check(x, g, b, dev::read(dy, x.size()));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(dx, dg, db, dy, r); }); });
  bench::result("layernorm", size_name(r).c_str(), version, ms, gbs(r, ms), "GB/s", ok);
  dev::free(dx), dev::free(dg), dev::free(db), dev::free(dy);
  return ok ? 0 : 1;
}
} // namespace layernorm

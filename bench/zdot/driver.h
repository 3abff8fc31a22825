// Main of the versions timed by the host clock (omp, hier):
// kernel(a, b, y, rows, cols) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace zdot {
template <class K> int run(int argc, char **argv, const char *version, K kernel) {
  auto s = sizes(bench::parse(argc, argv).small);
  auto a = input(s, 101), b = input(s, 102);
  cplx *da = dev::copy_of(a), *db = dev::copy_of(b);
  cplx *dy = dev::copy_of(std::vector<cplx>(s.rows, cplx{NAN, NAN}));
  kernel(da, db, dy, s.rows, s.cols);
  bool ok = check(s, a, b, dev::read(dy, s.rows));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(da, db, dy, s.rows, s.cols); }); });
  bench::result("zdot", size_name(s).c_str(), version, ms, gbs(s, ms), "GB/s", ok);
  dev::free(da), dev::free(db), dev::free(dy);
  return ok ? 0 : 1;
}
} // namespace zdot

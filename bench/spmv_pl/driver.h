// Main of the versions timed by the host clock (omp, hier):
// kernel(rowptr, col, val, x, y, rows) on device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace spmv_pl {
template <class F> int run(int argc, char **argv, const char *version, F kernel) {
  auto a = matrix(rows(bench::parse(argc, argv).small));
  auto x = vector(a.rows);
  int *rp = dev::copy_of(a.rowptr), *col = dev::copy_of(a.col);
  double *val = dev::copy_of(a.val), *dx = dev::copy_of(x);
  double *dy = dev::copy_of(std::vector<double>(a.rows, bench::poison()));
  kernel(rp, col, val, dx, dy, a.rows);
  bool ok = check(a, x, dev::read(dy, a.rows));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { kernel(rp, col, val, dx, dy, a.rows); }); });
  bench::result("spmv_pl", size_name(a).c_str(), version, ms, gbs(a, ms), "GB/s", ok);
  dev::free(rp), dev::free(col), dev::free(val), dev::free(dx), dev::free(dy);
  return ok ? 0 : 1;
}
} // namespace spmv_pl

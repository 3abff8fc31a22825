// Inputs, check and timing of the mdrange benchmark for the OpenMP versions.
// `run(Device&)` must leave ylist complete (it zeroes it first).
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace mdrange {
struct Device {
  Sizes s;
  int *zoff, *i1, *i2, *jout;
  double *cg, *y;
  cplx *u;
};

template <class F> bool benchmark(const char *version, bool small, F run) {
  auto s = sizes(small);
  auto t = table(s.nz);
  auto u = ulisttot(s.natoms);
  std::vector<double> terms;
  auto ref = reference(s, t, u, &terms);
  Device d{s, dev::copy_of(t.zoff), dev::copy_of(t.i1), dev::copy_of(t.i2), dev::copy_of(t.jout),
           dev::copy_of(t.cg), dev::alloc<double>(ref.size()), dev::copy_of(u)};
  run(d);
  bool ok = bench::check_terms("mdrange", dev::read(d.y, ref.size()).data(), ref.data(), terms.data(),
                                ref.size(), Tol);
  double ms = bench::median_ms([&] { return bench::host_ms([&] { run(d); }); });
  bench::result("mdrange", s.name().c_str(), version, ms, s.points() / ms / 1e6, "Gpoint/s", ok);
  return ok;
}
} // namespace mdrange

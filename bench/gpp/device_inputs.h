// Device copies of the GPP inputs for the two OpenMP versions.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace gpp {
struct DeviceInputs {
  Sizes s;
  cplx *aqsn, *aqsm, *wtilde, *ieps;
  double *vcoul;
  DeviceInputs(const Sizes &sz, const Inputs &in)
      : s(sz), aqsn(dev::copy_of(in.aqsn)), aqsm(dev::copy_of(in.aqsm)),
        wtilde(dev::copy_of(in.wtilde)), ieps(dev::copy_of(in.ieps)), vcoul(dev::copy_of(in.vcoul)) {}
  ~DeviceInputs() {
    dev::free(aqsn), dev::free(aqsm), dev::free(wtilde), dev::free(ieps), dev::free(vcoul);
  }
};

// Checks `run` (DeviceInputs -> 6 doubles) on the reduced size, then times it.
template <class F> bool benchmark(const char *version, bool small, F run) {
  auto cs = check_sizes();
  auto cin = inputs(cs);
  std::vector<double> terms;
  auto ref = reference(cs, cin, &terms);
  bool ok;
  {
    DeviceInputs d(cs, cin);
    auto got = run(d);
    ok = bench::check_terms("gpp", got.data(), ref.data(), terms.data(), 6, Tol);
  }
  auto s = sizes(small);
  DeviceInputs d(s, inputs(s));
  double ms = bench::median_ms([&] { return bench::host_ms([&] { run(d); }); }, 2000, 20);
  bench::result("gpp", s.name().c_str(), version, ms, s.terms() / ms / 1e6, "Gterm/s", ok);
  return ok;
}
} // namespace gpp

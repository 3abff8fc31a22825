// Inputs, check and timing of the snap_ui benchmark for the OpenMP versions;
// `run(pairs, rootpq, ulisttot, npairs)` takes device pointers and must leave
// ulisttot complete (it zeroes it first).
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace snap {
template <class F> bool benchmark(const char *version, bool small, F run) {
  int natoms = atoms(small), pairs = natoms * Neighbours;
  auto params = pair_params(displacements(pairs));
  auto rpq = rootpq();
  auto ref = reference(natoms, params, rpq);
  Pair *ddisp = dev::copy_of(params);
  double *drpq = dev::copy_of(rpq), *tot = dev::alloc<double>(ref.size());
  run(ddisp, drpq, tot, pairs);
  auto terms = reference_terms(natoms, params, rpq);
  bool ok = bench::check_terms("snap_ui", dev::read(tot, ref.size()).data(), ref.data(), terms.data(),
                               ref.size(), Tol);
  double ms = bench::median_ms([&] { return bench::host_ms([&] { run(ddisp, drpq, tot, pairs); }); });
  bench::result("snap_ui", size_name(small).c_str(), version, ms, entries(natoms) / ms / 1e6,
                "Gentry/s", ok);
  dev::free(ddisp), dev::free(drpq), dev::free(tot);
  return ok;
}
} // namespace snap

// The part of the SpMV/CG benchmark that is the same for the two OpenMP
// versions: device buffers, checks, timing, CG iteration. A version supplies
// Ops with build(), mv(), dot() and axpby() over device pointers.
#pragma once
#include "../common/omp_dev.h"
#include "problem.h"

namespace spmv {
struct Csr {
  i64 *rowptr, *col;
  double *val;
};

template <class Ops> void cg(Ops &ops, const double *b, double *x, double *r, double *p,
                             double *ap, int iters) {
  ops.axpby(x, 0.0, b, 0.0, b); // x = 0 (b is finite)
  ops.axpby(r, 1.0, b, 0.0, b);
  ops.axpby(p, 1.0, b, 0.0, b);
  double rr = ops.dot(r, r);
  for (int it = 0; it < iters; ++it) {
    ops.mv(p, ap);
    double alpha = rr / ops.dot(p, ap);
    ops.axpby(x, alpha, p, 1.0, x);
    ops.axpby(r, -alpha, ap, 1.0, r);
    double rrNew = ops.dot(r, r), beta = rrNew / rr;
    rr = rrNew;
    ops.axpby(p, 1.0, r, beta, p);
  }
}

// Runs the SpMV and CG benchmarks for every size with Ops{grid, csr}.
template <class Ops> bool run_all(const char *version, bool small) {
  bool allOk = true;
  for (int nx : sizes(small)) {
    Grid g{nx + 1};
    std::string size = std::to_string(nx);
    Ops ops{g, {dev::alloc<i64>(g.rows() + 1), dev::alloc<i64>(g.nnz()), dev::alloc<double>(g.nnz())}};
    ops.build();
    auto xh = input(g, 1);
    std::vector<double> ref(g.rows()), terms(g.rows()), poisoned(g.rows(), bench::poison());
    spmv_ref(g, xh, ref, &terms);
    double *x = dev::copy_of(xh), *y = dev::copy_of(poisoned);
    ops.mv(x, y);
    bool ok = bench::check_terms("spmv", dev::read(y, g.rows()).data(), ref.data(), terms.data(), g.rows(), spmv::SpmvTol);
    double ms = bench::median_ms([&] { return bench::host_ms([&] { ops.mv(x, y); }); });
    bench::result("spmv", size.c_str(), version, ms, gbs(g.bytes(), ms), "GB/s", ok);
    allOk &= ok;

    double *r = dev::alloc<double>(g.rows()), *p = dev::alloc<double>(g.rows()),
           *ap = dev::alloc<double>(g.rows());
    auto cgRef = cg_ref(g, xh, CgCheckIters);
    dev::put(y, poisoned.data(), g.rows());
    cg(ops, x, y, r, p, ap, CgCheckIters);
    ok = bench::check("cg", dev::read(y, g.rows()).data(), cgRef.data(), g.rows(), 1e-9, 1e-3);
    ms = bench::median_ms(
        [&] { return bench::host_ms([&] { cg(ops, x, y, r, p, ap, cg_iters(small)); }); }, 3000, 10);
    bench::result("cg", size.c_str(), version, ms, gbs(cg_bytes(g, cg_iters(small)), ms), "GB/s", ok);
    allOk &= ok;
    for (double *v : {x, y, r, p, ap, ops.a.val})
      dev::free(v);
    dev::free(ops.a.rowptr);
    dev::free(ops.a.col);
  }
  return allOk;
}
} // namespace spmv

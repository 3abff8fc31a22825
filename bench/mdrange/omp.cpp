// compute_yi-like MDRange kernel, plain OpenMP offload (clang-19): the
// collapse(3) nest as one combined construct, atomics for the accumulation.
#include "driver.h"

using mdrange::cplx;

void run(mdrange::Device &d) {
  const int *zoff = d.zoff, *i1 = d.i1, *i2 = d.i2, *jout = d.jout;
  const double *cg = d.cg;
  const cplx *u = d.u;
  double *y = d.y;
  int natoms = d.s.natoms, nz = d.s.nz, batches = d.s.batches();
  size_t n = 2 * (size_t)mdrange::Entries * natoms;
#pragma omp target teams distribute parallel for is_device_ptr(y)
  for (size_t i = 0; i < n; ++i)
    y[i] = 0;
#pragma omp target teams distribute parallel for collapse(3) is_device_ptr(zoff, i1, i2, jout, cg, u, y)
  for (int z = 0; z < nz; ++z)
    for (int b = 0; b < batches; ++b)
      for (int a = 0; a < mdrange::Batch; ++a) {
        int atom = b * mdrange::Batch + a;
        if (atom < natoms) {
          cplx v = mdrange::point(z, atom, natoms, zoff, i1, i2, cg, u);
          size_t o = 2 * ((size_t)jout[z] * natoms + atom);
#pragma omp atomic update
          y[o] += v.re;
#pragma omp atomic update
          y[o + 1] += v.im;
        }
      }
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return mdrange::benchmark("omp", opt.small, run) ? 0 : 1;
}

// compute_yi-like MDRange kernel as a hand-written ompx_bare kernel
// (clang-22): the block shape and block order of cuda.cu.
#include "../common/ompx_gpu.h"
#include "driver.h"

using mdrange::cplx;
constexpr int ZPerBlock = 4, Block = mdrange::Batch * ZPerBlock;

void run(mdrange::Device &d) {
  const int *zoff = d.zoff, *i1 = d.i1, *i2 = d.i2, *jout = d.jout;
  const double *cg = d.cg;
  const cplx *u = d.u;
  double *y = d.y;
  int natoms = d.s.natoms, nz = d.s.nz, batches = d.s.batches();
  size_t n = 2 * (size_t)mdrange::Entries * natoms;
  int zgrid = (int)((n + 255) / 256);
#pragma omp target teams ompx_bare num_teams(zgrid) thread_limit(256) is_device_ptr(y)
  OMPX_BLOCKS(zgrid, 256, 0) {
    size_t i = (size_t)ompx::bid() * 256 + ompx::tid();
    if (i < n)
      y[i] = 0;
  };
  int grid = (nz + ZPerBlock - 1) / ZPerBlock * batches;
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(Block) \
    is_device_ptr(zoff, i1, i2, jout, cg, u, y)
  OMPX_BLOCKS(grid, Block, 0) {
    int b = ompx::bid() % batches, z = ompx::bid() / batches * ZPerBlock + ompx::tid() / mdrange::Batch;
    int atom = b * mdrange::Batch + ompx::tid() % mdrange::Batch;
    if (z < nz && atom < natoms) {
      cplx v = mdrange::point(z, atom, natoms, zoff, i1, i2, cg, u);
      size_t o = 2 * ((size_t)ompx::ldg(jout + z) * natoms + atom);
#pragma omp atomic update
      y[o] += v.re;
#pragma omp atomic update
      y[o + 1] += v.im;
    }
  };
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return mdrange::benchmark("ompx", opt.small, run) ? 0 : 1;
}

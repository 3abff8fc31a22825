// compute_ui-like kernel as a hand-written ompx_bare kernel (clang-22): one
// block per pair, the table in dynamic shared memory, as cuda.cu.
#include "../common/ompx_gpu.h"
#include "driver.h"

using snap::cplx;
constexpr int Block = 128;
constexpr size_t Smem = snap::Entries * sizeof(cplx);

void run(const snap::Pair *pairp, const double *rootpq, double *tot, int pairs) {
  size_t n = 2 * (size_t)snap::Entries * (pairs / snap::Neighbours);
  int zgrid = (int)((n + 255) / 256);
#pragma omp target teams ompx_bare num_teams(zgrid) thread_limit(256) is_device_ptr(tot)
  OMPX_BLOCKS(zgrid, 256, 0) {
    size_t i = (size_t)ompx::bid() * 256 + ompx::tid();
    if (i < n)
      tot[i] = 0;
  };
#pragma omp target teams ompx_bare num_teams(pairs) thread_limit(Block) ompx_dyn_cgroup_mem(Smem) \
    is_device_ptr(pairp, rootpq, tot)
  OMPX_BLOCKS(pairs, Block, Smem) {
    cplx *u = ompx::smem<cplx>();
    int pr = ompx::bid();
    snap::Pair p = pairp[pr];
    if (ompx::tid() == 0)
      u[0] = {1, 0};
    ompx::sync();
    for (int j = 1; j <= snap::TwoJMax; ++j) {
      cplx *level = u + snap::level_start(j);
      const cplx *prev = u + snap::level_start(j - 1);
      for (int k = ompx::tid(); k < (j + 1) * (j + 1); k += Block)
        level[k] = snap::entry(j, k, p, prev, rootpq);
      ompx::sync();
    }
    double *t = tot + 2 * (size_t)snap::Entries * (pr / snap::Neighbours);
    for (int k = ompx::tid(); k < snap::Entries; k += Block) {
#pragma omp atomic update
      t[2 * k] += p.sfac * u[k].re;
#pragma omp atomic update
      t[2 * k + 1] += p.sfac * u[k].im;
    }
  };
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return snap::benchmark("ompx", opt.small, run) ? 0 : 1;
}

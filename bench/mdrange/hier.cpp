// compute_yi-like MDRange kernel in hier (clang-22 + libhier.so). The plugin
// has no `collapse` yet, so the 3-deep nest {jjz groups, batches} x jjz x
// atoms is written as cuda.cu's decomposition: a team per (jjz group of 4,
// batch) work item, flattened by hand with the batch fastest (w % batches,
// w / batches: the same two divisions as cuda.cu's blockIdx arithmetic),
// thread = a jjz of the group, vector = the 32 atoms of the batch;
// `omp atomic` adds into ylist.
#include "driver.h"
#include <hier/hier.h>

using mdrange::cplx;
constexpr int ZPerTeam = 4;

void run(mdrange::Device &d) {
  const int *zoff = d.zoff, *i1 = d.i1, *i2 = d.i2, *jout = d.jout;
  const double *cg = d.cg;
  const cplx *u = d.u;
  double *y = d.y;
  const int natoms = d.s.natoms, nz = d.s.nz, batches = d.s.batches();
  const long n = 2 * (long)mdrange::Entries * natoms;
#pragma hier team team_size(8) vector_length(32) max_teams(1 << 30) is_device_ptr(y)
  for (long b = 0; b < n; b += 256) {
#pragma hier thread vector
    for (long i = b; i < (b + 256 < n ? b + 256 : n); ++i)
      y[i] = 0;
  }
  const long items = (long)(nz + ZPerTeam - 1) / ZPerTeam * batches;
#pragma hier team team_size(ZPerTeam) vector_length(mdrange::Batch) max_teams(1 << 30) \
    is_device_ptr(zoff, i1, i2, jout, cg, u, y) readonly(zoff, i1, i2, jout, cg, u)
  for (long w = 0; w < items; ++w) {
    const int b = (int)(w % batches), z0 = (int)(w / batches) * ZPerTeam;
#pragma hier thread
    for (int z = z0; z < (z0 + ZPerTeam < nz ? z0 + ZPerTeam : nz); ++z) {
#pragma hier vector
      for (int atom = b * mdrange::Batch; atom < (b * mdrange::Batch + mdrange::Batch < natoms ? b * mdrange::Batch + mdrange::Batch : natoms); ++atom) {
        cplx v = mdrange::point(z, atom, natoms, zoff, i1, i2, cg, u);
        size_t o = 2 * ((size_t)jout[z] * natoms + atom);
#pragma omp atomic update
        y[o] += v.re;
#pragma omp atomic update
        y[o + 1] += v.im;
      }
    }
  }
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return mdrange::benchmark("hier", opt.small, run) ? 0 : 1;
}

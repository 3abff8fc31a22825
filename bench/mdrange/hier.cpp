// compute_yi-like MDRange kernel in hier (clang-22 + libhier.so), cuda.cu's
// decomposition of the 3-deep nest {jjz groups x batches} x jjz x atoms: a
// team per (jjz group of 4, batch) pair, from `collapse(2)` over the two
// (the batch fastest: hier recovers the two indices with one division, as
// cuda.cu's blockIdx arithmetic), thread = a jjz of the group, vector = the
// 32 atoms of the batch; `omp atomic` adds into ylist. The team shape is
// hier's default (4 threads of 32 lanes, cuda.cu's); `readonly` states what
// hier cannot prove of the program's own device pointers (is_device_ptr).
#include "driver.h"
#include <hier/hier.h>

typedef double dbl2 __attribute__((ext_vector_type(2)));

using mdrange::cplx;
constexpr int ZPerTeam = 4;

void run(mdrange::Device &d) {
  const int *zoff = d.zoff, *i1 = d.i1, *i2 = d.i2, *jout = d.jout;
  const double *cg = d.cg;
  const cplx *u = d.u;
  double *y = d.y;
  const int natoms = d.s.natoms, nz = d.s.nz, batches = d.s.batches();
  const long n = 2 * (long)mdrange::Entries * natoms;
  // Zeroed 16 bytes a lane (n is even, y from omp_target_alloc).
  dbl2 *y2 = (dbl2 *)y;
  const long n2 = n / 2;
#pragma hier team is_device_ptr(y2)
  for (long b = 0; b < n2; b += 256) {
#pragma hier thread vector
    for (long i = b; i < (b + 256 < n2 ? b + 256 : n2); ++i)
      y2[i] = dbl2{0, 0};
  }
  const int groups = (nz + ZPerTeam - 1) / ZPerTeam;
#pragma hier team collapse(2) \
    is_device_ptr(zoff, i1, i2, jout, cg, u, y) readonly(zoff, i1, i2, jout, cg, u)
  for (int zg = 0; zg < groups; ++zg)
    for (int b = 0; b < batches; ++b) {
      const int z0 = zg * ZPerTeam;
#pragma hier thread
      for (int z = z0; z < (z0 + ZPerTeam < nz ? z0 + ZPerTeam : nz); ++z) {
        const int a0 = b * mdrange::Batch,
                  a1 = a0 + mdrange::Batch < natoms ? a0 + mdrange::Batch : natoms;
#pragma hier vector
        for (int atom = a0; atom < a1; ++atom) {
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

// compute_yi-like MDRange kernel, hand-written CUDA: block = 32 atoms x 4
// jjz, blocks over (jjz group, batch) with the batch fastest so that the
// blocks in flight read the same Z-list entries.
#include "../common/cuda_util.h"
#include "problem.h"

using mdrange::cplx;
constexpr int ZPerBlock = 4, Block = mdrange::Batch * ZPerBlock;

__global__ void __launch_bounds__(Block) yi_kernel(int natoms, int nz, int batches,
                                                   const int *__restrict__ zoff,
                                                   const int *__restrict__ i1,
                                                   const int *__restrict__ i2,
                                                   const double *__restrict__ cg,
                                                   const int *__restrict__ jout,
                                                   const cplx *__restrict__ u, double *y) {
  int b = blockIdx.x % batches, z = blockIdx.x / batches * ZPerBlock + threadIdx.x / mdrange::Batch;
  int atom = b * mdrange::Batch + threadIdx.x % mdrange::Batch;
  if (z >= nz || atom >= natoms)
    return;
  cplx v = mdrange::point(z, atom, natoms, zoff, i1, i2, cg, u);
  size_t o = 2 * ((size_t)__ldg(jout + z) * natoms + atom);
  atomicAdd(y + o, v.re);
  atomicAdd(y + o + 1, v.im);
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  auto s = mdrange::sizes(opt.small);
  auto t = mdrange::table(s.nz);
  auto u = mdrange::ulisttot(s.natoms);
  std::vector<double> terms;
  auto ref = mdrange::reference(s, t, u, &terms);
  int *zoff = cu::copy_of(t.zoff), *i1 = cu::copy_of(t.i1), *i2 = cu::copy_of(t.i2),
      *jout = cu::copy_of(t.jout);
  double *cg = cu::copy_of(t.cg), *y = cu::alloc<double>(ref.size());
  cplx *du = cu::copy_of(u);
  int grid = (s.nz + ZPerBlock - 1) / ZPerBlock * s.batches();
  auto run = [&] {
    CK(cudaMemsetAsync(y, 0, ref.size() * sizeof(double)));
    yi_kernel<<<grid, Block>>>(s.natoms, s.nz, s.batches(), zoff, i1, i2, cg, jout, du, y);
  };
  cu::event_ms(run);
  bool ok = bench::check_terms("mdrange", cu::read(y, ref.size()).data(), ref.data(), terms.data(),
                                ref.size(), mdrange::Tol);
  double ms = bench::median_ms([&] { return cu::event_ms(run); });
  bench::result("mdrange", s.name().c_str(), "cuda", ms, s.points() / ms / 1e6, "Gpoint/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(run); });
  bench::result("mdrange", s.name().c_str(), "cuda-call", ms, s.points() / ms / 1e6, "Gpoint/s", ok);
  return ok ? 0 : 1;
}

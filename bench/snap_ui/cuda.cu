// compute_ui-like team-scratch kernel, hand-written CUDA: one block per
// (atom, neighbour) pair, the table in shared memory, a barrier per level,
// atomics into ulisttot.
#include "../common/cuda_util.h"
#include "problem.h"

using snap::cplx;
constexpr int Block = 128;

__global__ void __launch_bounds__(Block) ui_kernel(const snap::Pair *__restrict__ pairp,
                                                   const double *__restrict__ rootpq,
                                                   double *ulisttot) {
  __shared__ cplx u[snap::Entries];
  int pr = blockIdx.x;
  snap::Pair p = pairp[pr];
  if (threadIdx.x == 0)
    u[0] = {1, 0};
  __syncthreads();
  for (int j = 1; j <= snap::TwoJMax; ++j) {
    cplx *level = u + snap::level_start(j);
    const cplx *prev = u + snap::level_start(j - 1);
    for (int k = threadIdx.x; k < (j + 1) * (j + 1); k += Block)
      level[k] = snap::entry(j, k, p, prev, rootpq);
    __syncthreads();
  }
  double *t = ulisttot + 2 * (size_t)snap::Entries * (pr / snap::Neighbours);
  for (int k = threadIdx.x; k < snap::Entries; k += Block) {
    atomicAdd(t + 2 * k, p.sfac * u[k].re);
    atomicAdd(t + 2 * k + 1, p.sfac * u[k].im);
  }
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  int natoms = snap::atoms(opt.small), pairs = natoms * snap::Neighbours;
  auto params = snap::pair_params(snap::displacements(pairs));
  auto rpq = snap::rootpq();
  auto ref = snap::reference(natoms, params, rpq);
  snap::Pair *ddisp = cu::copy_of(params);
  double *drpq = cu::copy_of(rpq);
  size_t n = ref.size();
  double *tot = cu::alloc<double>(n);
  auto run = [&] {
    CK(cudaMemsetAsync(tot, 0, n * sizeof(double)));
    ui_kernel<<<pairs, Block>>>(ddisp, drpq, tot);
  };
  cu::event_ms(run);
  auto terms = snap::reference_terms(natoms, params, rpq);
  bool ok = bench::check_terms("snap_ui", cu::read(tot, n).data(), ref.data(), terms.data(), n, snap::Tol);
  double ms = bench::median_ms([&] { return cu::event_ms(run); });
  bench::result("snap_ui", snap::size_name(opt.small).c_str(), "cuda", ms,
                snap::entries(natoms) / ms / 1e6, "Gentry/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(run); });
  bench::result("snap_ui", snap::size_name(opt.small).c_str(), "cuda-call", ms,
                snap::entries(natoms) / ms / 1e6, "Gentry/s", ok);
  return ok ? 0 : 1;
}

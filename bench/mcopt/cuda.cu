// Monte-Carlo option pricing, hand-written CUDA: a block of 256 threads per
// option, the option's parameters loaded once, the path loop unrolled by 2,
// warp shuffles then one shared slot per warp. The per-path arithmetic is
// mcopt::payoff, as in every version (nvcc hoists its invariant terms).
#include "../common/cuda_util.h"
#include "problem.h"

using mcopt::Option;
constexpr int Block = 256;

__global__ void __launch_bounds__(Block) price_options(const Option *__restrict__ opt,
                                                       double *__restrict__ price, long paths) {
  const Option o = opt[blockIdx.x];
  double s = 0;
#pragma unroll 2
  for (long k = threadIdx.x; k < paths; k += Block)
    s += mcopt::payoff(o, blockIdx.x, k);
  for (int d = 16; d > 0; d /= 2)
    s += __shfl_down_sync(0xffffffffu, s, d);
  __shared__ double part[Block / 32];
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    s = 0;
    for (int w = 0; w < Block / 32; ++w)
      s += part[w];
    price[blockIdx.x] = s * mcopt::discount(o, paths);
  }
}

int main(int argc, char **argv) {
  bool small = bench::parse(argc, argv).small;
  int n = mcopt::options(small);
  long p = mcopt::paths(small);
  auto o = mcopt::inputs(n);
  Option *dopt = cu::copy_of(o);
  double *price = cu::alloc<double>(n);
  CK(cudaMemset(price, 0xff, n * sizeof(double)));
  auto launch = [&] { price_options<<<n, Block>>>(dopt, price, p); };
  cu::event_ms(launch);
  bool ok = mcopt::check(o, p, cu::read(price, n));
  auto sz = mcopt::size_name(n, p);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("mcopt", sz.c_str(), "cuda", ms, mcopt::gpaths(n, p, ms), "Gpath/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("mcopt", sz.c_str(), "cuda-call", ms, mcopt::gpaths(n, p, ms), "Gpath/s", ok);
  CK(cudaFree(dopt));
  CK(cudaFree(price));
  return ok ? 0 : 1;
}

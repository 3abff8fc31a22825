// Dense GEMV, hand-written CUDA: a block of 256 threads per row, 16-byte
// read-only loads of the row and of x, four pairs in flight per thread, warp
// shuffles then one shared slot per warp.
#include "../common/cuda_util.h"
#include "problem.h"

constexpr int Block = 256;

__global__ void __launch_bounds__(Block) gemv_rows(const double2 *__restrict__ a,
                                                   const double2 *__restrict__ x,
                                                   double *__restrict__ y, long n2) {
  const double2 *row = a + blockIdx.x * n2;
  double s = 0;
#pragma unroll 4
  for (long j = threadIdx.x; j < n2; j += Block) {
    double2 v = __ldg(row + j), w = __ldg(x + j);
    s = fma(v.x, w.x, fma(v.y, w.y, s));
  }
  for (int d = 16; d > 0; d /= 2)
    s += __shfl_down_sync(0xffffffffu, s, d);
  __shared__ double part[Block / 32];
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x < 32) {
    s = threadIdx.x < Block / 32 ? part[threadIdx.x] : 0;
    for (int d = Block / 64; d > 0; d /= 2)
      s += __shfl_down_sync(0xffffffffu, s, d);
    if (threadIdx.x == 0)
      y[blockIdx.x] = s;
  }
}

int main(int argc, char **argv) {
  auto s = gemv::sizes(bench::parse(argc, argv).small);
  auto a = gemv::matrix(s), x = gemv::vector(s);
  double *da = cu::copy_of(a), *dx = cu::copy_of(x), *dy = cu::alloc<double>(s.m);
  CK(cudaMemset(dy, 0xff, s.m * sizeof(double)));
  auto launch = [&] { gemv_rows<<<s.m, Block>>>((const double2 *)da, (const double2 *)dx, dy, s.n / 2); };
  cu::event_ms(launch);
  bool ok = gemv::check(s, a, x, cu::read(dy, s.m));
  auto sz = gemv::size_name(s);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("gemv", sz.c_str(), "cuda", ms, gemv::gbs(s, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("gemv", sz.c_str(), "cuda-call", ms, gemv::gbs(s, ms), "GB/s", ok);
  CK(cudaFree(da));
  CK(cudaFree(dx));
  CK(cudaFree(dy));
  return ok ? 0 : 1;
}

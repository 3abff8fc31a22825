// Batched complex dot products, hand-written CUDA: a block of 256 threads per
// row, each complex a 16-byte `double2` __ldg, `unroll 4`, the two parts
// reduced by warp shuffles then one shared slot per warp.
#include "../common/cuda_util.h"
#include "problem.h"

using zdot::cplx;
constexpr int Block = 256;

__global__ void __launch_bounds__(Block) zdotc(const double2 *__restrict__ a, const double2 *__restrict__ b,
                                               double2 *__restrict__ y, long cols) {
  const double2 *ar = a + blockIdx.x * cols, *br = b + blockIdx.x * cols;
  double re = 0, im = 0;
#pragma unroll 4
  for (long c = threadIdx.x; c < cols; c += Block) {
    double2 x = __ldg(ar + c), z = __ldg(br + c);
    re = fma(x.x, z.x, fma(x.y, z.y, re));
    im = fma(x.x, z.y, fma(-x.y, z.x, im));
  }
  for (int d = 16; d > 0; d /= 2) {
    re += __shfl_down_sync(0xffffffffu, re, d);
    im += __shfl_down_sync(0xffffffffu, im, d);
  }
  __shared__ double2 part[Block / 32];
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = make_double2(re, im);
  __syncthreads();
  if (threadIdx.x == 0) {
    re = im = 0;
    for (int w = 0; w < Block / 32; ++w)
      re += part[w].x, im += part[w].y;
    y[blockIdx.x] = make_double2(re, im);
  }
}

int main(int argc, char **argv) {
  auto s = zdot::sizes(bench::parse(argc, argv).small);
  auto a = zdot::input(s, 101), b = zdot::input(s, 102);
  cplx *da = cu::copy_of(a), *db = cu::copy_of(b), *dy = cu::alloc<cplx>(s.rows);
  CK(cudaMemset(dy, 0xff, s.rows * sizeof(cplx)));
  auto launch = [&] { zdotc<<<s.rows, Block>>>((const double2 *)da, (const double2 *)db, (double2 *)dy, s.cols); };
  cu::event_ms(launch);
  bool ok = zdot::check(s, a, b, cu::read(dy, s.rows));
  auto sz = zdot::size_name(s);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("zdot", sz.c_str(), "cuda", ms, zdot::gbs(s, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("zdot", sz.c_str(), "cuda-call", ms, zdot::gbs(s, ms), "GB/s", ok);
  CK(cudaFree(da));
  CK(cudaFree(db));
  CK(cudaFree(dy));
  return ok ? 0 : 1;
}

// k-means assignment, hand-written CUDA: centroids in shared memory (float4
// broadcast reads), a thread per point with the point in registers (four
// 16-byte read-only loads), the dimension loop unrolled.
#include "../common/cuda_util.h"
#include "problem.h"

using kmeans::Dim;
using kmeans::K;
constexpr int Block = 256;

__global__ void __launch_bounds__(Block) assign(const float4 *__restrict__ p,
                                                const float4 *__restrict__ cent,
                                                int *__restrict__ label, long n) {
  __shared__ float4 c[K * Dim / 4];
  for (int j = threadIdx.x; j < K * Dim / 4; j += Block)
    c[j] = __ldg(cent + j);
  __syncthreads();
  long i = (long)blockIdx.x * Block + threadIdx.x;
  if (i >= n)
    return;
  float4 x[Dim / 4];
#pragma unroll
  for (int d = 0; d < Dim / 4; ++d)
    x[d] = __ldg(p + i * (Dim / 4) + d);
  int best = 0;
  float bestDist = INFINITY;
#pragma unroll 4
  for (int k = 0; k < K; ++k) {
    float d2 = 0;
#pragma unroll
    for (int d = 0; d < Dim / 4; ++d) {
      float4 y = c[k * (Dim / 4) + d];
      float a = x[d].x - y.x, b = x[d].y - y.y, e = x[d].z - y.z, f = x[d].w - y.w;
      d2 = fmaf(a, a, d2), d2 = fmaf(b, b, d2), d2 = fmaf(e, e, d2), d2 = fmaf(f, f, d2);
    }
    if (d2 < bestDist)
      bestDist = d2, best = k;
  }
  label[i] = best;
}

int main(int argc, char **argv) {
  long n = kmeans::points(bench::parse(argc, argv).small);
  auto p = kmeans::data(n), c = kmeans::centroids();
  float *dp = cu::copy_of(p), *dc = cu::copy_of(c);
  int *dl = cu::alloc<int>(n);
  CK(cudaMemset(dl, 0xff, n * sizeof(int)));
  auto launch = [&] { assign<<<(n + Block - 1) / Block, Block>>>((const float4 *)dp, (const float4 *)dc, dl, n); };
  cu::event_ms(launch);
  bool ok = kmeans::check(p, c, cu::read(dl, n));
  auto sz = kmeans::size_name(n);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("kmeans", sz.c_str(), "cuda", ms, kmeans::gflops(n, ms), "GFLOP/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("kmeans", sz.c_str(), "cuda-call", ms, kmeans::gflops(n, ms), "GFLOP/s", ok);
  CK(cudaFree(dp));
  CK(cudaFree(dc));
  CK(cudaFree(dl));
  return ok ? 0 : 1;
}

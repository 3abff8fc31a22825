// Row-wise softmax, hand-written CUDA: a warp per row (8 rows per block of
// 256), the row in registers (Cols / 128 float4s per lane, 16-byte
// read-only loads), butterfly shuffles for the max and the sum, expf once
// per element, one reciprocal per row, float4 stores.
#include "../common/cuda_util.h"
#include "problem.h"

using softmax::Cols;
constexpr int Block = 256, RowsPerBlock = Block / 32, PerLane = Cols / 128;

__global__ void __launch_bounds__(Block) softmax_rows(const float4 *__restrict__ x,
                                                      float4 *__restrict__ y, long rows) {
  const long r = (long)blockIdx.x * RowsPerBlock + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (r >= rows)
    return;
  const float4 *row = x + r * (Cols / 4);
  float4 v[PerLane];
  float m = -INFINITY;
#pragma unroll
  for (int k = 0; k < PerLane; ++k) {
    v[k] = __ldg(row + k * 32 + lane);
    m = fmaxf(m, fmaxf(fmaxf(v[k].x, v[k].y), fmaxf(v[k].z, v[k].w)));
  }
  for (int d = 16; d > 0; d /= 2)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, d));
  float s = 0;
#pragma unroll
  for (int k = 0; k < PerLane; ++k) {
    v[k] = make_float4(expf(v[k].x - m), expf(v[k].y - m), expf(v[k].z - m), expf(v[k].w - m));
    s += (v[k].x + v[k].y) + (v[k].z + v[k].w);
  }
  for (int d = 16; d > 0; d /= 2)
    s += __shfl_xor_sync(0xffffffffu, s, d);
  const float inv = 1.0f / s;
#pragma unroll
  for (int k = 0; k < PerLane; ++k)
    y[r * (Cols / 4) + k * 32 + lane] = make_float4(v[k].x * inv, v[k].y * inv, v[k].z * inv, v[k].w * inv);
}

int main(int argc, char **argv) {
  long r = softmax::rows(bench::parse(argc, argv).small);
  auto x = softmax::input(r);
  float *dx = cu::copy_of(x), *dy = cu::alloc<float>(x.size());
  CK(cudaMemset(dy, 0xff, x.size() * sizeof(float)));
  auto launch = [&] {
    softmax_rows<<<(r + RowsPerBlock - 1) / RowsPerBlock, Block>>>((const float4 *)dx, (float4 *)dy, r);
  };
  cu::event_ms(launch);
  bool ok = softmax::check(x, cu::read(dy, x.size()));
  auto sz = softmax::size_name(r);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("softmax", sz.c_str(), "cuda", ms, softmax::gbs(r, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("softmax", sz.c_str(), "cuda-call", ms, softmax::gbs(r, ms), "GB/s", ok);
  CK(cudaFree(dx));
  CK(cudaFree(dy));
  return ok ? 0 : 1;
}

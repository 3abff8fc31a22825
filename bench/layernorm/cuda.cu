// Layer normalisation, hand-written CUDA: a block of 256 threads per row,
// the row held in registers (Cols / 1024 float4s per thread, 16-byte
// read-only loads), warp-shuffle block reductions for the mean and for the
// variance around it, rsqrtf, float4 stores.
#include "../common/cuda_util.h"
#include "problem.h"

using layernorm::Cols;
constexpr int Block = 256, PerThread = Cols / (4 * Block);

// Sum over the block; every thread gets it.
__device__ float block_sum(float v) {
  __shared__ float part[Block / 32];
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, d);
  __syncthreads(); // part[] may still be read by a previous call
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = v;
  __syncthreads();
  v = part[threadIdx.x % (Block / 32)];
  for (int d = Block / 64; d > 0; d /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, d);
  return v;
}

__global__ void __launch_bounds__(Block) normalize(const float4 *__restrict__ x,
                                                   const float4 *__restrict__ g,
                                                   const float4 *__restrict__ b,
                                                   float4 *__restrict__ y) {
  const size_t base = (size_t)blockIdx.x * (Cols / 4);
  float4 v[PerThread];
  float s = 0;
#pragma unroll
  for (int k = 0; k < PerThread; ++k) {
    v[k] = __ldg(x + base + k * Block + threadIdx.x);
    s += (v[k].x + v[k].y) + (v[k].z + v[k].w);
  }
  const float mean = block_sum(s) * (1.0f / Cols);
  float q = 0;
#pragma unroll
  for (int k = 0; k < PerThread; ++k) {
    v[k].x -= mean, v[k].y -= mean, v[k].z -= mean, v[k].w -= mean;
    q += v[k].x * v[k].x + v[k].y * v[k].y + v[k].z * v[k].z + v[k].w * v[k].w;
  }
  const float rstd = rsqrtf(block_sum(q) * (1.0f / Cols) + layernorm::Eps);
#pragma unroll
  for (int k = 0; k < PerThread; ++k) {
    int c = k * Block + threadIdx.x;
    float4 gg = __ldg(g + c), bb = __ldg(b + c);
    y[base + c] = make_float4(v[k].x * rstd * gg.x + bb.x, v[k].y * rstd * gg.y + bb.y,
                              v[k].z * rstd * gg.z + bb.z, v[k].w * rstd * gg.w + bb.w);
  }
}

int main(int argc, char **argv) {
  long r = layernorm::rows(bench::parse(argc, argv).small);
  auto x = layernorm::input(r), g = layernorm::gammas(), b = layernorm::betas();
  float *dx = cu::copy_of(x), *dg = cu::copy_of(g), *db = cu::copy_of(b), *dy = cu::alloc<float>(x.size());
  CK(cudaMemset(dy, 0xff, x.size() * sizeof(float)));
  auto launch = [&] {
    normalize<<<r, Block>>>((const float4 *)dx, (const float4 *)dg, (const float4 *)db, (float4 *)dy);
  };
  cu::event_ms(launch);
  bool ok = layernorm::check(x, g, b, cu::read(dy, x.size()));
  auto sz = layernorm::size_name(r);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("layernorm", sz.c_str(), "cuda", ms, layernorm::gbs(r, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("layernorm", sz.c_str(), "cuda-call", ms, layernorm::gbs(r, ms), "GB/s", ok);
  CK(cudaFree(dx));
  CK(cudaFree(dg));
  CK(cudaFree(db));
  CK(cudaFree(dy));
  return ok ? 0 : 1;
}

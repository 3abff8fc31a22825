// All-pairs n-body, hand-written CUDA (GPU Gems 3, ch. 31): a thread per
// body held in registers, the bodies streamed through a shared float4 tile
// of blockDim bodies, rsqrtf, the tile loop unrolled. Also timed as
// `cuda-sqrt`: the same kernel with 1.0f / sqrtf, the correctly rounded
// operations that the hier and OpenMP versions' `1.0f / std::sqrt` give
// (standard C++ has no rsqrt), so the table separates the cost of the
// approximate rsqrt from that of the code around it.
#include "../common/cuda_util.h"
#include "problem.h"

using nbody::Body;
constexpr int Block = 256;

template <bool Rsqrt>
__global__ void __launch_bounds__(Block) accelerations(const float4 *__restrict__ p,
                                                       float4 *__restrict__ a, int n) {
  __shared__ float4 tile[Block];
  int i = blockIdx.x * Block + threadIdx.x;
  float4 bi = __ldg(p + i);
  float3 acc = {0, 0, 0};
  for (int j0 = 0; j0 < n; j0 += Block) {
    tile[threadIdx.x] = __ldg(p + j0 + threadIdx.x);
    __syncthreads();
#pragma unroll 16
    for (int j = 0; j < Block; ++j) {
      float4 bj = tile[j];
      float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
      float r2 = fmaf(dx, dx, fmaf(dy, dy, fmaf(dz, dz, nbody::Eps2)));
      float inv = Rsqrt ? rsqrtf(r2) : 1.0f / sqrtf(r2);
      float f = bj.w * inv * inv * inv;
      acc.x = fmaf(f, dx, acc.x), acc.y = fmaf(f, dy, acc.y), acc.z = fmaf(f, dz, acc.z);
    }
    __syncthreads();
  }
  a[i] = make_float4(acc.x, acc.y, acc.z, 0);
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  int n = nbody::bodies(opt.small); // a multiple of Block
  auto b = nbody::input(n);
  Body *db = cu::copy_of(b), *da = cu::alloc<Body>(n);
  CK(cudaMemset(da, 0xff, n * sizeof(Body)));
  auto launch = [&] { accelerations<true><<<n / Block, Block>>>((const float4 *)db, (float4 *)da, n); };
  cu::event_ms(launch);
  bool ok = nbody::check(b, cu::read(da, n));
  auto sz = nbody::size_name(n);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("nbody", sz.c_str(), "cuda", ms, nbody::gflops(n, ms), "GFLOP/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("nbody", sz.c_str(), "cuda-call", ms, nbody::gflops(n, ms), "GFLOP/s", ok);
  auto launchSqrt = [&] { accelerations<false><<<n / Block, Block>>>((const float4 *)db, (float4 *)da, n); };
  CK(cudaMemset(da, 0xff, n * sizeof(Body)));
  cu::event_ms(launchSqrt);
  bool okSqrt = nbody::check(b, cu::read(da, n));
  ms = bench::median_ms([&] { return cu::event_ms(launchSqrt); });
  bench::result("nbody", sz.c_str(), "cuda-sqrt", ms, nbody::gflops(n, ms), "GFLOP/s", okSqrt);
  ok &= okSqrt;
  CK(cudaFree(db));
  CK(cudaFree(da));
  return ok ? 0 : 1;
}

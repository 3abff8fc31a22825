// 3x3 convolution, hand-written CUDA: 32 x 8 threads compute a 32 x 32 tile
// (4 rows each) from a 34 x 34 shared-memory tile with its halo (edges
// clamped while loading), the filter in constant memory, loops unrolled.
#include "../common/cuda_util.h"
#include "problem.h"

constexpr int TX = 32, TY = 8, Rows = 4, OutY = TY * Rows;
__constant__ float K[9];

__global__ void __launch_bounds__(TX *TY) convolve(const float *__restrict__ in,
                                                   float *__restrict__ out, int h, int w) {
  __shared__ float tile[OutY + 2][TX + 2 + 1];
  const int x0 = blockIdx.x * TX, y0 = blockIdx.y * OutY;
  for (int i = threadIdx.y * TX + threadIdx.x; i < (OutY + 2) * (TX + 2); i += TX * TY) {
    int ty = i / (TX + 2), tx = i % (TX + 2);
    int gy = min(max(y0 + ty - 1, 0), h - 1), gx = min(max(x0 + tx - 1, 0), w - 1);
    tile[ty][tx] = __ldg(in + (size_t)gy * w + gx);
  }
  __syncthreads();
  const int x = x0 + threadIdx.x;
  if (x >= w)
    return;
#pragma unroll
  for (int r = 0; r < Rows; ++r) {
    int ty = threadIdx.y + r * TY, y = y0 + ty;
    if (y < h) {
      float s = 0;
#pragma unroll
      for (int dy = 0; dy < 3; ++dy)
#pragma unroll
        for (int dx = 0; dx < 3; ++dx)
          s = fmaf(K[dy * 3 + dx], tile[ty + dy][threadIdx.x + dx], s);
      out[(size_t)y * w + x] = s;
    }
  }
}

int main(int argc, char **argv) {
  auto s = conv2d::sizes(bench::parse(argc, argv).small);
  auto in = conv2d::image(s);
  auto f = conv2d::filter();
  CK(cudaMemcpyToSymbol(K, f.k, sizeof f.k));
  size_t n = in.size();
  float *din = cu::copy_of(in), *dout = cu::alloc<float>(n);
  CK(cudaMemset(dout, 0xff, n * sizeof(float)));
  dim3 grid((s.w + TX - 1) / TX, (s.h + OutY - 1) / OutY), block(TX, TY);
  auto launch = [&] { convolve<<<grid, block>>>(din, dout, s.h, s.w); };
  cu::event_ms(launch);
  bool ok = conv2d::check(s, in, cu::read(dout, n));
  auto sz = conv2d::size_name(s);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("conv2d", sz.c_str(), "cuda", ms, conv2d::gbs(s, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("conv2d", sz.c_str(), "cuda-call", ms, conv2d::gbs(s, ms), "GB/s", ok);
  CK(cudaFree(din));
  CK(cudaFree(dout));
  return ok ? 0 : 1;
}

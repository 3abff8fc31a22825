// dot, nested_sum and the copy-bandwidth reference, hand-written CUDA.
#include "../common/cuda_util.h"
#include "problem.h"

constexpr int Block = 256;

// Sum over the block into *out (one atomic per block).
__device__ void block_sum_atomic(double v, double *out) {
  __shared__ double part[Block / 32];
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffffu, v, d);
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    double s = 0;
    for (int w = 0; w < Block / 32; ++w)
      s += part[w];
    atomicAdd(out, s);
  }
}

// Grid-stride over pairs, four pairs in flight per thread to cover latency.
__global__ void __launch_bounds__(Block) dot(const double2 *__restrict__ x,
                                             const double2 *__restrict__ y, size_t n2,
                                             double *out) {
  size_t stride = (size_t)gridDim.x * Block, i = blockIdx.x * Block + threadIdx.x;
  double s = 0;
  for (; i + 3 * stride < n2; i += 4 * stride) {
    double2 a[4], b[4];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      a[k] = __ldg(x + i + k * stride);
      b[k] = __ldg(y + i + k * stride);
    }
#pragma unroll
    for (int k = 0; k < 4; ++k)
      s += a[k].x * b[k].x + a[k].y * b[k].y;
  }
  for (; i < n2; i += stride) {
    double2 a = __ldg(x + i), b = __ldg(y + i);
    s += a.x * b.x + a.y * b.y;
  }
  block_sum_atomic(s, out);
}

// Team = 8 rows at a time (grid-stride over row groups), thread = a row,
// 32 lanes over the row's columns; partial sums stay in registers and are
// reduced once at the end.
__global__ void __launch_bounds__(Block) nested_sum(const double2 *__restrict__ a, size_t rows,
                                                    size_t cols2, double *out) {
  constexpr int RowsPerStep = Block / 32;
  int lane = threadIdx.x % 32, row = threadIdx.x / 32;
  double s = 0;
  for (size_t r = (size_t)blockIdx.x * RowsPerStep + row; r < rows;
       r += (size_t)gridDim.x * RowsPerStep) {
    const double2 *p = a + r * cols2;
#pragma unroll 4
    for (size_t c = lane; c < cols2; c += 32) {
      double2 v = __ldg(p + c);
      s += v.x + v.y;
    }
  }
  block_sum_atomic(s, out);
}

// 16 bytes per thread, one pass, the bar's copy kernel.
__global__ void copy(const double2 *__restrict__ x, double2 *__restrict__ y, size_t n2) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2)
    y[i] = __ldg(x + i);
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  auto sz = reduce::sizes(opt.small);
  bool allOk = true;
  int grid = cu::resident_blocks((const void *)dot, Block);
  double *out = cu::alloc<double>(1);
  auto runSum = [&](auto launch) {
    return cu::event_ms([&] {
      CK(cudaMemsetAsync(out, 0, sizeof(double)));
      launch();
    });
  };
  // As a function returning the sum to the host (the OpenMP versions' dot).
  auto callSum = [&](auto launch) {
    return cu::call_ms([&] {
      double sum;
      CK(cudaMemsetAsync(out, 0, sizeof(double)));
      launch();
      CK(cudaMemcpy(&sum, out, sizeof(double), cudaMemcpyDeviceToHost));
    });
  };
  {
    auto x = reduce::input(sz.n, 1), y = reduce::input(sz.n, 2);
    double ref = reduce::dot_ref(x, y);
    double *dx = cu::copy_of(x), *dy = cu::copy_of(y);
    auto launch = [&] { dot<<<grid, Block>>>((const double2 *)dx, (const double2 *)dy, sz.n / 2, out); };
    runSum(launch);
    double got = cu::read(out, 1)[0];
    bool ok = bench::check("dot", &got, &ref, 1, 1e-10);
    double ms = bench::median_ms([&] { return runSum(launch); });
    bench::result("dot", reduce::dot_size(sz).c_str(), "cuda", ms, reduce::gbs(reduce::dot_bytes(sz), ms), "GB/s", ok);
    ms = bench::median_ms([&] { return callSum(launch); });
    bench::result("dot", reduce::dot_size(sz).c_str(), "cuda-call", ms, reduce::gbs(reduce::dot_bytes(sz), ms), "GB/s", ok);
    allOk &= ok;

    // copy x -> y, checked, then timed; bytes = read + write.
    CK(cudaMemset(dy, 0xff, sz.n * sizeof(double)));
    size_t n2 = sz.n / 2;
    auto launchCopy = [&] { copy<<<(n2 + 255) / 256, 256>>>((const double2 *)dx, (double2 *)dy, n2); };
    cu::event_ms(launchCopy);
    auto back = cu::read(dy, sz.n);
    ok = bench::check("copy", back.data(), x.data(), sz.n, 0);
    ms = bench::median_ms([&] { return cu::event_ms(launchCopy); });
    bench::result("copy", reduce::dot_size(sz).c_str(), "cuda", ms, reduce::gbs(16.0 * sz.n, ms), "GB/s", ok);
    allOk &= ok;
    CK(cudaFree(dx));
    CK(cudaFree(dy));
  }
  {
    auto a = reduce::input(sz.rows * sz.cols, 3);
    double ref = reduce::sum_ref(a);
    double *da = cu::copy_of(a);
    auto launch = [&] { nested_sum<<<grid, Block>>>((const double2 *)da, sz.rows, sz.cols / 2, out); };
    runSum(launch);
    double got = cu::read(out, 1)[0];
    bool ok = bench::check("nested_sum", &got, &ref, 1, 1e-10);
    double ms = bench::median_ms([&] { return runSum(launch); });
    bench::result("nested_sum", reduce::sum_size(sz).c_str(), "cuda", ms, reduce::gbs(reduce::sum_bytes(sz), ms), "GB/s", ok);
    ms = bench::median_ms([&] { return callSum(launch); });
    bench::result("nested_sum", reduce::sum_size(sz).c_str(), "cuda-call", ms, reduce::gbs(reduce::sum_bytes(sz), ms), "GB/s", ok);
    allOk &= ok;
    CK(cudaFree(da));
  }
  return allOk ? 0 : 1;
}

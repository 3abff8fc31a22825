// Row prefix sums, hand-written CUDA with CUB: a block of 256 threads per
// row, 16 consecutive items per thread (BlockLoad/BlockStore transposed
// through shared memory, coalesced), one BlockScan::InclusiveSum.
#include "../common/cuda_util.h"
#include "problem.h"
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>

using rowscan::Cols;
constexpr int Block = 256, Items = Cols / Block;

__global__ void __launch_bounds__(Block) scan_rows(const double *__restrict__ x,
                                                   double *__restrict__ y) {
  using Load = cub::BlockLoad<double, Block, Items, cub::BLOCK_LOAD_TRANSPOSE>;
  using Store = cub::BlockStore<double, Block, Items, cub::BLOCK_STORE_TRANSPOSE>;
  using Scan = cub::BlockScan<double, Block>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
  } tmp;
  const size_t base = (size_t)blockIdx.x * Cols;
  double v[Items];
  Load(tmp.load).Load(x + base, v);
  __syncthreads();
  Scan(tmp.scan).InclusiveSum(v, v);
  __syncthreads();
  Store(tmp.store).Store(y + base, v);
}

int main(int argc, char **argv) {
  long r = rowscan::rows(bench::parse(argc, argv).small);
  auto x = rowscan::input(r);
  double *dx = cu::copy_of(x), *dy = cu::alloc<double>(x.size());
  CK(cudaMemset(dy, 0xff, x.size() * sizeof(double)));
  auto launch = [&] { scan_rows<<<r, Block>>>(dx, dy); };
  cu::event_ms(launch);
  bool ok = rowscan::check(x, cu::read(dy, x.size()));
  auto sz = rowscan::size_name(r);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("rowscan", sz.c_str(), "cuda", ms, rowscan::gbs(r, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("rowscan", sz.c_str(), "cuda-call", ms, rowscan::gbs(r, ms), "GB/s", ok);
  CK(cudaFree(dx));
  CK(cudaFree(dy));
  return ok ? 0 : 1;
}

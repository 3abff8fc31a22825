// Power-law SpMV, hand-written CUDA (CSR-vector with sub-warps sized for the
// mean row length of about 8): 8 lanes per row, 32 rows per block of 256,
// read-only loads, the lanes' loop unrolled by 4 so that several gathers are
// in flight (long rows), a butterfly of shuffles within the 8 lanes, the
// first lane stores.
#include "../common/cuda_util.h"
#include "problem.h"

constexpr int Block = 256, Lanes = 8, RowsPerBlock = Block / Lanes;

__global__ void __launch_bounds__(Block) spmv(const int *__restrict__ rowptr, const int *__restrict__ col,
                                              const double *__restrict__ val, const double *__restrict__ x,
                                              double *__restrict__ y, int rows) {
  int r = blockIdx.x * RowsPerBlock + threadIdx.x / Lanes, lane = threadIdx.x % Lanes;
  // Rows past the end take no entries but stay for the warp's shuffles.
  int begin = r < rows ? __ldg(rowptr + r) : 0, end = r < rows ? __ldg(rowptr + r + 1) : 0;
  double s = 0;
#pragma unroll 4
  for (int k = begin + lane; k < end; k += Lanes)
    s = fma(__ldg(val + k), __ldg(x + __ldg(col + k)), s);
  for (int d = Lanes / 2; d > 0; d /= 2)
    s += __shfl_xor_sync(0xffffffffu, s, d, Lanes);
  if (lane == 0 && r < rows)
    y[r] = s;
}

int main(int argc, char **argv) {
  auto a = spmv_pl::matrix(spmv_pl::rows(bench::parse(argc, argv).small));
  auto x = spmv_pl::vector(a.rows);
  int *rp = cu::copy_of(a.rowptr), *col = cu::copy_of(a.col);
  double *val = cu::copy_of(a.val), *dx = cu::copy_of(x), *dy = cu::alloc<double>(a.rows);
  CK(cudaMemset(dy, 0xff, a.rows * sizeof(double)));
  auto launch = [&] { spmv<<<(a.rows + RowsPerBlock - 1) / RowsPerBlock, Block>>>(rp, col, val, dx, dy, a.rows); };
  cu::event_ms(launch);
  bool ok = spmv_pl::check(a, x, cu::read(dy, a.rows));
  auto sz = spmv_pl::size_name(a);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("spmv_pl", sz.c_str(), "cuda", ms, spmv_pl::gbs(a, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("spmv_pl", sz.c_str(), "cuda-call", ms, spmv_pl::gbs(a, ms), "GB/s", ok);
  CK(cudaFree(rp));
  CK(cudaFree(col));
  CK(cudaFree(val));
  CK(cudaFree(dx));
  CK(cudaFree(dy));
  return ok ? 0 : 1;
}

// Batched tridiagonal solves, hand-written CUDA: a thread per system
// (coalesced by the interleaved layout), read-only loads, the recurrences'
// previous values in registers, the sweeps unrolled by 4 so that loads of
// later unknowns issue before the dependent arithmetic, one reciprocal per
// unknown.
#include "../common/cuda_util.h"
#include "problem.h"

using tridiag::N;
constexpr int Block = 128;

__global__ void __launch_bounds__(Block) solve(const double *__restrict__ a, const double *__restrict__ b,
                                               const double *__restrict__ c, const double *__restrict__ d,
                                               double *__restrict__ cp, double *__restrict__ x, long systems) {
  long s = (long)blockIdx.x * Block + threadIdx.x;
  if (s >= systems)
    return;
  double cprev = 0, xprev = 0;
#pragma unroll 4
  for (int i = 0; i < N; ++i) {
    long j = i * systems + s;
    double m = 1 / (__ldg(b + j) - __ldg(a + j) * cprev);
    cp[j] = cprev = __ldg(c + j) * m;
    x[j] = xprev = (__ldg(d + j) - __ldg(a + j) * xprev) * m;
  }
  double next = 0;
#pragma unroll 4
  for (int i = N - 1; i >= 0; --i) {
    long j = i * systems + s;
    x[j] = next = x[j] - cp[j] * next;
  }
}

int main(int argc, char **argv) {
  long s = tridiag::systems(bench::parse(argc, argv).small);
  auto in = tridiag::inputs(s);
  size_t n = in.a.size();
  double *a = cu::copy_of(in.a), *b = cu::copy_of(in.b), *c = cu::copy_of(in.c), *d = cu::copy_of(in.d);
  double *cp = cu::alloc<double>(n), *x = cu::alloc<double>(n);
  CK(cudaMemset(x, 0xff, n * sizeof(double)));
  auto launch = [&] { solve<<<(s + Block - 1) / Block, Block>>>(a, b, c, d, cp, x, s); };
  cu::event_ms(launch);
  bool ok = tridiag::check(in, s, cu::read(x, n));
  auto sz = tridiag::size_name(s);
  double ms = bench::median_ms([&] { return cu::event_ms(launch); });
  bench::result("tridiag", sz.c_str(), "cuda", ms, tridiag::gbs(s, ms), "GB/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms(launch); });
  bench::result("tridiag", sz.c_str(), "cuda-call", ms, tridiag::gbs(s, ms), "GB/s", ok);
  for (double *p : {a, b, c, d, cp, x})
    CK(cudaFree(p));
  return ok ? 0 : 1;
}

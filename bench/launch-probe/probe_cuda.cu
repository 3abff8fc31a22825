// Launch-latency probe, CUDA side: the rows probe_hier.cpp is compared with
// (host clock, median of many calls, one stream, one synchronisation).
//   empty        empty kernel + cudaDeviceSynchronize
//   zero         cudaMemsetAsync of N doubles + synchronise
//   zero+empty   memset, empty kernel, one synchronise
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

using Clock = std::chrono::steady_clock;

__global__ void empty() {}

template <class F> double medianUs(int reps, F &&f) {
  std::vector<double> t(reps);
  for (int w = 0; w < 20; ++w)
    f();
  for (int i = 0; i < reps; ++i) {
    auto a = Clock::now();
    f();
    t[i] = std::chrono::duration<double, std::micro>(Clock::now() - a).count();
  }
  std::nth_element(t.begin(), t.begin() + reps / 2, t.end());
  return t[reps / 2];
}

int main(int argc, char **argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 2000;
  const long n = argc > 2 ? std::atol(argv[2]) : 4960000;
  double *y;
  if (cudaMalloc(&y, n * sizeof(double)) != cudaSuccess) {
    std::printf("probe-cuda: no GPU\n");
    return 1;
  }
  double e = medianUs(reps, [] {
    empty<<<1, 32>>>();
    cudaDeviceSynchronize();
  });
  double z = medianUs(reps, [&] {
    cudaMemsetAsync(y, 0, n * sizeof(double));
    cudaDeviceSynchronize();
  });
  double ze = medianUs(reps, [&] {
    cudaMemsetAsync(y, 0, n * sizeof(double));
    empty<<<1, 32>>>();
    cudaDeviceSynchronize();
  });
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  std::printf("probe-cuda: device %s, n = %ld\n", p.name, n);
  std::printf("probe-cuda: empty kernel + sync     %8.2f us\n", e);
  std::printf("probe-cuda: memset + sync           %8.2f us\n", z);
  std::printf("probe-cuda: memset + empty + sync   %8.2f us\n", ze);
  cudaFree(y);
  return 0;
}

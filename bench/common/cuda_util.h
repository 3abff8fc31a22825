// CUDA side of the harness: error checks, event timing, device buffers.
#pragma once
#include "bench.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#define CK(call)                                                                           \
  do {                                                                                     \
    cudaError_t e_ = (call);                                                               \
    if (e_ != cudaSuccess) {                                                               \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));     \
      std::exit(1);                                                                        \
    }                                                                                      \
  } while (0)

namespace cu {
// Milliseconds of a call that does the work `f` enqueues and returns when it
// is done, by the host clock: what the OpenMP versions measure (their regions
// are synchronous), launch and synchronisation included. Reported as the
// "cuda-call" rows, beside the kernel time of the events.
template <class F> double call_ms(F &&f) {
  auto t0 = std::chrono::steady_clock::now();
  f();
  CK(cudaDeviceSynchronize());
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Milliseconds of the work `f` enqueues, by device events.
template <class F> double event_ms(F &&f) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  CK(cudaEventRecord(a));
  f();
  CK(cudaEventRecord(b));
  CK(cudaEventSynchronize(b));
  CK(cudaGetLastError());
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, a, b));
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  return ms;
}

template <class T> T *alloc(size_t n) {
  T *p;
  CK(cudaMalloc(&p, n * sizeof(T) + 16));
  return p;
}
template <class T> T *copy_of(const std::vector<T> &v) {
  T *d = alloc<T>(v.size());
  CK(cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <class T> std::vector<T> read(const T *d, size_t n) {
  std::vector<T> h(n);
  CK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}
template <class T> void fill(T *d, size_t n, T value) {
  std::vector<T> h(n, value);
  CK(cudaMemcpy(d, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
}
// Blocks that fit on the GPU at once, for grid-stride kernels.
inline int resident_blocks(const void *kernel, int block, size_t smem = 0) {
  int dev, sms, per;
  CK(cudaGetDevice(&dev));
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, kernel, block, smem));
  return sms * per;
}
} // namespace cu

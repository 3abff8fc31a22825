// Device memory for the OpenMP versions (omp and ompx): explicit
// omp_target_alloc / omp_target_memcpy, so that timed regions move no data
// and kernels take plain device pointers (is_device_ptr), as in CUDA.
// With no device (OMP_TARGET_OFFLOAD=DISABLED) everything lives on the host.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <vector>

namespace dev {
inline int device() {
  return omp_get_num_devices() > 0 ? omp_get_default_device() : omp_get_initial_device();
}

// Grid for grid-stride kernels: the emulated host fallback (ompx_gpu.h) pays
// for every block, so it gets a few; the kernels are correct for any grid.
inline int grid(int gpuBlocks) { return device() == omp_get_initial_device() ? 4 : gpuBlocks; }

template <class T> T *alloc(size_t n) {
  T *p = (T *)omp_target_alloc(n * sizeof(T) + 16, device());
  if (!p) {
    std::fprintf(stderr, "omp_target_alloc of %zu bytes failed\n", n * sizeof(T));
    std::exit(1);
  }
  return p;
}
template <class T> void free(T *p) { omp_target_free(p, device()); }

template <class T> void put(T *d, const T *h, size_t n) {
  omp_target_memcpy(d, h, n * sizeof(T), 0, 0, device(), omp_get_initial_device());
}
template <class T> void get(T *h, const T *d, size_t n) {
  omp_target_memcpy(h, d, n * sizeof(T), 0, 0, omp_get_initial_device(), device());
}
template <class T> T *copy_of(const std::vector<T> &v) {
  T *d = alloc<T>(v.size());
  put(d, v.data(), v.size());
  return d;
}
template <class T> std::vector<T> read(const T *d, size_t n) {
  std::vector<T> h(n);
  get(h.data(), d, n);
  return h;
}
} // namespace dev

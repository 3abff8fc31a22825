// CUDA-style primitives for hand-written `ompx_bare` kernels (clang-22).
//
// Debian's LLVM 22 ships no OpenMP device runtime, so kernels may not call
// omp_* / ompx_* on the device: on NVPTX everything here is a clang builtin.
// <gpuintrin.h> cannot be used because it declares its functions only inside
// `omp begin declare variant match(device={kind(gpu)})`, which fails the host
// parse of a target region.
//
// Host fallback: a bare region run on the host becomes a host `teams` region
// with one thread per team, which cannot run a kernel that has barriers and
// shuffles. So on the host the kernel body is wrapped in a lambda
// (OMPX_BLOCKS) and run by an emulator: the host teams share out the blocks,
// each block runs `block` std::threads with a real barrier, and shuffles go
// through an exchange array. Rules for kernels, as for __shfl_sync with a full
// mask: every thread of a block reaches each sync() and shfl_down(); blocks
// are 1-D; ids come from the functions below.
//
// Use:
//   #pragma omp target teams ompx_bare num_teams(G) thread_limit(B)
//           ompx_dyn_cgroup_mem(S) is_device_ptr(...)
//   OMPX_BLOCKS(G, B, S) {
//     ... ompx::tid(), ompx::bid(), ompx::sync(), ompx::smem<double>() ...
//   };
#pragma once
#include <cstddef>

// 16-byte vector of two doubles (one ld.v2.f64), usable on host and device.
typedef double double2v __attribute__((ext_vector_type(2)));

#if defined(__NVPTX__)

// Zero-length shared array: its size comes from ompx_dyn_cgroup_mem(bytes).
extern "C" __attribute__((address_space(3), aligned(16))) unsigned char ompx_gpu_dyn_smem[];

namespace ompx {
inline int tid() { return __nvvm_read_ptx_sreg_tid_x(); }
inline int ntid() { return __nvvm_read_ptx_sreg_ntid_x(); }
inline int bid() { return __nvvm_read_ptx_sreg_ctaid_x(); }
inline int nbid() { return __nvvm_read_ptx_sreg_nctaid_x(); }
inline void sync() { __nvvm_barrier_sync(0); }

// shfl.down within groups of `width` lanes (a power of two <= 32).
inline int shfl_down(int v, int delta, int width) {
  return __nvvm_shfl_sync_down_i32(0xffffffffu, v, delta, ((32 - width) << 8) | 0x1f);
}
inline double shfl_down(double v, int delta, int width) {
  long long bits = __builtin_bit_cast(long long, v);
  int lo = shfl_down((int)bits, delta, width);
  int hi = shfl_down((int)(bits >> 32), delta, width);
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
template <class T> inline T *smem() { return (T *)(unsigned char *)ompx_gpu_dyn_smem; }

// Read-only (ld.global.nc) loads: bare-kernel arguments carry no noalias, so
// the compiler cannot prove read-only-ness by itself.
inline double ldg(const double *p) { return __nvvm_ldg_d(p); }
inline double2v ldg(const double2v *p) { return __nvvm_ldg_d2(p); }
inline long long ldg(const long long *p) { return __nvvm_ldg_ll(p); }
inline int ldg(const int *p) { return __nvvm_ldg_i(p); }
} // namespace ompx

// The device side names the same variables as the host emulator's lambda, in
// the same order: the host and device versions of a target region must
// capture the same variables, or the kernel receives its arguments shifted
// (a grid size read as a pointer: illegal memory access, or wrong results).
#define OMPX_BLOCKS(grid, block, smem_bytes) if (((void)(int)(grid), (void)(int)(block), (void)(size_t)(smem_bytes), true))

#else // host fallback: emulate the grid

#include <barrier>
#include <omp.h>
#include <thread>
#include <vector>

namespace ompx {
struct HostThread {
  int thread, nthreads, block, nblocks;
  std::barrier<> *bar;
  double *xch; // one slot per thread, for shuffles
  unsigned char *smem;
};
inline thread_local HostThread self;

inline int tid() { return self.thread; }
inline int ntid() { return self.nthreads; }
inline int bid() { return self.block; }
inline int nbid() { return self.nblocks; }
inline void sync() { self.bar->arrive_and_wait(); }

inline double shfl_down(double v, int delta, int width) {
  int lane = self.thread % width;
  self.xch[self.thread] = v;
  sync();
  double r = lane + delta < width ? self.xch[self.thread + delta] : v;
  sync(); // the slots are reused by the next shuffle
  return r;
}
inline int shfl_down(int v, int delta, int width) {
  return (int)shfl_down((double)v, delta, width);
}
template <class T> inline T *smem() { return (T *)self.smem; }
template <class T> inline T ldg(const T *p) { return *p; }

struct HostGrid {
  int grid, block;
  size_t smemBytes;
  // Runs `body` once per (block, thread); this host team takes every
  // omp_get_num_teams()-th block.
  template <class F> void operator<<(F body) const {
    std::barrier<> bar(block);
    std::vector<double> xch(block);
    std::vector<double> smemStore(smemBytes / sizeof(double) + 1);
    std::vector<std::thread> threads;
    int first = omp_get_team_num(), step = omp_get_num_teams();
    for (int t = 0; t < block; ++t)
      threads.emplace_back([&, t] {
        self = {t, block, 0, grid, &bar, xch.data(), (unsigned char *)smemStore.data()};
        for (int b = first; b < grid; b += step) {
          self.block = b;
          body();
          sync(); // the next block reuses the shared memory
        }
      });
    for (auto &th : threads)
      th.join();
  }
};
} // namespace ompx

#define OMPX_BLOCKS(grid, block, smem_bytes) ::ompx::HostGrid{(grid), (block), (size_t)(smem_bytes)} << [&]()

#endif

namespace ompx {
// Sum of v over the block, valid in thread 0. `scratch` holds ntid()/32
// doubles of shared memory; every thread must call it.
inline double block_sum(double v, double *scratch) {
  for (int d = 16; d > 0; d /= 2)
    v += shfl_down(v, d, 32);
  int warp = tid() / 32, warps = ntid() / 32;
  if (tid() % 32 == 0)
    scratch[warp] = v;
  sync();
  v = 0;
  if (tid() == 0)
    for (int w = 0; w < warps; ++w)
      v += scratch[w];
  sync(); // scratch may be reused right after
  return v;
}
} // namespace ompx

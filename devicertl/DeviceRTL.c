/*===- DeviceRTL.c - hier's device runtime ----------------------------------===*
 *
 * Everything a hier kernel calls on the GPU. Written once against clang's
 * <gpuintrin.h> and compiled to generic bitcode for each GPU triple (see
 * devicertl/CMakeLists.txt); LinkDeviceRTLPass links what a module uses,
 * makes it internal and inlines it. Nothing here uses LLVM's OpenMP device
 * runtime.
 *
 * Grid model (see docs/design.md): a team is a block, the x dimension of a
 * block holds the vector lanes of a thread and the y dimension the threads of
 * a team.
 *===----------------------------------------------------------------------===*/

#include <gpuintrin.h>
#include <stdint.h>

#include "hier/hier.h"

#define HIER_RT __attribute__((always_inline))

/* Ids the hier-lower pass maps loops to. 64-bit: they start and stride the
   loops' 64-bit logical iteration counters. */
HIER_RT uint64_t __hier_rt_block_id(void) { return __gpu_block_id_x(); }
HIER_RT uint64_t __hier_rt_num_blocks(void) { return __gpu_num_blocks_x(); }
HIER_RT uint64_t __hier_rt_thread_y(void) { return __gpu_thread_id_y(); }
HIER_RT uint64_t __hier_rt_threads_y(void) { return __gpu_num_threads_y(); }
HIER_RT uint64_t __hier_rt_lane_x(void) { return __gpu_thread_id_x(); }
HIER_RT uint64_t __hier_rt_lanes_x(void) { return __gpu_num_threads_x(); }
HIER_RT uint64_t __hier_rt_flat_id(void) {
  return (uint64_t)__gpu_thread_id_y() * __gpu_num_threads_x() +
         __gpu_thread_id_x();
}
HIER_RT uint64_t __hier_rt_flat_size(void) {
  return (uint64_t)__gpu_num_threads_x() * __gpu_num_threads_y();
}

/* '#pragma hier barrier' */
HIER_RT void __hier_barrier(void) { __gpu_sync_threads(); }

/* Shuffles within a vector group of `width` lanes (a power of two no larger
   than the warp or wavefront): lane i reads lane i + delta of its group, or
   keeps its own value past the group's end, like CUDA's __shfl_down_sync. */
HIER_RT uint32_t __hier_rt_shfl_down_u32(uint32_t x, uint32_t delta,
                                         uint32_t width) {
  uint32_t lane = __gpu_lane_id();
  uint32_t src = lane + delta;
  if ((src & ~(width - 1)) != (lane & ~(width - 1)))
    src = lane;
  return __gpu_shuffle_idx_u32(__gpu_lane_mask(), src, x, __gpu_num_lanes());
}
HIER_RT uint64_t __hier_rt_shfl_down_u64(uint64_t x, uint32_t delta,
                                         uint32_t width) {
  uint32_t lo = __hier_rt_shfl_down_u32((uint32_t)x, delta, width);
  uint32_t hi = __hier_rt_shfl_down_u32((uint32_t)(x >> 32), delta, width);
  return ((uint64_t)hi << 32) | lo;
}

/* Dynamic team-shared memory: the zero-length extern array in the shared
   address space is the block's dynamic shared memory (its size comes from
   the launch, via ompx_dyn_cgroup_mem). */
extern __attribute__((address_space(3), aligned(16))) unsigned char
    __hier_dynamic_shared[];
HIER_RT void *__hier_rt_dynamic_shared(void) {
  return (void *)__hier_dynamic_shared;
}

/* The public API of hier/hier.h. */
HIER_RT int hier_league_rank(void) { return (int)__gpu_block_id_x(); }
HIER_RT int hier_league_size(void) { return (int)__gpu_num_blocks_x(); }
HIER_RT int hier_team_rank(void) { return (int)__gpu_thread_id_y(); }
HIER_RT int hier_team_size(void) { return (int)__gpu_num_threads_y(); }
HIER_RT int hier_vector_rank(void) { return (int)__gpu_thread_id_x(); }
HIER_RT int hier_vector_length(void) { return (int)__gpu_num_threads_x(); }
HIER_RT void hier_team_barrier(void) { __gpu_sync_threads(); }


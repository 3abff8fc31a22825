/*===- DeviceRTL.c - hier's device runtime -------------------------------===*
 *
 * Ids, barriers and the runtime API of hier kernels on the GPU (reductions
 * are in Reductions.c). Written once against clang's
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

/* The runtime is hier's own: hier.h need not come through the plugin. */
#define __HIER__ 1
#include "hier/abi.h"
#include "hier/hier.h"

#define HIER_RT __attribute__((always_inline))

/* Every entry point as hier/HierABI.def has it: a definition whose name or
   type differs from the table is a compile error (-Werror=missing-prototypes,
   devicertl/CMakeLists.txt), not a link error in a user's program. */
#define HIER_RT_ENTRY(ID, RET, NAME, PARAMS) HIER_RT RET NAME PARAMS;
#include "hier/HierABI.def"

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

/* '#pragma hier single team': thread 0 of the block (then a barrier). */
HIER_RT int __hier_single_team_leader(void) {
  return __gpu_thread_id_x() == 0 && __gpu_thread_id_y() == 0;
}
HIER_RT void __hier_single_team_sync(void) { __gpu_sync_threads(); }

/* '#pragma hier single thread' where a thread is a vector group (hier-lower
   picks these for a thread loop mapped to threadIdx.y): lane 0 of the group,
   then a sync of the group's lanes. */
HIER_RT int __hier_rt_group_leader(void) { return __gpu_thread_id_x() == 0; }
HIER_RT void __hier_rt_group_sync(void) {
  uint32_t width = __gpu_num_threads_x();
  uint32_t base = __gpu_lane_id() & ~(width - 1);
  __gpu_sync_lane((width >= 64 ? ~0ull : ((1ull << width) - 1)) << base);
}

/* 'single ... copyprivate(list)': the team leader's words pass through
   team-shared memory between the single's barrier and a second one (the
   front end emits both); a thread's lanes take lane 0's word by a shuffle
   within the group. */
static __attribute__((address_space(3), loader_uninitialized)) uint32_t
    BroadcastWords[HIER_LIMIT_BROADCAST_WORDS];
HIER_RT void __hier_single_team_put(uint32_t i, uint32_t w) {
  if (i < HIER_LIMIT_BROADCAST_WORDS)
    BroadcastWords[i] = w;
}
HIER_RT uint32_t __hier_single_team_get(uint32_t i, uint32_t w) {
  return i < HIER_LIMIT_BROADCAST_WORDS ? BroadcastWords[i] : w;
}
HIER_RT uint32_t __hier_rt_group_bcast(uint32_t w) {
  uint32_t width = __gpu_num_threads_x();
  uint32_t base = __gpu_lane_id() & ~(width - 1);
#if defined(__NVPTX__)
  uint32_t mask =
      (uint32_t)((width >= 32 ? 0xffffffffull : ((1ull << width) - 1)) << base);
  return __nvvm_shfl_sync_idx_i32(mask, w, 0, ((32 - width) << 8) | 0x1f);
#else
  return (uint32_t)__builtin_amdgcn_ds_bpermute((int)(base << 2), (int)w);
#endif
}

/* Dynamic team-shared memory: the zero-length extern array in the shared
   address space is the block's dynamic shared memory (its size comes from
   the launch, via ompx_dyn_cgroup_mem). */
extern __attribute__((address_space(3),
                      aligned(16))) unsigned char __hier_dynamic_shared[];
/* A team with a scratch clause has a 16-byte header there (the address of
   its level-1 scratch, include/hier/__hier_scratch.h); level 0 follows. */
HIER_RT void *hier_scratch(void) {
  return (void *)(__hier_dynamic_shared + 16);
}
HIER_RT int __hier_scratch_enter(unsigned long long bytes0,
                                 unsigned long long bytes1, char *base1) {
  (void)bytes0;
  /* Every thread stores the same address; each reads its own store. */
  *(char *__attribute__((address_space(3))) *)__hier_dynamic_shared =
      base1 ? base1 + (uint64_t)__gpu_block_id_x() * ((bytes1 + 15) / 16 * 16)
            : (char *)0;
  return 1;
}
HIER_RT void *hier_scratch_level(int level) {
  if (level == 0)
    return hier_scratch();
  if (level == 1)
    return *(char *__attribute__((address_space(3))) *)__hier_dynamic_shared;
  return (void *)0;
}

/* The public API of hier/hier.h. */
HIER_RT int hier_league_rank(void) { return (int)__gpu_block_id_x(); }
HIER_RT int hier_league_size(void) { return (int)__gpu_num_blocks_x(); }
HIER_RT int hier_team_rank(void) { return (int)__gpu_thread_id_y(); }
HIER_RT int hier_team_size(void) { return (int)__gpu_num_threads_y(); }
HIER_RT int hier_vector_rank(void) { return (int)__gpu_thread_id_x(); }
HIER_RT int hier_vector_length(void) { return (int)__gpu_num_threads_x(); }
HIER_RT void hier_team_barrier(void) { __gpu_sync_threads(); }

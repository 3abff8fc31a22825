/*===- UserReductions.c - the exchanges of a declare reduction's tree -----===*
 *
 * A reduction with an OpenMP 'declare reduction' combines in the code the
 * front end writes (plugin/UserReductionRewriter.cpp), with the user's
 * combiner inlined; these functions move its value's 32-bit words between
 * the loop's members (include/hier/__hier_user_reductions.h has the
 * protocol). hier-lower maps the marker __hier_reduce_udr of the loop to
 * __hier_rt_reduce_{x,y,flat}_udr, which return the `dim` the others take:
 *
 *   0 (x)     the lanes of a vector group: a tree of shuffles within the
 *             group to its first lane, which then gives its words to all
 *   1 (y)     the threads of a team, one value per thread (a thread's lanes
 *             hold the same): a tree of shuffles per warp over the threads'
 *             first lanes, the warps' values through shared memory
 *   2 (flat)  every thread and lane of a team: as y over every lane
 *
 * After a team-wide reduction every member folds the warps' values in warp
 * order, so all hold the same bits. A team directive's reduction folds each
 * team's part into the mapped variable under a lock (below). Shuffles of 32
 * bits (a GPU's native width) move any value; the shared slots hold
 * HIER_LIMIT_USER_REDUCTION_WORDS words per warp (2 KiB), only in kernels that
 * use them.
 *===----------------------------------------------------------------------===*/

#include "Common.h"

#define HIER_RT_ENTRY(ID, RET, NAME, PARAMS) HIER_RT RET NAME PARAMS;
#include "hier/HierABI.def"
HIER_RT int __hier_rt_reduce_x_udr(int op, int v, uint32_t lanes);
HIER_RT int __hier_rt_reduce_y_udr(int op, int v, uint32_t lanes);
HIER_RT int __hier_rt_reduce_flat_udr(int op, int v, uint32_t lanes);

/* dim: the kind of members in its low 4 bits, the vector width the front
   end knows from bit 4 on (0: read blockDim.x). */
enum { DimLanes = 0, DimThreads = 1, DimFlat = 2 };

HIER_RT int __hier_rt_reduce_x_udr(int op, int v, uint32_t lanes) {
  (void)op, (void)v;
  return DimLanes | (int)(lanes << 4);
}
HIER_RT int __hier_rt_reduce_y_udr(int op, int v, uint32_t lanes) {
  (void)op, (void)v;
  return DimThreads | (int)(lanes << 4);
}
HIER_RT int __hier_rt_reduce_flat_udr(int op, int v, uint32_t lanes) {
  (void)op, (void)v;
  return DimFlat | (int)(lanes << 4);
}

static __attribute__((address_space(3), loader_uninitialized)) uint32_t
    UdrSlots[HIER_LIMIT_WARP_SLOTS][HIER_LIMIT_USER_REDUCTION_WORDS];

static inline int kind(int dim) { return dim & 15; }

/* The vector group's width (a power of two, aligned within its warp). */
static inline uint32_t groupWidth(int dim) {
  uint32_t lanes = (uint32_t)dim >> 4;
  return lanes ? lanes : __gpu_num_threads_x();
}

/* The lanes that take part in the caller's exchanges, and how many of them
   there are from its group's (x) or warp's (y, flat) first lane on. */
static inline uint64_t exchangeMask(int dim, uint32_t *count) {
  uint32_t lane = __gpu_lane_id();
  if (kind(dim) == DimLanes) {
    uint32_t width = groupWidth(dim);
    *count = width;
    return (width >= 64 ? ~0ull : ((1ull << width) - 1))
           << (lane & ~(width - 1));
  }
  uint32_t inWarp = blockThreads() - (flatThreadId() - lane);
  *count = inWarp;
  return warpMask(inWarp);
}

/* The caller's place in its group (x) or warp (y, flat). */
static inline uint32_t relativeLane(int dim) {
  uint32_t lane = __gpu_lane_id();
  return kind(dim) == DimLanes ? lane & (groupWidth(dim) - 1) : lane;
}

/* How far the tree's exchanges reach: the group, or the warp. */
static inline uint32_t span(int dim) {
  return kind(dim) == DimLanes ? groupWidth(dim) : __gpu_num_lanes();
}

/* The tree's first distance: 1, or for y the threads' width (their first
   lanes carry the values); 0 where there is no one to exchange with. */
HIER_RT uint32_t __hier_udr_first(int dim) {
  uint32_t count;
  __gpu_sync_lane(exchangeMask(dim, &count));
  uint32_t d = kind(dim) == DimThreads ? __gpu_num_threads_x() : 1;
  return d < span(dim) ? d : 0;
}
/* Every lane of a warp runs the same rounds (the shuffles need them all). */
HIER_RT uint32_t __hier_udr_next(int dim, uint32_t d) {
  return 2 * d < span(dim) ? 2 * d : 0;
}
/* The word of the lane d places on (the caller's own past the end). */
HIER_RT uint32_t __hier_udr_shuffle(int dim, uint32_t d, uint32_t w) {
  uint32_t count;
  uint64_t mask = exchangeMask(dim, &count);
  uint32_t lane = __gpu_lane_id();
  uint32_t src = relativeLane(dim) + d < count ? lane + d : lane;
  return __gpu_shuffle_idx_u32(mask, src, w, __gpu_num_lanes());
}
/* Whether the caller combines what round d brought: a tree to the first
   lane of the group or warp. */
HIER_RT int __hier_udr_takes(int dim, uint32_t d) {
  uint32_t count;
  (void)exchangeMask(dim, &count);
  uint32_t rel = relativeLane(dim);
  return (rel & (2 * d - 1)) == 0 && rel + d < count;
}
/* The warps whose first lanes hold a part after the tree: a team-wide
   reduction's (none for a vector group's, whose first lane has it all). */
HIER_RT uint32_t __hier_udr_warps(int dim) {
  if (kind(dim) == DimLanes)
    return 0;
  return (blockThreads() + __gpu_num_lanes() - 1) / __gpu_num_lanes();
}
HIER_RT int __hier_udr_leader(int dim) {
  (void)dim;
  return __gpu_lane_id() == 0;
}
HIER_RT void __hier_udr_put(uint32_t k, uint32_t w) {
  if (k < HIER_LIMIT_USER_REDUCTION_WORDS)
    UdrSlots[flatThreadId() / __gpu_num_lanes()][k] = w;
}
/* Before the slots are read, and after, before a next reduction writes
   them. */
HIER_RT void __hier_udr_sync(int dim) {
  (void)dim;
  __gpu_sync_threads();
}
HIER_RT uint32_t __hier_udr_get(uint32_t warp, uint32_t k) {
  return k < HIER_LIMIT_USER_REDUCTION_WORDS ? UdrSlots[warp][k] : 0;
}
/* The group's first lane's word, given to every lane of the group. */
HIER_RT uint32_t __hier_udr_bcast(int dim, uint32_t w) {
  uint32_t count;
  uint64_t mask = exchangeMask(dim, &count);
  uint32_t lane = __gpu_lane_id();
  return __gpu_shuffle_idx_u32(mask, lane - relativeLane(dim), w,
                               __gpu_num_lanes());
}

/* A team reduction: thread 0 of each team folds the team's part into the
   variable under a device-wide lock (the combiner is the user's code, no
   atomic of hier's can apply it). The fences order the fold's volatile
   accesses after the lock's taking and before its release. */
static uint32_t UdrTeamLock;
HIER_RT int __hier_udr_team_leader(void) { return flatThreadId() == 0; }
HIER_RT void __hier_udr_lock(void) {
  while (__scoped_atomic_exchange_n(&UdrTeamLock, 1u, __ATOMIC_RELAXED,
                                    __MEMORY_SCOPE_DEVICE))
    ;
#ifdef __NVPTX__
  __nvvm_membar_gl();
#else
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
#endif
}
HIER_RT void __hier_udr_unlock(void) {
#ifdef __NVPTX__
  __nvvm_membar_gl();
#else
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
#endif
  __scoped_atomic_store_n(&UdrTeamLock, 0u, __ATOMIC_RELAXED,
                          __MEMORY_SCOPE_DEVICE);
}

/*===- Scans.c - hier's scans on the GPU ----------------------------------===*
 *
 * hier-lower replaces each __hier_scan_<T>(LEVEL, ID, OP, LANES, MODE,
 * carry, v) (include/hier/__hier_scans.h) by one of
 *   __hier_rt_scan_x_<T>(OP, MODE, carry, v, LANES)    the lanes of a vector
 *                                                      group
 *   __hier_rt_scan_y_<T>(OP, MODE, carry, v, LANES)    the threads of a
 *                                                      team, lane 0's value
 *                                                      of each (a thread's
 *                                                      lanes hold the same)
 *   __hier_rt_scan_flat_<T>(OP, MODE, carry, v, LANES) every thread and lane
 * by the loop's mapping. The members are in the order of their first
 * iterations (lane, threadIdx.y, flat index), which the loop's rounds give
 * consecutive iterations. MODE 1 returns carry combined with the values of
 * the members before the caller (exclusive), MODE 2 with every member's
 * (the round's total); every member calls it, once per round. The front
 * end calls MODE 2 right after MODE 1, with the same carry and value
 * (docs/design.md, "Scans"), so over a team MODE 2 folds the warp totals
 * that MODE 1 left in the shared slots instead of scanning again.
 *
 * A vector group scans with shuffles only (Hillis-Steele, log2(lanes)
 * steps, on the group's lanes). A team scans each warp with shuffles, puts
 * each warp's total in a shared slot between two barriers, and each thread
 * folds the slots of the warps before its own: no global memory.
 *===----------------------------------------------------------------------===*/

#include "Common.h"

/* One slot per warp, as the reductions' (Reductions.c), but their own: a
   scan's rounds and a reduction's slots do not wait for each other. Without
   an initializer (AMDGPU's LDS cannot have one); written before read. */
static __attribute__((address_space(3),
                      loader_uninitialized)) uint64_t ScanSlots[32];
static __attribute__((address_space(3),
                      loader_uninitialized)) uint128_t ScanSlotsWide[32];
#define HIER_SCAN_SLOTS_8 ScanSlots
#define HIER_SCAN_SLOTS_16 ScanSlots
#define HIER_SCAN_SLOTS_32 ScanSlots
#define HIER_SCAN_SLOTS_64 ScanSlots
#define HIER_SCAN_SLOTS_128 ScanSlotsWide

_Static_assert(sizeof(ScanSlots) / sizeof(ScanSlots[0]) ==
                   HIER_LIMIT_WARP_SLOTS,
               "one scan slot per warp, as hier/HierABI.def says");

#define HIER_SCANS(T, SFX, BITS, COMBINE)                                      \
  HIER_RT T __hier_rt_scan_x_##SFX(int op, int mode, T carry, T v,             \
                                   uint32_t lanes);                            \
  HIER_RT T __hier_rt_scan_y_##SFX(int op, int mode, T carry, T v,             \
                                   uint32_t lanes);                            \
  HIER_RT T __hier_rt_scan_flat_##SFX(int op, int mode, T carry, T v,          \
                                      uint32_t lanes);                         \
  typedef union {                                                              \
    T value;                                                                   \
    uint##BITS##_t bits;                                                       \
  } ScanBits_##SFX;                                                            \
                                                                               \
  static inline T scanCombine_##SFX(int op, T a, T b) {                        \
    switch (op) { COMBINE(a, b) }                                              \
    return a;                                                                  \
  }                                                                            \
                                                                               \
  static inline T scanShuffle_##SFX(uint64_t mask, uint32_t src, T v) {        \
    ScanBits_##SFX in = {v}, out;                                              \
    out.bits = HIER_SHUFFLE_##BITS(mask, src, in.bits);                        \
    return out.value;                                                          \
  }                                                                            \
                                                                               \
  /* \p carry combined with the totals of the first \p warps warps. */         \
  static inline T scanFold_##SFX(int op, T carry, uint32_t warps) {            \
    for (uint32_t w = 0; w < warps; ++w) {                                     \
      ScanBits_##SFX slot;                                                     \
      slot.bits = (uint##BITS##_t)HIER_SCAN_SLOTS_##BITS[w];                   \
      carry = scanCombine_##SFX(op, carry, slot.value);                        \
    }                                                                          \
    return carry;                                                              \
  }                                                                            \
                                                                               \
  /* Within a vector group of `lanes` (a constant when the front end knows     \
     it: the steps unroll) or blockDim.x lanes. */                             \
  HIER_RT T __hier_rt_scan_x_##SFX(int op, int mode, T carry, T v,             \
                                   uint32_t lanes) {                           \
    uint32_t width = lanes ? lanes : __gpu_num_threads_x();                    \
    uint32_t lane = __gpu_lane_id();                                           \
    uint32_t base = lane & ~(width - 1), index = lane - base;                  \
    uint64_t mask = (width >= 64 ? ~0ull : ((1ull << width) - 1)) << base;     \
    __gpu_sync_lane(mask);                                                     \
    T incl = v;                                                                \
    for (uint32_t d = 1; d < width; d *= 2) {                                  \
      T other = scanShuffle_##SFX(mask, index >= d ? lane - d : lane, incl);   \
      if (index >= d)                                                          \
        incl = scanCombine_##SFX(op, other, incl);                             \
    }                                                                          \
    if (mode == 2)                                                             \
      return scanCombine_##SFX(                                                \
          op, carry, scanShuffle_##SFX(mask, base + width - 1, incl));         \
    T before = scanShuffle_##SFX(mask, index ? lane - 1 : lane, incl);         \
    return index ? scanCombine_##SFX(op, carry, before) : carry;               \
  }                                                                            \
                                                                               \
  /* Over the team: the members are the lanes at multiples of `stride` in      \
     the flat thread order (1: every lane; blockDim.x: lane 0 of each          \
     thread, whose other lanes hold the same value and get the same            \
     result). */                                                               \
  static inline T scanTeam_##SFX(int op, int mode, T carry, T v,               \
                                 uint32_t stride) {                            \
    uint32_t warps =                                                           \
        (blockThreads() + __gpu_num_lanes() - 1) / __gpu_num_lanes();          \
    if (mode == 2) /* the slots hold this round's warp totals (MODE 1) */      \
      return scanFold_##SFX(op, carry, warps);                                 \
    uint32_t lane = __gpu_lane_id();                                           \
    uint32_t warpBase = flatThreadId() - lane;                                 \
    uint32_t inWarp = opaqueU32(blockThreads() - warpBase);                    \
    uint32_t last =                                                            \
        (inWarp < __gpu_num_lanes() ? inWarp : __gpu_num_lanes()) - 1;         \
    uint64_t mask = warpMask(inWarp);                                          \
    uint32_t member = lane & ~(stride - 1); /* its first lane in the warp */   \
    __gpu_sync_lane(mask);                                                     \
    T incl = v;                                                                \
    for (uint32_t d = stride; d < __gpu_num_lanes(); d *= 2) {                 \
      T other = scanShuffle_##SFX(mask, member >= d ? lane - d : lane, incl);  \
      if (member >= d)                                                         \
        incl = scanCombine_##SFX(op, other, incl);                             \
    }                                                                          \
    T before = scanShuffle_##SFX(                                              \
        mask, member >= stride ? member - stride : lane, incl);                \
    uint32_t warp = warpBase / __gpu_num_lanes();                              \
    /* The last round's readers are done with the slots. */                    \
    __gpu_sync_threads();                                                      \
    if (lane == last) {                                                        \
      ScanBits_##SFX b = {incl};                                               \
      HIER_SCAN_SLOTS_##BITS[warp] = b.bits;                                   \
    }                                                                          \
    __gpu_sync_threads();                                                      \
    carry = scanFold_##SFX(op, carry, warp);                                   \
    if (member >= stride)                                                      \
      carry = scanCombine_##SFX(op, carry, before);                            \
    return carry;                                                              \
  }                                                                            \
                                                                               \
  HIER_RT T __hier_rt_scan_y_##SFX(int op, int mode, T carry, T v,             \
                                   uint32_t lanes) {                           \
    return scanTeam_##SFX(op, mode, carry, v,                                  \
                          lanes ? lanes : __gpu_num_threads_x());              \
  }                                                                            \
                                                                               \
  HIER_RT T __hier_rt_scan_flat_##SFX(int op, int mode, T carry, T v,          \
                                      uint32_t lanes) {                        \
    (void)lanes;                                                               \
    return scanTeam_##SFX(op, mode, carry, v, 1);                              \
  }

#define HIER_COMBINE_INT_1(a, b)                                               \
  HIER_COMBINE_COMMON(a, b) HIER_COMBINE_BITWISE(a, b)
#define HIER_COMBINE_INT_0(a, b) HIER_COMBINE_COMMON(a, b)
#define HIER_REDUCTION_TYPE(T, SFX, BITS, BITWISE, CLANG_KIND)                 \
  HIER_SCANS(T, SFX, BITS, HIER_COMBINE_INT_##BITWISE)
#define HIER_REDUCTION_COMPLEX(T, SFX, BITS, ELEMENT, ELEMENT_KIND)            \
  HIER_SCANS(T, SFX, BITS, HIER_COMBINE_COMPLEX)
#include "hier/HierABI.def"

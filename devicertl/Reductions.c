/*===- Reductions.c - hier's reductions on the GPU ------------------------===*
 *
 * hier-lower replaces each __hier_reduce_<T>(LEVEL, ID, OP, LANES, v) by one
 * of
 *   __hier_rt_reduce_x_<T>(OP, v, LANES)     over the lanes of a vector group
 *   __hier_rt_reduce_y_<T>(OP, v, LANES)     over the threads of a team, one
 *                                            value per thread (its lane 0's;
 *                                            a thread's lanes hold the same)
 *   __hier_rt_reduce_flat_<T>(OP, v, LANES)  over every thread and lane
 * LANES is the vector group's width when the front end knows it, else 0.
 * chosen by the loop's mapping. Every member gets the result. OP is a
 * constant after inlining, so the switch in combine() folds away.
 *
 * A vector group is blockDim.x lanes, a power of two no larger than 32 (the
 * front end rounds vector_length so), aligned within its warp: its reduction
 * is a butterfly of shuffles on the group's lanes only, which need not wait
 * for the rest of the warp. Team-wide reductions run where every thread of
 * the team is (after a thread loop in a team body): a shuffle tree per warp,
 * one shared slot per warp, a barrier, and every thread folds the slots.
 *
 * A team reduction folds each team's value across the grid with one atomic
 * per team: into a slot whose last team publishes the total to the host
 * (__hier_team_publish_<T>), or into the mapped variable
 * (__hier_team_combine_<T>); LoopRewriter.cpp picks which.
 *===----------------------------------------------------------------------===*/

#include "Common.h"

/* One slot per warp (at most 1024 / 32 warps in a block). Without an
 * initializer: AMDGPU's LDS cannot have one (ld.lld: "unsupported
 * initializer for address space"), and every use writes a slot first. */
static __attribute__((address_space(3),
                      loader_uninitialized)) uint64_t ReduceSlots[32];

/* A 128-bit type's slots (complex double): a kernel has them only if it
   reduces such a type, the others keep their 256 bytes. */
static __attribute__((address_space(3),
                      loader_uninitialized)) uint128_t ReduceSlotsWide[32];
#define HIER_SLOTS_8 ReduceSlots
#define HIER_SLOTS_16 ReduceSlots
#define HIER_SLOTS_32 ReduceSlots
#define HIER_SLOTS_64 ReduceSlots
#define HIER_SLOTS_128 ReduceSlotsWide

/* Where a team slot's count of teams is, after `bytes` of values: the
   first multiple of HIER_LIMIT_SLOT_COUNT_OFFSET at or after them (16 for
   one value; __hier_team_slot allocates the same). */
static inline uint32_t slotCountOffset(uint32_t bytes) {
  return (bytes + HIER_LIMIT_SLOT_COUNT_OFFSET - 1) /
         HIER_LIMIT_SLOT_COUNT_OFFSET * HIER_LIMIT_SLOT_COUNT_OFFSET;
}

/* The lock of a complex number's team fold (HIER_FOLD_LOCKED). */
static uint32_t WideFoldLock;

/* The entry points of each type (hier/HierABI.def's reduce collective and the
   team folds): a definition that differs is a compile error. */
#define HIER_REDUCTION_PROTOTYPES(T, SFX)                                      \
  HIER_RT T __hier_rt_reduce_x_##SFX(int op, T v, uint32_t lanes);             \
  HIER_RT T __hier_rt_reduce_y_##SFX(int op, T v, uint32_t lanes);             \
  HIER_RT T __hier_rt_reduce_flat_##SFX(int op, T v, uint32_t lanes);          \
  HIER_RT void __hier_team_combine_##SFX(int op, T *dst, T v);                 \
  HIER_RT void __hier_team_publish_##SFX(int op, T *acc, T *res, T v,          \
                                         T identity);                          \
  HIER_RT void __hier_team_combine_n_##SFX(int op, T *dst, const T *v,         \
                                           uint32_t n);                        \
  HIER_RT void __hier_team_publish_n_##SFX(int op, T *acc, T *res, const T *v, \
                                           uint32_t n, T identity);

_Static_assert(sizeof(ReduceSlots) / sizeof(ReduceSlots[0]) ==
                   HIER_LIMIT_WARP_SLOTS,
               "one reduction slot per warp, as hier/HierABI.def says");

/* Orders this thread's memory operations before and after it for every
   thread of the device (CUDA's __threadfence). */
static inline void deviceFence(void) {
#ifdef __NVPTX__
  __nvvm_membar_gl();
#else
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
#endif
}

/* NVPTX has a butterfly shuffle; gpuintrin's indexed shuffle adds a test of
   the source lane's bit in the mask, which a butterfly within the group does
   not need. */
#ifdef __NVPTX__
#define HIER_BUTTERFLY_32(mask, lane, d, x)                                    \
  ((uint32_t)__nvvm_shfl_sync_bfly_i32((uint32_t)(mask), (int)(x), (int)(d),   \
                                       0x1f))
#define HIER_BUTTERFLY_64(mask, lane, d, x)                                    \
  ((uint64_t)HIER_BUTTERFLY_32(mask, lane, d, (uint32_t)((x) >> 32)) << 32 |   \
   HIER_BUTTERFLY_32(mask, lane, d, (uint32_t)(x)))
#else
#define HIER_BUTTERFLY_32(mask, lane, d, x)                                    \
  HIER_SHUFFLE_32(mask, (lane) ^ (d), x)
#define HIER_BUTTERFLY_64(mask, lane, d, x)                                    \
  HIER_SHUFFLE_64(mask, (lane) ^ (d), x)
#endif
#define HIER_BUTTERFLY_128(mask, lane, d, x)                                   \
  ((uint128_t)HIER_BUTTERFLY_64(mask, lane, d, (uint64_t)((x) >> 64)) << 64 |  \
   HIER_BUTTERFLY_64(mask, lane, d, (uint64_t)(x)))
#define HIER_BUTTERFLY_16(mask, lane, d, x)                                    \
  ((uint16_t)HIER_BUTTERFLY_32(mask, lane, d, (uint32_t)(x)))
#define HIER_BUTTERFLY_8(mask, lane, d, x)                                     \
  ((uint8_t)HIER_BUTTERFLY_32(mask, lane, d, (uint32_t)(x)))

#define HIER_REDUCTIONS(T, SFX, BITS, COMMON, BITWISE, ATOMIC_ARITH,           \
                        ATOMIC_BITWISE, FOLD)                                  \
  typedef union {                                                              \
    T value;                                                                   \
    uint##BITS##_t bits;                                                       \
  } Bits_##SFX;                                                                \
                                                                               \
  static inline T combine_##SFX(int op, T a, T b) {                            \
    switch (op) {                                                              \
      COMMON(a, b)                                                             \
      BITWISE(a, b)                                                            \
    }                                                                          \
    return a;                                                                  \
  }                                                                            \
                                                                               \
  static inline T shuffle_##SFX(uint64_t mask, uint32_t src, T v) {            \
    Bits_##SFX in = {v}, out;                                                  \
    out.bits = HIER_SHUFFLE_##BITS(mask, src, in.bits);                        \
    return out.value;                                                          \
  }                                                                            \
                                                                               \
  /* The value of lane `lane ^ d` (d within the group). */                     \
  static inline T butterfly_##SFX(uint64_t mask, uint32_t lane, uint32_t d,    \
                                  T v) {                                       \
    Bits_##SFX in = {v}, out;                                                  \
    out.bits = HIER_BUTTERFLY_##BITS(mask, lane, d, in.bits);                  \
    return out.value;                                                          \
  }                                                                            \
                                                                               \
  /* lanes: the vector group's width when the front end knows it (a            \
     constant after inlining: the butterfly unrolls), else 0. */               \
  HIER_RT T __hier_rt_reduce_x_##SFX(int op, T v, uint32_t lanes) {            \
    uint32_t width = lanes ? lanes : __gpu_num_threads_x();                    \
    uint32_t lane = __gpu_lane_id();                                           \
    uint32_t base = lane & ~(width - 1);                                       \
    uint64_t mask = (width >= 64 ? ~0ull : ((1ull << width) - 1)) << base;     \
    __gpu_sync_lane(mask);                                                     \
    for (uint32_t d = width / 2; d > 0; d /= 2)                                \
      v = combine_##SFX(op, v, butterfly_##SFX(mask, lane, d, v));             \
    return v;                                                                  \
  }                                                                            \
                                                                               \
  /* Over the team: lanes at multiples of `stride` in the flat thread order    \
     carry the values (stride 1: every lane; blockDim.x: lane 0 of each        \
     thread). */                                                               \
  static inline T reduceTeam_##SFX(int op, T v, uint32_t stride) {             \
    uint32_t lane = __gpu_lane_id();                                           \
    uint32_t warpBase = flatThreadId() - lane;                                 \
    uint32_t inWarp = opaqueU32(blockThreads() - warpBase);                    \
    uint64_t mask = warpMask(inWarp);                                          \
    __gpu_sync_lane(mask);                                                     \
    for (uint32_t d = stride; d < __gpu_num_lanes(); d *= 2) {                 \
      uint32_t src = lane + d < inWarp ? lane + d : lane;                      \
      T other = shuffle_##SFX(mask, src, v);                                   \
      if ((lane & (2 * d - 1)) == 0 && lane + d < inWarp)                      \
        v = combine_##SFX(op, v, other);                                       \
    }                                                                          \
    uint32_t warps =                                                           \
        (blockThreads() + __gpu_num_lanes() - 1) / __gpu_num_lanes();          \
    if (lane == 0) {                                                           \
      Bits_##SFX b = {v};                                                      \
      HIER_SLOTS_##BITS[warpBase / __gpu_num_lanes()] = b.bits;                \
    }                                                                          \
    __gpu_sync_threads();                                                      \
    Bits_##SFX first;                                                          \
    first.bits = (uint##BITS##_t)HIER_SLOTS_##BITS[0];                         \
    T result = first.value;                                                    \
    for (uint32_t w = 1; w < warps; ++w) {                                     \
      Bits_##SFX next;                                                         \
      next.bits = (uint##BITS##_t)HIER_SLOTS_##BITS[w];                        \
      result = combine_##SFX(op, result, next.value);                          \
    }                                                                          \
    /* The slots are read by all before the next reduction writes them. */     \
    __gpu_sync_threads();                                                      \
    return result;                                                             \
  }                                                                            \
                                                                               \
  HIER_RT T __hier_rt_reduce_y_##SFX(int op, T v, uint32_t lanes) {            \
    return reduceTeam_##SFX(op, v, lanes ? lanes : __gpu_num_threads_x());     \
  }                                                                            \
                                                                               \
  HIER_RT T __hier_rt_reduce_flat_##SFX(int op, T v, uint32_t lanes) {         \
    (void)lanes;                                                               \
    return reduceTeam_##SFX(op, v, 1);                                         \
  }                                                                            \
                                                                               \
  /* Folds \p v into *dst: a native device-scope atomic where there is one     \
     for the operator, else a compare-and-swap loop (device scope: only this   \
     GPU's teams race). */                                                     \
  static inline void atomicCombine_##SFX(int op, T *dst, T v) {                \
    switch (op) {                                                              \
      ATOMIC_ARITH(dst, v)                                                     \
      ATOMIC_BITWISE(dst, v)                                                   \
    }                                                                          \
    FOLD(SFX, BITS)                                                            \
  }                                                                            \
                                                                               \
  /* A team reduction into a mapped original (a region with nowait or          \
     device): one thread per team folds the team's value into it. */           \
  HIER_RT void __hier_team_combine_##SFX(int op, T *dst, T v) {                \
    if (flatThreadId() == 0)                                                   \
      atomicCombine_##SFX(op, dst, v);                                         \
  }                                                                            \
                                                                               \
  /* The same for the n elements of an array section, thread 0's copy of       \
     them: one atomic per element, one after the other (the section is         \
     short: HIER_LIMIT_TEAM_SECTION_ELEMENTS). */                              \
  HIER_RT void __hier_team_combine_n_##SFX(int op, T *dst, const T *v,         \
                                           uint32_t n) {                       \
    if (flatThreadId() == 0)                                                   \
      for (uint32_t e = 0; e < n; ++e)                                         \
        atomicCombine_##SFX(op, dst + e, v[e]);                                \
  }                                                                            \
                                                                               \
  /* A team reduction of a synchronous region (__hier_team_slot in             \
     hier/__hier_reductions.h), of n elements (1 for a variable):              \
     one thread per team folds the team's values into the accumulator in       \
     device memory, `acc`, and counts its team after them (at the first        \
     multiple of 16 bytes after the values); the last team to count writes     \
     the totals to `res`, host memory the host reads after the launch, and     \
     leaves the accumulator as it found it (identities, count 0) for the next  \
     launch. A fence orders each team's folds before its count, and the last   \
     team's reads after it (CUDA's threadFenceReduction: the NVPTX back end    \
     drops the ordering of an atomic read-modify-write). */                    \
  static inline void publish_##SFX(int op, T *acc, T *res, const T *v,         \
                                   uint32_t n, T identity) {                   \
    if (flatThreadId() != 0)                                                   \
      return;                                                                  \
    for (uint32_t e = 0; e < n; ++e)                                           \
      atomicCombine_##SFX(op, acc + e, v[e]);                                  \
    uint32_t *count =                                                          \
        (uint32_t *)((char *)acc + slotCountOffset(n * (uint32_t)sizeof(T)));  \
    uint32_t teams =                                                           \
        __gpu_num_blocks_x() * __gpu_num_blocks_y() * __gpu_num_blocks_z();    \
    deviceFence();                                                             \
    if (__scoped_atomic_fetch_add(count, 1u, __ATOMIC_RELAXED,                 \
                                  __MEMORY_SCOPE_DEVICE) != teams - 1)         \
      return;                                                                  \
    deviceFence();                                                             \
    Bits_##SFX reset = {identity};                                             \
    for (uint32_t e = 0; e < n; ++e) {                                         \
      Bits_##SFX total;                                                        \
      total.bits = HIER_LOAD_##BITS(acc + e);                                  \
      res[e] = total.value;                                                    \
      HIER_STORE_##BITS(acc + e, reset.bits);                                  \
    }                                                                          \
    __scoped_atomic_store_n(count, 0u, __ATOMIC_RELAXED,                       \
                            __MEMORY_SCOPE_DEVICE);                            \
  }                                                                            \
                                                                               \
  HIER_RT void __hier_team_publish_##SFX(int op, T *acc, T *res, T v,          \
                                         T identity) {                         \
    publish_##SFX(op, acc, res, &v, 1, identity);                              \
  }                                                                            \
                                                                               \
  HIER_RT void __hier_team_publish_n_##SFX(int op, T *acc, T *res, const T *v, \
                                           uint32_t n, T identity) {           \
    publish_##SFX(op, acc, res, v, n, identity);                               \
  }

/* The compare-and-swap loop that folds `v` into `*dst` where no native
   atomic applies; a complex number folds under a lock instead (one thread
   of a team takes it): a complex double has no compare-and-swap on most
   GPUs, and a complex float may be aligned to 4 bytes only. */
#define HIER_FOLD_CAS(SFX, BITS)                                               \
  Bits_##SFX old, updated;                                                     \
  old.bits = __scoped_atomic_load_n((uint##BITS##_t *)dst, __ATOMIC_RELAXED,   \
                                    __MEMORY_SCOPE_DEVICE);                    \
  do                                                                           \
    updated.value = combine_##SFX(op, old.value, v);                           \
  while (!__scoped_atomic_compare_exchange_n(                                  \
      (uint##BITS##_t *)dst, &old.bits, updated.bits, 0, __ATOMIC_RELAXED,     \
      __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE));
#define HIER_FOLD_LOCKED(SFX, BITS)                                            \
  while (__scoped_atomic_exchange_n(&WideFoldLock, 1u, __ATOMIC_RELAXED,       \
                                    __MEMORY_SCOPE_DEVICE))                    \
    ;                                                                          \
  deviceFence();                                                               \
  *(volatile __typeof__(v) *)dst =                                             \
      combine_##SFX(op, *(volatile __typeof__(v) *)dst, v);                    \
  deviceFence();                                                               \
  __scoped_atomic_store_n(&WideFoldLock, 0u, __ATOMIC_RELAXED,                 \
                          __MEMORY_SCOPE_DEVICE);

/* The last team's read and reset of the accumulator (every team has folded
   into it: a 128-bit value may be read as two halves). */
#define HIER_LOAD_N(N, p)                                                      \
  __scoped_atomic_load_n((uint##N##_t *)(p), __ATOMIC_RELAXED,                 \
                         __MEMORY_SCOPE_DEVICE)
#define HIER_STORE_N(N, p, x)                                                  \
  __scoped_atomic_store_n((uint##N##_t *)(p), x, __ATOMIC_RELAXED,             \
                          __MEMORY_SCOPE_DEVICE)
#define HIER_LOAD_8(p) HIER_LOAD_N(8, p)
#define HIER_LOAD_16(p) HIER_LOAD_N(16, p)
#define HIER_LOAD_32(p) HIER_LOAD_N(32, p)
#define HIER_LOAD_64(p) HIER_LOAD_N(64, p)
#define HIER_LOAD_128(p)                                                       \
  ((uint128_t)HIER_LOAD_N(64, (uint64_t *)(p) + 1) << 64 | HIER_LOAD_N(64, p))
#define HIER_STORE_8(p, x) HIER_STORE_N(8, p, x)
#define HIER_STORE_16(p, x) HIER_STORE_N(16, p, x)
#define HIER_STORE_32(p, x) HIER_STORE_N(32, p, x)
#define HIER_STORE_64(p, x) HIER_STORE_N(64, p, x)
#define HIER_STORE_128(p, x)                                                   \
  (HIER_STORE_N(64, p, (uint64_t)(x)),                                         \
   HIER_STORE_N(64, (uint64_t *)(p) + 1, (uint64_t)((x) >> 64)))

/* A complex sum: one atomic add per part. */
#define HIER_ATOMIC_COMPLEX_ADD(dst, v)                                        \
  case HIER_OP_ADD:                                                            \
    __scoped_atomic_fetch_add((__typeof__(__real__ v) *)dst, __real__ v,       \
                              __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);        \
    __scoped_atomic_fetch_add((__typeof__(__real__ v) *)dst + 1, __imag__ v,   \
                              __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);        \
    return;
#define HIER_ATOMIC_ARITH(dst, v)                                              \
  case HIER_OP_ADD:                                                            \
    __scoped_atomic_fetch_add(dst, v, __ATOMIC_RELAXED,                        \
                              __MEMORY_SCOPE_DEVICE);                          \
    return;                                                                    \
  case HIER_OP_MIN:                                                            \
    __scoped_atomic_fetch_min(dst, v, __ATOMIC_RELAXED,                        \
                              __MEMORY_SCOPE_DEVICE);                          \
    return;                                                                    \
  case HIER_OP_MAX:                                                            \
    __scoped_atomic_fetch_max(dst, v, __ATOMIC_RELAXED,                        \
                              __MEMORY_SCOPE_DEVICE);                          \
    return;
#define HIER_ATOMIC_BITWISE(dst, v)                                            \
  case HIER_OP_BAND:                                                           \
    __scoped_atomic_fetch_and(dst, v, __ATOMIC_RELAXED,                        \
                              __MEMORY_SCOPE_DEVICE);                          \
    return;                                                                    \
  case HIER_OP_BOR:                                                            \
    __scoped_atomic_fetch_or(dst, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE); \
    return;                                                                    \
  case HIER_OP_BXOR:                                                           \
    __scoped_atomic_fetch_xor(dst, v, __ATOMIC_RELAXED,                        \
                              __MEMORY_SCOPE_DEVICE);                          \
    return;
#define HIER_ATOMIC_NONE(dst, v)

/* The types of hier/HierABI.def; the bitwise operators where it says so.
   Native atomics for 32 and 64 bits; a narrower type folds with a
   compare-and-swap loop of its width (the targets widen it to the word that
   holds it; _Bool has no atomic arithmetic at all). */
#define HIER_COMBINE_BITWISE_1 HIER_COMBINE_BITWISE
#define HIER_COMBINE_BITWISE_0 HIER_COMBINE_NONE
#define HIER_ATOMIC_ARITH_64 HIER_ATOMIC_ARITH
#define HIER_ATOMIC_ARITH_32 HIER_ATOMIC_ARITH
#define HIER_ATOMIC_ARITH_16 HIER_ATOMIC_NONE
#define HIER_ATOMIC_ARITH_8 HIER_ATOMIC_NONE
#define HIER_ATOMIC_BITWISE_1_64 HIER_ATOMIC_BITWISE
#define HIER_ATOMIC_BITWISE_1_32 HIER_ATOMIC_BITWISE
#define HIER_ATOMIC_BITWISE_1_16 HIER_ATOMIC_NONE
#define HIER_ATOMIC_BITWISE_1_8 HIER_ATOMIC_NONE
#define HIER_ATOMIC_BITWISE_0_64 HIER_ATOMIC_NONE
#define HIER_ATOMIC_BITWISE_0_32 HIER_ATOMIC_NONE
#define HIER_REDUCTION_TYPE(T, SFX, BITS, BITWISE, CLANG_KIND)                 \
  HIER_REDUCTION_PROTOTYPES(T, SFX)                                            \
  HIER_REDUCTIONS(T, SFX, BITS, HIER_COMBINE_COMMON,                           \
                  HIER_COMBINE_BITWISE_##BITWISE, HIER_ATOMIC_ARITH_##BITS,    \
                  HIER_ATOMIC_BITWISE_##BITWISE##_##BITS, HIER_FOLD_CAS)
#define HIER_REDUCTION_COMPLEX(T, SFX, BITS, ELEMENT, ELEMENT_KIND)            \
  HIER_REDUCTION_PROTOTYPES(T, SFX)                                            \
  HIER_REDUCTIONS(T, SFX, BITS, HIER_COMBINE_COMPLEX, HIER_COMBINE_NONE,       \
                  HIER_ATOMIC_COMPLEX_ADD, HIER_ATOMIC_NONE, HIER_FOLD_LOCKED)
#include "hier/HierABI.def"

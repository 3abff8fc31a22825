/*===- Common.h - what the device runtime's sources share -----------------===*
 *
 * The block's thread numbering, the masks of a warp's lanes, the combining
 * operators and the shuffles that Reductions.c and Scans.c both use.
 *===----------------------------------------------------------------------===*/

#ifndef HIER_DEVICERTL_COMMON_H
#define HIER_DEVICERTL_COMMON_H

#include <gpuintrin.h>
#include <stdint.h>

#include "hier/abi.h"

/* HierABI.def's name of the boolean type (bool in C++). */
typedef _Bool __hier_bool;
typedef unsigned __int128 uint128_t;

#define HIER_RT __attribute__((always_inline))

static inline uint32_t flatThreadId(void) {
  return __gpu_thread_id_y() * __gpu_num_threads_x() + __gpu_thread_id_x();
}

static inline uint32_t blockThreads(void) {
  return __gpu_num_threads_x() * __gpu_num_threads_y();
}

/* \p x, which the optimizer may no longer treat as loop-invariant. A team
   reduction's per-warp masks and shuffle sources depend only on the block
   shape; LICM would hoist them out of the league loop around the reduction
   and keep a dozen registers live through the hot loops of every team
   iteration, costing blocks per SM (docs/design.md, section "Reductions",
   has the numbers). Recomputing them costs a few integer instructions per
   reduction. */
static inline uint32_t opaqueU32(uint32_t x) {
#ifdef __NVPTX__
  __asm__ volatile("" : "+r"(x));
#else
  __asm__ volatile("" : "+v"(x));
#endif
  return x;
}

/* The lanes of this warp that belong to the block, \p inWarp of them (the
   last warp of a block whose size is no multiple of the warp size is
   partial). */
static inline uint64_t warpMask(uint32_t inWarp) {
  if (inWarp >= __gpu_num_lanes())
    return __gpu_num_lanes() == 64 ? ~0ull : (1ull << __gpu_num_lanes()) - 1;
  return (1ull << inWarp) - 1;
}

#define HIER_COMBINE_COMMON(a, b)                                              \
  case HIER_OP_ADD:                                                            \
    return a + b;                                                              \
  case HIER_OP_MUL:                                                            \
    return a * b;                                                              \
  case HIER_OP_MIN:                                                            \
    return b < a ? b : a;                                                      \
  case HIER_OP_MAX:                                                            \
    return b > a ? b : a;                                                      \
  case HIER_OP_LAND:                                                           \
    return a && b;                                                             \
  case HIER_OP_LOR:                                                            \
    return a || b;
#define HIER_COMBINE_BITWISE(a, b)                                             \
  case HIER_OP_BAND:                                                           \
    return a & b;                                                              \
  case HIER_OP_BOR:                                                            \
    return a | b;                                                              \
  case HIER_OP_BXOR:                                                           \
    return a ^ b;
#define HIER_COMBINE_NONE(a, b)
/* Complex numbers: + and *, the product written out (`*` on _Complex calls
   __mulsc3, which the device does not have). */
#define HIER_COMBINE_COMPLEX(a, b)                                             \
  case HIER_OP_ADD:                                                            \
    return a + b;                                                              \
  case HIER_OP_MUL:                                                            \
    return __builtin_complex(                                                  \
        __real__ a * __real__ b - __imag__ a * __imag__ b,                     \
        __real__ a * __imag__ b + __imag__ a * __real__ b);

/* Shuffles move 32 or 64 bits; BITS is the type's width. A narrower type
   travels widened to 32 bits, a 128-bit one as two halves. */
#define HIER_SHUFFLE_32(mask, src, x)                                          \
  __gpu_shuffle_idx_u32(mask, src, x, __gpu_num_lanes())
#define HIER_SHUFFLE_16(mask, src, x)                                          \
  ((uint16_t)HIER_SHUFFLE_32(mask, src, (uint32_t)(x)))
#define HIER_SHUFFLE_8(mask, src, x)                                           \
  ((uint8_t)HIER_SHUFFLE_32(mask, src, (uint32_t)(x)))
#define HIER_SHUFFLE_64(mask, src, x)                                          \
  __gpu_shuffle_idx_u64(mask, src, x, __gpu_num_lanes())
#define HIER_SHUFFLE_128(mask, src, x)                                         \
  ((uint128_t)HIER_SHUFFLE_64(mask, src, (uint64_t)((x) >> 64)) << 64 |        \
   HIER_SHUFFLE_64(mask, src, (uint64_t)(x)))

#endif /* HIER_DEVICERTL_COMMON_H */

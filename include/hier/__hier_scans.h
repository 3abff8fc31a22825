/*===- hier/__hier_scans.h - scans per type --------------------------------===*
 *
 * Private (see __hier_builtins.h). The marker of a scan, per reduction type
 * T with suffix SFX (hier/HierABI.def):
 *
 *   T __hier_scan_SFX(LEVEL, ID, OP, LANES, MODE, carry, v)
 *
 * over the members of loop ID's level, one round of the loop's iterations
 * (one iteration per member, in the members' order): MODE 1 gives carry
 * combined with the values of the members before this one (the exclusive
 * scan), MODE 2 carry combined with every member's value (the carry of the
 * next round). docs/design.md, "Scans", has the code around it. On a GPU
 * hier-lower replaces it by __hier_rt_scan_{x,y,flat}_SFX (devicertl/
 * Scans.c); on the host one thread runs the loop, one iteration a round,
 * except in SPMD host mode, where the members combine as on the GPU.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_SCANS_H
#define __HIER_SCANS_H

#define __HIER_SCAN_MODE_EXCLUSIVE 1
#define __HIER_SCAN_MODE_TOTAL 2

#ifdef __HIER_GPU
#define __HIER_SCAN(T, SFX)                                                    \
  __HIER_EXTERN_C __HIER_NOTHROW T __hier_scan_##SFX(int, int, int, int, int,  \
                                                     T, T);
#else
#ifdef HIER_HOST_SPMD
/* SPMD host mode: every member leaves its value in the reductions' slots
   (__hier_spmd.h), one barrier, and each folds the values it needs in the
   members' order: a thread loop with a vector loop has lane 0 of each
   thread as its members, in thread order; a vector loop the lanes of its
   thread; the others every thread. */
#define __HIER_SCAN_SPMD(T, SFX)                                               \
  __HIER_FN T __hier_spmd_scan_##SFX(int __level, int __op, int __mode,        \
                                     T __carry, T __v) {                       \
    int __first, __step;                                                       \
    int __n = __hier_spmd_reduce_members(__level, &__first, &__step);          \
    int __me = __level == 2   ? __hier_spmd_self.__tx                          \
               : __level == 1 ? __hier_spmd_self.__ty                          \
                              : __hier_spmd_self.__rank;                       \
    unsigned char (*__slots)[16] = __hier_spmd_reduce_slots(__level);          \
    __builtin_memcpy(__slots[__hier_spmd_self.__rank], &__v, sizeof __v);      \
    __hier_spmd_reduce_sync(__level);                                          \
    int __end = __mode == __HIER_SCAN_MODE_EXCLUSIVE ? __me : __n;             \
    for (int __i = 0; __i < __end; ++__i) {                                    \
      T __other;                                                               \
      __builtin_memcpy(&__other, __slots[__first + __i * __step],              \
                       sizeof __other);                                        \
      __carry = __hier_combine_##SFX(__op, __carry, __other);                  \
    }                                                                          \
    return __carry;                                                            \
  }
#define __HIER_SCAN_SPMD_CALL(SFX)                                             \
  if (__hier_spmd_self.__team)                                                 \
    return __hier_spmd_scan_##SFX(__l, __op, __mode, __carry, __v);
#else
#define __HIER_SCAN_SPMD(T, SFX)
#define __HIER_SCAN_SPMD_CALL(SFX)
#endif
/* One member: the exclusive scan is the carry, the total the carry and the
   value. */
#define __HIER_SCAN(T, SFX)                                                    \
  __HIER_SCAN_SPMD(T, SFX)                                                     \
  __HIER_FN T __hier_scan_##SFX(int __l, int __id, int __op, int __lanes,      \
                                int __mode, T __carry, T __v) {                \
    (void)__l, (void)__id, (void)__lanes;                                      \
    __HIER_SCAN_SPMD_CALL(SFX)                                                 \
    return __mode == __HIER_SCAN_MODE_EXCLUSIVE                                \
               ? __carry                                                       \
               : __hier_combine_##SFX(__op, __carry, __v);                     \
  }
#endif

#define HIER_REDUCTION_TYPE(T, SFX, BITS, BITWISE, CLANG_KIND)                 \
  __HIER_SCAN(T, SFX)
#define HIER_REDUCTION_COMPLEX(T, SFX, BITS, ELEMENT, ELEMENT_KIND)            \
  __HIER_SCAN(T, SFX)
#include "HierABI.def"
__HIER_EXTERN_C __HIER_NOTHROW int __hier_scan_unsupported(int, ...);

#undef __HIER_SCAN
#undef __HIER_SCAN_SPMD
#undef __HIER_SCAN_SPMD_CALL

#endif /* __HIER_SCANS_H */

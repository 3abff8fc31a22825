/*===- hier/__hier_builtins.h - what every hier translation unit sees ------===*
 *
 * Private: the plugin includes this header at the end of the predefines
 * buffer of every file it compiles (after defining __HIER__ and the version
 * macros, see plugin/Builtins.cpp); users never include it. It holds the
 * functions the generated loops call (hier/abi.h names them). On the host
 * they are defined here, inline, so that the host fallback is correct without
 * any LLVM pass (no pass runs in the host front-end job, and the plugin is
 * not loaded as a pass plugin in the host back-end job): the league loop is
 * split over the host teams, thread and vector loops run sequentially. On a
 * GPU they are declarations that the hier-lower pass replaces, or functions
 * of hier's device runtime (devicertl/).
 *
 * It is a system header, so that -Wall, -Wextra, -Wconversion, -pedantic or
 * -ffast-math never warn about hier's own code. Its parts, one job each:
 *   __hier_state.h       host state that exists once per program
 *   __hier_launch.h      the launch's grid and its checks (CUDA driver queries)
 *   __hier_reductions.h  identities, operators and combinations per type
 *   __hier_scans.h       the scan marker per type
 *   __hier_user_reductions.h  the exchanges of a declare reduction's tree
 *   __hier_pointers.h    unmapped pointers a region dereferences, before a
 *                        GPU launch
 *   __hier_spmd.h        SPMD host mode (-DHIER_HOST_SPMD, HIER_HOST_SPMD=1)
 *   __hier_stream.h      the calling thread's queue of 'nowait' teams
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_BUILTINS_H
#define __HIER_BUILTINS_H

/* None of these throw: without the attribute every hier loop in C++ would
   carry an exception landing pad calling std::terminate. */
#define __HIER_NOTHROW __attribute__((__nothrow__))
#ifdef __cplusplus
#define __HIER_EXTERN_C extern "C"
#define __HIER_BEGIN_EXTERN_C extern "C" {
#define __HIER_END_EXTERN_C }
#else
#define __HIER_EXTERN_C
#define __HIER_BEGIN_EXTERN_C
#define __HIER_END_EXTERN_C
#endif
/* Static: a translation unit that does not use one emits nothing for it (and
   needs none of the libraries it calls). State shared between translation
   units is in __hier_state.h. */
#define __HIER_FN static inline __HIER_NOTHROW
#if defined(__NVPTX__) || defined(__AMDGPU__)
#define __HIER_GPU 1
#endif

__HIER_EXTERN_C __HIER_NOTHROW int omp_get_team_num(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_num_teams(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_num_devices(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_num_procs(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_default_device(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_initial_device(void);
__HIER_EXTERN_C __HIER_NOTHROW void *omp_target_alloc(__SIZE_TYPE__, int);
__HIER_EXTERN_C __HIER_NOTHROW void omp_target_free(void *, int);
__HIER_EXTERN_C __HIER_NOTHROW int omp_target_memcpy(void *, const void *,
                                                     __SIZE_TYPE__,
                                                     __SIZE_TYPE__,
                                                     __SIZE_TYPE__, int, int);
__HIER_EXTERN_C __HIER_NOTHROW int omp_target_is_present(const void *, int);
__HIER_EXTERN_C __HIER_NOTHROW int omp_target_is_accessible(const void *,
                                                            __SIZE_TYPE__, int);
/* LLVM's offload runtime: host memory that its devices can read and write. */
__HIER_EXTERN_C __HIER_NOTHROW void *llvm_omp_target_alloc_host(__SIZE_TYPE__,
                                                                int);
#if defined(HIER_HOST_SPMD) && !defined(__HIER_GPU)
/* What SPMD host mode calls (__hier_spmd.h). */
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_thread_num(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_num_threads(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_active_level(void);
__HIER_EXTERN_C __HIER_NOTHROW int omp_get_max_active_levels(void);
__HIER_EXTERN_C __HIER_NOTHROW void omp_set_max_active_levels(int);
__HIER_EXTERN_C __HIER_NOTHROW int kmp_get_blocktime(void);
__HIER_EXTERN_C __HIER_NOTHROW void kmp_set_blocktime(int);
#endif
/* omp_pteam_mem_alloc, the allocator of '#pragma hier shared'; after the
   declarations above, which add that these do not throw. */
#if __has_include(<omp.h>)
#include <omp.h>
#endif

#include "__hier_state.h"
#include "__hier_stream.h"

#ifdef __HIER_GPU
__HIER_EXTERN_C __HIER_NOTHROW unsigned long long __hier_begin(int __level,
                                                               int __id);
__HIER_EXTERN_C __HIER_NOTHROW unsigned long long __hier_stride(int __level,
                                                                int __id);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_barrier(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_readonly(const char *__name, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_label(const char *__name);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_shape(int __lanes,
                                                      int __threads, int __how);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_single_team_leader(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_single_team_sync(void);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_single_thread_leader(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_single_thread_sync(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_single_team_put(unsigned __i,
                                                           unsigned __w);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_single_team_get(unsigned __i,
                                                               unsigned __w);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_single_thread_bcast(unsigned);
/* Team scratch is the block's dynamic shared memory: nothing to allocate. */
__HIER_FN int __hier_host_scratch_enter(unsigned long long __bytes) {
  (void)__bytes;
  return 1;
}
__HIER_FN int __hier_host_scratch_exit(void) { return 0; }
#elif defined(HIER_HOST_SPMD)
/* SPMD host mode (__hier_spmd.h): the same functions for a thread that runs
   a GPU thread's part of a team, and as below for any other. */
__HIER_FN int __hier_lanes(long long __vl);
__HIER_FN void __hier_launch_error(const char *__what, long long __value,
                                   const char *__why, long long __limit);
#include "__hier_spmd.h"
__HIER_FN unsigned long long __hier_begin(int __level, int __id) {
  (void)__id;
  if (__level == 0)
    return (unsigned long long)omp_get_team_num();
  return __hier_spmd_self.__team ? __hier_spmd_begin(__level) : 0ULL;
}
__HIER_FN unsigned long long __hier_stride(int __level, int __id) {
  (void)__id;
  if (__level == 0) {
    if (__hier_spmd_self.__per_iteration)
      __hier_spmd_barrier();
    return (unsigned long long)omp_get_num_teams();
  }
  return __hier_spmd_self.__team ? __hier_spmd_stride(__level) : 1ULL;
}
__HIER_FN void __hier_barrier(void) { __hier_spmd_barrier(); }
__HIER_FN void __hier_readonly(const char *__name, ...) { (void)__name; }
/* Removed from the host's module by hier-kernel-labels, after naming the
   offload entry; a no-op where nothing ran it. C linkage: the pass finds it
   by this name in C++ too. */
__HIER_BEGIN_EXTERN_C
__HIER_FN void __hier_label(const char *__name) { (void)__name; }
__HIER_END_EXTERN_C
__HIER_FN void __hier_team_shape(int __lanes, int __threads, int __how) {
  (void)__lanes, (void)__threads;
  __hier_spmd_self.__per_iteration =
      __hier_spmd_self.__team &&
      (__how & 8 /* HIER_SHAPE_TEAM_PER_ITERATION */);
}
/* Thread (0,0) of the team, then a barrier; one lane of the thread, then a
   sync of its lanes, or every lane in a thread loop spread over the block. */
__HIER_FN int __hier_single_team_leader(void) {
  return __hier_spmd_self.__rank == 0 || !__hier_spmd_self.__team;
}
__HIER_FN void __hier_single_team_sync(void) { __hier_spmd_barrier(); }
__HIER_FN int __hier_single_thread_leader(void) {
  return !__hier_spmd_self.__team || __hier_spmd_self.__flat_loop ||
         __hier_spmd_self.__tx == 0;
}
__HIER_FN void __hier_single_thread_sync(void) {
  if (!__hier_spmd_self.__flat_loop)
    __hier_spmd_group_barrier();
}
/* copyprivate: thread (0,0)'s words through the team's broadcast buffer
   (between the single's barrier and a second one), lane 0's to its
   thread's lanes. */
__HIER_FN void __hier_single_team_put(unsigned __i, unsigned __w) {
  if (__hier_spmd_self.__team && __i < 64 /* HIER_LIMIT_BROADCAST_WORDS */)
    __hier_spmd_self.__team->__broadcast[__i] = __w;
}
__HIER_FN unsigned __hier_single_team_get(unsigned __i, unsigned __w) {
  return __hier_spmd_self.__team && __i < 64
             ? __hier_spmd_self.__team->__broadcast[__i]
             : __w;
}
__HIER_FN unsigned __hier_single_thread_bcast(unsigned __w) {
  if (!__hier_spmd_self.__team || __hier_spmd_self.__flat_loop)
    return __w;
  return __hier_spmd_group_bcast(__w);
}
/* Thread 0 allocates the team's scratch, every thread sees it; thread 0
   frees it once all are done. */
__HIER_FN int __hier_host_scratch_enter(unsigned long long __bytes) {
  void *__p = 0;
  if (__hier_spmd_self.__rank == 0 || !__hier_spmd_self.__team)
    __p = __builtin_malloc(__bytes ? (__SIZE_TYPE__)__bytes : 1);
  __hier_thread_state.__scratch = __hier_spmd_handoff(__p);
  return 1;
}
__HIER_FN int __hier_host_scratch_exit(void) {
  __hier_spmd_barrier();
  if (__hier_spmd_self.__rank == 0 || !__hier_spmd_self.__team)
    __builtin_free(__hier_thread_state.__scratch);
  __hier_thread_state.__scratch = 0;
  return 0;
}
__HIER_FN void *__hier_host_scratch_base(void) {
  return __hier_thread_state.__scratch;
}
#else
__HIER_FN unsigned long long __hier_begin(int __level, int __id) {
  (void)__id;
  return __level == 0 ? (unsigned long long)omp_get_team_num() : 0ULL;
}
__HIER_FN unsigned long long __hier_stride(int __level, int __id) {
  (void)__id;
  return __level == 0 ? (unsigned long long)omp_get_num_teams() : 1ULL;
}
__HIER_FN void __hier_barrier(void) {}
__HIER_FN void __hier_readonly(const char *__name, ...) { (void)__name; }
/* Removed from the host's module by hier-kernel-labels, after naming the
   offload entry; a no-op where nothing ran it. C linkage: the pass finds it
   by this name in C++ too. */
__HIER_BEGIN_EXTERN_C
__HIER_FN void __hier_label(const char *__name) { (void)__name; }
__HIER_END_EXTERN_C
__HIER_FN void __hier_team_shape(int __lanes, int __threads, int __how) {
  (void)__lanes, (void)__threads, (void)__how;
}
/* A host team is one thread, and a host thread one lane. */
__HIER_FN int __hier_single_team_leader(void) { return 1; }
__HIER_FN void __hier_single_team_sync(void) {}
__HIER_FN int __hier_single_thread_leader(void) { return 1; }
__HIER_FN void __hier_single_thread_sync(void) {}
/* copyprivate: the one thread already holds its values. */
__HIER_FN void __hier_single_team_put(unsigned __i, unsigned __w) {
  (void)__i, (void)__w;
}
__HIER_FN unsigned __hier_single_team_get(unsigned __i, unsigned __w) {
  (void)__i;
  return __w;
}
__HIER_FN unsigned __hier_single_thread_bcast(unsigned __w) { return __w; }
/* Team scratch on the host: a buffer per host team, for the team's run. The
   pointer is the program's (__hier_state.h): hier_scratch() called in a
   function of another translation unit, or of another library, finds it. */
__HIER_FN int __hier_host_scratch_enter(unsigned long long __bytes) {
  __hier_thread_state.__scratch =
      __builtin_malloc(__bytes ? (__SIZE_TYPE__)__bytes : 1);
  return 1;
}
__HIER_FN int __hier_host_scratch_exit(void) {
  __builtin_free(__hier_thread_state.__scratch);
  __hier_thread_state.__scratch = 0;
  return 0;
}
__HIER_FN void *__hier_host_scratch_base(void) {
  return __hier_thread_state.__scratch;
}
#endif

#include "__hier_launch.h"
#include "__hier_pointers.h"
#include "__hier_reductions.h"
#include "__hier_scans.h"
#include "__hier_scratch.h"
#include "__hier_user_reductions.h"
#if defined(__HIER_GPU) && defined(HIER_HOST_SPMD)
/* The host code of an SPMD build, declared for the GPU compile's parse. */
#include "__hier_spmd.h"
#endif

#undef __HIER_FN
#undef __HIER_EXTERN_C
#undef __HIER_BEGIN_EXTERN_C
#undef __HIER_END_EXTERN_C
#undef __HIER_NOTHROW
#undef __HIER_GPU

#endif /* __HIER_BUILTINS_H */

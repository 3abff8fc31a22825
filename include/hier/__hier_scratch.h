/*===- hier/__hier_scratch.h - scratch levels 0 and 1 ---------------------===*
 *
 * Private (see __hier_builtins.h). scratch(0: bytes), or scratch(bytes), is
 * team-shared memory: on a GPU the block's dynamic shared memory, after a
 * 16-byte header; scratch(1: bytes) is device memory, `bytes` for each team
 * of the launch: the host allocates it before the launch for the teams the
 * launch has (max_teams, or the teams the device holds at once: the league
 * loop then runs the rest of the league on them) and frees it after, and
 * each team keeps its part's address in the header, where
 * hier_scratch_level(1) finds it from any function in any file. On the host
 * each host team gets a buffer of each level for its run.
 *
 * The header sits at the start of dynamic shared memory, in every team with
 * a scratch clause, so that hier_scratch() (level 0) is the same place,
 * 16 bytes in, whichever levels a team has.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_SCRATCH_H
#define __HIER_SCRATCH_H

#ifndef __HIER_GPU
/* The teams of a launch whose teams have level-1 scratch: its max_teams,
   else the teams the device holds at once (NVIDIA; 1024 elsewhere), which
   then become its max_teams. On the host fallback, the default max_teams. */
__HIER_FN long long __hier_scratch1_teams(int __explicit_max, long long __max,
                                          long long __lanes,
                                          long long __team_size,
                                          unsigned long long __bytes0) {
  if (__explicit_max)
    return __max;
  if (omp_get_num_devices() == 0)
    return __max;
  long long __resident =
      __hier_resident_teams(__lanes * __team_size, __bytes0 + 16);
  return __resident > 0 ? __resident : 1024;
}
/* The level-1 scratch of a launch of __teams teams, __bytes each, on the
   default device: the region falls back to the host (no device) with 0. A
   size the device cannot allocate stops the program. */
__HIER_FN char *__hier_scratch1_alloc(long long __teams,
                                      unsigned long long __bytes) {
  if (omp_get_num_devices() == 0 || __teams < 1)
    return 0;
  unsigned long long __each = (__bytes + 15) / 16 * 16;
  if (__each / 16 * 16 < __bytes ||
      (__each && __each > ~0ULL / (unsigned long long)__teams))
    __hier_launch_error("scratch(1: ", (long long)__bytes,
                        ") is more device memory than a launch can have for "
                        "each of its teams; teams: ",
                        __teams);
  void *__p = omp_target_alloc(
      (__SIZE_TYPE__)(__each ? __each * (unsigned long long)__teams : 16),
      omp_get_default_device());
  if (!__p)
    __hier_launch_error("scratch(1: ", (long long)__bytes,
                        ") for each team is more device memory than the "
                        "device could allocate; teams (max_teams, or those the "
                        "device holds at once): ",
                        __teams);
  return (char *)__p;
}
__HIER_FN int __hier_scratch1_free(char *__p) {
  if (__p)
    omp_target_free(__p, omp_get_default_device());
  return 0;
}
#else
/* Host code, declared for the GPU compile's parse of it. */
__HIER_EXTERN_C __HIER_NOTHROW long long
__hier_scratch1_teams(int, long long, long long, long long, unsigned long long);
__HIER_EXTERN_C __HIER_NOTHROW char *__hier_scratch1_alloc(long long,
                                                           unsigned long long);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_scratch1_free(char *);
/* In the team region, before the league loop: the team's part of the
   level-1 scratch into the header (devicertl). */
__HIER_EXTERN_C __HIER_NOTHROW int
__hier_scratch_enter(unsigned long long __bytes0, unsigned long long __bytes1,
                     char *__base1);
__HIER_FN int __hier_scratch_exit(void) { return 0; }
#endif

#ifndef __HIER_GPU
/* In the team region of the host fallback: a buffer of each level per host
   team, for its run (level 0 as __hier_host_scratch_enter did alone). */
__HIER_FN int __hier_scratch_enter(unsigned long long __bytes0,
                                   unsigned long long __bytes1, char *__base1) {
  (void)__base1;
  (void)__hier_host_scratch_enter(__bytes0);
#ifdef HIER_HOST_SPMD
  void *__p = 0;
  if (__bytes1 && (__hier_spmd_self.__rank == 0 || !__hier_spmd_self.__team))
    __p = __builtin_malloc((__SIZE_TYPE__)__bytes1);
  __hier_thread_state.__scratch1 = __bytes1 ? __hier_spmd_handoff(__p) : 0;
#else
  __hier_thread_state.__scratch1 =
      __bytes1 ? __builtin_malloc((__SIZE_TYPE__)__bytes1) : 0;
#endif
  return 1;
}
__HIER_FN int __hier_scratch_exit(void) {
  void *__p = __hier_thread_state.__scratch1;
  (void)__hier_host_scratch_exit(); /* SPMD: a barrier first */
#ifdef HIER_HOST_SPMD
  if (__hier_spmd_self.__rank == 0 || !__hier_spmd_self.__team)
#endif
    __builtin_free(__p);
  __hier_thread_state.__scratch1 = 0;
  return 0;
}
__HIER_FN void *__hier_host_scratch_level(int __level) {
  return __level == 0   ? __hier_thread_state.__scratch
         : __level == 1 ? __hier_thread_state.__scratch1
                        : 0;
}
#endif

#endif /* __HIER_SCRATCH_H */

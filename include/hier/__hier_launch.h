/*===- hier/__hier_launch.h - a team region's grid and its checks ----------===*
 *
 * Private (see __hier_builtins.h): the num_teams and thread_limit of the
 * generated 'target teams ompx_bare' directive, the checks made before a GPU
 * launch, and the CUDA driver queries they use.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_LAUNCH_H
#define __HIER_LAUNCH_H

/* Hardware lanes per thread for a requested vector length: a power of two,
   at most 32, so that a thread's lanes never straddle a warp (or half a
   wave64) and its reductions are shuffles within the group. */
__HIER_FN int __hier_lanes(long long __vl) {
  int __lanes = 1;
  while (__lanes < __vl && __lanes < 32)
    __lanes <<= 1;
  return __lanes;
}
#ifndef __HIER_GPU
/* Launch errors are reported before the launch, on stderr, and end the
   program: the GPU would otherwise fail the launch with a generic error. */
__HIER_EXTERN_C __HIER_NOTHROW long write(int, const void *, unsigned long);
__HIER_EXTERN_C __HIER_NOTHROW void *dlopen(const char *, int);
__HIER_EXTERN_C __HIER_NOTHROW void *dlsym(void *, const char *);
__HIER_EXTERN_C __HIER_NOTHROW char *getenv(const char *);
__HIER_FN void __hier_put(const char *__s) {
  (void)!write(2, __s, __builtin_strlen(__s));
}
__HIER_FN void __hier_put_number(long long __v) {
  char __buf[24];
  int __i = 23;
  unsigned long long __u =
      __v < 0 ? 0ULL - (unsigned long long)__v : (unsigned long long)__v;
  __buf[__i] = 0;
  do
    __buf[--__i] = (char)('0' + __u % 10);
  while (__u /= 10);
  if (__v < 0)
    __buf[--__i] = '-';
  __hier_put(__buf + __i);
}
__HIER_FN void __hier_launch_error(const char *__what, long long __value,
                                   const char *__why, long long __limit) {
  __hier_put("hier: ");
  __hier_put(__what);
  __hier_put_number(__value);
  __hier_put(__why);
  if (__limit >= 0)
    __hier_put_number(__limit);
  __hier_put("\n");
  __builtin_abort();
}
/* A function of the CUDA driver that the offload runtime has loaded; null
   when there is none (no NVIDIA device, or not loaded). */
__HIER_FN void *__hier_cuda_function(const char *__name) {
  void *__cuda =
      dlopen("libcuda.so.1", 1 /* RTLD_LAZY */ | 4 /* RTLD_NOLOAD */);
  return __cuda ? dlsym(__cuda, __name) : 0;
}
typedef __HIER_NOTHROW int __hier_cu_device_get_fn(int *, int);
typedef __HIER_NOTHROW int __hier_cu_ctx_state_fn(int, unsigned *, int *);
typedef __HIER_NOTHROW int __hier_cu_ctx_set_flags_fn(int, unsigned);
typedef __HIER_NOTHROW int __hier_cu_ctx_retain_fn(void **, int);
/* An attribute of the default device; -1 when it cannot be read. */
__HIER_FN long long __hier_cuda_attribute(int __attribute_id) {
  __hier_cu_attribute_fn *__get =
      __atomic_load_n(&__hier_process_state.__get_attribute, __ATOMIC_ACQUIRE);
  if (!__get) {
    __get =
        (__hier_cu_attribute_fn *)__hier_cuda_function("cuDeviceGetAttribute");
    __atomic_store_n(&__hier_process_state.__get_attribute, __get,
                     __ATOMIC_RELEASE);
  }
  int __value = 0;
  if (!__get || __get(&__value, __attribute_id, omp_get_default_device()) != 0)
    return -1;
  return __value;
}
/* The offload runtime's CUDA plugin gives the device's primary context, when
   it finds it inactive, CU_CTX_SCHED_BLOCKING_SYNC: the host thread sleeps
   until the GPU is done, and waking it costs about 0.1 ms at the end of
   every target region (measured on an H200). A hier region is synchronous,
   so before its first launch hier sets CUDA's own default instead
   (CU_CTX_SCHED_AUTO: spin while the process has no more active contexts
   than processors), and retains the context, so that a plugin initialized
   later finds it active and keeps the flags. HIER_BLOCKING_SYNC in the
   environment keeps the plugin's choice. Once per program. */
__HIER_FN void __hier_cuda_spin_wait(void) {
  if (__atomic_exchange_n(&__hier_process_state.__spin_wait_done, 1,
                          __ATOMIC_RELAXED) ||
      getenv("HIER_BLOCKING_SYNC"))
    return;
  __hier_cu_device_get_fn *__device_get =
      (__hier_cu_device_get_fn *)__hier_cuda_function("cuDeviceGet");
  __hier_cu_ctx_state_fn *__get_state =
      (__hier_cu_ctx_state_fn *)__hier_cuda_function(
          "cuDevicePrimaryCtxGetState");
  __hier_cu_ctx_set_flags_fn *__set_flags =
      (__hier_cu_ctx_set_flags_fn *)__hier_cuda_function(
          "cuDevicePrimaryCtxSetFlags_v2");
  __hier_cu_ctx_retain_fn *__retain =
      (__hier_cu_ctx_retain_fn *)__hier_cuda_function(
          "cuDevicePrimaryCtxRetain");
  int __device;
  unsigned __flags;
  int __active;
  void *__context;
  if (!__device_get || !__get_state || !__set_flags || !__retain ||
      __device_get(&__device, omp_get_default_device()) != 0 ||
      __get_state(__device, &__flags, &__active) != 0)
    return;
  /* The scheduling field is the low three bits (CU_CTX_SCHED_MASK). */
  if (__set_flags(__device, __flags & ~7u) == 0 && !__active)
    (void)__retain(&__context, __device);
}
/* CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN */
__HIER_FN long long __hier_max_team_shared(void) {
  return __hier_cuda_attribute(97);
}
/* The teams the device holds at once, for a team of __threads threads and
   __scratch bytes of team-shared memory (scratch and 'shared' variables):
   resident blocks per multiprocessor (limited by threads, block slots and
   shared memory; registers are not known before the launch) times
   multiprocessors. -1 when the device is not known. */
__HIER_FN long long __hier_resident_teams(long long __threads,
                                          unsigned long long __scratch) {
  long long __sms =
      __atomic_load_n(&__hier_process_state.__sms, __ATOMIC_ACQUIRE);
  if (!__sms) {
    __hier_process_state.__threads_per_sm =
        __hier_cuda_attribute(39); /* MAX_THREADS_PER_MP */
    __hier_process_state.__blocks_per_sm =
        __hier_cuda_attribute(106); /* MAX_BLOCKS_PER_MP */
    __hier_process_state.__shared_per_sm =
        __hier_cuda_attribute(81);     /* MAX_SHARED_MEMORY_PER_MP */
    __sms = __hier_cuda_attribute(16); /* MULTIPROCESSOR_COUNT */
    __atomic_store_n(&__hier_process_state.__sms, __sms, __ATOMIC_RELEASE);
  }
  long long __threads_per_sm = __hier_process_state.__threads_per_sm;
  long long __blocks_per_sm = __hier_process_state.__blocks_per_sm;
  long long __shared_per_sm = __hier_process_state.__shared_per_sm;
  if (__sms < 1 || __threads_per_sm < 1 || __blocks_per_sm < 1 || __threads < 1)
    return -1;
  long long __per_sm = __threads_per_sm / __threads;
  if (__per_sm > __blocks_per_sm)
    __per_sm = __blocks_per_sm;
  if (__scratch && __shared_per_sm > 0 &&
      __per_sm > __shared_per_sm / (long long)__scratch)
    __per_sm = __shared_per_sm / (long long)__scratch;
  return __per_sm < 1 ? -1 : __sms * __per_sm;
}
#endif
/* Teams to launch for a league of __trips iterations (or league_size, when
   given): one per iteration, at most max_teams (the rest is covered by the
   grid-stride league loop), and at least one. Without max_teams, on a GPU:
   exactly one team per iteration, as a CUDA grid (more than a grid holds is
   an error), unless the teams combine reductions (__reduces), whose one
   atomic per team and variable then bounds the grid, on an NVIDIA GPU, to
   four waves of resident teams
   (__hier_resident_teams; several waves, because the registers the kernel
   uses, which the estimate cannot see, may let fewer teams reside: a grid of
   one estimated wave then runs as a wave and a fraction); elsewhere __max.
   Before a GPU launch it checks what the GPU would reject: a non-positive
   league_size, more than 1024 threads per team, more scratch than the
   device has. When no GPU is available the region runs on the host, whose
   teams are host threads: no more teams than processors then (libomp warns
   and shrinks the league otherwise). */
__HIER_FN int __hier_num_teams(unsigned long long __trips, int __explicit,
                               long long __league_size, int __explicit_max,
                               long long __max, long long __lanes,
                               long long __team_size, int __reduces,
                               unsigned long long __scratch,
                               unsigned long long __static_shared) {
#ifndef __HIER_GPU
  if (__explicit && __league_size < 1)
    __hier_launch_error("league_size(", __league_size, ") must be positive",
                        -1);
  if (__max < 1)
    __hier_launch_error("max_teams(", __max, ") must be positive", -1);
#ifdef HIER_HOST_SPMD
  /* SPMD host mode: each host thread of the team runs the whole league. */
  if (__hier_spmd_self.__team)
    return 1;
#endif
  if (omp_get_num_devices() == 0) {
    if (omp_get_num_procs() < __max)
      __max = omp_get_num_procs();
  } else {
    __hier_cuda_spin_wait();
    if (__team_size < 1)
      __hier_launch_error("team_size(", __team_size, ") must be positive", -1);
    if (__lanes * __team_size > 1024)
      __hier_launch_error("a team of ", __lanes * __team_size,
                          " threads (vector lanes x team_size) exceeds the "
                          "GPU's limit of threads per block: ",
                          1024);
    if (__scratch) {
      long long __limit = __hier_max_team_shared();
      if (__limit >= 0 && __scratch > (unsigned long long)__limit)
        __hier_launch_error("scratch(", (long long)__scratch,
                            ") exceeds the largest team-shared memory of "
                            "the GPU, in bytes: ",
                            __limit);
    }
    if (!__explicit_max && !__reduces) {
      /* Exactly one team per iteration, on any GPU: the device code of such
         a team runs its league loop once (HIER_SHAPE_TEAM_PER_ITERATION). */
      if (!__explicit && __trips > 2147483647ULL)
        __hier_launch_error("a league of ", (long long)__trips,
                            " iterations needs max_teams: without it each "
                            "iteration is a team, and a GPU grid has at most "
                            "this many: ",
                            2147483647LL);
      __max = 2147483647LL;
    } else if (!__explicit_max) {
      long long __resident = __hier_resident_teams(__lanes * __team_size,
                                                   __scratch + __static_shared);
      if (__resident > 0)
        __max = 4 * __resident;
    }
  }
#else
  (void)__league_size, (void)__lanes, (void)__team_size, (void)__reduces,
      (void)__scratch, (void)__explicit_max, (void)__static_shared;
#endif
  if (__explicit)
    __trips = (unsigned long long)__league_size;
  if (__trips < 1)
    return 1;
  return __trips < (unsigned long long)__max ? (int)__trips : (int)__max;
}
/* The first thread_limit extent: the lanes per thread on a GPU; 1 when the
   region will run on the host, where each team is one host thread. */
__HIER_FN int __hier_thread_limit(long long __vl) {
#ifndef __HIER_GPU
  if (omp_get_num_devices() == 0)
    return 1;
#endif
  return __hier_lanes(__vl);
}
/* Threads of a team when only vector_length is given: 128-thread blocks. */
__HIER_FN int __hier_default_team_size(long long __vl) {
  return 128 / __hier_lanes(__vl);
}

#endif /* __HIER_LAUNCH_H */

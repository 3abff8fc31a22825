//===- Builtins.cpp - declarations every hier translation unit sees -------===//
//
// The generated loops call marker functions (hier/abi.h). On the host they
// are defined here, inline, so that the host fallback is correct without any
// LLVM pass (no pass runs in the host front-end job, and the plugin is not
// loaded as a pass plugin in the host back-end job): the league loop is split
// over the host teams, thread and vector loops run sequentially. On a GPU
// they are declarations that the hier-lower pass replaces, or functions of
// hier's device runtime.
//
//===----------------------------------------------------------------------===//

#include "Builtins.h"

namespace hier {

llvm::StringRef builtinsSource() {
  return R"hier(
#define __HIER__ 1
/* None of these throw: without the attribute every hier loop in C++ would
   carry an exception landing pad calling std::terminate. */
#define __HIER_NOTHROW __attribute__((__nothrow__))
#ifdef __cplusplus
#define __HIER_EXTERN_C extern "C"
#else
#define __HIER_EXTERN_C
#endif
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
__HIER_EXTERN_C __HIER_NOTHROW int omp_target_memcpy(void *, const void *,
                                                     __SIZE_TYPE__,
                                                     __SIZE_TYPE__,
                                                     __SIZE_TYPE__, int, int);
/* LLVM's offload runtime: host memory that its devices can read and write. */
__HIER_EXTERN_C __HIER_NOTHROW void *llvm_omp_target_alloc_host(__SIZE_TYPE__,
                                                                int);
/* omp_pteam_mem_alloc, the allocator of '#pragma hier shared'; after the
   declarations above, which add that these do not throw. */
#if __has_include(<omp.h>)
#include <omp.h>
#endif

#ifdef __HIER_GPU
__HIER_EXTERN_C __HIER_NOTHROW unsigned long long __hier_begin(int __level, int __id);
__HIER_EXTERN_C __HIER_NOTHROW unsigned long long __hier_stride(int __level, int __id);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_barrier(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_readonly(const char *__name, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_shape(int __lanes, int __threads,
                                                      int __how);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_single_team_leader(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_single_team_sync(void);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_single_thread_leader(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_single_thread_sync(void);
/* Team scratch is the block's dynamic shared memory: nothing to allocate. */
__HIER_FN int __hier_host_scratch_enter(unsigned long long __bytes) {
  (void)__bytes;
  return 1;
}
__HIER_FN int __hier_host_scratch_exit(void) { return 0; }
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
__HIER_FN void __hier_team_shape(int __lanes, int __threads, int __how) {
  (void)__lanes, (void)__threads, (void)__how;
}
/* A host team is one thread, and a host thread one lane. */
__HIER_FN int __hier_single_team_leader(void) { return 1; }
__HIER_FN void __hier_single_team_sync(void) {}
__HIER_FN int __hier_single_thread_leader(void) { return 1; }
__HIER_FN void __hier_single_thread_sync(void) {}
/* Team scratch on the host: a buffer per host team, for the team's run. */
static __thread void *__hier_host_scratch;
__HIER_FN int __hier_host_scratch_enter(unsigned long long __bytes) {
  __hier_host_scratch = __builtin_malloc(__bytes ? __bytes : 1);
  return 1;
}
__HIER_FN int __hier_host_scratch_exit(void) {
  __builtin_free(__hier_host_scratch);
  __hier_host_scratch = 0;
  return 0;
}
__HIER_FN void *__hier_host_scratch_base(void) { return __hier_host_scratch; }
#endif

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
__HIER_FN void __hier_put(const char *__s) {
  (void)!write(2, __s, __builtin_strlen(__s));
}
__HIER_FN void __hier_put_number(long long __v) {
  char __buf[24];
  int __i = 23;
  unsigned long long __u = __v < 0 ? 0ULL - (unsigned long long)__v : __v;
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
  void *__cuda = dlopen("libcuda.so.1", 1 /* RTLD_LAZY */ | 4 /* RTLD_NOLOAD */);
  return __cuda ? dlsym(__cuda, __name) : 0;
}
/* The driver functions hier calls (CUdevice is an int, CUcontext a pointer,
   CUresult an int); they do not throw. */
typedef __HIER_NOTHROW int __hier_cu_attribute_fn(int *, int, int);
typedef __HIER_NOTHROW int __hier_cu_device_get_fn(int *, int);
typedef __HIER_NOTHROW int __hier_cu_ctx_state_fn(int, unsigned *, int *);
typedef __HIER_NOTHROW int __hier_cu_ctx_set_flags_fn(int, unsigned);
typedef __HIER_NOTHROW int __hier_cu_ctx_retain_fn(void **, int);
/* An attribute of the default device; -1 when it cannot be read. */
__HIER_FN long long __hier_cuda_attribute(int __attribute_id) {
  static __hier_cu_attribute_fn *__get;
  if (!__get)
    __get = (__hier_cu_attribute_fn *)__hier_cuda_function("cuDeviceGetAttribute");
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
   environment keeps the plugin's choice. Once per translation unit. */
__HIER_EXTERN_C __HIER_NOTHROW char *getenv(const char *);
__HIER_FN void __hier_cuda_spin_wait(void) {
  static int __done;
  if (__atomic_exchange_n(&__done, 1, __ATOMIC_RELAXED) ||
      getenv("HIER_BLOCKING_SYNC"))
    return;
  __hier_cu_device_get_fn *__device_get =
      (__hier_cu_device_get_fn *)__hier_cuda_function("cuDeviceGet");
  __hier_cu_ctx_state_fn *__get_state =
      (__hier_cu_ctx_state_fn *)__hier_cuda_function("cuDevicePrimaryCtxGetState");
  __hier_cu_ctx_set_flags_fn *__set_flags = (__hier_cu_ctx_set_flags_fn *)
      __hier_cuda_function("cuDevicePrimaryCtxSetFlags_v2");
  __hier_cu_ctx_retain_fn *__retain =
      (__hier_cu_ctx_retain_fn *)__hier_cuda_function("cuDevicePrimaryCtxRetain");
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
  static long long __sms, __threads_per_sm, __blocks_per_sm, __shared_per_sm;
  if (!__sms) {
    __sms = __hier_cuda_attribute(16);             /* MULTIPROCESSOR_COUNT */
    __threads_per_sm = __hier_cuda_attribute(39);  /* MAX_THREADS_PER_MP */
    __blocks_per_sm = __hier_cuda_attribute(106);  /* MAX_BLOCKS_PER_MP */
    __shared_per_sm = __hier_cuda_attribute(81);   /* MAX_SHARED_MEMORY_PER_MP */
  }
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
/* Where the teams of a synchronous region's GPU launch leave a team
   reduction's result, per host thread, region and variable: without them
   the variable would be mapped to and from the device, an allocation, two
   copies and their waits in the offload runtime, about 10 us a launch
   (measured on an H200), against the one copy back of a CUDA reduction.
   `acc` is device memory that the teams fold their values into, with a
   count of the teams that did at byte 8; the last team writes the total to
   `res`, host memory the device can write, and resets `acc`
   (__hier_team_publish_T in hier's device runtime). The host sets `res` to
   the identity before each launch: if the region falls back to the host, its
   teams fold into `res` themselves. A slot lives as long as its thread; a
   thread's launches are synchronous, so no two use a slot at once. Its key
   has the variable's type, `__type` (its identity function): the region of
   a template is one region for all the types it is instantiated with. */
struct __hier_team_slot {
  struct __hier_team_slot *__next;
  int __region, __var, __device;
  const void *__type;
  void *__acc, *__res;
};
static __thread struct __hier_team_slot *__hier_team_slots;
__HIER_FN void *__hier_team_slot(int __region, int __var, const void *__type,
                                 const void *__identity, unsigned long __bytes,
                                 void **__acc) {
  /* -1: the region will run on the host (no device, or the default device
     is the host or none of the devices). */
  int __device = omp_get_default_device();
  if (__device < 0 || __device >= omp_get_num_devices())
    __device = -1;
  struct __hier_team_slot *__slot = __hier_team_slots;
  while (__slot && (__slot->__region != __region || __slot->__var != __var ||
                    __slot->__type != __type || __slot->__device != __device))
    __slot = __slot->__next;
  if (!__slot) {
    __slot = (struct __hier_team_slot *)__builtin_malloc(sizeof *__slot);
    if (!__slot)
      __hier_launch_error("cannot allocate a team reduction's result (",
                          (long long)sizeof *__slot, " bytes)", -1);
    __slot->__region = __region, __slot->__var = __var;
    __slot->__type = __type, __slot->__device = __device;
    if (__device < 0) {
      __slot->__res = __builtin_malloc(__bytes);
      __slot->__acc = __slot->__res;
    } else {
      /* The accumulator starts as the identity with a count of 0. */
      unsigned char __init[16] = {0};
      __builtin_memcpy(__init, __identity, __bytes);
      __slot->__res = llvm_omp_target_alloc_host(__bytes, __device);
      __slot->__acc = omp_target_alloc(sizeof __init, __device);
      if (__slot->__acc &&
          omp_target_memcpy(__slot->__acc, __init, sizeof __init, 0, 0,
                            __device, omp_get_initial_device()) != 0)
        __slot->__acc = 0;
    }
    if (!__slot->__res || !__slot->__acc)
      __hier_launch_error("cannot allocate a team reduction's result on "
                          "device ", __device, "", -1);
    __slot->__next = __hier_team_slots;
    __hier_team_slots = __slot;
  }
  __builtin_memcpy(__slot->__res, __identity, __bytes);
  *__acc = __slot->__acc;
  return __slot->__res;
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
    __hier_launch_error("league_size(", __league_size,
                        ") must be positive", -1);
  if (__max < 1)
    __hier_launch_error("max_teams(", __max, ") must be positive", -1);
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
                          "GPU's limit of threads per block: ", 1024);
    if (__scratch) {
      long long __limit = __hier_max_team_shared();
      if (__limit >= 0 && __scratch > (unsigned long long)__limit)
        __hier_launch_error("scratch(", (long long)__scratch,
                            ") exceeds the largest team-shared memory of "
                            "the GPU, in bytes: ", __limit);
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
      long long __resident = __hier_resident_teams(
          __lanes * __team_size, __scratch + __static_shared);
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

/* Reductions, per supported type T with suffix SFX: the identity of each
   operator (hier/abi.h numbers them), the operator itself, the combination
   over a loop's members (__hier_reduce_SFX: the value itself on the host,
   where one thread runs the whole loop), and the atomic combination of a
   team's copy into the original (__hier_team_combine_SFX). LoopRewriter picks
   the suffix with _Generic (Clang accepts it in C++ too); other types select
   the undefined *_unsupported functions, after NestingChecker's error. */
#define __HIER_BITWISE_OPS(a, b)                                               \
  case 4: return a & b;                                                        \
  case 5: return a | b;                                                        \
  case 6: return a ^ b;
#define __HIER_NO_BITWISE_OPS(a, b)
#ifdef __HIER_GPU
/* On a GPU both come from hier's device runtime (devicertl/); hier-lower
   replaces __hier_reduce_SFX by the reduction that fits the loop's mapping.
   An inline CAS loop here would take its locals' addresses, and Clang would
   then place them in memory managed by the OpenMP device runtime. */
#define __HIER_REDUCE(T, SFX)                                                  \
  __HIER_EXTERN_C __HIER_NOTHROW T __hier_reduce_##SFX(int, int, int, int, T); \
  __HIER_EXTERN_C __HIER_NOTHROW void __hier_team_combine_##SFX(int, T *, T);  \
  __HIER_EXTERN_C __HIER_NOTHROW void __hier_team_publish_##SFX(int, T *, T *, \
                                                                T, T);         \
  /* Host code: declared for the GPU compile's parse of it. */                \
  __HIER_EXTERN_C __HIER_NOTHROW T *__hier_team_slot_##SFX(int, int, int,      \
                                                           T **);
#else
/* On the host one thread runs a team and its loops: its value is the loop's
   result, and teams (host threads) combine atomically. */
#define __HIER_REDUCE(T, SFX)                                                  \
  __HIER_FN T __hier_reduce_##SFX(int __l, int __id, int __op, int __lanes,    \
                                  T __v) {                                     \
    (void)__l, (void)__id, (void)__op, (void)__lanes;                          \
    return __v;                                                                \
  }                                                                            \
  __HIER_FN void __hier_team_combine_##SFX(int __op, T *__dst, T __v) {        \
    T __old, __new;                                                            \
    __atomic_load(__dst, &__old, __ATOMIC_RELAXED);                            \
    do                                                                         \
      __new = __hier_combine_##SFX(__op, __old, __v);                          \
    while (!__atomic_compare_exchange(__dst, &__old, &__new, 0,                \
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED));    \
  }                                                                            \
  /* A synchronous region that fell back to the host: its teams fold into  \
     the result itself (__hier_team_slot). */                                  \
  __HIER_FN void __hier_team_publish_##SFX(int __op, T *__acc, T *__res,       \
                                           T __v, T __identity) {              \
    (void)__acc, (void)__identity;                                             \
    __hier_team_combine_##SFX(__op, __res, __v);                               \
  }                                                                            \
  __HIER_FN T *__hier_team_slot_##SFX(int __region, int __var, int __op,       \
                                      T **__acc) {                             \
    T __identity = __hier_identity_##SFX(__op);                                \
    return (T *)__hier_team_slot(__region, __var,                              \
                                 (const void *)__hier_identity_##SFX,          \
                                 &__identity, sizeof(T), (void **)__acc);      \
  }
#endif
#define __HIER_REDUCTION_TYPE(T, SFX, LOWEST, HIGHEST, ALL_ONES, BITWISE)     \
  __HIER_FN T __hier_identity_##SFX(int __op) {                                \
    switch (__op) {                                                            \
    case 1: case 7: return (T)1;                                               \
    case 2: return HIGHEST;                                                    \
    case 3: return LOWEST;                                                     \
    case 4: return ALL_ONES;                                                   \
    default: return (T)0;                                                      \
    }                                                                          \
  }                                                                            \
  __HIER_FN T __hier_combine_##SFX(int __op, T __a, T __b) {                   \
    switch (__op) {                                                            \
    case 0: return __a + __b;                                                  \
    case 1: return __a * __b;                                                  \
    case 2: return __b < __a ? __b : __a;                                      \
    case 3: return __b > __a ? __b : __a;                                      \
    BITWISE(__a, __b)                                                          \
    case 7: return __a && __b;                                                 \
    case 8: return __a || __b;                                                 \
    default: return __a;                                                       \
    }                                                                          \
  }                                                                            \
  __HIER_REDUCE(T, SFX)

__HIER_REDUCTION_TYPE(int, i32, -__INT_MAX__ - 1, __INT_MAX__, -1,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned, u32, 0u, ~0u, ~0u, __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(long, i64l, -__LONG_MAX__ - 1L, __LONG_MAX__, -1L,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned long, u64l, 0ul, ~0ul, ~0ul,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(long long, i64, -__LONG_LONG_MAX__ - 1LL,
                      __LONG_LONG_MAX__, -1LL, __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned long long, u64, 0ull, ~0ull, ~0ull,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(float, f32, -__builtin_inff(), __builtin_inff(), 0.0f,
                      __HIER_NO_BITWISE_OPS)
__HIER_REDUCTION_TYPE(double, f64, -__builtin_inf(), __builtin_inf(), 0.0,
                      __HIER_NO_BITWISE_OPS)
__HIER_EXTERN_C __HIER_NOTHROW int __hier_identity_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_combine_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_reduce_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_combine_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_publish_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void *__hier_team_slot_unsupported(int, ...);

#undef __HIER_REDUCTION_TYPE
#undef __HIER_REDUCE
#undef __HIER_BITWISE_OPS
#undef __HIER_NO_BITWISE_OPS
#undef __HIER_FN
#undef __HIER_EXTERN_C
#undef __HIER_NOTHROW
#undef __HIER_GPU
)hier";
}

} // namespace hier

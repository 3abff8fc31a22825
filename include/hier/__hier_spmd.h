/*===- hier/__hier_spmd.h - the host fallback run as a GPU runs a team -----===*
 *
 * Private (see __hier_builtins.h). SPMD host mode: in a file compiled with
 * -DHIER_HOST_SPMD and run with HIER_HOST_SPMD=1 in the environment, a team
 * region that runs on the host runs each team as the GPU does: lanes x
 * team_size host threads (the block hier launches), every one running the
 * team body, thread and vector loops split among them with the GPU's
 * begin and stride per level (passes/LoopMapping.cpp), barriers, single and
 * reductions at every level as on the GPU, and '#pragma hier shared'
 * variables and hier_scratch() shared by the team's threads. A program that
 * is wrong only on a GPU (team-body code that every thread runs, a race in
 * a thread loop) gives the GPU's wrong answer here.
 *
 * How: the front end wraps a team region in an OpenMP 'parallel' of that
 * many threads (plugin/HostSpmd.cpp); each thread launches the region, whose
 * host fallback is one host team that runs the whole league, and the
 * threads stay in step at the team's barriers (this file). One GPU team at a
 * time, so hier_league_size() is 1. The default build has none of this: its
 * loops start at 0 with a constant stride of 1, which the vectorizer needs
 * (a stride read at run time left a saxpy loop scalar), so the mode is
 * chosen at compile time and switched on at run time.
 *
 * The barrier is atomics and a futex: ThreadSanitizer (-fsanitize=thread)
 * sees the happens-before edges of each barrier and reports a read of
 * shared data that no barrier orders after another thread's write.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_SPMD_H
#define __HIER_SPMD_H

#ifndef __HIER_GPU
/* (The OpenMP functions it calls are declared before <omp.h>, in
   __hier_builtins.h.) */
__HIER_EXTERN_C __HIER_NOTHROW long syscall(long, ...);
__HIER_EXTERN_C __HIER_NOTHROW int sched_yield(void);
__HIER_EXTERN_C __HIER_NOTHROW char *getenv(const char *);

/* A GPU team being run by host threads. */
struct __hier_spmd_team {
  int __threads, __lanes, __team_size;
  /* The team barrier: arrivals and the generation the waiters sleep on. */
  unsigned __arrived, __generation;
  /* Per thread group (the lanes of one thread): the same, 2 per group. */
  unsigned *__groups;
  /* A shared declaration's or the scratch's one instance, handed from
     thread 0 to the others through a barrier; by its generation's parity. */
  void *__handoff[2];
  /* Reduction values, 16 bytes per thread, for team-wide and for vector
     group reductions, each by its barrier generation's parity. */
  unsigned char (*__values[2][2])[16];
  /* What the launching thread's OpenMP settings were. */
  int __blocktime, __max_levels;
  /* 'single team copyprivate': thread (0,0)'s words, read by every thread
     between two barriers. */
  unsigned __broadcast[64];
};

__HIER_BEGIN_EXTERN_C
/* Per host thread: the GPU thread it is, while it runs a team. */
struct __hier_spmd_thread {
  struct __hier_spmd_team *__team;
  int __rank, __tx, __ty;
  /* Whether the thread loop being run is spread over the whole block (it
     holds no vector loop): a 'single thread' in it is every lane's. */
  int __flat_loop;
  /* Whether the GPU launches one team per league iteration (no max_teams,
     league_size or team reduction): each iteration then has a block of its
     own, fresh shared memory and scratch, which the one host team running
     them all stands for with a barrier between iterations. */
  int __per_iteration;
};
__attribute__((__weak__,
               __visibility__("default"))) __thread struct __hier_spmd_thread
    __hier_spmd_thread_v1 = {0, 0, 0, 0, 0, 0};
/* HIER_HOST_SPMD read once: 0 unknown, 1 off, 2 on. */
__attribute__((__weak__, __visibility__("default"))) int __hier_spmd_mode_v1 =
    0;
__HIER_END_EXTERN_C
#define __hier_spmd_self __hier_spmd_thread_v1

/* The level a thread loop without a vector loop has in an SPMD build's host
   code (HostSpmd.cpp sets it): the GPU spreads it over the whole block. */
#define __HIER_SPMD_LEVEL_FLAT_THREAD 4

__HIER_FN int __hier_spmd_enabled(void) {
  int __mode = __atomic_load_n(&__hier_spmd_mode_v1, __ATOMIC_RELAXED);
  if (!__mode) {
    const char *__env = getenv("HIER_HOST_SPMD");
    __mode = __env && __env[0] && !(__env[0] == '0' && !__env[1]) ? 2 : 1;
    __atomic_store_n(&__hier_spmd_mode_v1, __mode, __ATOMIC_RELAXED);
  }
  return __mode == 2;
}

/* The futex system call's number (no <sys/syscall.h> in a system header
   every file includes). */
#if defined(__x86_64__)
#define __HIER_SYS_FUTEX 202
#elif defined(__aarch64__)
#define __HIER_SYS_FUTEX 98
#endif

/* Sleeps while *__word == __seen (a futex where there is one). */
__HIER_FN void __hier_spmd_wait(unsigned *__word, unsigned __seen) {
  for (int __spins = 0; __atomic_load_n(__word, __ATOMIC_ACQUIRE) == __seen;
       ++__spins) {
#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
    if (__spins >= 16) {
      /* FUTEX_WAIT_PRIVATE; wakes on a change or spuriously. */
      (void)syscall(__HIER_SYS_FUTEX, __word, 128, __seen, (void *)0);
      continue;
    }
#endif
    (void)sched_yield();
  }
}
__HIER_FN void __hier_spmd_wake(unsigned *__word) {
#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
  (void)syscall(__HIER_SYS_FUTEX, __word, 129 /* FUTEX_WAKE_PRIVATE */,
                0x7fffffff);
#else
  (void)__word;
#endif
}
/* A barrier of __n threads on (arrivals, generation). Returns the
   generation it ended. Acquire-release on both words: everything a thread
   wrote before it happens before what any thread does after it. */
__HIER_FN unsigned __hier_spmd_sync(unsigned *__arrived, unsigned *__generation,
                                    int __n) {
  unsigned __gen = __atomic_load_n(__generation, __ATOMIC_ACQUIRE);
  if (__atomic_add_fetch(__arrived, 1u, __ATOMIC_ACQ_REL) == (unsigned)__n) {
    __atomic_store_n(__arrived, 0u, __ATOMIC_RELAXED);
    __atomic_store_n(__generation, __gen + 1, __ATOMIC_RELEASE);
    __hier_spmd_wake(__generation);
  } else {
    __hier_spmd_wait(__generation, __gen);
  }
  return __gen;
}
/* The team's barrier ('#pragma hier barrier', the end of a team single). */
__HIER_FN void __hier_spmd_barrier(void) {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  if (__t)
    (void)__hier_spmd_sync(&__t->__arrived, &__t->__generation, __t->__threads);
}
/* The barrier of the calling thread's lanes (a vector group). */
__HIER_FN void __hier_spmd_group_barrier(void) {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  if (__t && __t->__lanes > 1) {
    unsigned *__g = __t->__groups + 2 * __hier_spmd_self.__ty;
    (void)__hier_spmd_sync(__g, __g + 1, __t->__lanes);
  }
}
/* Thread 0's __p, given to every thread of the team (a barrier). */
__HIER_FN void *__hier_spmd_handoff(void *__p) {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  if (!__t)
    return __p;
  unsigned __gen = __atomic_load_n(&__t->__generation, __ATOMIC_ACQUIRE);
  if (__hier_spmd_self.__rank == 0)
    __t->__handoff[__gen & 1] = __p;
  (void)__hier_spmd_sync(&__t->__arrived, &__t->__generation, __t->__threads);
  return __t->__handoff[__gen & 1];
}
/* Lane 0's __w, given to every lane of the calling thread: each lane
   leaves its word in its reduction slot (alternating with the group's
   barrier generation, as a reduction's) and reads lane 0's after the
   group's barrier. */
__HIER_FN unsigned __hier_spmd_group_bcast(unsigned __w) {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  if (__t->__lanes == 1)
    return __w;
  unsigned __gen = __atomic_load_n(
      __t->__groups + 2 * __hier_spmd_self.__ty + 1, __ATOMIC_ACQUIRE);
  unsigned char (*__slots)[16] = __t->__values[1][__gen & 1];
  __builtin_memcpy(__slots[__hier_spmd_self.__rank], &__w, sizeof __w);
  __hier_spmd_group_barrier();
  __builtin_memcpy(&__w, __slots[__hier_spmd_self.__ty * __t->__lanes],
                   sizeof __w);
  return __w;
}
/* A '#pragma hier shared' variable: every thread declares its own, and all
   use thread 0's (HostSpmd.cpp binds the name to this). The one instance
   lives as long as thread 0's region: the region ends with a barrier. */
__HIER_FN void *__hier_spmd_shared(void *__local) {
  return __hier_spmd_handoff(__local);
}

/* Begin and stride of a hier loop of level __level for the calling thread,
   as hier-lower maps it on a GPU: team: the league, run whole by each host
   team (one GPU team at a time); thread with a vector loop: threadIdx.y;
   thread without (__HIER_SPMD_LEVEL_FLAT_THREAD) and thread vector: the flat
   thread index; vector: threadIdx.x. */
__HIER_FN unsigned long long __hier_spmd_begin(int __level) {
  struct __hier_spmd_thread *__s = &__hier_spmd_self;
  switch (__level) {
  case 1:
    __s->__flat_loop = 0;
    return (unsigned long long)__s->__ty;
  case __HIER_SPMD_LEVEL_FLAT_THREAD:
    __s->__flat_loop = 1;
    return (unsigned long long)__s->__rank;
  case 2:
    return (unsigned long long)__s->__tx;
  default:
    return (unsigned long long)__s->__rank;
  }
}
__HIER_FN unsigned long long __hier_spmd_stride(int __level) {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  switch (__level) {
  case 1:
    return (unsigned long long)__t->__team_size;
  case 2:
    return (unsigned long long)__t->__lanes;
  default:
    return (unsigned long long)__t->__threads;
  }
}

/* Reductions: each member leaves its value, the members wait for each
   other (one barrier), and every member folds the members' values in order.
   The slots alternate with the barrier's generation: a member that writes
   the same slots again has passed a later barrier, which every member
   reached after reading them. Vector loops reduce over the lanes of a
   thread, thread loops with a vector loop over lane 0 of each thread (a
   thread's lanes hold the same value), the others over every thread. */
__HIER_FN int __hier_spmd_reduce_members(int __level, int *__first,
                                         int *__step) {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  if (__level == 2) {
    *__first = __hier_spmd_self.__ty * __t->__lanes;
    *__step = 1;
    return __t->__lanes;
  }
  *__first = 0;
  *__step = __level == 1 ? __t->__lanes : 1;
  return __level == 1 ? __t->__team_size : __t->__threads;
}
/* The slots of a reduction at __level, for the barrier it is about to
   wait at. */
__HIER_FN unsigned char (*__hier_spmd_reduce_slots(int __level))[16] {
  struct __hier_spmd_team *__t = __hier_spmd_self.__team;
  unsigned __gen = __atomic_load_n(
      __level == 2 ? __t->__groups + 2 * __hier_spmd_self.__ty + 1
                   : &__t->__generation,
      __ATOMIC_ACQUIRE);
  return __t->__values[__level == 2][__gen & 1];
}
__HIER_FN void __hier_spmd_reduce_sync(int __level) {
  if (__level == 2)
    __hier_spmd_group_barrier();
  else
    __hier_spmd_barrier();
}
#define __HIER_SPMD_REDUCE(T, SFX)                                             \
  __HIER_FN T __hier_spmd_reduce_##SFX(int __level, int __op, T __v) {         \
    struct __hier_spmd_team *__t = __hier_spmd_self.__team;                    \
    int __first, __step;                                                       \
    int __n = __hier_spmd_reduce_members(__level, &__first, &__step);          \
    unsigned char (*__slots)[16] = __hier_spmd_reduce_slots(__level);          \
    (void)__t;                                                                 \
    __builtin_memcpy(__slots[__hier_spmd_self.__rank], &__v, sizeof __v);      \
    __hier_spmd_reduce_sync(__level);                                          \
    T __acc;                                                                   \
    __builtin_memcpy(&__acc, __slots[__first], sizeof __acc);                  \
    for (int __i = 1; __i < __n; ++__i) {                                      \
      T __other;                                                               \
      __builtin_memcpy(&__other, __slots[__first + __i * __step],              \
                       sizeof __other);                                        \
      __acc = __hier_combine_##SFX(__op, __acc, __other);                      \
    }                                                                          \
    return __acc;                                                              \
  }

/* The launch. Before the region's 'parallel': the team, or the one-thread
   stand-in when the mode is off, a device will run the region, or the shape
   is one the GPU would reject (its launch reports it). */
__HIER_FN int __hier_lanes(long long __vl);
static struct __hier_spmd_team __hier_spmd_off = {
    1, 1, 1, 0, 0, 0, {0, 0}, {{0, 0}, {0, 0}}, 0, 0};
__HIER_FN void *__hier_spmd_fork(long long __vl, long long __team_size) {
  if (!__hier_spmd_enabled() || omp_get_num_devices() > 0 ||
      __hier_spmd_self.__team || __team_size < 1 ||
      __hier_lanes(__vl) * __team_size > 1024)
    return &__hier_spmd_off;
  struct __hier_spmd_team *__t = (struct __hier_spmd_team *)__builtin_calloc(
      1, sizeof(struct __hier_spmd_team));
  if (!__t)
    return &__hier_spmd_off;
  __t->__lanes = __hier_lanes(__vl);
  __t->__team_size = (int)__team_size;
  __t->__threads = __t->__lanes * __t->__team_size;
  __t->__groups = (unsigned *)__builtin_calloc(
      2 * (unsigned long)__t->__team_size, sizeof(unsigned));
  for (int __i = 0; __i < 4; ++__i)
    __t->__values[__i / 2][__i % 2] = (unsigned char (*)[16])__builtin_calloc(
        (unsigned long)__t->__threads, 16);
  /* Idle OpenMP threads sleep at once instead of spinning for 200 ms (128
     spinning threads would starve the next region); a region launched from
     a parallel region gets its threads too. */
  __t->__blocktime = kmp_get_blocktime();
  __t->__max_levels = omp_get_max_active_levels();
  kmp_set_blocktime(0);
  if (__t->__max_levels < omp_get_active_level() + 1)
    omp_set_max_active_levels(omp_get_active_level() + 1);
  return __t;
}
__HIER_FN int __hier_spmd_threads(void *__team) {
  return ((struct __hier_spmd_team *)__team)->__threads;
}
/* In the 'parallel', before the launch: which GPU thread this one is. */
__HIER_FN int __hier_spmd_enter(void *__team) {
  struct __hier_spmd_team *__t = (struct __hier_spmd_team *)__team;
  if (__t->__threads == 1)
    return 1;
  if (omp_get_num_threads() != __t->__threads)
    __hier_launch_error(
        "HIER_HOST_SPMD: a team of ", __t->__threads,
        " threads got only this many host threads: ", omp_get_num_threads());
  int __rank = omp_get_thread_num();
  __hier_spmd_self.__team = __t;
  __hier_spmd_self.__rank = __rank;
  __hier_spmd_self.__tx = __rank % __t->__lanes;
  __hier_spmd_self.__ty = __rank / __t->__lanes;
  return 1;
}
/* The last statement of the region: thread 0's shared variables live until
   every thread is done with them. */
__HIER_FN int __hier_spmd_team_end(void) {
  __hier_spmd_barrier();
  return 0;
}
__HIER_FN int __hier_spmd_leave(void) {
  __hier_spmd_self.__team = 0;
  __hier_spmd_self.__per_iteration = 0;
  return 0;
}
__HIER_FN void *__hier_spmd_join(void *__team) {
  struct __hier_spmd_team *__t = (struct __hier_spmd_team *)__team;
  if (__t != &__hier_spmd_off) {
    kmp_set_blocktime(__t->__blocktime);
    omp_set_max_active_levels(__t->__max_levels);
    __builtin_free(__t->__groups);
    for (int __i = 0; __i < 4; ++__i)
      __builtin_free(__t->__values[__i / 2][__i % 2]);
    __builtin_free(__t);
  }
  return 0;
}
#else
/* Host code, declared for the GPU compile's parse of it. */
__HIER_EXTERN_C __HIER_NOTHROW void *__hier_spmd_fork(long long, long long);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_spmd_threads(void *);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_spmd_enter(void *);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_spmd_leave(void);
__HIER_EXTERN_C __HIER_NOTHROW void *__hier_spmd_join(void *);
#endif

#endif /* __HIER_SPMD_H */

/*===- hier/__hier_state.h - hier's host state, once per program -----------===*
 *
 * Private (see __hier_builtins.h). The host fallback and the launch keep a
 * little state: the scratch buffer of the host team a thread runs, the slots
 * of its team reductions, what the CUDA driver said. Every translation unit
 * compiled with hier defines it, as weak symbols with default visibility, so
 * that the linker (static and dynamic) keeps one copy per program: in an
 * executable, in a static library linked into it, and across shared
 * libraries, whichever of them comes first in the lookup order defines it for
 * all. (Static, per-file state made hier_scratch() return NULL in a function
 * of another file.) Weak definitions, unlike C++ inline variables, work in C
 * too, and C and C++ files share them (extern "C": the same names).
 *
 * The names carry a layout version (of everything reachable from them, the
 * slots too): a library built by a hier whose layout differs uses its own
 * copy instead of misreading this one. A library linked
 * with -Bsymbolic or a version script that hides these names has its own
 * copy; hier still works, but hier_scratch() in such a library only sees its
 * own regions' scratch. So does a library opened with dlopen(RTLD_LOCAL) that
 * finds no definition in the program: it shares its copy with nothing but its
 * own dependencies.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_STATE_H
#define __HIER_STATE_H

#ifndef __HIER_GPU
#define __HIER_ONCE_PER_PROGRAM                                                \
  __attribute__((__weak__, __visibility__("default")))

/* The key of a file's team-reduction slots: region numbers restart in every
   file. Writable, so that no identical-code folding can merge two files'. */
static char __hier_file_key;

/* Where a synchronous region's GPU launch leaves a team reduction's result
   (__hier_team_slot in __hier_reductions.h). */
struct __hier_team_slot {
  struct __hier_team_slot *__next;
  const void *__file;
  int __region, __var, __device;
  const void *__type;
  void *__acc, *__res;
  /* The elements: an array section's length, else 1. Last, and read only
     after __file matched: a slot of another file (maybe of another hier
     version) is never read past __file. */
  unsigned long __count;
};

/* The CUDA driver functions hier calls (CUdevice is an int, CUcontext a
   pointer, CUresult an int); they do not throw. */
typedef __HIER_NOTHROW int __hier_cu_attribute_fn(int *, int, int);

__HIER_BEGIN_EXTERN_C
/* Per host thread. */
struct __hier_per_thread {
  /* The scratch of the host team this thread runs (scratch(bytes)). */
  void *__scratch;
  /* The thread's team-reduction slots; a slot lives as long as its thread. */
  struct __hier_team_slot *__slots;
  /* The level-1 scratch of the host team this thread runs (scratch(1: n)). */
  void *__scratch1;
};
/* _v2: __scratch1 was added. */
__HIER_ONCE_PER_PROGRAM __thread struct __hier_per_thread
    __hier_thread_state_v2 = {0, 0, 0};

/* Per process: what the CUDA driver said, read once (atomically: host
   threads may launch at once). */
struct __hier_per_process {
  int __spin_wait_done;
  __hier_cu_attribute_fn *__get_attribute;
  /* Written before __sms, which says that they are there. */
  long long __threads_per_sm, __blocks_per_sm, __shared_per_sm, __sms;
};
__HIER_ONCE_PER_PROGRAM struct __hier_per_process __hier_process_state_v1 = {
    0, 0, 0, 0, 0, 0};
__HIER_END_EXTERN_C

#define __hier_thread_state __hier_thread_state_v2
#define __hier_process_state __hier_process_state_v1
#undef __HIER_ONCE_PER_PROGRAM
#endif

#endif /* __HIER_STATE_H */

/*===- hier/__hier_stream.h - the calling thread's queue of nowait teams ---===*
 *
 * Private (see __hier_builtins.h). A team with 'nowait' and no 'depend' is
 * put in order behind the calling host thread's earlier 'nowait' teams: the
 * rewriter gives it depend(inout: *__hier_stream_enqueue()), one byte per
 * host thread, so that OpenMP's dependences make the thread's 'nowait' teams
 * one in-order queue (OpenMP alone leaves two 'nowait' regions unordered;
 * LLVM's host fallback even runs deferred ones last-in first-out). In LLVM 22
 * each such team is a target task that a helper thread launches and polls
 * (docs/bench.md, "Stream semantics").
 *
 * The host waits for the queue ('#pragma hier wait' is a taskwait) and, so
 * that results are never read early, at the offload runtime's calls that
 * need them: a target region (__tgt_target_kernel), 'target update' and the
 * end of 'target data' or 'target exit data' (__tgt_target_data_update_mapper,
 * __tgt_target_data_end_mapper). hier defines those three in every program
 * (weak: one copy, in the executable, binds the program's calls); each waits
 * if the thread has queued teams since it last waited, then calls the offload
 * runtime's own (dlsym(RTLD_NEXT)). Inside a task (a queued team's own launch
 * runs in one) nothing waits: a taskwait there would not wait for the
 * thread's queue, and would lose the count.
 *
 * Per program and thread, as __hier_state.h's state (weak, default
 * visibility), so that teams of several files share the queue.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_STREAM_H
#define __HIER_STREAM_H

#ifndef __HIER_GPU
__HIER_BEGIN_EXTERN_C
/* The byte the queued teams depend on, and how many were queued since the
   thread last waited. */
__attribute__((__weak__,
               __visibility__("default"))) __thread char __hier_stream_v1;
__attribute__((
    __weak__,
    __visibility__("default"))) __thread unsigned long __hier_stream_queued_v1;
__HIER_NOTHROW int __kmpc_global_thread_num(void *);
__HIER_NOTHROW int __kmpc_omp_taskwait(void *, int);
__HIER_NOTHROW void *dlsym(void *, const char *);
__HIER_END_EXTERN_C

/* depend(inout: *__hier_stream_enqueue()): evaluated by the thread that
   starts the team, when it starts it. */
__HIER_FN char *__hier_stream_enqueue(void) {
  ++__hier_stream_queued_v1;
  return &__hier_stream_v1;
}
/* Waits for the thread's queued teams, if any and if not inside a task
   (omp_in_explicit_task: <omp.h>, which __hier_builtins.h includes). */
__HIER_FN void __hier_stream_wait(void) {
  if (!__hier_stream_queued_v1 || omp_in_explicit_task())
    return;
  (void)__kmpc_omp_taskwait(0, __kmpc_global_thread_num(0));
  __hier_stream_queued_v1 = 0;
}
/* The offload runtime's definition of \p __name: the next one after the
   program's (RTLD_NEXT). */
__HIER_FN void *__hier_stream_next(const char *__name) {
  return dlsym((void *)-1L /* RTLD_NEXT */, __name);
}

__HIER_BEGIN_EXTERN_C
typedef __HIER_NOTHROW int __hier_tgt_kernel_fn(void *, long long, int, int,
                                                void *, void *);
typedef __HIER_NOTHROW void __hier_tgt_data_fn(void *, long long, int, void **,
                                               void **, long long *,
                                               long long *, void **, void **);
/* A target region: its kernel reads what queued teams write. */
__attribute__((__weak__, __visibility__("default"))) __HIER_NOTHROW int
__tgt_target_kernel(void *__loc, long long __device, int __teams, int __threads,
                    void *__host, void *__args) {
  static __hier_tgt_kernel_fn *__next;
  __hier_stream_wait();
  if (!__next)
    __next = (__hier_tgt_kernel_fn *)__hier_stream_next("__tgt_target_kernel");
  /* No offload runtime: fall back to the host, as OMP_TGT_FAIL does. */
  return __next ? __next(__loc, __device, __teams, __threads, __host, __args)
                : -1;
}
/* 'target update': copies from the device read what queued teams write,
   copies to it overwrite what they read. */
__attribute__((__weak__, __visibility__("default"))) __HIER_NOTHROW void
__tgt_target_data_update_mapper(void *__loc, long long __device, int __n,
                                void **__bases, void **__ptrs,
                                long long *__sizes, long long *__types,
                                void **__names, void **__mappers) {
  static __hier_tgt_data_fn *__next;
  __hier_stream_wait();
  if (!__next)
    __next = (__hier_tgt_data_fn *)__hier_stream_next(
        "__tgt_target_data_update_mapper");
  if (__next)
    __next(__loc, __device, __n, __bases, __ptrs, __sizes, __types, __names,
           __mappers);
}
/* The end of 'target data', 'target exit data': copies back, and frees. */
__attribute__((__weak__, __visibility__("default"))) __HIER_NOTHROW void
__tgt_target_data_end_mapper(void *__loc, long long __device, int __n,
                             void **__bases, void **__ptrs, long long *__sizes,
                             long long *__types, void **__names,
                             void **__mappers) {
  static __hier_tgt_data_fn *__next;
  __hier_stream_wait();
  if (!__next)
    __next = (__hier_tgt_data_fn *)__hier_stream_next(
        "__tgt_target_data_end_mapper");
  if (__next)
    __next(__loc, __device, __n, __bases, __ptrs, __sizes, __types, __names,
           __mappers);
}
__HIER_END_EXTERN_C
#else
/* The GPU compile parses the host's depend clause too; nothing calls it. */
__HIER_FN char *__hier_stream_enqueue(void) { return 0; }
#endif

#endif /* __HIER_STREAM_H */

/*===- hier/__hier_stream.h - the calling thread's queue of nowait teams ---===*
 *
 * Private (see __hier_builtins.h). A team with 'nowait' and no 'depend' is
 * put in order behind the calling host thread's earlier 'nowait' teams: the
 * rewriter gives it depend(inout: __hier_stream_v1), one byte per host
 * thread, so that OpenMP's dependences make the thread's 'nowait' teams one
 * in-order queue (OpenMP alone leaves two 'nowait' regions unordered; LLVM's
 * host fallback even runs deferred ones last-in first-out). '#pragma hier
 * wait' is a taskwait. In LLVM 22 each such team is a target task that a
 * helper thread launches and polls (docs/bench.md, "Stream semantics").
 * One byte per program and thread, as __hier_state.h's state (weak, default
 * visibility), so that teams of several files share the queue.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_STREAM_H
#define __HIER_STREAM_H

#ifndef __HIER_GPU
__HIER_BEGIN_EXTERN_C
__attribute__((__weak__,
               __visibility__("default"))) __thread char __hier_stream_v1;
__HIER_END_EXTERN_C
#else
/* The GPU compile parses the host's depend clause too; nothing uses this. */
static char __hier_stream_v1 __attribute__((__unused__));
#endif

#endif /* __HIER_STREAM_H */

//===- Builtins.cpp - declarations every hier translation unit sees -------===//
//
// The generated loops call marker functions (hier/abi.h). On the host they
// are defined here, inline, so that the host fallback is correct without any
// LLVM pass (no pass runs in the host front-end job, and the plugin is not
// loaded as a pass plugin in the host back-end job): the league loop is split
// over the host teams, thread and vector loops run sequentially. On a GPU
// they are declarations that the hier-lower pass replaces.
//
//===----------------------------------------------------------------------===//

#include "Builtins.h"

namespace hier {

llvm::StringRef builtinsSource() {
  return R"hier(
#define __HIER__ 1
#ifdef __cplusplus
extern "C" {
#endif
/* None of these throw: without the attribute every hier loop in C++ would
   carry an exception landing pad calling std::terminate. */
#define __HIER_NOTHROW __attribute__((__nothrow__))
__HIER_NOTHROW int omp_get_team_num(void);
__HIER_NOTHROW int omp_get_num_teams(void);
__HIER_NOTHROW int omp_get_num_devices(void);
__HIER_NOTHROW int omp_get_num_procs(void);
#if defined(__NVPTX__) || defined(__AMDGPU__)
__HIER_NOTHROW unsigned long long __hier_begin(int __level, int __id);
__HIER_NOTHROW unsigned long long __hier_stride(int __level, int __id);
__HIER_NOTHROW void __hier_barrier(void);
#else
static inline __HIER_NOTHROW unsigned long long __hier_begin(int __level, int __id) {
  (void)__id;
  return __level == 0 ? (unsigned long long)omp_get_team_num() : 0ULL;
}
static inline __HIER_NOTHROW unsigned long long __hier_stride(int __level, int __id) {
  (void)__id;
  return __level == 0 ? (unsigned long long)omp_get_num_teams() : 1ULL;
}
static inline __HIER_NOTHROW void __hier_barrier(void) {}
#endif
/* Teams to launch for a league of __league iterations: one per iteration,
   at most __max (the rest is covered by the grid-stride league loop), and
   at least one. When no GPU is available the region runs on the host, whose
   teams are host threads: no more teams than processors then (libomp warns
   and shrinks the league otherwise). */
static inline __HIER_NOTHROW int __hier_num_teams(unsigned long long __league,
                                   long long __max) {
#if !defined(__NVPTX__) && !defined(__AMDGPU__)
  if (omp_get_num_devices() == 0 && omp_get_num_procs() < __max)
    __max = omp_get_num_procs();
#endif
  if (__max < 1)
    __max = 1;
  if (__league < 1)
    return 1;
  return __league < (unsigned long long)__max ? (int)__league : (int)__max;
}
/* The first thread_limit extent: the vector length on a GPU; 1 when the
   region will run on the host, where each team is one host thread. */
static inline __HIER_NOTHROW int __hier_thread_limit(long long __vl) {
#if !defined(__NVPTX__) && !defined(__AMDGPU__)
  if (omp_get_num_devices() == 0)
    return 1;
#endif
  return (int)__vl;
}
/* Threads of a team when only vector_length is given: 128-thread blocks. */
static inline __HIER_NOTHROW int __hier_default_team_size(long long __vl) {
  return __vl >= 128 ? 1 : __vl < 1 ? 128 : (int)(128 / __vl);
}
#undef __HIER_NOTHROW
#ifdef __cplusplus
}
#endif
)hier";
}

} // namespace hier

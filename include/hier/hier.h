/*===- hier/hier.h - hier's runtime API --------------------------*- C -*-===*
 *
 * Queries usable inside a '#pragma hier team' region, in C and C++, on the
 * GPU and in the host fallback. On a GPU they come from hier's device runtime
 * (linked by the plugin); on the host they describe the host execution: each
 * team is one host thread that runs its thread and vector loops in order.
 *
 *   hier_league_rank()    the team running this code, 0 <= rank < league size
 *   hier_league_size()    the number of teams launched (the grid), which may
 *                         be smaller than the league loop's trip count
 *   hier_team_rank()      the thread within its team
 *   hier_team_size()      the threads of a team (team_size)
 *   hier_vector_rank()    the lane within its thread's vector group
 *   hier_vector_length()  the lanes of a thread (vector_length)
 *   hier_team_barrier()   a barrier for all threads of the team
 *   hier_scratch()        the team's scratch memory (the team's scratch(bytes)
 *                         clause): team-shared memory on a GPU; on the host the
 *                         buffer of the host team running, in whatever file or
 *                         library the calling function is
 *   hier_scratch_level(l) the team's scratch of level l: 0 as hier_scratch(),
 *                         1 its device memory (the team's scratch(1: bytes))
 *
 * The plugin also predefines __HIER__ and the version: HIER_VERSION_MAJOR,
 * HIER_VERSION_MINOR, HIER_VERSION_PATCH and HIER_VERSION (major * 10000 +
 * minor * 100 + patch: 900 for 0.9.0).
 *===----------------------------------------------------------------------===*/
#ifndef HIER_HIER_H
#define HIER_HIER_H

/* Under -E (and so -save-temps, distcc, ccache) Clang runs no plugin action
   and the plugin predefines nothing; its pragma handler still runs, and this
   line asks it for __HIER__ and hier's declarations, which -E then prints.
   In a compile it does nothing; without the plugin it is ignored. */
#pragma hier __declarations

#ifdef __cplusplus
extern "C" {
#endif

/* Without the plugin (no __HIER__): declarations only. A tool that parses
   the code without loading plugins, as clangd does, sees the API and no
   error; a compile that generates code fails at the end of this file. */
#if defined(__NVPTX__) || defined(__AMDGPU__) || !defined(__HIER__)
int hier_league_rank(void);
int hier_league_size(void);
int hier_team_rank(void);
int hier_team_size(void);
int hier_vector_rank(void);
int hier_vector_length(void);
void hier_team_barrier(void);
void *hier_scratch(void);
void *hier_scratch_level(int level);
#else
__attribute__((__nothrow__)) int omp_get_team_num(void);
__attribute__((__nothrow__)) int omp_get_num_teams(void);
static inline __attribute__((__nothrow__)) int hier_league_rank(void) {
  return omp_get_team_num();
}
static inline __attribute__((__nothrow__)) int hier_league_size(void) {
  return omp_get_num_teams();
}
#ifdef HIER_HOST_SPMD
/* SPMD host mode (-DHIER_HOST_SPMD, HIER_HOST_SPMD=1): the GPU thread a host
   thread runs (hier/__hier_spmd.h). */
static inline __attribute__((__nothrow__)) int hier_team_rank(void) {
  return __hier_spmd_thread_v1.__ty;
}
static inline __attribute__((__nothrow__)) int hier_team_size(void) {
  return __hier_spmd_thread_v1.__team
             ? __hier_spmd_thread_v1.__team->__team_size
             : 1;
}
static inline __attribute__((__nothrow__)) int hier_vector_rank(void) {
  return __hier_spmd_thread_v1.__tx;
}
static inline __attribute__((__nothrow__)) int hier_vector_length(void) {
  return __hier_spmd_thread_v1.__team ? __hier_spmd_thread_v1.__team->__lanes
                                      : 1;
}
static inline __attribute__((__nothrow__)) void hier_team_barrier(void) {
  __hier_spmd_barrier();
}
#else
static inline __attribute__((__nothrow__)) int hier_team_rank(void) {
  return 0;
}
static inline __attribute__((__nothrow__)) int hier_team_size(void) {
  return 1;
}
static inline __attribute__((__nothrow__)) int hier_vector_rank(void) {
  return 0;
}
static inline __attribute__((__nothrow__)) int hier_vector_length(void) {
  return 1;
}
static inline __attribute__((__nothrow__)) void hier_team_barrier(void) {}
#endif
static inline __attribute__((__nothrow__)) void *hier_scratch(void) {
  return __hier_host_scratch_base();
}
static inline __attribute__((__nothrow__)) void *hier_scratch_level(int level) {
  return __hier_host_scratch_level(level);
}
#endif

#ifndef __HIER__
/* Nor does such a tool know '#pragma hier': it would warn on every one. */
#pragma clang diagnostic ignored "-Wunknown-pragmas"
__attribute__((__error__("hier/hier.h needs the hier plugin: compile with "
                         "-fplugin=libhier.so"))) void
hier_plugin_missing(void);
static __attribute__((__used__)) void __hier_check_plugin(void) {
  hier_plugin_missing();
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* HIER_HIER_H */

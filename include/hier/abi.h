/*===- hier/abi.h - contract between hier's front end and its passes -------===*
 *
 * The front end turns every hier loop into a loop over a logical iteration
 * counter whose start and stride come from two marker calls:
 *
 *   for (k = __hier_begin(LEVEL, ID); k < trip; k += __hier_stride(LEVEL, ID))
 *
 * On the host the markers are inline functions (hier/__hier_builtins.h);
 * on a GPU the hier-lower pass replaces them with grid ids. This header and
 * the table it reads, hier/HierABI.def, are the one place that fixes the
 * level numbers, the operators and the marker names. Users never
 * need it; it is installed so that IR produced by one hier build can be read
 * by the passes of another.
 *===----------------------------------------------------------------------===*/
#ifndef HIER_ABI_H
#define HIER_ABI_H

enum hier_level {
#define HIER_LEVEL(NAME, VALUE, SPELLING) HIER_LEVEL_##NAME = VALUE,
#include "HierABI.def"
};

/* The name of a level, as in the directive and in diagnostics and remarks. */
static inline const char *hier_level_name(unsigned level) {
  switch (level) {
#define HIER_LEVEL(NAME, VALUE, SPELLING)                                      \
  case HIER_LEVEL_##NAME:                                                      \
    return SPELLING;
#include "HierABI.def"
  default:
    return "unknown";
  }
}

/* Reduction operators, as the front end passes them to __hier_reduce. */
enum hier_reduction_op {
#define HIER_REDUCTION_OP(NAME, VALUE, SPELLING) HIER_OP_##NAME = VALUE,
#include "HierABI.def"
};

/* __hier_team_shape's HOW: how the shape came about (bits). */
enum hier_shape_bit {
#define HIER_SHAPE_BIT(NAME, VALUE) HIER_SHAPE_##NAME = VALUE,
#include "HierABI.def"
};

/* Device limits: HIER_LIMIT_MAX_TEAM_THREADS, ... */
enum hier_limit {
#define HIER_LIMIT(NAME, VALUE) HIER_LIMIT_##NAME = VALUE,
#include "HierABI.def"
};

/* The arguments of the team launch, __hier_num_teams: HIER_LAUNCH_TRIPS, ...
   (their positions), HIER_LAUNCH_NUM_ARGS of them. */
enum hier_launch_arg {
#define HIER_LAUNCH_ARG(ID, ROLE) HIER_LAUNCH_##ID,
#include "HierABI.def"
  HIER_LAUNCH_NUM_ARGS
};

/* The markers' names, as string literals (the front end splices them into
   the code it generates); passes/ABI.h checks them against HierABI.def. */
#define HIER_MARKER_BEGIN "__hier_begin"
#define HIER_MARKER_STRIDE "__hier_stride"
#define HIER_MARKER_BARRIER "__hier_barrier"
/* __hier_team_shape(LANES, THREADS, HOW): at the start of every team region;
   the team's block is LANES x THREADS when both are known at compile time
   (TeamShape.cpp writes them into the literals), else 0, 0; hier-lower
   reports it. */
#define HIER_MARKER_TEAM_SHAPE "__hier_team_shape"
/* __hier_readonly("name", pointer): a team's readonly(name) clause, at the
   start of its region (variadic, so that NestingChecker, not overload
   resolution, reports a variable that is no pointer); hier-readonly makes the
   kernel parameter the pointer comes from noalias and readonly, and removes the
   call. */
#define HIER_MARKER_READONLY "__hier_readonly"
/* __hier_label("name"): a team's label("name") clause, at the start of its
   region; hier-kernel-labels gives the kernel (and, in the host's module,
   its offload entry) that name and removes the call. */
#define HIER_MARKER_LABEL "__hier_label"
/* The annotation on the variables of a '#pragma hier shared' declaration. */
#define HIER_SHARED_ANNOTATION "hier.shared"
/* 'single team': true on one thread per team, and the barrier after it. */
#define HIER_MARKER_SINGLE_TEAM "__hier_single_team_leader"
#define HIER_MARKER_TEAM_SYNC "__hier_single_team_sync"
/* 'single thread': true on one lane per thread, and the lane sync after it;
   hier-lower maps both after the enclosing thread loop. */
#define HIER_MARKER_SINGLE_THREAD "__hier_single_thread_leader"
#define HIER_MARKER_THREAD_SYNC "__hier_single_thread_sync"
/* 'single thread copyprivate': lane 0's word to every lane of the thread. */
#define HIER_MARKER_THREAD_BCAST "__hier_single_thread_bcast"
/* 'single team copyprivate': the leader's words through team-shared memory
   (the device runtime defines them; no pass replaces them). */
#define HIER_SINGLE_TEAM_PUT "__hier_single_team_put"
#define HIER_SINGLE_TEAM_GET "__hier_single_team_get"
/* __hier_reduce_<type>(LEVEL, ID, OP, LANES, value): the value combined over
   the members of loop ID's level, given to every member. LANES is the team's
   lanes per thread when the front end knows it (a literal vector_length, or
   the default), else 0. */
#define HIER_MARKER_REDUCE_PREFIX "__hier_reduce_"
/* __hier_scan_<type>(LEVEL, ID, OP, LANES, MODE, carry, value): one round
   of loop ID's scan over the members of its level (hier/__hier_scans.h). */
#define HIER_MARKER_SCAN_PREFIX "__hier_scan_"

#endif
